import DuetModel
import DuetTestSupport
import Testing

@Suite("The API symbol catalogue")
struct SymbolCatalogueTests {
    init() { ShippedStrings.install() }

    @Test("traitCollectionDidChange: and traitCollectionDidChange(_:) are one symbol")
    func selectorAndSwiftName() throws {
        let swift = try #require(SymbolCatalogue.resolve("traitCollectionDidChange(_:)"))
        #expect(SymbolCatalogue.resolve("traitCollectionDidChange:") == swift)
        #expect(SymbolCatalogue.resolve("-[UIViewController traitCollectionDidChange:]") == swift)
        #expect(swift.area == .callbackSequences)
    }

    @Test("UIModalPresentationFullScreen and .fullScreen are one symbol")
    func enumCaseSpellings() throws {
        let objc = try #require(SymbolCatalogue.resolve("UIModalPresentationFullScreen"))
        #expect(SymbolCatalogue.resolve(".fullScreen") == objc)
        #expect(SymbolCatalogue.resolve("UIModalPresentationStyle.fullScreen") == objc)
        #expect(SymbolCatalogue.resolve("UIModalPresentationPopover") == SymbolCatalogue.resolve(".popover"))
        #expect(objc.id == "uimodalpresentationstyle-fullscreen")
    }

    @Test("a method may be written with its type or without its empty parentheses")
    func receiverAndParentheses() {
        #expect(SymbolCatalogue.resolve("UIViewController.show(_:sender:)")?.swiftName == "show(_:sender:)")
        #expect(SymbolCatalogue.resolve("perform")?.swiftName == "perform()")
        #expect(SymbolCatalogue.resolve("UIStoryboardSegue.perform()")?.swiftName == "perform()")
    }

    @Test("an unknown name resolves to nothing")
    func unknown() {
        #expect(SymbolCatalogue.resolve("UINotARealThing") == nil)
        #expect(SymbolCatalogue.resolve("frobnicate(_:)") == nil)
    }

    @Test("ids are unique, valid anchors")
    func uniqueAnchors() {
        let ids = SymbolCatalogue.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(!id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }, "\(id)")
        }
    }

    @Test("no spelling names two symbols")
    func unambiguous() {
        #expect(SymbolCatalogue.ambiguousSpellings == [])
    }

    @Test("every area has entries and every entry is summarised in both languages without forbidden terms")
    func summaries() {
        for area in ReferenceArea.allCases {
            #expect(!SymbolCatalogue.symbols(in: area).isEmpty, "\(area)")
        }
        for symbol in SymbolCatalogue.all {
            #expect(!symbol.summary.en.isEmpty && !symbol.summary.zh.isEmpty, "\(symbol.swiftName)")
            for forbidden in ["调控器", "调节器", "调整器", "演示", "表示"] {
                #expect(!symbol.summary.zh.contains(forbidden), "\(symbol.swiftName): \(forbidden)")
            }
        }
    }

    @Test("every table an entry points to exists in the model")
    func relatedTablesExist() {
        for symbol in SymbolCatalogue.all {
            for id in symbol.relatedTableIDs {
                #expect(ReferenceTables.table(id: id) != nil, "\(symbol.swiftName) -> \(id)")
            }
        }
    }

    @Test("UIKit-looking code spans are recognised, ordinary code is not")
    func looksLikeAPI() {
        for code in ["UIFooBar", "NSLayoutThing", "fooBar:baz:", "doThing(_:with:)", "animationControllerForSomething", "run()"] {
            #expect(SymbolCatalogue.looksLikeAPI(code), "\(code)")
        }
        for code in ["true", "nil", "0.5", "let x = 1", "self", "UI", "compact", "iPhone"] {
            #expect(!SymbolCatalogue.looksLikeAPI(code), "\(code)")
        }
    }
}
