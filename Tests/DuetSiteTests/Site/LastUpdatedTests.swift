@testable import DuetContent
@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// A page's "last updated" line comes from its `updated:` front matter, never from the
/// build clock, so two builds of the same content are byte-identical.
@Suite("Last updated, from the content")
struct LastUpdatedTests {
    init() { ShippedStrings.install() }

    /// The fixture book with the shipped templates, which show the line.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        try FileManager.default.removeItem(atPath: workspace.path("templates"))
        try FileManager.default.copyItem(atPath: ShippedSite.repository.appendingPathComponent("templates").path, toPath: workspace.path("templates"))
        return workspace
    }

    static func setUpdated(_ workspace: Workspace, _ page: String, _ date: String) throws {
        let text = try workspace.read(page)
        try workspace.write(page, text.replacingOccurrences(of: "---\ntitle:", with: "---\nupdated: \(date)\ntitle:"))
    }

    @Test("each language's page shows its own date, in its own words, with a machine-readable time")
    func shownInBothLanguages() throws {
        let workspace = try Self.workspace()
        try Self.setUpdated(workspace, "content/en/01-traits.md", "2026-03-07")
        try Self.setUpdated(workspace, "content/zh/01-traits.md", "2026-04-01")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        let page = try workspace.read("Site/en/traits/index.html")
        #expect(page.contains("<time datetime=\"2026-03-07\">Last updated 2026-03-07</time>"))
        #expect(page.contains("<time datetime=\"2026-04-01\">最后更新：2026 年 4 月 1 日</time>"))
    }

    @Test("a page without a date shows no line, and two builds of the same content are byte-identical")
    func reproducible() throws {
        let workspace = try Self.workspace()
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        #expect(!(try workspace.read("Site/en/traits/index.html")).contains("page-updated"))
        try Self.setUpdated(workspace, "content/en/01-traits.md", "2026-03-07")
        var first = workspace.options.build
        first.outputDirectory = workspace.path("A")
        var second = workspace.options.build
        second.outputDirectory = workspace.path("B")
        #expect(SiteBuilder.build(first).succeeded)
        #expect(SiteBuilder.build(second).succeeded)
        #expect(try workspace.snapshot(of: "A") == (try workspace.snapshot(of: "B")))
    }

    @Test("an impossible or badly written date is an error at its line", arguments: ["2026-02-30", "26-11-25", "2026-13-01", "yesterday", "[2026]"])
    func invalidDates(_ date: String) throws {
        let workspace = try Self.workspace()
        try Self.setUpdated(workspace, "content/en/01-traits.md", date)
        let result = SiteBuilder.check(workspace.options.build)
        let error = result.diagnostics.first { $0.identifier == "front-matter.invalid-value" }
        #expect(error?.location.line == 2, "\(result.diagnostics.map(\.message))")
        #expect(error?.location.file.hasSuffix("content/en/01-traits.md") == true)
    }

    @Test("the date survives the caches: a cached build shows the same line as a fresh one")
    func cached() throws {
        let workspace = try Self.workspace()
        try Self.setUpdated(workspace, "content/en/01-traits.md", "2026-03-07")
        var options = workspace.options.build
        options.cacheDirectory = workspace.path("cache")
        #expect(SiteBuilder.build(options).succeeded)
        #expect(SiteBuilder.build(options).succeeded)
        #expect(try workspace.read("Site/en/traits/index.html").contains("Last updated 2026-03-07"))
    }

    @Test("leap days are dates; 2100 is not a leap year")
    func leapDays() {
        #expect(FrontMatter.isDate("2024-02-29"))
        #expect(!FrontMatter.isDate("2100-02-29"))
        #expect(FrontMatter.isDate("2000-02-29"))
    }
}
