import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Tables per edition: the table that states a rule for the edition a reader asks for")
struct EditionTableTests {
    init() { ShippedStrings.install() }

    @Test("asked for iOS 13–17, the presentation-adaptation family answers with its iOS 13 table")
    func adaptationForIOS13() {
        #expect(ReferenceTables.table(id: "presentation-adaptation", edition: .ios13)?.id == "presentation-adaptation-ios13")
        #expect(ReferenceTables.table(id: "presentation-adaptation-current", edition: .guide)?.id == "presentation-adaptation")
        #expect(ReferenceTables.table(id: "presentation-adaptation", edition: .ios27)?.id == "presentation-adaptation-current")
    }

    @Test("a table that holds for the edition is its own answer")
    func holdsItself() {
        #expect(ReferenceTables.table(id: "presentation-adaptation-ios13", edition: .ios13)?.id == "presentation-adaptation-ios13")
        #expect(ReferenceTables.table(id: "traits", edition: .guide)?.id == "traits", "a table without editions holds for every one")
    }

    @Test("sheets have no table in the guide's edition: nothing is invented for it")
    func noSheetsInTheGuide() {
        #expect(ReferenceTables.table(id: "sheet-detents", edition: .guide) == nil)
    }

    @Test("every family member holds for a different edition, and every member exists")
    func familiesAreWellFormed() throws {
        for family in ReferenceTables.editionFamilies {
            let tables = try family.map { try #require(ReferenceTables.table(id: $0), "\($0)") }
            for edition in Edition.allCases {
                #expect(tables.filter { ReferenceTables.table($0, holdsFor: edition) }.count <= 1, "\(family) overlaps in \(edition)")
            }
        }
    }

    @Test("a fact that begins inside a span is grouped with the span and labelled with its real release")
    func registrationTraceEditions() throws {
        let table = try #require(ReferenceTables.table(id: "rotation-iphone-17-pro-max"))
        #expect(table.editions?.contains(.ios13) == true)
        #expect(table.editions?.contains(.guide) == false)
        #expect(table.editions?.term.en == "iOS 17 and later")
        #expect(ReferenceTables.table(id: "sheet-detents")?.editions?.term.zh == "iOS 15 及以后")
        #expect(EditionRange(from: .ios13).term.en == "iOS 13 and later")
    }
}
