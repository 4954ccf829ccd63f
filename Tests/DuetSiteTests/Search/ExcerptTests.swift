@testable import DuetSite
import Testing
import DuetTestSupport
@testable import DuetSearch

/// A search result's excerpt is the same whether its text is read byte by byte (ASCII)
/// or character by character.
@Suite("Search excerpts")
struct ExcerptTests {
    init() { ShippedStrings.install() }

    @Test("an English excerpt is cut at a space near the end, a Chinese one counts two columns a character")
    func cut() {
        let english = String(repeating: "trait collection ", count: 12)
        let cut = SearchDocument.excerpt(of: english)
        #expect(cut.hasSuffix(" trait…") && cut.count <= SearchDocument.excerptColumns + 1, "no word is split")
        let chinese = String(repeating: "特征集合", count: 20)
        #expect(SearchDocument.excerpt(of: chinese) == String(repeating: "特征集合", count: 13) + "特征集…")
    }

    @Test("on thousands of generated texts, ASCII, accents, CR LF, Chinese and wide spaces mixed, the excerpt is the one made by characters")
    func sameAsByCharacters() {
        let pieces = ["trait", " ", "  ", "\t", "\n", "\r\n", "e\u{301}", "\u{301}", " \u{301}", "a", "视图", "控制器", "\u{3000}", "\u{A0}",
                      "👩‍💻", "UIViewController", "`x`", ".", "é", "\r", "\u{2028}", String(repeating: "word ", count: 9)]
        var generator = SplitMix(seed: 11)
        for _ in 0..<3000 {
            let text = (0..<generator.next(below: 40)).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
            #expect(SearchDocument.excerpt(of: text) == SearchDocument.excerptByCharacters(of: text), "\(text.debugDescription)")
        }
    }
}
