@testable import DuetContent
@testable import DuetSite
import DuetMarkdown
import DuetTestSupport
import DuetModel
import Testing

@Suite("Model tables as the site shows them")
struct SiteTableHTMLTests {
    init() { ShippedStrings.install() }

    @Test("a generated table's rows are headed by their first cell and its headers are column headers")
    func rowHeaders() throws {
        let table = try #require(ReferenceTables.table(id: "presentation-styles"))
        let html = SiteTableHTML.html(table, language: .en)
        let body = try #require(html.components(separatedBy: "<tbody>").last)
        let rows = body.components(separatedBy: "<tr>").dropFirst()
        #expect(rows.count == table.rows.count)
        for row in rows { #expect(row.hasPrefix("<th scope=\"row\">")) }
        #expect(html.contains("<th scope=\"col\">Swift</th>"))
        #expect(!body.contains("<td><code>.fullScreen</code></td><td>"))
    }

    @Test("API values in cells are in code font, words and product names are not")
    func apiValuesInCode() throws {
        let table = try #require(ReferenceTables.table(id: "presentation-styles"))
        let html = SiteTableHTML.html(table, language: .zh)
        #expect(html.contains("<th scope=\"row\"><code>.fullScreen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Full<wbr>Screen</code></td>"))
        #expect(SiteTableHTML.cell(".fullScreen, .overFullScreen, .none", code: true)
            == "<code>.fullScreen</code>, <code>.overFullScreen</code>, <code>.none</code>")
        #expect(SiteTableHTML.cell("true", code: true) == "<code>true</code>")
        #expect(SiteTableHTML.cell("willTransition(to:with:)", code: true) == "<code>willTransition<wbr>(to:<wbr>with:)</code>", "a name in a cell breaks only at its own boundaries")
        #expect(SiteTableHTML.cell("horizontalSizeClass\nDashboardViewController", code: true)
            == "<code>horizontal<wbr>Size<wbr>Class</code><br><code>Dashboard<wbr>View<wbr>Controller</code>")
        for word in ["iPad", "iPhone 6", "UIKit", "Yes", "Vertical: regular, horizontal: compact", "0", "常规", "Modal presentation", ".5 s"] {
            #expect(!SiteTableHTML.cell(word, code: true).contains("<code>"), "\(word)")
        }
        #expect(SiteTableHTML.cell("a < b", code: true) == "a &lt; b")
    }

    @Test("a table typed into a page has row headers too")
    func typedTableRowHeaders() {
        let markdown = "| Device | Portrait |\n|---|---|\n| iPhone 6 | compact |\n"
        let document = MarkdownParser().parse(markdown)
        let page = ContentPage(language: .en, fileName: "01-x.md", path: "content/en/01-x.md", title: "X", slug: "x",
                               order: 1, summary: nil, document: document, source: markdown)
        let delegate = PageRenderingDelegate(page: page, location: SiteLocation(language: .en, segments: ["x"]),
                                             anchors: [:], links: LinkTable(), crossLinks: NoCrossLinks(), blockRenderers: [])
        let html = HTMLRenderer(delegate: delegate).render(document)
        #expect(html.contains("<tr><th scope=\"row\">iPhone 6</th><td>compact</td></tr>"))
    }
}
