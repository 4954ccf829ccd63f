@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// Every link in a pair's body leads into the language of the page it is read on: the body
/// is rendered once for `en/<slug>/` and `zh/<slug>/`, and its links are relative within
/// the language folder (`../glossary/index.html#size-class`), so the English page's links go to
/// English pages and the Chinese page's to Chinese ones, from the blocks of both languages.
/// Only the link beside each heading to the other language's page leaves it.
@Suite("Links in a page's body stay in the page's language")
struct PageLanguageLinksTests {
    init() { ShippedStrings.install() }

    /// The `<a …>` tags of a page's article that lead to another file of the site, each with
    /// its target as a path from the output root.
    static func articleLinks(_ html: String, page path: String) -> [(tag: String, target: String)] {
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>", range: start.upperBound..<html.endIndex) else { return [] }
        let article = html[start.lowerBound..<end.lowerBound]
        let folder = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent()
        var links: [(String, String)] = []
        for piece in article.components(separatedBy: "<a ").dropFirst() {
            guard let close = piece.firstIndex(of: ">") else { continue }
            let tag = String(piece[..<close])
            guard let href = HTMLLinks.targets(in: " " + tag).first, !href.hasPrefix("#"), !href.contains("://") else { continue }
            let file = href.split(separator: "#", maxSplits: 1).first.map(String.init) ?? href
            let resolved = folder.appendingPathComponent(file).standardizedFileURL.path
            links.append((tag, String(resolved.dropFirst("/site/".count))))
        }
        return links
    }

    /// Checks every page's body links; returns how many led within the page's language.
    @discardableResult
    static func expectLinksStayInLanguage(_ workspace: Workspace, pages: [String], output: String = "Site") throws -> Int {
        var within = 0
        for path in pages {
            let html = try workspace.read(output + "/" + path)
            let language = String(path.prefix(2))
            let other = language == "en" ? "zh" : "en"
            for (tag, target) in articleLinks(html, page: path) {
                if tag.contains("class=\"other-language\"") {
                    // Beside a heading, to the pair's page in the language other than the
                    // heading's (which its hreflang names), whichever page it is read on.
                    let named = tag.contains("hreflang=\"en\"") ? "en" : "zh"
                    #expect(target.hasPrefix(named + "/"), "\(path): \(tag) should lead to its hreflang's page")
                    #expect(tag.contains("href=\"../../\(named)/"), "\(path): \(tag) should go through the root")
                } else {
                    #expect(target.hasPrefix(language + "/"), "\(path): \(tag) leaves the page's language")
                    #expect(!tag.contains("/\(other)/") && !tag.contains("/\(language)/"), "\(path): \(tag) goes up to the root")
                    within += 1
                }
            }
        }
        return within
    }

    static let glossary = """
    - id: size-class
      en: size class
      en_forms: [size classes]
      zh: 尺寸类
      zh_alternates: []
      zh_forbidden: []
      symbols: [UITraitCollection]
      definition:
        en: A coarse measure of the space in one direction.
        zh: 某个方向上可用空间的粗略度量。

    """

    /// The fixture guide with the shipped templates (the fixture's own have no article).
    static func workspace() throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        try workspace.remove("templates")
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates")
        try FileManager.default.copyItem(at: templates, to: workspace.url.appendingPathComponent("templates"))
        return workspace
    }

    @Test("glossary, symbol and chapter links in both blocks lead into the page's language; the heading's language link to the other")
    func linksFollowThePage() throws {
        let workspace = try Self.workspace()
        try workspace.write("content/glossary.yml", Self.glossary)
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        let pages = ["en/traits/index.html", "zh/traits/index.html", "en/presenting/index.html", "zh/presenting/index.html",
                     "en/only-english/index.html", "zh/only-english/index.html", "en/glossary/index.html", "zh/glossary/index.html",
                     "en/reference/traits/index.html", "zh/reference/traits/index.html"]
        let within = try Self.expectLinksStayInLanguage(workspace, pages: pages)
        #expect(within > 20)
        // Each page holds its own language's blocks, which link the glossary, the reference
        // and the chapters of that language.
        for language in ["en", "zh"] {
            let page = try workspace.read("Site/\(language)/traits/index.html")
            #expect(page.contains("href=\"../glossary/index.html#size-class\""), "\(language)")
            #expect(page.contains("href=\"../reference/traits/index.html#traitcollection\""), "\(language)")
            #expect(page.components(separatedBy: "href=\"../presenting/index.html#popovers\"").count == 2, "\(language)")
        }
    }

    @Test("a page whose slug differs between the languages is linked in each page's language, each page rendering its body alone")
    func slugPerLanguage() throws {
        let workspace = try Self.workspace()
        let zh = try workspace.read("content/zh/02-presentations.md")
        try workspace.write("content/zh/02-presentations.md", zh.replacingOccurrences(of: "slug: presenting", with: "slug: chengxian"))
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        let en = try workspace.read("Site/en/traits/index.html")
        let zhPage = try workspace.read("Site/zh/traits/index.html")
        #expect(en.components(separatedBy: "href=\"../presenting/index.html#popovers\"").count == 2)
        #expect(zhPage.components(separatedBy: "href=\"../chengxian/index.html#popovers\"").count == 2)
        #expect(!zhPage.contains("presenting/index.html#popovers"))
        try Self.expectLinksStayInLanguage(workspace, pages: ["en/traits/index.html", "zh/traits/index.html",
                                                              "en/presenting/index.html", "zh/chengxian/index.html"])
        // The one rendering of the blocks cannot serve both pages: each renders its own.
        let steps = SiteBuilder.steps.prefix { $0.name != "render pages" }
        let context = SiteBuilder.run(workspace.options.build, steps: Array(steps))
        let jobs = SiteAssembler.pageJobs(try #require(context.content)).filter { $0.pair.fileName == "01-traits.md" }
        #expect(jobs.count == 2)
        let shared = try #require(SiteAssembler.renderBody(jobs[0], context: context, anchorMarkers: true).shared)
        #expect(shared.html(shownLanguage: .en) == nil)
        #expect(shared.html(shownLanguage: .zh) == nil)
    }
}
