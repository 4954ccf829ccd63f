import DuetMarkdown

/// What an edit to an accepted English block means for its Chinese translation.
///
/// Translators should not be asked to review a translation because an author re-wrapped
/// a paragraph or fixed a typo; they must be asked whenever a fact could have changed.
/// So an edit is judged on the block as a reader sees it (its Markdown tree), and anything
/// that can carry a fact (a number, code, a link target, a glossary term, an API symbol,
/// a word other than a misspelling of itself) makes the translation stale.
public enum EnglishEdit: String, Sendable, Equatable, CaseIterable {
    /// The block renders the same: white space, line wrapping, or Markdown syntax that
    /// gives the same tree (`*` or `_`, a list's bullet, an entity for its character).
    /// The translation stays translated.
    case sameRendering = "same"
    /// Only punctuation, or one ordinary word's spelling, changed; every number, code
    /// span, link target, glossary term and API symbol is as it was. The translation is
    /// probably still right; `duet accept --minor` accepts it after a look at the diff.
    case minor
    /// Anything else: the translation must be reviewed.
    case changed = "stale"

    /// Judges the edit from `old` to `new`, two English Markdown blocks.
    public static func classify(from old: String, to new: String, vocabulary: EditVocabulary) -> EnglishEdit {
        if old == new { return .sameRendering }
        let before = RenderedBlock(old), after = RenderedBlock(new)
        if before == after { return .sameRendering }
        // Markup, code, link targets and headings' levels must be untouched for a minor edit.
        guard before.structure == after.structure, before.texts.count == after.texts.count else { return .changed }
        let oldText = before.texts.joined(separator: " "), newText = after.texts.joined(separator: " ")
        guard vocabulary.termCounts(in: oldText) == vocabulary.termCounts(in: newText),
              EditWords.numbers(in: oldText) == EditWords.numbers(in: newText) else { return .changed }
        // Hyphens are punctuation: "full screen" may become "full-screen" (words split at
        // hyphens compare equal) and "set-up" may become "setup" (words joined across them do).
        for joiningHyphens in [false, true] {
            let oldWords = EditWords.words(in: oldText, joiningHyphens: joiningHyphens)
            let newWords = EditWords.words(in: newText, joiningHyphens: joiningHyphens)
            guard oldWords.count == newWords.count else { continue }
            let differing = zip(oldWords, newWords).filter { $0.folded != $1.folded }
            if differing.isEmpty {
                // Punctuation, apostrophes or one word's letter case; a word that gains or
                // loses "n't" is a negation, not a spelling.
                let spellingChanges = zip(oldWords, newWords).filter { $0.text != $1.text }
                guard spellingChanges.count <= 1 else { return .changed }
                for (a, b) in spellingChanges where EditWords.isNegation(a.text) != EditWords.isNegation(b.text)
                    || vocabulary.isSymbol(a.text) || vocabulary.isSymbol(b.text) { return .changed }
                return .minor
            }
            if !joiningHyphens && differing.count == 1 {
                let (a, b) = differing[0]
                return EditWords.isMisspelling(a.text, of: b.text) && !vocabulary.isSymbol(a.text) && !vocabulary.isSymbol(b.text)
                    ? .minor : .changed
            }
        }
        return .changed
    }
}

/// The glossary terms and API symbols an edit must leave alone.
public struct EditVocabulary: Sendable {
    /// Lowercased English terms and their forms, longest first.
    let terms: [String]
    let symbols: Set<String>

    public init(terms: [String], symbols: [String]) {
        self.terms = Set(terms.map { $0.lowercased() }.filter { !$0.isEmpty }).sorted { ($0.count, $0) > ($1.count, $1) }
        self.symbols = Set(symbols.flatMap { symbol in
            // `addChild(_:)` is written `addChild` in running text just as often.
            [symbol, String(symbol.prefix { $0 != "(" })]
        })
    }

    public init(glossary: Glossary) {
        self.init(terms: glossary.entries.flatMap(\.englishForms), symbols: glossary.entries.flatMap(\.symbols))
    }

    /// How often each term occurs as whole words in `text` (case ignored).
    func termCounts(in text: String) -> [String: Int] {
        let lowered = Array(text.lowercased())
        var counts: [String: Int] = [:]
        for term in terms {
            let pattern = Array(term)
            guard pattern.count <= lowered.count else { continue }
            var index = 0
            while index + pattern.count <= lowered.count {
                if lowered[index..<(index + pattern.count)].elementsEqual(pattern),
                   index == 0 || !EditWords.isWordCharacter(lowered[index - 1]),
                   index + pattern.count == lowered.count || !EditWords.isWordCharacter(lowered[index + pattern.count]) {
                    counts[term, default: 0] += 1
                    index += pattern.count
                } else {
                    index += 1
                }
            }
        }
        return counts
    }

