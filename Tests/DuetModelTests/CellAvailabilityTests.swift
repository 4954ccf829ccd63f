@testable import DuetModel
import Testing
import DuetTestSupport

/// A cell can hold from a later release than its row: the sheet tables gain iOS 26's
/// note on a sheet's look and iOS 27's placement only from those releases, each with its
/// source, and say "not documented" where Apple's pages say nothing.
@Suite("Cells that hold from a release")
struct CellAvailabilityTests {
    init() { ShippedStrings.install() }

    private func cell(_ id: String, _ release: Int, row: (ReferenceTable) -> Int?, column: Int) throws -> (text: LocalizedText, sources: [FactSource]) {
        let table = try #require(ReferenceTables.table(id: id, release: Release(major: release)!))
        let index = try #require(row(table))
        return (table.rows[index][column], table.sources + (index < table.rowSources.count ? table.rowSources[index] : []))
    }

    @Test("a medium sheet in a compact width says nothing of Liquid Glass before iOS 26, and from 26 is inset with Liquid Glass by Apple's pages")
    func sheetLookFrom26() throws {
        let medium: (ReferenceTable) -> Int? = { $0.rows.firstIndex { $0[0].en == ".medium()" } }
        let column = try #require(ReferenceTables.table(id: "sheet-detents")?.headers.firstIndex { $0.en == "Compact width" })
        let in18 = try cell("sheet-detents", 18, row: medium, column: column)
        #expect(!in18.text.en.contains("Liquid Glass"))
        #expect(!in18.sources.contains(FactSources.liquidGlassSheets))
        let in26 = try cell("sheet-detents", 26, row: medium, column: column)
        #expect(in26.text.en.contains("inset from the screen's edges with a Liquid Glass background"))
        #expect(in26.text.zh.contains("Liquid Glass"))
        #expect(in26.sources.contains(FactSources.liquidGlassSheets), "the addition brings its source into the row")
        #expect(in26.sources.allSatisfy { $0.kind.isApple }, "Apple's pages, no developer's report")
    }

    @Test("the table for every release names the release an addition starts in")
    func everyReleaseLabelsAdditions() throws {
        let table = try #require(ReferenceTables.table(id: "sheet-detents"))
        let column = try #require(table.headers.firstIndex { $0.en == "Compact width" })
        let medium = try #require(table.rows.first { $0[0].en == ".medium()" })
        #expect(medium[column].en.contains("iOS 26 and later: inset from the screen's edges with a Liquid Glass background"))
        #expect(medium[column].zh.contains("iOS 26 及以后："))
    }

    @Test("a sheet's placement appears beside its width in a regular environment only from iOS 27, citing Apple's page")
    func placementFrom27() throws {
        let regular: (ReferenceTable) -> Int? = { $0.rows.firstIndex { $0[0].en == "Regular width and height" } }
        let in26 = try cell("sheet-sizing", 26, row: regular, column: 2)
        #expect(!in26.text.en.contains("preferredPlacement"))
        let in27 = try cell("sheet-sizing", 27, row: regular, column: 2)
        #expect(in27.text.en.contains("preferredPlacement"))
        #expect(in27.text.en.contains("not documented"))
        #expect(in27.sources.contains(FactSources.sheetPlacement))
        let compact: (ReferenceTable) -> Int? = { $0.rows.firstIndex { $0[0].en == "Compact width" } }
        #expect(try !cell("sheet-sizing", 27, row: compact, column: 2).text.en.contains("preferredPlacement"))
    }

    @Test("every cell addition rests on at least one Apple page, and one resting on a third party says so")
    func additionsSourced() {
        for addition in SheetDetent.allCases.map(SheetLook.iOS26(at:)) + [SheetLook.placement] {
            #expect(addition.sources.contains { $0.kind.isApple }, "\(addition.text.en)")
            if addition.sources.contains(where: { $0.kind == .thirdParty }) {
                #expect(addition.text.en.contains("report") && addition.text.en.contains("not documented"))
            }
        }
    }
}
