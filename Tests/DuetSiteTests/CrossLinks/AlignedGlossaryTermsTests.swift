@testable import DuetContent
@testable import DuetSite
import DuetMarkdown
import DuetTestSupport
import DuetModel
import Testing

@Suite("Chinese glossary links follow the aligned English")
struct AlignedGlossaryTermsTests {
    init() { ShippedStrings.install() }

    let links = ModelCrossLinks(glossary: sampleGlossary())

    /// Renders the Chinese page of a pair the way the site does: units from the
    /// alignment, the Chinese delegate told which terms each block's English uses.
    func renderChinese(english: String, chinese: String) -> String {
        let en = MarkdownParser().parse(english)
        let zh = MarkdownParser().parse(chinese)
        let page = ContentPage(language: .zh, fileName: "01-x.md", path: "content/zh/01-x.md", title: "X", slug: "x",
                               order: 1, summary: nil, document: zh, source: chinese)
        let anchors = HeadingAnchors.assign(en: en, zh: zh)
        let delegate = PageRenderingDelegate(page: page, location: SiteLocation(language: .zh, segments: ["x"]),
                                             anchors: anchors.chinese, links: LinkTable(), crossLinks: links, blockRenderers: [])
        delegate.alignedTerms = AlignedGlossaryTerms.map(BilingualBody.units(english: en, chinese: zh), crossLinks: links)
        return HTMLRenderer(delegate: delegate).render(zh)
    }

    @Test("a Chinese term is linked only where its English block says the term")
    func linkedOnlyAsATranslation() {
        let html = renderChinese(english: """
        A popover covers part of the screen.

        Every view controller has traits.
        """, chinese: """
        弹出框遮住屏幕的一部分，它属于某个视图控制器。

        每个视图控制器都有特征。
        """)
        let blocks = html.components(separatedBy: "</p>")
        #expect(blocks[0].contains(">弹出框</a>"))
        #expect(!blocks[0].contains(">视图控制器</a>"), "the English of the first block names no view controller")
        #expect(blocks[1].contains(">视图控制器</a>"))
        #expect(blocks[1].contains(">特征</a>"))
    }

    @Test("the English is read without its code spans and across line breaks")
    func englishProseOnly() {
        let document = MarkdownParser().parse("Call `popover` on the view\ncontroller.")
        let text = AlignedGlossaryTerms.proseText(of: document.children[0])
        #expect(text == "Call  on the view controller.")
        #expect(links.glossaryTermIDs(in: text, language: .en) == ["view-controller"])
    }

    @Test("linking limited to allowed entries leaves the other terms as text")
    func allowedEntries() throws {
        var used: Set<String> = []
        let html = try #require(links.linkGlossaryTerms(in: "每个视图控制器都有特征。", language: .zh,
                                                        from: SiteLocation(language: .zh, segments: ["x"]),
                                                        firstUse: &used, allowed: ["trait"]))
        #expect(html.contains(">特征</a>"))
        #expect(!html.contains(">视图控制器</a>"))
        #expect(used == ["trait"])
    }
}
