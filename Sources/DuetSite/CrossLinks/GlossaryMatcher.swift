import DuetContent
import DuetModel

/// Finds glossary terms in running text. English matches whole words, case-insensitively;
/// Chinese has no word boundaries, so it matches anywhere and prefers the longest term
/// starting at a position ("view controller" over "controller", in either language).
public struct GlossaryMatcher: Sendable {
    public struct Match: Sendable, Hashable {
        /// Offsets in Unicode scalars into the searched text.
        public let start: Int
        public let length: Int
        public let entryID: String
    }

    private typealias Candidate = (form: [Unicode.Scalar], exact: [Unicode.Scalar]?, id: String)
    /// Candidate spellings keyed by their first scalar (lowercased for English).
    private typealias Candidates = [Unicode.Scalar: [Candidate]]
    private let english: Candidates
    private let chinese: Candidates
    /// For a position whose first two scalars are ASCII, at `first * 128 + second`: the
    /// candidates of `first` that can match there (their second scalar is `second`, or
    /// they have one scalar), in the same order. Most English positions are looked up
    /// here, by index instead of by hash, and try only the forms that share two letters.
    private let englishPairs: [[Candidate]]
    private let chinesePairs: [[Candidate]]
    /// One bit per Basic Multilingual Plane scalar that starts some candidate, so most
    /// positions are ruled out without hashing the scalar (this runs on every text node
    /// of every page).
    private let englishStarts: [UInt64]
    private let chineseStarts: [UInt64]

    public init(glossary: Glossary) {
        var english: Candidates = [:]
        var chinese: Candidates = [:]
        // A capitalised term is a proper noun (Split View, Slide Over): it must match
        // exactly, or "split view controller" would be taken for it.
        func add(_ form: String, _ id: String, to table: inout Candidates) {
            let scalars = Array(form.lowercased().unicodeScalars)
            let exact = form != form.lowercased() ? Array(form.unicodeScalars) : nil
            table[scalars[0], default: []].append((scalars, exact, id))
        }
        for entry in glossary.entries {
            for form in entry.englishForms where !form.isEmpty { add(form, entry.id, to: &english) }
            for form in entry.acceptedChineseForms where !form.isEmpty { add(form, entry.id, to: &chinese) }
        }
        func longestFirst(_ table: inout Candidates) {
            for key in table.keys { table[key]!.sort { ($0.form.count, $1.id) > ($1.form.count, $0.id) } }
        }
        longestFirst(&english)
        longestFirst(&chinese)
        self.english = english
        self.chinese = chinese
        func starts(_ table: Candidates) -> [UInt64] {
            var bits = [UInt64](repeating: 0, count: 1024)
            for scalar in table.keys where scalar.value < 65536 { bits[Int(scalar.value >> 6)] |= 1 << (scalar.value & 63) }
            return bits
        }
        self.englishStarts = starts(english)
        self.chineseStarts = starts(chinese)
        func pairs(_ table: Candidates) -> [[Candidate]] {
            var pairs = [[Candidate]](repeating: [], count: 128 * 128)
            for (first, candidates) in table where first.isASCII {
                for second in 0..<128 {
                    pairs[Int(first.value) * 128 + second] = candidates.filter { $0.form.count == 1 || $0.form[1].value == second }
                }
            }
            return pairs
        }
        self.englishPairs = pairs(english)
        self.chinesePairs = pairs(chinese)
    }

    /// Non-overlapping matches, left to right.
    public func matches(in text: String, language: Language) -> [Match] {
        let (original, folded) = Self.scalars(of: text)
        return matches(original: original, caseFolded: folded ?? original, language: language)
    }

