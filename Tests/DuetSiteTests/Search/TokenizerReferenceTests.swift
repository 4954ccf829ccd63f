import Testing
import DuetTestSupport
@testable import DuetSite
@testable import DuetSearch

/// The tokenizer scans UTF-8 bytes for speed. This is the same rules written plainly, one
/// Unicode scalar at a time (the implementation before the byte scanner), and the test
/// requires both to give the same terms on text mixing everything the rules distinguish.
enum ScalarTokenizer {
    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var latin: [Unicode.Scalar] = []
        var han: [Unicode.Scalar] = []
        func flushLatin() {
            if !latin.isEmpty { result += wordTokens(latin); latin.removeAll() }
        }
        func flushHan() {
            if !han.isEmpty { result += hanTokens(han); han.removeAll() }
        }
        for raw in text.unicodeScalars {
            let scalar = halfWidth(raw)
            if isLatin(scalar) {
                flushHan()
                latin.append(scalar)
            } else if isHan(scalar) {
                flushLatin()
                han.append(scalar)
            } else {
                flushLatin()
                flushHan()
            }
        }
        flushLatin()
        flushHan()
        return result
    }

    /// Full-width forms U+FF01...U+FF5E map to ASCII U+0021...U+007E.
    static func halfWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0xFF01...0xFF5E).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFEE0)! : scalar
    }

    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// CJK Unified Ideographs, Extension A, the compatibility block and the
    /// supplementary ideographic planes.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0x20000...0x2FFFF).contains(v)
    }

    static func hanTokens(_ run: [Unicode.Scalar]) -> [String] {
        if run.count == 1 { return [String(run[0])] }
        return (0..<(run.count - 1)).map { String(run[$0]) + String(run[$0 + 1]) }
    }

    static func wordTokens(_ run: [Unicode.Scalar]) -> [String] {
        let parts = camelParts(run)
        if parts.count == 1 { return normalizedWord(lowercase(run)).map { [$0] } ?? [] }
        var result: [String] = []
        let whole = lowercase(run)
        if whole.count >= 2 { result.append(whole) }
        for part in parts {
            if let word = normalizedWord(lowercase(part)) { result.append(word) }
        }
        return result
    }

    /// `traitCollectionDidChange` -> trait, Collection, Did, Change; `UIKit` -> UI, Kit;
    /// `iOS13` -> i, OS, 13. Splits before a capital that follows a lowercase letter or a
    /// digit, before the last capital of a run followed by a lowercase letter, and
    /// between letters and digits.
    static func camelParts(_ run: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for (index, scalar) in run.enumerated() {
            if let previous = current.last {
                let next: Unicode.Scalar? = index + 1 < run.count ? run[index + 1] : nil
                let split =
                    (isUpper(scalar) && !isUpper(previous) && !isDigit(previous))
                    || (isUpper(scalar) && isDigit(previous))
                    || (isUpper(scalar) && isUpper(previous) && next.map { !isUpper($0) && !isDigit($0) } == true)
                    || (isDigit(scalar) != isDigit(previous))
                if split {
                    parts.append(current)
                    current = []
                }
            }
            current.append(scalar)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    static func lowercase(_ run: [Unicode.Scalar]) -> String {
        var out = String.UnicodeScalarView()
        for scalar in run { out.append(isUpper(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar) }
        return String(out)
    }

    /// A lowercase word as a term, or nil for one letter and for stop words.
    static func normalizedWord(_ word: String) -> String? {
        guard word.unicodeScalars.count >= 2, !SearchTokenizer.stopWords.contains(word) else { return nil }
        return stem(word)
    }

    /// A deliberately light stemmer: enough for `popovers`, `presented`, `adapting` and
    /// `properties` to meet their base forms, without a dictionary.
    static func stem(_ word: String) -> String {
        var w = Array(word.unicodeScalars)
        func ends(_ suffix: String) -> Bool {
            let s = Array(suffix.unicodeScalars)
            return w.count >= s.count && Array(w[(w.count - s.count)...]) == s
        }
        if w.count > 4 && ends("ies") {
            w.removeLast(3)
            w.append("y")
        } else if ends("sses") {
            w.removeLast(2)
        } else if w.count > 3 && ends("s") && !ends("ss") && !ends("us") && !ends("is") {
            w.removeLast(1)
        }
        if w.count - 3 >= 4 && ends("ing") {
            w.removeLast(3)
        } else if w.count - 2 >= 4 && ends("ed") {
            w.removeLast(2)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: w)
        return String(out)
    }
}

@Suite("Tokenizer on bytes against the rules written per scalar")
struct TokenizerReferenceTests {
    init() { ShippedStrings.install() }

    /// Pieces the rules treat differently: words, symbols, digits, stop words, suffixes the
    /// stemmer removes, Han runs (also outside the BMP), full-width forms, punctuation,
    /// combining marks, emoji and other scripts.
    static let pieces = [
        "popover", "Popovers", "traitCollectionDidChange", "UIKit", "iOS13", "HTTPServer", "a", "the", "which",
        "properties", "classes", "sses", "adapting", "presented", "status", "axis", "ies", "cities", "x", "7", "2024",
        "弹出框", "弹", "尺寸类与特征", "𠀀𠀁", "豈", "㐀", "ｐｏｐ", "ＵＩＫｉｔ", "１２", "（", "，", "。", "：",
        " ", "  ", "\n", "\t", "-", "_", "(_:)", "'s", "é", "e\u{301}", "ß", "Ω", "😀", "👩‍👩‍👧", "ا", "\u{2028}", "\u{FEFF}",
    ]

    @Test("the byte scanner gives the terms of the scalar rules on thousands of mixed texts")
    func sameTermsAsTheScalarRules() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<5000 {
            let count = Int(generator.next() % 12)
            let text = (0..<count).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }.joined()
            #expect(SearchTokenizer.tokens(text) == ScalarTokenizer.tokens(text), "\(text.debugDescription)")
        }
    }

    @Test("the stemmer on bytes agrees with the scalar one on ASCII words")
    func sameStems() {
        for word in ["popovers", "properties", "classes", "class", "status", "axis", "adapting", "presented", "need",
                     "segues", "ies", "sses", "string", "things", "bed", "caring", "dressed", "is", "ss"] {
            #expect(SearchTokenizer.stem(word) == ScalarTokenizer.stem(word), "\(word)")
        }
    }
}
