import DuetSite
import DuetTestSupport
@testable import DuetServe
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("duet serve end to end")
struct ServeEndToEndTests {
    init() { ShippedStrings.install() }

    @Test("serves the site under its base path, shows an edit, overlays a build error with its location, recovers, stops")
    func editBreakFix() async throws {
        let site = try ServedSite()
        let server = try SiteServer(options: ServeOptions(build: site.buildOptions, port: 0, pollInterval: .milliseconds(100)))
        let port = try server.start()
        let running = Task { try await server.run() }
        let base = "http://127.0.0.1:\(port)"
        let page = base + "/guide/en/traits/"

        // The built page (once the first build is done), with the reload script added at
        // serve time only.
        let first = try await HTTP.poll(page) { $0.status != 503 }
        #expect(first.status == 200)
        #expect(first.contentType == "text/html; charset=utf-8")
        #expect(first.body.contains("learn the size classes"))
        #expect(first.body.contains(LiveReload.eventsPath))
        #expect(try !String(contentsOfFile: site.output + "/en/traits/index.html", encoding: .utf8).contains(LiveReload.eventsPath))
        #expect(try await HTTP.get(base + "/").status == 302)
        #expect(try await HTTP.get(base + "/guide/assets/style.css").contentType == "text/css; charset=utf-8")
        #expect(try await HTTP.get(base + "/guide/sitemap.xml").contentType == "application/xml")
        #expect(try await HTTP.get(base + "/guide/en/no-such-page/").status == 404)

        // An edit is rebuilt and served; the events endpoint reports the new build.
        let before = await server.generation
        try site.edit("en/01-traits.md") { $0.replacingOccurrences(of: "learn the size classes", with: "read its freshly edited size classes") }
        let edited = try await HTTP.poll(page) { $0.body.contains("freshly edited") }
        #expect(edited.status == 200)
        let events = try await HTTP.get(base + LiveReload.eventsPath + "?since=\(before)")
        #expect(events.contentType == "application/json")
        #expect(events.body != "{\"generation\":\(before)}")

        // A content error: every page route shows the overlay with file:line:column; the
        // last good build stays on disk and assets are still served.
        try site.edit("en/01-traits.md") { $0 + "\n```duet-table no-such-table\n```\n" }
        let overlay = try await HTTP.poll(page) { $0.status == 500 }
        let errorLine = try site.lineCount("en/01-traits.md") - 1
        #expect(overlay.body.contains("Build failed"))
        #expect(overlay.body.contains("01-traits.md:\(errorLine):1: error: unknown model table `no-such-table`"))
        #expect(overlay.body.contains(LiveReload.eventsPath))
        #expect(try await HTTP.get(base + "/guide/zh/").status == 500)
        #expect(try await HTTP.get(base + "/guide/assets/style.css").status == 200)
        #expect(try String(contentsOfFile: site.output + "/en/traits/index.html", encoding: .utf8).contains("freshly edited"))

        // Fixing it brings the site back.
        try site.edit("en/01-traits.md") { $0.replacingOccurrences(of: "\n```duet-table no-such-table\n```\n", with: "") }
        let fixed = try await HTTP.poll(page) { $0.status == 200 }
        #expect(fixed.body.contains("freshly edited"))

        await server.stop()
        try await running.value
    }

    @Test("the live-reload endpoint holds its answer until the next build, then answers with the new generation")
    func longPoll() async throws {
        let site = try ServedSite()
        let server = try SiteServer(options: ServeOptions(build: site.buildOptions, port: 0, pollInterval: .milliseconds(100)))
        let port = try server.start()
        let running = Task { try await server.run() }
        let base = "http://127.0.0.1:\(port)"
        _ = try await HTTP.poll(base + "/guide/en/traits/") { $0.status == 200 }
        // A page can be served from an earlier output while the server's first build still
        // runs: wait for that build, so the edit below is what the endpoint answers for.
        for _ in 0..<600 where await server.generation == 0 { try await Task.sleep(for: .milliseconds(50)) }
        let before = await server.generation
        #expect(before >= 1)
        let asked = ContinuousClock.now
        let waiting = Task { () throws -> (HTTP.Response, ContinuousClock.Instant) in
            let response = try await HTTP.get(base + LiveReload.eventsPath + "?since=\(before)")
            return (response, ContinuousClock.now)
        }
        try await Task.sleep(for: .milliseconds(500))
        let edited = ContinuousClock.now
        try site.edit("en/01-traits.md") { $0 + "\nOne more sentence.\n" }
        let (first, answered) = try await waiting.value
        var events = first
        #expect(answered > edited, "the endpoint answered before the edit it waits for")
        #expect(events.status == 200)
        // On a loaded machine the rebuild can outlast one long poll, which then answers,
        // after holding for its whole time, with the generation it was asked about; a page
        // asks again, and so does this spec, until the build's generation comes.
        let unchanged = "{\"generation\":\(before)}"
        if events.body == unchanged {
            #expect(answered - asked >= LiveReload.longPoll - .milliseconds(100), "a poll with nothing new answered before its time")
        }
        while events.body == unchanged && ContinuousClock.now - edited < .seconds(60) {
            events = try await HTTP.get(base + LiveReload.eventsPath + "?since=\(before)")
        }
        #expect(events.body == "{\"generation\":\(before + 1)}")
        await server.stop()
        try await running.value
    }
}
