@testable import DuetCore
import Testing

/// A search result's excerpt is the same whether its text is read byte by byte (ASCII)
/// or character by character.
@Suite("Search excerpts")
struct ExcerptTests {
    /// The excerpt made one character at a time, as it was first written.
    static func excerptByCharacters(_ text: String) -> String {
        var collapsed = ""
        var pendingSpace = false
        var columns = 0
        var truncated = false
        for character in text {
            let ascii = character.asciiValue
            if let ascii, ascii == 32 || (9...13).contains(ascii) {
                pendingSpace = !collapsed.isEmpty
                continue
            }
            if ascii == nil && character.isWhitespace {
                pendingSpace = !collapsed.isEmpty
                continue
            }
            let width = ascii == nil && character.unicodeScalars.first.map { SearchTokenizer.isHan($0) || $0.value >= 0x3000 } == true ? 2 : 1
            if columns + width + (pendingSpace ? 1 : 0) > SearchDocument.excerptColumns {
                truncated = true
                break
            }
            if pendingSpace { collapsed.append(" "); columns += 1 }
            pendingSpace = false
            collapsed.append(character)
            columns += width
        }
        guard truncated else { return collapsed }
        if let space = collapsed.lastIndex(of: " "), collapsed.distance(from: space, to: collapsed.endIndex) < 20 {
            collapsed = String(collapsed[..<space])
        }
        return collapsed + "…"
    }

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
            #expect(SearchDocument.excerpt(of: text) == Self.excerptByCharacters(text), "\(text.debugDescription)")
        }
    }
}