    /// An API symbol: one the glossary names, or a word written as code is (an inner
    /// capital, as in `traitCollection` or `UIKit`, or an underscore).
    func isSymbol(_ word: String) -> Bool {
        if symbols.contains(word) { return true }
        return word.contains("_") || word.dropFirst().contains { $0.isUppercase }
    }
}

/// A block as a reader sees it: its tree's markup in order (with code, link targets and
/// heading levels), and the text between, white space collapsed as a browser does.
struct RenderedBlock: Equatable {
    /// Each node that is not running text, in document order, with what renders of it
    /// beyond its children; `)` closes the last one opened.
    private(set) var structure: [String] = []
    /// The text before, between and after the markup: one more than `structure`.
    private(set) var texts: [String] = [""]

    init(_ markdown: String) {
        let document = MarkdownParser().parse(markdown)
        for child in document.children { walk(child) }
        texts = texts.map(Self.collapsed)
    }

    private mutating func walk(_ node: MarkdownNode) {
        switch node.kind {
        case .text(let text):
            texts[texts.count - 1] += text
        case .softBreak:
            texts[texts.count - 1] += " "
        default:
            structure.append(Self.description(of: node.kind))
            texts.append("")
            for child in node.children { walk(child) }
            structure.append(")")
            texts.append("")
        }
    }

    /// What renders of a node beyond its children. Source ranges are left out: they move
    /// with every edit above the node.
    private static func description(of kind: MarkdownNode.Kind) -> String {
        String(describing: kind)
    }

    private static func collapsed(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in text {
            if character == " " || character == "\t" || character == "\n" {
                pendingSpace = true
            } else {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(character)
            }
        }
        // A space at either end of a run sits next to markup, where a browser keeps one.
        if pendingSpace && !out.isEmpty { out.append(" ") }
        if text.first.map({ $0 == " " || $0 == "\t" || $0 == "\n" }) == true && !out.isEmpty { out = " " + out }
        return out
    }
}

/// The words of running text, as an edit's judgement compares them.
enum EditWords {
    struct Word: Equatable {
        /// As written, apostrophes included (`it's`).
        let text: String
        /// Lowercased, apostrophes left out: `its` and `it's`, `Apple` and `apple` share it.
        let folded: String
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Runs of letters, digits and underscores, joined across apostrophes inside a word;
    /// hyphens, dashes and every other mark are punctuation between words.
    static func words(in text: String, joiningHyphens: Bool = false) -> [Word] {
        var words: [Word] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let inside = !current.isEmpty && index + 1 < characters.count && characters[index + 1].isLetter
            let apostrophe = (character == "'" || character == "\u{2019}") && inside
            if joiningHyphens && character == "-" && inside { continue }
            if isWordCharacter(character) || apostrophe {
                current.append(character == "\u{2019}" ? "'" : character)
            } else if !current.isEmpty {
                words.append(word(current)); current = ""
            }
        }
        if !current.isEmpty { words.append(word(current)) }
        return words
    }

    private static func word(_ text: String) -> Word {
        Word(text: text, folded: text.lowercased().filter { $0 != "'" })
    }

    /// Every number in the text, as written (`1.5`, `3,000`, `17`).
    static func numbers(in text: String) -> [String] {
        var numbers: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let separator = (character == "." || character == ",") && !current.isEmpty
                && index + 1 < characters.count && characters[index + 1].isNumber
            if character.isNumber || separator {
                current.append(character)
            } else if !current.isEmpty {
                numbers.append(current); current = ""
            }
        }
        if !current.isEmpty { numbers.append(current) }
        return numbers
    }

    /// Words that turn a statement round: a contraction with `n't`, `not`, `no`, `never`.
    static func isNegation(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return lowered.hasSuffix("n't") || ["not", "no", "never", "cannot", "none", "nor"].contains(lowered)
    }

    /// Prefixes that make a word its opposite: "visible" and "invisible" are one or two
    /// letters apart and mean the reverse.
    private static let negatingPrefixes = ["un", "in", "im", "il", "ir", "dis", "non", "non-", "a"]

    /// Whether `old` and `new` are the same word spelled two ways: a typo fix or a
    /// regional spelling, at most two letters apart (one for words under eight letters),
    /// never a negation, a number or a prefix that reverses the word.
    static func isMisspelling(_ old: String, of new: String) -> Bool {
        let a = old.lowercased(), b = new.lowercased()
        guard a.count >= 3, b.count >= 3, !a.contains(where: \.isNumber), !b.contains(where: \.isNumber),
              isNegation(a) == isNegation(b) else { return false }
        for prefix in negatingPrefixes where a == prefix + b || b == prefix + a { return false }
        let allowed = min(a.count, b.count) >= 8 ? 2 : 1
        return editDistance(Array(a), Array(b), limit: allowed) <= allowed
    }

    /// Damerau–Levenshtein distance (an adjacent swap counts one), or `limit + 1` once it
    /// is known to exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty else { return b.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            if current.min()! > limit { return limit + 1 }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