    /// The text's scalars and, when lowercasing changes any, the lowercased scalars (nil
    /// when they are the same). Lowercasing is `String.lowercased()`'s, scalar by scalar
    /// (which is what it does); if it changed the number of scalars, which never happens
    /// for the Latin and Han text we match, the folded form is the original and matching
    /// is exact. Computed in one pass, without the lowercased string, because this runs on
    /// every text node of every page: ASCII and Han scalars have a known lowercase.
    static func scalars(of text: String) -> (original: [Unicode.Scalar], folded: [Unicode.Scalar]?) {
        var text = text
        if let ascii = text.withUTF8(asciiScalars) { return ascii }
        var original: [Unicode.Scalar] = []
        original.reserveCapacity(text.utf8.count)
        var folded: [Unicode.Scalar]? = nil
        var foldable = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            var lower = scalar
            if value < 0x80 {
                if value >= 0x41 && value <= 0x5A { lower = Unicode.Scalar(UInt8(value + 0x20)) }
            } else if value < 0x3000 || value >= 0xA000, scalar.properties.changesWhenLowercased {
                let mapping = scalar.properties.lowercaseMapping.unicodeScalars
                if mapping.count == 1 { lower = mapping.first! } else { foldable = false }
            }
            if lower != scalar && folded == nil && foldable {
                folded = original
                folded!.reserveCapacity(text.utf8.count)
            }
            original.append(scalar)
            if folded != nil { folded!.append(lower) }
        }
        return (original, foldable ? folded : nil)
    }

    /// `scalars(of:)` for ASCII text, straight from its bytes; nil if it is not ASCII.
    private static func asciiScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> (original: [Unicode.Scalar], folded: [Unicode.Scalar]?)? {
        var upper = false
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte >= 0x41 && byte <= 0x5A { upper = true }
        }
        let original = bytes.map { Unicode.Scalar($0) }
        guard upper else { return (original, nil) }
        return (original, bytes.map { Unicode.Scalar($0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0) })
    }

    /// Matches over the scalars, `caseFolded` being what forms are compared with.
    func matches(original: [Unicode.Scalar], caseFolded: [Unicode.Scalar], language: Language) -> [Match] {
        var result: [Match] = []
        var index = 0
        let table = language == .en ? english : chinese
        let pairs = language == .en ? englishPairs : chinesePairs
        let starts = language == .en ? englishStarts : chineseStarts
        while index < caseFolded.count {
            if language == .en && index > 0 && Self.isWordScalar(caseFolded[index - 1]) {
                index += 1
                continue
            }
            let value = caseFolded[index].value
            if value < 65536 && starts[Int(value >> 6)] & (1 << (value & 63)) == 0 {
                index += 1
                continue
            }
            var matched = false
            let candidates: [Candidate]
            if value < 128, index + 1 < caseFolded.count, caseFolded[index + 1].value < 128 {
                candidates = pairs[Int(value) * 128 + Int(caseFolded[index + 1].value)]
            } else {
                candidates = table[caseFolded[index]] ?? []
            }
            for candidate in candidates {
                let end = index + candidate.form.count
                guard end <= caseFolded.count, Self.same(caseFolded, from: index, as: candidate.form) else { continue }
                if let exact = candidate.exact, !Self.same(original, from: index, as: exact) { continue }
                // Latin spellings need a word boundary after them, in either language.
                if Self.isWordScalar(candidate.form[candidate.form.count - 1]), end < caseFolded.count, Self.isWordScalar(caseFolded[end]) {
                    continue
                }
                result.append(Match(start: index, length: candidate.form.count, entryID: candidate.id))
                index = end
                matched = true
                break
            }
            if !matched { index += 1 }
        }
        return result
    }

    /// Whether `scalars` holds `form` at `start`, compared in place (no copy).
    private static func same(_ scalars: [Unicode.Scalar], from start: Int, as form: [Unicode.Scalar]) -> Bool {
        guard start + form.count <= scalars.count else { return false }
        for offset in 0..<form.count where scalars[start + offset] != form[offset] { return false }
        return true
    }

    @inline(__always)
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39) || value == 0x5F
    }
}
