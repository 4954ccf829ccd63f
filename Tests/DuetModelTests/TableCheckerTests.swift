import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Checking hand-written tables by meaning")
struct TableCheckerTests {
    init() { ShippedStrings.install() }

    typealias Position = TableCheckFinding.Position

    static func check(_ headers: [String], _ rows: [[String]], _ id: String = "size-classes-by-device", _ language: Language = .en) -> [TableCheckFinding] {
        TableChecker.check(WrittenTable(headers: headers, rows: rows), against: id, language: language)
    }

    static let tableLanguagePairs = ReferenceTables.ids.flatMap { id in Language.allCases.map { (id, $0) } }

    @Test("every generated table passes its own check", arguments: tableLanguagePairs)
    func generatedTablesPass(_ id: String, _ language: Language) throws {
        let table = try #require(ReferenceTables.table(id: id))
        let written = WrittenTable(headers: table.headers.map { $0[language] }, rows: table.rows.map { $0.map { $0[language] } })
        #expect(TableChecker.check(written, against: id, language: language) == [])
    }

    // MARK: size-classes-by-device, correct layouts

    @Test("the guide's layout with axis-first cells passes")
    func englishAxisFirst() {
        let findings = Self.check(["Device", "Portrait", "Landscape"], [
            ["iPad (all), iPad mini", "Vertical: regular, horizontal: regular", "Vertical: regular, horizontal: regular"],
            ["iPhone 6 Plus", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: regular"],
            ["iPhone 6", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: compact"],
            ["iPhone 5s, iPhone 5c, iPhone 5", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: compact"],
            ["iPhone 4s", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: compact"],
        ])
        #expect(findings == [])
    }

    @Test("value-first cells, H/V letters, shared device prefixes and shuffled rows pass")
    func englishMixedLayouts() {
        let findings = Self.check(["Devices", "In portrait", "In landscape"], [
            ["iPhone 4s", "regular height, compact width", "H: compact / V: compact"],
            ["iPhone5s/5c/5", "H: compact / V: regular", "compact width, compact height"],
            ["iPhone 6+", "V:regular;H:compact", "Horizontal: regular\nVertical: compact"],
            ["iPad mini, iPad (all)", "regular/regular (both)", "H: regular, V: regular"],
            ["iphone 6", "Horizontal compact, vertical regular", "compact height, compact width"],
        ])
        #expect(findings == [])
    }

    @Test("bare values follow the axis order the header announces")
    func headerAxisOrder() {
        let findings = Self.check(["Device", "Portrait (vertical / horizontal)", "Landscape (vertical / horizontal)"], [
            ["iPad (all), iPad mini", "regular / regular", "regular / regular"],
            ["iPhone 6 Plus", "regular / compact", "compact / regular"],
            ["iPhone 6", "regular / compact", "compact / compact"],
            ["iPhone 5s, iPhone 5c, iPhone 5", "regular / compact", "compact / compact"],
            ["iPhone 4s", "regular / compact", "compact / compact"],
        ])
        #expect(findings == [])
    }

    @Test("Chinese cells in several layouts pass")
    func chineseLayouts() {
        let findings = Self.check(["设备", "竖屏", "横屏"], [
            ["iPad（全部）、iPad mini", "垂直：常规，水平：常规", "高度常规，宽度常规"],
            ["iPhone 6 Plus", "水平紧凑 / 垂直常规", "竖直：紧凑\n水平：常规"],
            ["iPhone 6", "垂直：常规，水平：紧凑", "垂直：紧凑，水平：紧凑"],
            ["iPhone 5s，5c，5", "竖直：常规\n水平：紧凑", "横向紧凑，纵向紧凑"],
            ["iPhone 4s", "高度常规，宽度紧凑", "水平紧凑型 / 垂直紧凑型"],
        ], "size-classes-by-device", .zh)
        #expect(findings == [])
    }

    @Test("Chinese headers using 纵向 and 横向 for orientations pass")
    func chineseOrientationHeaders() {
        let findings = Self.check(["机型", "纵向", "横向"], [
            ["所有 iPad, iPad mini", "垂直：常规，水平：常规", "垂直：常规，水平：常规"],
            ["iPhone 6 Plus", "垂直：常规，水平：紧凑", "垂直：紧凑，水平：常规"],
            ["iPhone 6", "垂直：常规，水平：紧凑", "垂直：紧凑，水平：紧凑"],
            ["iPhone 5s/5c/5", "垂直：常规，水平：紧凑", "垂直：紧凑，水平：紧凑"],
            ["iPhone 4s", "垂直：常规，水平：紧凑", "垂直：紧凑，水平：紧凑"],
        ], "size-classes-by-device", .zh)
        #expect(findings == [])
    }

    @Test("columns may come in another order when the headers say so")
    func reorderedColumns() {
        let findings = Self.check(["Landscape", "Device", "Portrait"], [
            ["V: regular, H: regular", "iPad (all), iPad mini", "V: regular, H: regular"],
            ["V: compact, H: regular", "iPhone 6 Plus", "V: regular, H: compact"],
            ["V: compact, H: compact", "iPhone 6", "V: regular, H: compact"],
            ["V: compact, H: compact", "iPhone 5s, iPhone 5c, iPhone 5", "V: regular, H: compact"],
            ["V: compact, H: compact", "iPhone 4s", "V: regular, H: compact"],
        ])
        #expect(findings == [])
    }

    // MARK: size-classes-by-device, errors

    static let correctRows: [[String]] = [
        ["iPad (all), iPad mini", "Vertical: regular, horizontal: regular", "Vertical: regular, horizontal: regular"],
        ["iPhone 6 Plus", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: regular"],
        ["iPhone 6", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: compact"],
        ["iPhone 5s, iPhone 5c, iPhone 5", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: compact"],
        ["iPhone 4s", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: compact"],
    ]
    static let headers = ["Device", "Portrait", "Landscape"]

    static func replacing(_ row: Int, _ column: Int, with text: String) -> [[String]] {
        var rows = correctRows
        rows[row][column] = text
        return rows
    }

    @Test("a wrong horizontal value is a mismatch at its cell")
    func wrongHorizontal() {
        let findings = Self.check(Self.headers, Self.replacing(2, 2, with: "Vertical: compact, horizontal: regular"))
        #expect(findings == [TableCheckFinding(position: .cell(row: 2, column: 2), identifier: "table.cell-mismatch", message: "expected horizontal: compact, found regular")])
    }

    @Test("a wrong vertical value is a mismatch at its cell")
    func wrongVertical() {
        let findings = Self.check(Self.headers, Self.replacing(1, 1, with: "Vertical: compact, horizontal: compact"))
        #expect(findings == [TableCheckFinding(position: .cell(row: 1, column: 1), identifier: "table.cell-mismatch", message: "expected vertical: regular, found compact")])
    }

    @Test("swapped axes are a mismatch on both axes")
    func swappedAxes() {
        let findings = Self.check(Self.headers, Self.replacing(3, 1, with: "Vertical: compact, horizontal: regular"))
        #expect(findings.count == 1)
        #expect(findings.first?.position == .cell(row: 3, column: 1))
        #expect(findings.first?.identifier == "table.cell-mismatch")
        #expect(findings.first?.message == "expected horizontal: compact, found regular; expected vertical: regular, found compact")
    }

    @Test("a wrong value in a Chinese cell is found as well")
    func chineseWrongValue() {
        var rows = Self.correctRows.map { [$0[0], "垂直：常规，水平：紧凑", "垂直：紧凑，水平：紧凑"] }
        rows[0][1] = "垂直：常规，水平：常规"
        rows[0][2] = "垂直：常规，水平：常规"
        rows[1][2] = "垂直：紧凑，水平：紧凑"
        let findings = Self.check(["设备", "竖屏", "横屏"], rows, "size-classes-by-device", .zh)
        #expect(findings == [TableCheckFinding(position: .cell(row: 1, column: 2), identifier: "table.cell-mismatch", message: "expected horizontal: regular, found compact")])
    }

    @Test("a missing row is reported on the table")
    func missingRow() {
        let findings = Self.check(Self.headers, Array(Self.correctRows.dropLast()))
        #expect(findings == [TableCheckFinding(position: .table, identifier: "table.missing-row", message: "missing row: iPhone 4s")])
    }

    @Test("an extra row naming a device outside the table is reported at the row")
    func extraRow() {
        let findings = Self.check(Self.headers, Self.correctRows + [["iPhone 7", "Vertical: regular, horizontal: compact", "Vertical: compact, horizontal: compact"]])
        #expect(findings.map(\.identifier) == ["table.extra-row"])
        #expect(findings.first?.position == .row(5))
    }

    @Test("a repeated row is an extra row")
    func repeatedRow() {
        let findings = Self.check(Self.headers, Self.correctRows + [Self.correctRows[2]])
        #expect(findings.map(\.identifier) == ["table.extra-row"])
        #expect(findings.first?.position == .row(5))
    }

    @Test("a device in the wrong row is reported at the device cell")
    func deviceInWrongRow() {
        var rows = Self.correctRows
        rows[3][0] = "iPhone 5s, iPhone 5c, iPhone 5, iPhone 4s"
        rows.remove(at: 4)
        let findings = Self.check(Self.headers, rows)
        #expect(findings.contains(TableCheckFinding(position: .cell(row: 3, column: 0), identifier: "table.device-row", message: "iPhone 4s belongs in another row")))
        #expect(findings.contains { $0.identifier == "table.missing-row" && $0.position == .table })
    }

    @Test("a row listing too few devices is reported at the device cell")
    func deviceMissingFromRow() {
        let findings = Self.check(Self.headers, Self.replacing(3, 0, with: "iPhone 5s, iPhone 5"))
        #expect(findings.map(\.identifier) == ["table.device-row"])
        #expect(findings.first?.position == .cell(row: 3, column: 0))
        #expect(findings.first?.message.contains("missing iPhone 5c") == true)
    }

    @Test("a cell that cannot be read is a finding, never a pass", arguments: ["tall and narrow", "regular", "", "Vertical: regular"])
    func unreadableSizeCell(_ text: String) {
        let findings = Self.check(Self.headers, Self.replacing(4, 2, with: text))
        #expect(findings.map(\.identifier) == ["table.unreadable-cell"])
        #expect(findings.first?.position == .cell(row: 4, column: 2))
    }

    @Test("an unknown device name is an unreadable cell")
    func unreadableDevice() {
        let findings = Self.check(Self.headers, Self.replacing(2, 0, with: "Galaxy S5"))
        #expect(findings.contains(TableCheckFinding(position: .cell(row: 2, column: 0), identifier: "table.unreadable-cell", message: "cannot read “Galaxy S5” as a list of devices")))
        #expect(findings.contains { $0.identifier == "table.missing-row" })
    }

    @Test("an unknown id lists the known ids")
    func unknownID() {
        let findings = Self.check(Self.headers, Self.correctRows, "size-classes")
        #expect(findings.count == 1)
        #expect(findings.first?.identifier == "table.unknown-id")
        #expect(findings.first?.position == .table)
        for id in ReferenceTables.ids {
            #expect(findings.first?.message.contains(id) == true)
        }
    }

    @Test("a wrong number of columns is reported on the table")
    func wrongColumnCount() {
        let findings = Self.check(["Device", "Portrait", "Landscape", "Notes"], Self.correctRows.map { $0 + [""] })
        #expect(findings.map(\.identifier) == ["table.column-count"])
        #expect(findings.first?.position == .table)
    }

    @Test("a row with a wrong number of cells is reported at the row")
    func wrongRowCellCount() {
        var rows = Self.correctRows
        rows[1].removeLast()
        let findings = Self.check(Self.headers, rows)
        #expect(findings.contains(TableCheckFinding(position: .row(1), identifier: "table.column-count", message: "expected 3 cells, found 2")))
    }

    @Test("a header naming another column is reported at the header")
    func wrongHeader() {
        let findings = Self.check(["Device", "Portrait", "Weather"], Self.correctRows)
        #expect(findings.map(\.position) == [.header(column: 2)])
        #expect(findings.map(\.identifier) == ["table.header-mismatch"])
    }

    // MARK: presentation-adaptation

    static let adaptationHeaders = ["Style", "Regular width", "Compact width", "Allowed delegate answers"]
    static let adaptationRows: [[String]] = [
        [".popover", "itself", ".overFullScreen", "fullScreen, overFullScreen or none"],
        [".fullScreen", ".fullScreen", ".fullScreen", ".fullScreen, .overFullScreen, .none"],
        ["UIModalPresentationPageSheet", "page sheet", "full screen", "fullScreen / overFullScreen / none"],
        [".formSheet", "unchanged", ".fullScreen", ".fullScreen, .overFullScreen, .none"],
        [".currentContext", ".currentContext", ".fullScreen", ".fullScreen, .overFullScreen, .none"],
        [".overCurrentContext", ".overCurrentContext", ".fullScreen", ".fullScreen, .overFullScreen, .none"],
        [".overFullScreen", ".overFullScreen", ".overFullScreen", ".fullScreen, .overFullScreen, .none"],
        [".custom", "its presentation controller decides", "its presentation controller decides", ".fullScreen, .overFullScreen, .none"],
    ]

    @Test("a presentation adaptation table in free wording passes")
    func adaptationPasses() {
        #expect(Self.check(Self.adaptationHeaders, Self.adaptationRows, "presentation-adaptation") == [])
    }

    @Test("a Chinese presentation adaptation table passes")
    func adaptationChinesePasses() {
        let answers = ".fullScreen、.overFullScreen、.none"
        let rows: [[String]] = [
            [".popover", "不变", ".overFullScreen", answers],
            [".fullScreen", "全屏", "全屏", answers],
            ["页面表单", ".pageSheet", "全屏", answers],
            [".formSheet", "保持原样式", ".fullScreen", answers],
            [".currentContext", "当前上下文", ".fullScreen", answers],
            [".overCurrentContext", "覆盖当前上下文", "全屏", answers],
            [".overFullScreen", "覆盖全屏", "覆盖全屏", answers],
            ["自定义", "由呈现控制器决定", "由呈现控制器决定", answers],
        ]
        #expect(Self.check(["样式", "常规宽度", "紧凑宽度", "代理可返回的样式"], rows, "presentation-adaptation", .zh) == [])
    }

    @Test("a popover written as full screen in a compact width is a mismatch")
    func popoverFullScreenMismatch() {
        var rows = Self.adaptationRows
        rows[0][2] = ".fullScreen"
        let findings = Self.check(Self.adaptationHeaders, rows, "presentation-adaptation")
        #expect(findings == [TableCheckFinding(position: .cell(row: 0, column: 2), identifier: "table.cell-mismatch", message: "expected “.overFullScreen”, found “.fullScreen”")])
    }

    @Test("formSheet among the allowed delegate answers is a mismatch")
    func allowedAnswersMismatch() {
        var rows = Self.adaptationRows
        rows[3][3] = ".fullScreen, .overFullScreen, .formSheet, .none"
        let findings = Self.check(Self.adaptationHeaders, rows, "presentation-adaptation")
        #expect(findings.map(\.position) == [.cell(row: 3, column: 3)])
        #expect(findings.map(\.identifier) == ["table.cell-mismatch"])
    }

    @Test("a style outside the guide's table is an extra row")
    func adaptationExtraRow() {
        let rows = Self.adaptationRows + [[".automatic", ".pageSheet", ".fullScreen", ".none"]]
        let findings = Self.check(Self.adaptationHeaders, rows, "presentation-adaptation")
        #expect(findings == [TableCheckFinding(position: .row(8), identifier: "table.extra-row", message: "no row of the model matches “.automatic”")])
    }

    // MARK: transition-styles

    static let transitionHeaders = ["Style", "Raw value", "Animation", "Presentation styles"]

    @Test("a transition style table with the model's wording passes and a wrong requirement is found")
    func transitionStyles() throws {
        let table = try #require(ReferenceTables.table(id: "transition-styles"))
        var rows = table.rows.map { $0.map(\.en) }
        rows.reverse()
        rows[0][0] = "UIModalTransitionStylePartialCurl"
        rows[0][3] = "fullScreen only"
        rows[1][3] = "—"
        #expect(Self.check(Self.transitionHeaders, rows, "transition-styles") == [])
        rows[2][3] = "Only .fullScreen"
        rows[3][1] = "3"
        let findings = Self.check(Self.transitionHeaders, rows, "transition-styles")
        #expect(findings.map(\.position) == [.cell(row: 2, column: 3), .cell(row: 3, column: 1)])
        #expect(findings.allSatisfy { $0.identifier == "table.cell-mismatch" })
    }

    @Test("an animation cell is compared as text, insensitive to case, spaces and punctuation")
    func transitionTextColumn() throws {
        let table = try #require(ReferenceTables.table(id: "transition-styles"))
        var rows = table.rows.map { $0.map(\.en) }
        rows[2][2] = "  FADES the old content out -- and the new content in!"
        #expect(Self.check(Self.transitionHeaders, rows, "transition-styles") == [])
        rows[2][2] = "Dissolves"
        #expect(Self.check(Self.transitionHeaders, rows, "transition-styles").map(\.position) == [.cell(row: 2, column: 2)])
    }

    // MARK: segue-kinds

    @Test("a segue table in free wording passes and a wrong outcome is found")
    func segueKinds() throws {
        let table = try #require(ReferenceTables.table(id: "segue-kinds"))
        var rows = table.rows.map { $0.map(\.en) }
        // Free wording for the popover rows.
        for index in rows.indices where rows[index][0] == "Present as Popover" {
            rows[index][3] = "popover"
            rows[index][4] = "becomes a sheet"
        }
        rows.shuffle()
        let headers = ["Segue", "Adaptive", "Source", "Regular width", "Compact width"]
        #expect(Self.check(headers, rows, "segue-kinds") == [])
        let showInNavigation = try #require(rows.firstIndex { $0[0] == "Show" && $0[2] == "Navigation controller" })
        rows[showInNavigation][4] = "Presents modally"
        let findings = Self.check(headers, rows, "segue-kinds")
        #expect(findings.map(\.position) == [.cell(row: showInNavigation, column: 4)])
        #expect(findings.map(\.identifier) == ["table.cell-mismatch"])
    }

    @Test("a Chinese segue table with a wrong adaptive flag is found")
    func segueKindsChinese() throws {
        let table = try #require(ReferenceTables.table(id: "segue-kinds"))
        var rows = table.rows.map { $0.map(\.zh) }
        let pushRow = try #require(rows.firstIndex { $0[0].hasPrefix("Push") })
        rows[pushRow][1] = "是"
        let findings = Self.check(["Segue", "自适应", "源容器", "常规宽度", "紧凑宽度"], rows, "segue-kinds", .zh)
        #expect(findings.map(\.position) == [.cell(row: pushRow, column: 1)])
    }

    // MARK: tables compared as text

    @Test("a rotation table is compared cell by cell as normalized text")
    func rotationText() throws {
        let table = try #require(ReferenceTables.table(id: "rotation-iphone-6"))
        var rows = table.rows.map { $0.map(\.en) }
        rows.swapAt(0, 5)
        let call = try #require(table.headers.firstIndex { $0.en == "Call" })
        rows[3][call] = "WILLTRANSITION (to: with:)"
        #expect(Self.check(table.headers.map(\.en), rows, "rotation-iphone-6") == [])
        rows[3][call] = "traitCollectionDidChange(_:)"
        let findings = Self.check(table.headers.map(\.en), rows, "rotation-iphone-6")
        #expect(findings.map(\.position) == [.cell(row: 3, column: call)])
    }
}
