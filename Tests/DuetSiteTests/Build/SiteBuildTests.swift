import DuetSite
import DuetTestSupport
import Foundation
import Testing

@Suite("Building a site end to end")
struct SiteBuildTests {
    init() { ShippedStrings.install() }

    @Test("the fixture guide builds to the expected HTML, file for file")
    func expectedHTML() throws {
        let workspace = try Workspace(copying: "site")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        let built = try workspace.snapshot(of: "Site")
        // The ownership list, beside the site and not part of it, names every file of it.
        #expect(built[".duet-output"] == nil)
        let ownership = try workspace.read(".Site.duet.owned")
        let listed = ownership.split(separator: "\n").dropFirst(2).map { String($0.dropFirst(2)) }
        #expect(listed == built.keys.sorted())
        let expectedFolder = Fixtures.url("site-expected")
        if Fixtures.recording {
            try? FileManager.default.removeItem(at: expectedFolder)
            for (path, data) in built {
                let target = expectedFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
        }
        let expected = try Workspace.files(in: expectedFolder)
        #expect(Set(built.keys) == Set(expected.keys))
        for (path, data) in expected.sorted(by: { $0.key < $1.key }) {
            let actual = built[path].map { String(decoding: $0, as: UTF8.self) }
            #expect(actual == String(decoding: data, as: UTF8.self), "\(path) differs from Fixtures/site-expected/\(path); re-record with DUET_RECORD_SNAPSHOTS=1")
        }
    }

    @Test("every page links to its counterpart with hreflang and the sitemap lists both languages")
    func hreflangAndSitemap() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let en = try workspace.read("Site/en/traits/index.html")
        let zh = try workspace.read("Site/zh/traits/index.html")
        #expect(en.contains("<html lang=\"en\" data-mode=\"en\">"))
        #expect(zh.contains("<html lang=\"zh-Hans\" data-mode=\"zh\">"))
        #expect(en.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"../../zh/traits/index.html\">"))
        #expect(zh.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../en/traits/index.html\">"))
        let sitemap = try workspace.read("Site/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/guide/en/traits/</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://example.org/guide/zh/traits/\"/>"))
        #expect(sitemap.contains("<loc>https://example.org/guide/zh/presenting/</loc>"))
    }

    @Test("a Chinese heading carries the id of the English heading it is aligned with")
    func sharedHeadingIDs() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let zh = try workspace.read("Site/zh/traits/index.html")
        #expect(zh.contains("<h2 id=\"size-classes\">尺寸类"))
        #expect(zh.contains("<h3 id=\"overrides\">覆盖"))
        let zhPresenting = try workspace.read("Site/zh/presenting/index.html")
        #expect(zhPresenting.contains("<h2 id=\"popovers\">弹出框"))
    }

    @Test("links between pages are relative and every one resolves inside the output")
    func relativeLinksResolve() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let site = workspace.url.appendingPathComponent("Site")
        var checked = 0
        for (path, data) in try workspace.snapshot(of: "Site") where path.hasSuffix(".html") && path != "404.html" {
            let html = String(decoding: data, as: UTF8.self)
            for link in HTMLLinks.targets(in: html) where !link.contains("://") && !link.hasPrefix("#") {
                let file = link.split(separator: "#", maxSplits: 1).first.map(String.init) ?? link
                let resolved = site.appendingPathComponent(path).deletingLastPathComponent().appendingPathComponent(file).standardizedFileURL
                #expect(resolved.path.hasPrefix(site.standardizedFileURL.path), "\(path): \(link) leaves the site")
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(path): \(link) is broken")
                checked += 1
            }
        }
        #expect(checked > 20)
        // The shortest path within the language, on both pages (each holds its own language's block).
        for language in ["en", "zh"] {
            let page = try workspace.read("Site/\(language)/traits/index.html")
            #expect(page.components(separatedBy: "href=\"../presenting/index.html#popovers\"").count == 2, "\(language)")
            #expect(!page.contains("href=\"../../\(language)/presenting/"), "\(language)")
        }
    }

    @Test("a page without a translation is published in both languages, with a notice, and warned about")
    func missingCounterpart() throws {
        let workspace = try Workspace(copying: "site")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded)
        let warning = try #require(result.diagnostics.first { $0.identifier == "page.missing-counterpart" })
        #expect(warning.severity == .warning)
        #expect(warning.location.file.hasSuffix("content/en/03-only-english.md"))
        #expect(warning.location.line == 1)
        let zh = try workspace.read("Site/zh/only-english/index.html")
        #expect(zh.contains("<p class=\"notice\">本页尚未翻译成中文"))
        #expect(zh.contains("This page has no translation yet."))
    }

    @Test("two builds of the same input are byte-identical")
    func deterministic() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let first = try workspace.snapshot(of: "Site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        #expect(try workspace.snapshot(of: "Site") == first)
    }

    @Test("a failed build leaves the previous site exactly as it was")
    func failureKeepsPreviousSite() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let before = try workspace.snapshot(of: "Site")
        try workspace.write("content/en/02-presentations.md", "---\ntitle: [unclosed\n---\n\nBody\n")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.identifier == "yaml.invalid")
        #expect(error.location.line == 3)
        #expect(try workspace.snapshot(of: "Site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter { $0.contains("duet-") }
        #expect(leftovers.isEmpty)
    }

    @Test("the base URL option overrides site.yml for absolute URLs only")
    func baseURLOverride() throws {
        let workspace = try Workspace(copying: "site")
        var options = workspace.options.build
        options.baseURL = "https://docs.example.com/duet"
        #expect(SiteBuilder.build(options).succeeded)
        #expect(try workspace.read("Site/sitemap.xml").contains("<loc>https://docs.example.com/duet/en/traits/</loc>"))
        #expect(try workspace.read("Site/en/traits/index.html").contains("href=\"../../zh/traits/index.html\""))
    }

    @Test("raw HTML in a page is escaped in the output")
    func rawHTMLEscaped() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let en = try workspace.read("Site/en/presenting/index.html")
        #expect(en.contains("A popover &lt;b&gt;adapts&lt;/b&gt; in a compact width."))
    }
}

extension Workspace {
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
            }
        }
        return files
    }
}

/// The `href` and `src` values of an HTML document, read with a small scanner (the
/// output is our own, well-formed and double-quoted).
enum HTMLLinks {
    static func targets(in html: String) -> [String] {
        var result: [String] = []
        for marker in [" href=\"", " src=\""] {
            var rest = html[...]
            while let start = rest.range(of: marker) {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                result.append(String(after[..<end]))
                rest = after[end...]
            }
        }
        return result
    }
}
