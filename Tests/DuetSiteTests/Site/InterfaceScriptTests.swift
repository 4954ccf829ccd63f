@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// The words the scripts write are written once per site, at the head of `assets/duet.js`
/// (so a page loads one script before its first paint); the
/// controls that work only with JavaScript are in the page from the start, so nothing is
/// inserted after the first paint; a page names one script and lists its contents once.
@Suite("The JavaScript-only interface")
struct InterfaceScriptTests {
    init() { ShippedStrings.install() }

    /// `window.DUET_INTERFACE` of a built site, as JSON.
    static func interface(_ workspace: Workspace) throws -> [String: [String: Any]] {
        let script = try workspace.read("Site/assets/duet.js")
        #expect(script.hasPrefix("window.DUET_INTERFACE = {"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site/assets/interface.js")), "no second script")
        let words = try #require(script.components(separatedBy: "\n};\n").first) + "\n}"
        let json = words.drop { $0 != "{" }
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]])
    }

    @Test("the controls are in every page's top bar from the start, the words the scripts write at the head of duet.js")
    func controlsInThePage() throws {
        let workspace = try ShippedTemplates.builtSite()
        let interface = try Self.interface(workspace)
        #expect(Set(interface.keys) == ["en", "zh"])
        #expect(interface["en"]?["controls"] == nil, "nothing for the script to insert")
        let words = try #require(interface["zh"]?["text"] as? [String: String])
        #expect(words["searchEmpty"] == "没有找到相关内容。")
        #expect(words["copyLink"] == "链接已复制")
        #expect(Set(words.keys) == Set(InterfaceScript.scriptWords))
        let en = try workspace.read("Site/en/traits/index.html")
        #expect(en.contains("<div class=\"modes\" role=\"group\" aria-label=\"Reading mode\"><button type=\"button\" data-mode=\"en\" lang=\"en\" aria-pressed=\"true\"><span class=\"mode-label\">English</span></button>"))
        let zh = try workspace.read("Site/zh/traits/index.html")
        #expect(zh.contains("<button type=\"button\" data-mode=\"zh\" lang=\"zh-Hans\" aria-pressed=\"true\"><span class=\"mode-label\">中文</span></button>"))
        for path in ["en/traits/index.html", "zh/traits/index.html", "en/index.html", "zh/glossary/index.html", "en/reference/traits/index.html"] {
            let page = try workspace.read("Site/" + path)
            let bar = try #require(page.components(separatedBy: "</header>").first)
            #expect(bar.contains("<select id=\"edition-select\""), "\(path)")
            #expect(bar.components(separatedBy: "<option ").count - 1 == Release.all.count + 1, "every release and 'every release': \(path)")
            #expect(bar.components(separatedBy: "<optgroup ").count - 1 == Edition.allCases.count, "one group per edition: \(path)")
            #expect(bar.contains("data-other-zh=\"适用于 %s；你正在阅读 %s。\""), "\(path)")
            #expect(bar.contains("<button type=\"button\" id=\"theme-toggle\" aria-pressed=\"false\""), "\(path)")
            #expect(!bar.contains("<div class=\"modes\" hidden") && !bar.contains("<label class=\"edition-switch\" hidden")
                    && !bar.contains("id=\"theme-toggle\" hidden"), "style.css, not the script, hides them without JavaScript: \(path)")
            // One script named in the head (beside the first-paint one written inline).
            let head = try #require(page.components(separatedBy: "</head>").first)
            #expect(head.components(separatedBy: "<script src=").count == 2, "\(path)")
            #expect(head.components(separatedBy: "<link rel=\"stylesheet\"").count == 2, "one stylesheet: \(path)")
            #expect(head.contains("assets/duet.js\" defer></script>"), "\(path)")
            #expect(!page.contains("search.css") && !page.contains("search.js") && !page.contains("playground.css"), "\(path)")
        }
    }

    @Test("a chapter lists its contents once, above the text and in the column alike")
    func contentsOnce() throws {
        let workspace = try ShippedTemplates.builtSite()
        let page = try workspace.read("Site/zh/traits/index.html")
        #expect(page.components(separatedBy: "<nav class=\"toc\" aria-labelledby=\"toc-title\"><details><summary id=\"toc-title\"><span class=\"bi ui\" lang=\"en\">On this page</span><span class=\"bi ui\" lang=\"zh-Hans\">本页内容</span></summary>").count == 2)
        #expect(page.components(separatedBy: "<a href=\"#overrides\"><span class=\"bi\" lang=\"en\">Overrides</span>").count == 2, "once in the contents")
        #expect(!page.contains("<aside class=\"toc\"") && !page.contains("toc-inline"))
        // Inside the article, after the title, as the folding list was.
        let article = try #require(page.components(separatedBy: "<article>").dropFirst().first)
        #expect(article.range(of: "<nav class=\"toc\"")!.lowerBound < article.range(of: "<div class=\"content\" data-other=")!.lowerBound)
    }

    @Test("a template set's own duet.js gets the words at its head, its own text after them")
    func withoutControlsTemplate() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("templates/assets/duet.js", "reader();\n")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded)
        let interface = try Self.interface(workspace)
        #expect(interface["en"]?["controls"] == nil)
        #expect((interface["en"]?["text"] as? [String: String])?["copy"] == "Copy")
        #expect(try workspace.read("Site/assets/duet.js").hasSuffix("\n};\nreader();\n"))
    }
}
