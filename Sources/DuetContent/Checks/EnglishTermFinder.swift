
/// Finds which glossary terms an English block uses, for the terminology check.
///
/// Built once per check from the glossary instead of once per block, and matched on
/// Unicode scalars without copying: the check runs over every block of every page, so the
/// naive scan (every form at every character, with an array copy per comparison) was the
/// slowest part of a build. A form can only start where a word starts, so candidate forms
/// are looked up by the word at that position (first two scalars and length) instead of
/// tried everywhere. Longer forms still claim their words first, so "root view controller"
/// does not also count as "view controller".
package struct EnglishTermFinder {
    private struct Form {
        let scalars: [Unicode.Scalar]
        let entry: Int
    }

    private let entries: [GlossaryEntry]
    /// Every form, longest first (ties keep glossary order, as the sort is stable).
    private let forms: [Form]
    /// Forms that start with a word character, by the key of their first word.
    private let formsByFirstWord: [UInt64: [Int]]
    /// Forms that start with something else and must be tried at every position.
    private let otherForms: [Int]
    /// At `first * 128 + second`, whether some form's first word starts with those two
    /// ASCII scalars (`second` 0 for a one-letter word): most words of a text start no
    /// form, and this rules them out without computing and hashing their key.
    private let asciiFirstPairs: [Bool]

    package init(glossary: Glossary) {
        entries = glossary.entries
        var forms: [Form] = []
        for (index, entry) in glossary.entries.enumerated() {
            for form in entry.englishForms {
                let scalars = Array(form.lowercased().unicodeScalars)
                if !scalars.isEmpty { forms.append(Form(scalars: scalars, entry: index)) }
            }
        }
        // The same order as sorting by Character count, longest first, stable.
        let ordered = forms.enumerated().sorted { a, b in
            let (ca, cb) = (String(String.UnicodeScalarView(a.element.scalars)).count, String(String.UnicodeScalarView(b.element.scalars)).count)
            return ca != cb ? ca > cb : a.offset < b.offset
        }.map(\.element)
        var byWord: [UInt64: [Int]] = [:]
        var others: [Int] = []
        for (index, form) in ordered.enumerated() {
            if Self.isWord(form.scalars[0]) {
                byWord[Self.wordKey(form.scalars, at: 0), default: []].append(index)
            } else {
                others.append(index)
            }
        }
        self.forms = ordered
        self.formsByFirstWord = byWord
        self.otherForms = others
        var pairs = [Bool](repeating: false, count: 128 * 128)
        for key in byWord.keys {
            let (first, second) = (key >> 42, (key >> 21) & ((1 << 21) - 1))
            if first < 128 && second < 128 { pairs[Int(first * 128 + second)] = true }
        }
        self.asciiFirstPairs = pairs
    }

    /// Entries whose English forms occur as whole words, in order of first appearance.
    package func terms(in text: String) -> [GlossaryEntry] {
        let scalars = Self.lowercasedScalars(text)
        // The forms worth trying here: those whose first word occurs in the text.
        // Where each word starts, by key: a form starting with a word can only match there.
        var candidates = otherForms
        var wordStarts: [UInt64: [Int]] = [:]
        var index = 0
        while index < scalars.count {
            if Self.isWord(scalars[index]) && (index == 0 || !Self.isWord(scalars[index - 1])) {
                let first = scalars[index].value
                let second = index + 1 < scalars.count && Self.isWord(scalars[index + 1]) ? scalars[index + 1].value : 0
                if first < 128 && second < 128 && !asciiFirstPairs[Int(first * 128 + second)] {
                    index += 1
                    continue
                }
                let key = Self.wordKey(scalars, at: index)
                if let found = formsByFirstWord[key] {
                    candidates += found
                    wordStarts[key, default: []].append(index)
                }
            }
            index += 1
        }
        guard !candidates.isEmpty else { return [] }
        var consumed = [Bool](repeating: false, count: scalars.count)
        var found: [(position: Int, entry: Int)] = []
        candidates.sort()
        for (position, formIndex) in candidates.enumerated() where position == 0 || candidates[position - 1] != formIndex {
            let form = forms[formIndex].scalars
            // Word-start forms are tried at their word's starts, others everywhere; both
            // in increasing order, as a scan from the left would.
            let starts = Self.isWord(form[0]) ? wordStarts[Self.wordKey(form, at: 0)] ?? [] : Array(0..<scalars.count)
            var next = 0
            for start in starts where start >= next && start + form.count <= scalars.count {
                guard matches(form, in: scalars, at: start, consumed: consumed) else { continue }
                let beforeIsWord = start > 0 && (consumed[start - 1] || Self.isWord(scalars[start - 1]))
                let end = start + form.count
                let afterIsWord = end < scalars.count && (consumed[end] || Self.isWord(scalars[end]))
                if !beforeIsWord && !afterIsWord {
                    found.append((start, forms[formIndex].entry))
                    for position in start..<end { consumed[position] = true }
                    next = end
                }
            }
        }
        var seen: Set<Int> = []
        return found.sorted { $0.position < $1.position }.compactMap { seen.insert($0.entry).inserted ? entries[$0.entry] : nil }
    }

    /// `Array(text.lowercased().unicodeScalars)`, without the intermediate string:
    /// `lowercased()` maps each scalar to its `lowercaseMapping`, and ASCII and Han scalars
    /// (U+3000 to U+9FFF, where no scalar has case) are mapped here without the lookup.
    static func lowercasedScalars(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                scalars.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
            } else if (value >= 0x3000 && value < 0xA000) || !scalar.properties.changesWhenLowercased {
                scalars.append(scalar)
            } else {
                scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return scalars
    }

    /// `Array(text.lowercased().utf8)`, made the same way as `lowercasedScalars`.
    static func lowercasedUTF8(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                bytes.append(UInt8(value >= 0x41 && value <= 0x5A ? value + 0x20 : value))
            } else if (value >= 0x3000 && value < 0xA000) || !scalar.properties.changesWhenLowercased {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            } else {
                bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        return bytes
    }

    private func matches(_ form: [Unicode.Scalar], in scalars: [Unicode.Scalar], at start: Int, consumed: [Bool]) -> Bool {
        for offset in 0..<form.count where consumed[start + offset] || scalars[start + offset] != form[offset] {
            return false
        }
        return true
    }

    /// A letter, a digit or `_`, as `Character.isLetter` / `isNumber` judge a lone scalar.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 97 && v <= 122) || (v >= 65 && v <= 90) || (v >= 48 && v <= 57) || v == 95
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return scalar.properties.numericType != nil
        }
    }

    /// The first two scalars and the length of the word starting at `start`.
    private static func wordKey(_ scalars: [Unicode.Scalar], at start: Int) -> UInt64 {
        var end = start
        while end < scalars.count && isWord(scalars[end]) { end += 1 }
        let second = end - start > 1 ? UInt64(scalars[start + 1].value) : 0
        return UInt64(scalars[start].value) << 42 | second << 21 | UInt64(min(end - start, (1 << 21) - 1))
    }
}
