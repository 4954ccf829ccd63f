@testable import DuetContent
@testable import DuetSite
import DuetMarkdown
import DuetTestSupport
import DuetModel
import Testing

/// Glossary matching and the terminology check lowercase text scalar by scalar, with
/// shortcuts for ASCII and Han; the result must be what `String.lowercased()` gives.
@Suite("Lowercasing for glossary matching")
struct CaseFoldingTests {
    init() { ShippedStrings.install() }

    static let samples = [
        "", "View Controller", "SPLIT VIEW and Slide Over", "视图控制器 UIViewController 的特征", "ΟΔΟΣ", "İstanbul",
        "ǅ digraph", "Ｆｕｌｌｗｉｄｔｈ", "emoji 👩‍👩‍👧 Trait", "café Über", "ſ long s", "Ⅻ roman",
    ]

    @Test("the lowercased scalars and bytes are String.lowercased()'s")
    func sameAsLowercased() {
        for text in Self.samples {
            #expect(EnglishTermFinder.lowercasedScalars(text) == Array(text.lowercased().unicodeScalars), "\(text)")
            #expect(EnglishTermFinder.lowercasedUTF8(text) == Array(text.lowercased().utf8), "\(text)")
        }
    }

    @Test("the matcher compares with the lowercased scalars when lowercasing keeps their number, else with the text")
    func matcherFolding() {
        for text in Self.samples {
            let (original, folded) = GlossaryMatcher.scalars(of: text)
            #expect(original == Array(text.unicodeScalars), "\(text)")
            let lowered = Array(text.lowercased().unicodeScalars)
            let expected = lowered.count == original.count ? lowered : original
            #expect((folded ?? original) == expected, "\(text)")
        }
    }

    @Test("no scalar from U+3000 to U+9FFF changes when lowercased, which the shortcut relies on")
    func hanHasNoCase() {
        let changing = (0x3000..<0xA000).compactMap(Unicode.Scalar.init).filter {
            $0.properties.changesWhenLowercased || String($0).lowercased() != String($0)
        }
        #expect(changing.isEmpty)
    }

    @Test("glossary terms are found in mixed-case English and in Chinese, whatever the first two letters")
    func matchesAfterIndexing() {
        let matcher = GlossaryMatcher(glossary: sampleGlossary())
        #expect(matcher.matches(in: "A VIEW CONTROLLER has Traits; a Popover too.", language: .en).map(\.entryID)
                == ["view-controller", "trait", "popover"])
        #expect(matcher.matches(in: "v", language: .en).isEmpty)
        #expect(matcher.matches(in: "每个视图控制器都有特征。", language: .zh).map(\.entryID) == ["view-controller", "trait"])
    }

    @Test("HTML escaping of multi-byte text replaces only the four characters")
    func escapingMultiByte() {
        #expect(HTMLEscaping.escape("视图 <控制器> & \"特征\" 👩‍👩‍👧") == "视图 &lt;控制器&gt; &amp; &quot;特征&quot; 👩‍👩‍👧")
        #expect(HTMLEscaping.escape("it's fine") == "it's fine")
        #expect(HTMLEscaping.escape("") == "")
    }

    @Test("English terms are found whether their first word is one letter, ASCII or not")
    func termFinderFirstWords() {
        func entry(_ id: String, _ en: String, _ forms: [String]) -> GlossaryEntry {
            GlossaryEntry(id: id, en: en, enForms: forms, zh: id, zhAlternates: [], zhForbidden: [], symbols: [],
                          definition: LocalizedText(english: "", chinese: ""), location: FileLocation(file: "glossary.yml"))
        }
        let glossary = Glossary(entries: [
            entry("size-class", "size class", ["size classes"]), entry("x", "x", []),
            entry("eclair", "éclair view", ["éclair views"]), entry("trait", "trait", ["traits"]),
        ])
        let found = EnglishTermFinder(glossary: glossary).terms(in: "An X and Éclair views; a Size Class, subtraits, x-ray.")
        #expect(found.map(\.id) == ["x", "eclair", "size-class"])
    }
}
