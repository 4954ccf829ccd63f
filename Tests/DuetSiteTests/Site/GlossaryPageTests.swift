@testable import DuetContent
@testable import DuetSite
import DuetModel
import DuetTestSupport
import Testing

@Suite("The glossary page: rows that pair, a filter and a letter index")
struct GlossaryPageTests {
    init() { ShippedStrings.install() }

    static let glossary = Glossary(entries: [
        GlossaryEntry(id: "size-class", en: "size class", enForms: [], zh: "尺寸类", zhAlternates: ["size class", "尺寸等级"], zhForbidden: ["大小班"],
                      symbols: [], definition: LocalizedText(english: "A coarse width or height.", chinese: "粗略的宽度或高度。"), location: FileLocation(file: "glossary.yml")),
        GlossaryEntry(id: "popover", en: "popover", enForms: [], zh: "弹出框", zhAlternates: [], zhForbidden: [], symbols: [],
                      definition: LocalizedText(english: "A floating presentation.", chinese: "浮动的呈现方式。"), location: FileLocation(file: "glossary.yml")),
        GlossaryEntry(id: "sheet", en: "sheet", enForms: [], zh: "表单", zhAlternates: [], zhForbidden: [], symbols: [],
                      definition: LocalizedText(english: "A card over the content.", chinese: "盖在内容上的卡片。"), location: FileLocation(file: "glossary.yml")),
    ])

    static func page(_ language: Language) -> GeneratedPage {
        GlossaryPage.page(glossary: glossary, language: language, crossLinks: ModelCrossLinks(glossary: glossary))
    }

    @Test("each entry is one unit of its English and Chinese blocks, in English order on both pages")
    func rowsPair() throws {
        for language in Language.allCases {
            let units = try #require(Self.page(language).unitsHTML)
            let rows = units.components(separatedBy: "<div class=\"glossary-row\"").dropFirst()
            #expect(rows.count == 3)
            #expect(rows.map { $0.contains("data-en=\"popover\"") } == [true, false, false])
            #expect(rows.map { $0.contains("data-en=\"sheet\"") } == [false, true, false])
            for row in rows {
                #expect(row.components(separatedBy: "<div lang=\"en\">").count == 2 && row.components(separatedBy: "<div lang=\"zh-Hans\">").count == 2)
            }
            // The page's own language holds the ids.
            let own = language == .en ? "<div lang=\"en\">\n<section class=\"glossary-entry\" id=\"popover\">"
                                      : "<div lang=\"zh-Hans\">\n<section class=\"glossary-entry\" id=\"popover\">"
            #expect(units.contains(own), "\(language)")
            #expect(units.components(separatedBy: " id=\"popover\"").count == 2, "one id per entry")
        }
    }

    @Test("Chinese labels take a full-width colon")
    func fullWidthColons() throws {
        let units = try #require(Self.page(.zh).unitsHTML)
        #expect(units.contains("<p class=\"alternates\">也可使用：<span lang=\"zh-Hans\">尺寸等级</span></p>"))
        #expect(units.contains("<p class=\"forbidden\">避免使用：<del lang=\"zh-Hans\">大小班</del></p>"))
        #expect(!units.contains("也可使用: ") && !units.contains("避免使用: "))
        #expect(units.contains("<p class=\"alternates\">Also accepted: "), "the English block keeps its own colon")
    }

    @Test("a filter box and a letter index leading to the first term of each letter")
    func tools() throws {
        let units = try #require(Self.page(.en).unitsHTML)
        #expect(units.contains("<input type=\"search\" id=\"glossary-filter\""))
        #expect(units.contains("<nav class=\"glossary-letters\" aria-label=\"Terms by first letter\"><ol><li><a href=\"#popover\" lang=\"en\">P</a></li><li><a href=\"#sheet\" lang=\"en\">S</a></li></ol></nav>"))
        #expect(units.components(separatedBy: "glossary-tools").count == 2, "once per page")
    }
}

@Suite("Glossary: where each Chinese term comes from")
struct GlossaryTermSourceTests {
    init() { ShippedStrings.install() }

    @Test("user interface idiom is 用户界面习惯用法 after Apple's zh-CN page, and the page links that page; a common-usage term says so")
    func termSources() throws {
        let (glossary, diagnostics) = Glossary.load(path: ShippedSite.repository.appendingPathComponent("content/glossary.yml").path)
        #expect(diagnostics.isEmpty)
        let glossaryValue = try #require(glossary)
        let idiom = try #require(glossaryValue.entry(id: "user-interface-idiom"))
        #expect(idiom.zh == "用户界面习惯用法")
        guard case .page(let url)? = idiom.zhSource else { Issue.record("no page for the idiom's term"); return }
        #expect(url.hasPrefix("https://developer.apple.com/cn/"))
        #expect(glossaryValue.entry(id: "layout-guide")?.zhSource == .commonUsage)
        for id in ["grabber", "host-app"] { #expect(glossaryValue.entry(id: id) != nil, "\(id)") }
        let html = GlossaryPage.entryHTML(idiom, language: .zh, anchor: " id", location: GlossaryPage.location(.zh), crossLinks: ModelCrossLinks(glossary: glossaryValue))
        #expect(html.contains("<p class=\"term-source\">") && html.contains("href=\"\(url)\""))
    }

    @Test("a source that is neither an https address nor `common usage` is an error at the field")
    func invalidSource() throws {
        let folder = try TestScratch.folder("glossary-source")
        let path = folder + "/glossary.yml"
        try """
        - id: sheet
          en: sheet
          zh: 表单
          source: a blog I read
          definition:
            en: A presented view that covers part of the screen.
            zh: 覆盖部分屏幕的呈现视图。
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let (_, diagnostics) = Glossary.load(path: path)
        #expect(diagnostics.contains { $0.identifier.hasSuffix("glossary.invalid-field") && $0.location.line == 4 })
    }
}
