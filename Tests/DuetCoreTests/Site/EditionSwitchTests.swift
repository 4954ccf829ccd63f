import DuetModel
import Testing
@testable import DuetCore

@Suite("Edition switch: what the pages carry for it")
struct EditionSwitchTests {
    @Test("a generated table lists in data-editions every edition its range holds for, so the switch can fold it")
    func tableCarriesItsEditions() throws {
        let guide = try #require(ReferenceTables.table(id: "presentation-adaptation"))
        #expect(ReferencePages.tableHTML(guide, language: .en).contains("data-editions=\"guide\""))
        let current = try #require(ReferenceTables.table(id: "presentation-adaptation-current"))
        #expect(ReferencePages.tableHTML(current, language: .zh).contains("data-editions=\"ios18 ios26 ios27\""))
        let traits = try #require(ReferenceTables.table(id: "traits"))
        #expect(traits.editions == nil)
        #expect(!ReferencePages.tableHTML(traits, language: .en).contains("data-editions"), "a table for every release never folds")
    }

    @Test("the switch offers every edition oldest first, the newest chosen, labelled in both languages")
    func options() {
        let options = EditionChoices.options(pageLanguage: .zh)
        #expect(options.map { "\($0["id"]!)" } == Edition.allCases.map(\.rawValue))
        #expect(options.filter { $0["newest"] as? Bool == true }.map { "\($0["id"]!)" } == [Edition.newest.rawValue])
        #expect("\(options[0]["label"]!)" == "iOS 8–12（指南）")
        #expect("\(options[0]["en"]!)" == "iOS 8–12 (guide)")
    }

    @Test("an edition range names exactly the editions it contains")
    func attribute() {
        #expect(EditionChoices.attribute(EditionRange(from: .ios13, through: .ios18)) == " data-editions=\"ios13 ios18\"")
        #expect(EditionChoices.attribute(nil) == "")
    }

    @Test("every generated table says which releases it shows, in both languages")
    func everyTableSaysItsEdition() {
        for table in ReferenceTables.all {
            #expect(ReferencePages.tableHTML(table, language: .en).contains("<p class=\"model-edition\">Shows: "), "\(table.id)")
            #expect(ReferencePages.tableHTML(table, language: .zh).contains("<p class=\"model-edition\">适用版本："), "\(table.id)")
        }
    }

    @Test("every figure says which releases it shows; the guide's rotation sequence can be folded by the switch")
    func everyFigureSaysItsEdition() {
        for id in FigureCatalogue.ids {
            let html = FigureBlock.html(id: id, language: .en)
            #expect(html.contains("<p class=\"model-edition\">Shows: "), "\(id)")
            #expect(FigureBlock.html(id: id, language: .zh).contains("<p class=\"model-edition\">适用版本："), "\(id)")
        }
        #expect(FigureBlock.html(id: "rotation-sequence", language: .en).contains("data-editions=\"guide\""))
        #expect(!FigureBlock.html(id: "presentation-styles", language: .en).contains("data-editions"), "it compares the editions itself")
    }
}
