@testable import DuetSite
import DuetModel
import DuetMarkdown
import DuetTestSupport
import Testing

@Suite("Reference availability: what the model gives, on every entry")
struct ReferenceAvailabilityTests {
    init() { ShippedStrings.install() }

    @Test("every entry shows its availability in both languages: each platform line, its deprecation and replacement, or why Apple lists none")
    func everyEntryWithAvailability() {
        for symbol in SymbolCatalogue.all {
            for language in Language.allCases {
                let html = ReferencePages.availabilityHTML(symbol, language: language)
                #expect(html.hasPrefix("<p class=\"availability\""), "\(symbol.id)")
                for line in symbol.platforms { #expect(html.contains(">\(line.label)</span>"), "\(symbol.id): \(line.label)") }
                if let introduced = symbol.introduced { #expect(html.contains("iOS \(introduced)"), "\(symbol.id)") }
                if let deprecated = symbol.deprecated { #expect(html.contains(deprecated), "\(symbol.id)") }
                if let replacement = symbol.replacement { #expect(html.replacingOccurrences(of: "<wbr>", with: "").contains("<code>\(replacement)</code>"), "\(symbol.id)") }
                if let unlisted = symbol.unlistedAvailability { #expect(html.contains(HTMLEscaping.escape(unlisted[language])), "\(symbol.id)") }
            }
        }
    }

    @Test("a deprecation without a known first release is shown with its replacement")
    func deprecatedOnly() {
        let symbol = APISymbol(id: "x", area: .traits, swiftName: "oldThing", kind: .method, declaration: "func oldThing()",
                               summary: LocalizedText(english: "", chinese: ""), deprecated: "17.0", replacement: "newThing")
        #expect(ReferencePages.availabilityHTML(symbol, language: .en) == "<p class=\"availability\" data-deprecated=\"true\">Deprecated in iOS 17.0; use <code>newThing</code></p>\n")
        #expect(ReferencePages.availabilityHTML(symbol, language: .zh) == "<p class=\"availability\" data-deprecated=\"true\">自 iOS 17.0 起弃用，改用 <code>newThing</code></p>\n")
    }

    @Test("an entry shows every platform line of Apple's page, in both languages, and marks a deprecation once")
    func platformLines() throws {
        let current = try #require(SymbolCatalogue.resolve("UIModalPresentationStyle.overCurrentContext"))
        for language in Language.allCases {
            let html = ReferencePages.availabilityHTML(current, language: language)
            for line in ["iOS 8.0+", "iPadOS 8.0+", "Mac Catalyst 13.1+", "visionOS 1.0+"] {
                #expect(html.contains("<span class=\"platform\">\(line)</span>"), "\(line) in \(language)")
            }
            #expect(!html.contains("data-deprecated"))
        }
        let old = try #require(SymbolCatalogue.resolve("traitCollectionDidChange(_:)"))
        let html = ReferencePages.availabilityHTML(old, language: .en)
        #expect(html.contains("<span class=\"platform\">iOS 8.0–17.0</span>"))
        #expect(html.components(separatedBy: "Deprecated").count == 2)
        #expect(html.contains("data-deprecated=\"true\""))
    }

    @Test("an entry whose Apple page gives platforms but no release says so, rather than show bare platform names")
    func unnumbered() throws {
        let symbol = try #require(SymbolCatalogue.resolve("UIViewControllerTransitioningDelegate"))
        #expect(symbol.platforms.allSatisfy { $0.introduced == nil })
        #expect(ReferencePages.availabilityHTML(symbol, language: .en).contains("<span class=\"platform\">iOS</span> · <span class=\"platform\">iPadOS</span>"))
        #expect(ReferencePages.availabilityHTML(symbol, language: .en).contains("no release given on Apple's page"))
        #expect(!ReferencePages.availabilityHTML(try #require(SymbolCatalogue.resolve("transitioningDelegate")), language: .en).contains("no release given"))
    }
}
