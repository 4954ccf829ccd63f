@testable import DuetContent
@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

@Suite("The shipped templates: header, sidebar and controls")
struct ReaderTemplateTests {
    init() { ShippedStrings.install() }

    @Test("the header holds the mode group, the edition switch, the theme toggle and the plain language link")
    func headerControls() throws {
        let workspace = try ShippedTemplates.builtSite()
        let en = try workspace.read("Site/en/traits/index.html")
        let header = try #require(en.components(separatedBy: "<header class=\"topbar\">").dropFirst().first?.components(separatedBy: "</header>").first)
        // In the page from the start, so nothing is inserted after the first paint.
        #expect(header.contains("<div class=\"modes\" role=\"group\" aria-label=\"Reading mode\">"))
        #expect(header.contains("<label class=\"edition-switch\">"))
        #expect(header.contains("<button type=\"button\" id=\"theme-toggle\" aria-pressed=\"false\""))
        #expect(header.contains("data-mode=\"parallel\"") && header.contains("<option value=\"all\""))
        #expect(header.contains("<a class=\"language-switch\" href=\"../../zh/traits/index.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" data-keep-hash>中文</a>"))
        #expect(en.contains("<html lang=\"en\" data-mode=\"en\">"))
        #expect(en.contains("<main id=\"main\">"))
        // A plain box, which the phone drawer makes a dialog; the navigation inside is named.
        #expect(en.contains("<div class=\"sidebar\" id=\"sidebar\">\n<nav aria-label=\"Contents\">"))
        // Narrow screens: a contents link the script turns into the drawer's button.
        #expect(header.contains("<a class=\"menu-toggle\" href=\"#sidebar\" aria-label=\"Contents\">"))
    }

    @Test("every section heading of a translated page links to the same section of the other language")
    func headingsLinkToTheOtherLanguage() throws {
        let workspace = try ShippedTemplates.builtSite()
        let en = try workspace.read("Site/en/traits/index.html")
        let zh = try workspace.read("Site/zh/traits/index.html")
        // Each page holds its own language: the English heading goes to the Chinese page and
        // the Chinese heading back, at the heading's shared anchor.
        #expect(en.contains("<a class=\"other-language\" href=\"../../zh/traits/index.html#size-classes\" hreflang=\"zh-Hans\" lang=\"zh-Hans\">中文</a>"))
        #expect(zh.contains("<a class=\"other-language\" href=\"../../en/traits/index.html#size-classes\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(!en.contains("href=\"../../en/traits/index.html#size-classes\""), "the English page holds no Chinese heading")
        let single = try workspace.read("Site/en/only-english/index.html")
        #expect(!single.contains("class=\"other-language\""))
    }

    @Test("the start page follows the reading modes: title, description and chapters in both languages")
    func bilingualHome() throws {
        let workspace = try ShippedTemplates.builtSite()
        let home = try workspace.read("Site/zh/index.html")
        #expect(home.contains("<html lang=\"zh-Hans\" data-mode=\"zh\">"))
        #expect(home.contains("<button type=\"button\" data-mode=\"parallel\" lang=\"zh-Hans\" aria-pressed=\"false\"><span class=\"mode-label\">中英对照</span></button>"))
        #expect(home.contains("<h1><span class=\"bi\" lang=\"en\">Fixture Guide</span><span class=\"bi\" lang=\"zh-Hans\">测试指南</span></h1>"))
        #expect(home.contains("<a href=\"traits/index.html\"><span class=\"bi\" lang=\"en\">Traits</span><span class=\"bi\" lang=\"zh-Hans\">特征</span></a><p class=\"bi\" lang=\"en\">What a trait collection holds.</p><p class=\"bi\" lang=\"zh-Hans\">特征集合包含什么。</p>"))
        #expect(home.contains("<a href=\"only-english/index.html\"><span lang=\"en\">Only in English</span></a></li>"))
    }

    @Test("a page in one language has no mode buttons but keeps the language link")
    func noModesWithoutTranslation() throws {
        let workspace = try ShippedTemplates.builtSite()
        let zh = try workspace.read("Site/zh/only-english/index.html")
        #expect(!zh.contains("<div class=\"modes\""))
        #expect(try workspace.read("Site/zh/traits/index.html").contains("<div class=\"modes\" role=\"group\""))
        #expect(zh.contains("class=\"language-switch\""))
        #expect(zh.contains("<p class=\"notice\" role=\"note\">本页尚未翻译成中文"))
    }

    @Test("the sidebar lists the current chapter's sections in both languages, and marks the chapter current")
    func sidebarSections() throws {
        let workspace = try ShippedTemplates.builtSite()
        let zh = try workspace.read("Site/zh/traits/index.html")
        let sidebar = try #require(zh.components(separatedBy: "<div class=\"sidebar\"").dropFirst().first?.components(separatedBy: "</nav>").first)
        #expect(sidebar.contains("<li class=\"current\"><a href=\"index.html\" aria-current=\"page\"><span class=\"bi\" lang=\"en\">Traits</span><span class=\"bi\" lang=\"zh-Hans\">特征</span></a>"),
                "the chapter's title in both languages, so the sidebar follows the reading mode")
        #expect(sidebar.contains("<ol class=\"sections\">"))
        #expect(sidebar.contains("<a href=\"#size-classes\"><span class=\"bi\" lang=\"en\">Size Classes</span><span class=\"bi\" lang=\"zh-Hans\">尺寸类</span></a>"))
        #expect(sidebar.components(separatedBy: "class=\"sections\"").count == 2)
        #expect(sidebar.contains("<li class=\"playground\"><a href=\"../playground/index.html\">"))
    }

    @Test("the sidebar's reference links include the playground only when the build says there is one")
    func playgroundLink() throws {
        let (templates, diagnostics) = TemplateSet.load(directory: ShippedTemplates.url.path)
        #expect(diagnostics.isEmpty)
        let set = try #require(templates)
        var values = PageTemplateContext.common(settings: SiteSettings(title: LocalizedText(english: "Guide", chinese: "指南"), description: LocalizedText(english: "A guide.", chinese: "一份指南。")), language: .zh,
                                                location: SiteLocation(language: .zh, segments: ["traits"]))
        values["hasPlayground"] = false
        #expect(!set.render("reference-nav", values).contains("playground"))
        values["hasPlayground"] = true
        let html = set.render("reference-nav", values)
        #expect(html.contains("<li class=\"playground\"><a href=\"../playground/index.html\"><span class=\"bi ui\" lang=\"en\">Trait playground</span><span class=\"bi ui\" lang=\"zh-Hans\">特征演练场</span></a></li>"))
    }

    @Test("the header includes the search partial, which exists")
    func searchPlaceholder() throws {
        let header = try String(contentsOf: ShippedTemplates.url.appendingPathComponent("header.mustache"), encoding: .utf8)
        #expect(header.contains("{{> search}}"))
        #expect(FileManager.default.fileExists(atPath: ShippedTemplates.url.appendingPathComponent("search.mustache").path))
    }

    @Test("listings are highlighted and no copy button is written into the HTML (the script adds it)")
    func codeWithoutDeadButtons() throws {
        let workspace = try ShippedTemplates.builtSite()
        let en = try workspace.read("Site/en/presenting/index.html")
        #expect(en.contains("<span class=\"tok-keyword\">let</span>"))
        #expect(!en.contains("class=\"copy\""))
    }
}
