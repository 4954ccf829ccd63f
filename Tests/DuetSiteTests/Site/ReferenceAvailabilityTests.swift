@testable import DuetSite
import DuetModel
import DuetTestSupport
import Testing

@Suite("Reference availability: what the model gives, on every entry")
struct ReferenceAvailabilityTests {
    init() { ShippedStrings.install() }

    @Test("every symbol the model gives a release, a deprecation or a replacement shows it on its entry, in both languages")
    func everyEntryWithAvailability() {
        let held = SymbolCatalogue.all.filter { $0.introduced != nil || $0.deprecated != nil || $0.replacement != nil }
        #expect(!held.isEmpty)
        for symbol in held {
            for language in Language.allCases {
                let html = ReferencePages.availabilityHTML(symbol, language: language)
                #expect(html.hasPrefix("<p class=\"availability\""), "\(symbol.id)")
                if let introduced = symbol.introduced { #expect(html.contains("iOS \(introduced)"), "\(symbol.id)") }
                if let deprecated = symbol.deprecated { #expect(html.contains(deprecated), "\(symbol.id)") }
                if let replacement = symbol.replacement { #expect(html.replacingOccurrences(of: "<wbr>", with: "").contains("<code>\(replacement)</code>"), "\(symbol.id)") }
            }
        }
        for symbol in SymbolCatalogue.all where !held.contains(where: { $0.id == symbol.id }) {
            #expect(ReferencePages.availabilityHTML(symbol, language: .en) == "", "nothing invented for \(symbol.id)")
        }
    }

    @Test("a deprecation without a known first release is shown with its replacement")
    func deprecatedOnly() {
        let symbol = APISymbol(id: "x", area: .traits, swiftName: "oldThing", kind: .method, declaration: "func oldThing()",
                               summary: LocalizedText(english: "", chinese: ""), deprecated: "17.0", replacement: "newThing")
        #expect(ReferencePages.availabilityHTML(symbol, language: .en) == "<p class=\"availability\" data-deprecated=\"true\">Deprecated in iOS 17.0; use <code>newThing</code></p>\n")
        #expect(ReferencePages.availabilityHTML(symbol, language: .zh) == "<p class=\"availability\" data-deprecated=\"true\">自 iOS 17.0 起弃用，改用 <code>newThing</code></p>\n")
    }
}
