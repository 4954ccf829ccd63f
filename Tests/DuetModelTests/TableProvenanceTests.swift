import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Every format of a table carries where it holds and where its facts come from")
struct TableProvenanceTests {
    init() { ShippedStrings.install() }

    @Test("Markdown ends with the releases and the sources, each source with its address", arguments: ReferenceTables.all)
    func markdown(_ table: ReferenceTable) {
        let en = table.rendered(as: .markdown, language: .en)
        let zh = table.rendered(as: .markdown, language: .zh)
        let enLines = en.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(enLines.dropLast().last?.hasPrefix("Sources: ") == true, "\(table.id)")
        #expect(enLines.dropLast(2).last?.hasPrefix("Holds for: ") == true, "\(table.id)")
        #expect(zh.contains("\n适用版本：") && zh.contains("\n来源："), "\(table.id)")
        #expect(en.contains("<https://"), "\(table.id) cites no source with an address")
    }

    @Test("HTML follows the table with a releases line and linked sources", arguments: ReferenceTables.all)
    func html(_ table: ReferenceTable) {
        let html = table.rendered(as: .html, language: .en)
        #expect(html.contains("</table>\n<p class=\"duet-table-holds\">Holds for: "), "\(table.id)")
        #expect(html.contains("<p class=\"duet-table-sources\">Sources: <a href=\"https://"), "\(table.id)")
    }

    @Test("CSV gives every row the releases it holds for and its sources' addresses", arguments: ReferenceTables.all)
    func csv(_ table: ReferenceTable) {
        let records = table.rendered(as: .csv, language: .en).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(records.first?.hasSuffix(",Holds for,Sources") == true, "\(table.id)")
        #expect(table.rendered(as: .csv, language: .zh).components(separatedBy: "\r\n").first?.hasSuffix(",适用版本,来源") == true, "\(table.id)")
    }

    @Test("a table printed for a release says which, and JSON records it")
    func computedForARelease() throws {
        let release = try #require(Release(major: 16))
        let table = try #require(ReferenceTables.table(id: "api-availability", release: release))
        #expect(table.rendered(as: .markdown, language: .en, release: release).contains("\nComputed for iOS 16 ("))
        #expect(table.rendered(as: .markdown, language: .zh, release: release).contains("\n按 iOS 16 计算（"))
        #expect(table.rendered(as: .json, language: .en, release: release).contains(#""computedFor":16,"#))
        #expect(table.rendered(as: .json, language: .en).contains(#""computedFor":null,"#))
    }

    @Test("a row that arrived in a release says so in the CSV")
    func rowReleasesInCSV() throws {
        let table = try #require(ReferenceTables.table(id: "api-availability"))
        let csv = table.rendered(as: .csv, language: .en)
        let row = try #require(csv.components(separatedBy: "\r\n").first { $0.hasPrefix("effectiveGeometry,") })
        #expect(row.contains(",iOS 16 and later,https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry"))
    }

    @Test("an English table does not cite the pages for Chinese product names; a Chinese one does")
    func chineseNamingSourcesOnlyInChinese() throws {
        let table = try #require(ReferenceTables.table(id: "size-classes-modern"))
        #expect(!table.rendered(as: .markdown, language: .en).contains("support.apple.com/zh-cn"))
        #expect(table.rendered(as: .markdown, language: .zh).contains("<https://support.apple.com/zh-cn/108043>"))
    }
}

@Suite("Chinese tables name devices as Apple sells them in China")
struct ChineseProductNameTests {
    init() { ShippedStrings.install() }

    @Test("sizes become 英寸 and generations 第 N 代, product names stay as sold")
    func rule() {
        #expect(ChineseProductName.of("iPad Pro 12.9-inch") == "iPad Pro 12.9 英寸")
        #expect(ChineseProductName.of("iPhone SE (3rd generation)") == "iPhone SE（第 3 代）")
        #expect(ChineseProductName.of("iPad Pro 11-inch (1st to 4th generation)") == "iPad Pro 11 英寸（第 1 至 4 代）")
        #expect(ChineseProductName.of("iPad (8th and 9th generation)") == "iPad（第 8 和 9 代）")
        #expect(ChineseProductName.of("iPad Air 13-inch (M3)") == "iPad Air 13 英寸 (M3)")
        #expect(ChineseProductName.of("iPad (all)") == "iPad（所有机型）")
        #expect(ChineseProductName.of("iPhone 17 Pro Max") == "iPhone 17 Pro Max")
        #expect(ChineseProductName.of("iPad mini (A17 Pro)") == "iPad mini (A17 Pro)")
    }

    @Test("no Chinese table keeps an English size, generation or \"(all)\"", arguments: ReferenceTables.all)
    func noEnglishNamesInChinese(_ table: ReferenceTable) {
        let cells = table.rows.flatMap { $0.map(\.zh) }.joined(separator: "\n")
        for english in ["-inch", " generation)", "(all)"] {
            #expect(!cells.contains(english), "\(table.id) keeps \(english)")
        }
    }

    @Test("the guide's device table reads 「iPad（所有机型）、iPad mini」 in Chinese")
    func guideTable() throws {
        let text = try #require(ReferenceTables.table(id: "size-classes-by-device")).rendered(as: .markdown, language: .zh)
        #expect(text.contains("| iPad（所有机型）、iPad mini |"))
        #expect(!text.contains("iPad (all)"))
    }

    @Test("a Chinese table written with Apple's Chinese names is read back as the same devices")
    func checkerReadsChineseNames() {
        #expect(DeviceCatalogue.device(named: "iPad Pro 12.9 英寸")?.id == "ipad-pro-12-9")
        #expect(DeviceCatalogue.device(named: "iPhone SE（第 3 代）")?.id == "iphone-se-3")
        #expect(DeviceCatalogue.device(named: "iPad（所有机型）")?.id == "ipad-all")
    }
}
