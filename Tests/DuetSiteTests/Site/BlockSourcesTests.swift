@testable import DuetSite
import DuetModel
import DuetTestSupport
import Testing

@Suite("Block sources: each table and figure lists its sources once, under it, grouped by kind")
struct BlockSourcesTests {
    init() { ShippedStrings.install() }

    static let apple = FactSource(id: "a", kind: .appleDocumentation, title: "Sheets", url: "https://developer.apple.com/sheets")
    static let guide = FactSource(id: "g", kind: .guide, title: "Presenting", url: "https://developer.apple.com/guide")
    static let blog = FactSource(id: "b", kind: .thirdParty, title: "A blog", note: "beta-era report")

    @Test("a source cited twice is listed once, and rows named for it are merged")
    func deduplicated() {
        let entries = BlockSources.deduplicated([
            .init(source: Self.blog, rows: ["iPhone"]), .init(source: Self.apple, rows: []),
            .init(source: Self.blog, rows: ["iPad", "iPhone"]),
        ])
        #expect(entries.map(\.source.id) == ["b", "a"])
        #expect(entries[0].rows == ["iPhone", "iPad"])
    }

    @Test("a source cited for the whole block and for some rows covers the whole block")
    func wholeBlockWins() {
        let entries = BlockSources.deduplicated([.init(source: Self.apple, rows: []), .init(source: Self.apple, rows: ["iPad"])])
        #expect(entries.count == 1 && entries[0].rows.isEmpty)
    }

    @Test("groups follow the reading order, Apple's documentation first and third parties last, whatever the citing order")
    func grouped() {
        let html = BlockSources.html([.init(source: Self.blog, rows: []), .init(source: Self.guide, rows: []), .init(source: Self.apple, rows: [])],
                                     language: .en)
        let headings = html.components(separatedBy: "<dt>").dropFirst().map { $0.components(separatedBy: "</dt>")[0] }
        #expect(headings == ["Apple documentation", "The guide (iOS 8–12)", "Third parties (Apple publishes nothing)"])
        #expect(html.hasPrefix("<details class=\"block-sources\">\n<summary>Sources <span class=\"source-count\">3</span></summary>"))
        #expect(html.contains("<dd><a href=\"https://developer.apple.com/sheets\" rel=\"external\">Sheets</a></dd>"), "named by its title alone under its group")
        #expect(html.contains("<dd>A blog — beta-era report</dd>"), "a source without an address keeps its caveat")
    }

    @Test("the headings and the control come from the catalog in Chinese")
    func chinese() {
        let html = BlockSources.html([.init(source: Self.apple, rows: ["iPad"])], language: .zh)
        #expect(html.contains("<summary>来源 <span class=\"source-count\">1</span></summary>"))
        #expect(html.contains("<dt>Apple 文档</dt>"))
        #expect(html.contains("（适用行：iPad）"))
    }

    @Test("a block that cites nothing gets no control")
    func nothingCited() {
        #expect(BlockSources.html([], language: .en).isEmpty)
    }

    @Test("every figure has sources: the tables it draws exist, and it names at least one source")
    func everyFigureIsSourced() {
        for figure in FigureCatalogue.all {
            for table in FigureCatalogue.tables(of: figure.id) {
                #expect(ReferenceTables.table(id: table) != nil, "\(figure.id) draws \(table), which is not a table")
            }
            #expect(!FigureCatalogue.sources(of: figure.id, language: .en).isEmpty, "\(figure.id) names no source")
        }
    }

    @Test("a table computed for a release lists the sources of the rows it has there, not of rows it left out")
    func variantSources() {
        var checked = 0
        for table in ReferenceTables.all {
            for group in ReleaseVariants.groups(of: table) {
                let shown = Set(group.table.rows.compactMap { $0.first?[.en] })
                for entry in BlockSources.entries(of: group.table, language: .en) {
                    #expect(entry.rows.allSatisfy(shown.contains), "\(table.id) for \(group.releases): \(entry.source.id) names \(entry.rows)")
                    checked += 1
                }
            }
        }
        #expect(checked > 50)
        // The example a reader met: iOS 10 has no userInterfaceStyle, so its table does not cite it.
        let traits = ReferenceTables.table(id: "traits-since-ios13")!
        let ios10 = ReleaseVariants.groups(of: traits).first { $0.releases.contains(Release(major: 10)!) }
        let html = ReferencePages.sourcesHTML(ios10!.table, language: .en)
        #expect(!html.contains("userInterfaceStyle") && html.contains("<summary>Sources <span class=\"source-count\">"))
    }

