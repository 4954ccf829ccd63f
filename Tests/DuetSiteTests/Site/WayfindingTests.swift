@testable import DuetContent
@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// Entry points, breadcrumbs, and the edit and report links made from site.yml's
/// `repository`, which is validated like the base URL.
@Suite("Wayfinding")
struct WayfindingTests {
    init() { ShippedStrings.install() }

    private func workspace(repository: String?) throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        // The shipped templates, which place the links (the fixture keeps its own).
        try FileManager.default.removeItem(atPath: workspace.path("templates"))
        try FileManager.default.copyItem(atPath: ShippedSite.repository.appendingPathComponent("templates").path, toPath: workspace.path("templates"))
        if let repository {
            try workspace.write("content/site.yml", try workspace.read("content/site.yml") + "repository: \(repository)\n")
        }
        return workspace
    }

    @Test("a repository that is not an absolute https address is an error at its value",
          arguments: ["http://github.com/o/r", "github.com/o/r", "42", "\"javascript:alert(1)\"", "https://"])
    func badRepository(value: String) throws {
        let workspace = try workspace(repository: value)
        let context = SiteBuilder.check(workspace.options.build)
        let error = try #require(context.diagnostics.first { $0.identifier == "settings.invalid-repository" })
        let lines = try workspace.read("content/site.yml").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(error.location.line == lines.count - 1)
        #expect(error.location.column == 13)
        #expect(error.severity == .error)
        #expect(!context.diagnostics.contains { $0.identifier == "settings.unknown-key" })
    }

    @Test("with a repository every chapter links to editing its own file and to a new issue naming the page")
    func pageLinks() throws {
        let workspace = try workspace(repository: "https://example.org/team/guide/")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded)
        let pages = try FileManager.default.subpathsOfDirectory(atPath: workspace.path("Site")).filter { $0.hasSuffix("index.html") }
        var chapters = 0
        for language in Language.allCases {
            for page in pages where page.hasPrefix(language.rawValue + "/") {
                let html = try workspace.read("Site/" + page)
                guard html.contains("class=\"pager\"") && !page.contains("reference") && !page.contains("glossary") && !page.contains("playground") else { continue }
                chapters += 1
                #expect(html.contains("<div class=\"page-links\" role=\"group\" aria-label="), "\(page)")
                #expect(html.contains("href=\"https://example.org/team/guide/edit/HEAD/content/"), "\(page)")
                #expect(html.contains("href=\"https://example.org/team/guide/issues/new?title="), "\(page)")
            }
        }
        #expect(chapters >= 2)
        let zh = try workspace.read("Site/" + (pages.first { $0.hasPrefix("zh/") && !$0.contains("reference") && !$0.contains("glossary") && !$0.contains("playground") && $0.split(separator: "/").count == 3 } ?? ""))
        #expect(zh.contains(">报告翻译问题</a>") && zh.contains("%E7%BF%BB%E8%AF%91%E9%97%AE%E9%A2%98"), "the Chinese report is titled 翻译问题")
    }

    @Test("without a repository no edit or report link is written")
    func noRepository() throws {
        let workspace = try workspace(repository: nil)
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let pages = try FileManager.default.subpathsOfDirectory(atPath: workspace.path("Site")).filter { $0.hasSuffix(".html") }
        for page in pages { #expect(!(try workspace.read("Site/" + page)).contains("page-links"), "\(page)") }
    }

    @Test("the start page leads to the chapters, the reference, the glossary and the playground")
    func entryPoints() throws {
        let location = SiteLocation.home(.zh)
        let points = Wayfinding.entryPoints(language: .zh, from: location, firstChapter: SiteLocation(language: .zh, segments: ["traits"]))
        #expect(points.map { "\($0["key"]!)" } == ["chapters", "reference", "glossary", "playground"])
        #expect(points.map { "\($0["url"]!)" } == ["traits/index.html", "reference/index.html", "glossary/index.html", "playground/index.html"])
        #expect("\(points[2]["title"]!)" == "术语表")
    }

    @Test("a reference page's breadcrumbs lead home and to the reference index")
    func breadcrumbs() {
        let page = ReferencePages.location(of: .traits, language: .en)
        let crumbs = Wayfinding.breadcrumbs(language: .en, from: page)
        #expect(crumbs.map { "\($0["title"]!)" } == ["Home", "Reference"])
        #expect(crumbs.map { "\($0["url"]!)" } == ["../../index.html", "../index.html"])
        #expect(Wayfinding.breadcrumbs(language: .en, from: ReferencePages.indexLocation(.en)).count == 1)
    }

    @Test("issue titles and file names are percent-encoded as UTF-8")
    func encoding() {
        #expect(Wayfinding.encodedQuery("翻译 a&b=c/d\n") == "%E7%BF%BB%E8%AF%91%20a%26b%3Dc%2Fd%0A")
        #expect(Wayfinding.encodedPath("zh/01 x.md") == "zh/01%20x.md")
    }
}
