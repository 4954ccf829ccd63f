import DuetSite
import DuetTestSupport
import Foundation
import Testing

@Suite("Model tables in the content")
struct ModelTableContentTests {
    init() { ShippedStrings.install() }

    func build(en: String, zh: String) throws -> (BuildResult, Workspace) {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/en/04-table.md", "---\ntitle: Table\n---\n\n" + en)
        try workspace.write("content/zh/04-table.md", "---\ntitle: 表格\n---\n\n" + zh)
        return (SiteBuilder.build(workspace.options.build), workspace)
    }

    static let englishTable = """
    <!-- duet:table size-classes-by-device -->

    | Device | Portrait | Landscape |
    |---|---|---|
    | iPad (all), iPad mini | Vertical: regular, horizontal: regular | Vertical: regular, horizontal: regular |
    | iPhone 6 Plus | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: regular |
    | iPhone 6 | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |
    | iPhone 5s, iPhone 5c, iPhone 5 | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |
    | iPhone 4s | Vertical: regular, horizontal: compact | Vertical: compact, horizontal: compact |

    """

    static let chineseTable = """
    <!-- duet:table size-classes-by-device -->

    | 设备 | 竖屏 | 横屏 |
    |---|---|---|
    | iPhone 6 Plus | 垂直：常规，水平：紧凑 | 垂直：紧凑，水平：常规 |
    | iPad (all), iPad mini | 高度常规，宽度常规 | 高度常规，宽度常规 |
    | iPhone 6 | 水平紧凑 / 垂直常规 | 竖直：紧凑<br>水平：紧凑 |
    | iPhone5s/5c/5 | 垂直：常规，水平：紧凑 | 垂直：紧凑，水平：紧凑 |
    | iPhone 4s | 垂直：常规，水平：紧凑 | 垂直：紧凑，水平：紧凑 |

    """

    @Test("hand-written tables that agree with the model build cleanly in both languages")
    func agreeingTables() throws {
        let (result, workspace) = try build(en: Self.englishTable, zh: Self.chineseTable)
        #expect(result.succeeded)
        #expect(!result.diagnostics.contains { $0.identifier.hasPrefix("table.") })
        let html = try workspace.read("Site/zh/table/index.html")
        #expect(html.contains("<td>竖直：紧凑<br>水平：紧凑</td>"))
        #expect(!html.contains("duet:table"))
    }

    @Test("a wrong cell is an error at the cell's own line and column, saying what the model expects")
    func wrongCell() throws {
        let wrong = Self.chineseTable.replacingOccurrences(of: "| iPhone 6 | 水平紧凑 / 垂直常规 | 竖直：紧凑<br>水平：紧凑 |",
                                                          with: "| iPhone 6 | 水平紧凑 / 垂直常规 | 竖直：紧凑<br>水平：常规 |")
        let (result, _) = try build(en: Self.englishTable, zh: wrong)
        #expect(!result.succeeded)
        let errors = result.diagnostics.filter { $0.identifier == "table.cell-mismatch" }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.location.file.hasSuffix("content/zh/04-table.md"))
        #expect(error.location.line == 11)
        #expect(error.location.column == 28)
        #expect(error.message.contains("expected horizontal: compact, found regular"))
    }

    @Test("a duet-table block is replaced by the model's table in the page's language")
    func generatedTable() throws {
        let block = "```duet-table transition-styles\n```\n"
        let (result, workspace) = try build(en: block, zh: block)
        #expect(result.succeeded)
        let en = try workspace.read("Site/en/table/index.html")
        let zh = try workspace.read("Site/zh/table/index.html")
        #expect(en.contains("data-table-id=\"transition-styles\""))
        #expect(zh.contains("data-table-id=\"transition-styles\""))
        #expect(!en.contains("language-duet-table"))
        #expect(zh.contains("垂直覆盖") || zh.contains("转场"))
    }

    @Test("an unknown table id is an error listing the known ids")
    func unknownID() throws {
        let block = "```duet-table size-classes\n```\n"
        let (result, _) = try build(en: block, zh: block)
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.identifier == "table.unknown-id" })
        #expect(error.location.line == 5)
        #expect(error.fix?.contains("size-classes-by-device") == true)
    }
}