    @Test("a summary says whose sources it opens, for a screen reader listing the page's controls")
    func summarySubject() {
        let html = BlockSources.html([.init(source: Self.apple, rows: [])], language: .en, subject: "Sheet detents <b>")
        #expect(html.contains("<summary>Sources <span class=\"source-count\">1</span><span class=\"visually-hidden\"> for Sheet detents &lt;b&gt;</span></summary>"))
        let zh = BlockSources.html([.init(source: Self.apple, rows: [])], language: .zh, subject: "表单高度")
        #expect(zh.contains("<span class=\"visually-hidden\">：表单高度</span></summary>"))
    }

    @Test("a chapter lists each table's and figure's sources under it, and has no numbered marks or page-wide list")
    func builtChapter() throws {
        for language in ["en", "zh"] {
            let file = try #require(ShippedSite.context.output.files["\(language)/building-adaptive-interfaces/index.html"])
            let page = String(decoding: file, as: UTF8.self)
            #expect(!page.contains("source-mark") && !page.contains("page-sources"), "\(language)")
            let tables = page.components(separatedBy: "<div class=\"model-table\"").count - 1
            let figures = page.components(separatedBy: "<figure class=\"model-figure\"").count - 1
            let controls = page.components(separatedBy: "<details class=\"block-sources\">").count - 1
            #expect(tables > 0 && figures > 0 && controls == tables + figures, "\(language): \(controls) controls for \(tables) tables and \(figures) figures")
            #expect(page.contains("</figcaption>\n</figure>\n<details class=\"block-sources\">"), "\(language): a figure's sources follow it")
        }
    }
}

@Suite("Block sources: a title that names its rows")
struct RowNamingTitleTests {
    init() { ShippedStrings.install() }

    @Test("a source whose title names every row it covers gets no rows note; one that names only some keeps it")
    func titleNamesRows() {
        let page = FactSource(id: "p", kind: .appleDocumentation, title: "UIPopoverPresentationController.barButtonItem",
                              url: "https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem")
        #expect(!BlockSources.line(.init(source: page, rows: ["barButtonItem"]), language: .en).contains("rows:"))
        #expect(BlockSources.line(.init(source: page, rows: ["barButtonItem", "sourceView"]), language: .en).contains("(rows: barButtonItem, sourceView)"))
        #expect(BlockSources.line(.init(source: page, rows: ["iPhone"]), language: .en).contains("(rows: iPhone)"))
    }
}

@Suite("Block sources of the tables the prose writes under a duet:table marker")
struct MarkedTableSourcesTests {
    init() { ShippedStrings.install() }

    @Test("the orientation APIs table written in the orientation chapter lists the model table's sources under it, in both languages")
    func writtenTableCarriesSources() throws {
        let context = ShippedSite.context
        let table = try #require(ReferenceTables.table(id: "orientation-apis"))
        for language in Language.allCases {
            let page = String(decoding: try #require(context.output.files["\(language.rawValue)/orientation-and-layout-guides/index.html"]), as: UTF8.self)
            let written = try #require(page.range(of: "<table"), "the chapter writes the table")
            let after = page[written.lowerBound...]
            let tableEnd = try #require(after.range(of: "</table>"))
            #expect(after[tableEnd.upperBound...].hasPrefix("\n" + ReferencePages.sourcesHTML(table, language: language))
                    || after[tableEnd.upperBound...].hasPrefix(ReferencePages.sourcesHTML(table, language: language)), "\(language)")
            for source in table.allSources where source.url != nil {
                #expect(page.contains(source.url!), "\(language): \(source.id)")
            }
        }
    }
}
