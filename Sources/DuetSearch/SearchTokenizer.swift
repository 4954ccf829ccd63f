/// Receives the terms of a text as the tokenizer finds them, as UTF-8 bytes valid only
/// during the call.
protocol TermSink {
    mutating func take(_ term: UnsafeBufferPointer<UInt8>)
}

/// Splits text into search terms. The same rules run at build time (here) and in the
/// reader's browser (`templates/assets/search.js`, function `tokenize`); a test runs both
/// on the same inputs, because an index and a query tokenized differently find nothing.
///
/// - Chinese (Han characters): overlapping bigrams of each run; a run of one character is
///   that character. A one-character query is matched against every term containing it
///   at query time, so the index needs no single characters beyond those runs.
/// - Latin letters and digits: words, lowercased, with a short list of stop words removed
///   and a light stemmer (plural `-s`, `-ies`, `-sses`; `-ing` and `-ed` on long words).
/// - A word with inner capitals is an API symbol: it is indexed whole (lowercased, not
///   stemmed) and by its camel-case parts, so `trait collection` finds
///   `traitCollectionDidChange(_:)`.
/// - Full-width ASCII (`ｐｏｐｏｖｅｒ`, common in Chinese input) reads as ASCII.
///
/// Tokenizing every section is a large share of a build, so the scan works on the text's
/// UTF-8 bytes: a word is collected as ASCII bytes (letters and digits are ASCII after
/// the full-width mapping), split, lowercased and stemmed in place, and handed on as
/// bytes (`TermSink`): building the index never makes a `String` per term.
package enum SearchTokenizer {
    /// Words too common to help; the JS tokenizer has the same list.
    package static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "has", "have", "in", "is", "it", "its",
        "of", "on", "or", "that", "the", "this", "to", "was", "were", "which", "with", "when", "will",
    ]

    package static func tokens(_ text: String) -> [String] {
        var collected = CollectedTerms()
        scan(text, into: &collected)
        return collected.terms
    }

    /// Hands each term of `text` to `sink` as UTF-8 bytes, in the order `tokens` lists them.
    static func scan<Sink: TermSink>(_ text: String, into sink: inout Sink) {
        var text = text
        text.withUTF8 { bytes in
            var scanner = Scanner<Sink>()
            scanner.scan(bytes, into: &sink)
        }
    }

    private struct CollectedTerms: TermSink {
        var terms: [String] = []
        mutating func take(_ term: UnsafeBufferPointer<UInt8>) { terms.append(String(decoding: term, as: UTF8.self)) }
    }

    /// A deliberately light stemmer: enough for `popovers`, `presented`, `adapting` and
    /// `properties` to meet their base forms, without a dictionary. Words reach it
    /// lowercased and ASCII (letters and digits); anything else is returned unchanged.
    package static func stem(_ word: String) -> String {
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return word }
        var bytes = Array(word.utf8)
        bytes.append(0) // room for the `y` of `-ies`
        let count = stem(&bytes, count: bytes.count - 1)
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// Stems the ASCII word in `word[0..<count]` in place and returns its new length.
    /// `word` has room for one more byte (`-ies` becomes `-y`, never longer).
    static func stem(_ word: inout [UInt8], count: Int) -> Int {
        var n = count
        func ends(_ suffix: StaticString) -> Bool {
            let length = suffix.utf8CodeUnitCount
            guard n >= length else { return false }
            let start = suffix.utf8Start
            for offset in 0..<length where word[n - length + offset] != start[offset] { return false }
            return true
        }
        if n > 4 && ends("ies") {
            n -= 3
            word[n] = UInt8(ascii: "y")
            n += 1
        } else if ends("sses") {
            n -= 2
        } else if n > 3 && ends("s") && !ends("ss") && !ends("us") && !ends("is") {
            n -= 1
        }
        if n - 3 >= 4 && ends("ing") {
            n -= 3
        } else if n - 2 >= 4 && ends("ed") {
            n -= 2
        }
        return n
    }

    /// CJK Unified Ideographs, Extension A, the compatibility block and the
    /// supplementary ideographic planes.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        isHan(scalar.value)
    }

    static func isHan(_ v: UInt32) -> Bool {
        (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0x20000...0x2FFFF).contains(v)
    }

    /// Stop words packed into integers (eight bytes at most), so checking a word needs no
    /// string and no hashing of text.
    private static let packedStopWords: Set<UInt64> = Set(stopWords.map { pack(Array($0.utf8)[...]) })

    private static func pack(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes { value = value << 8 | UInt64(byte) }
        return value
    }

    /// The scan over one text: the current run of Latin bytes and the last Han character.
    private struct Scanner<Sink: TermSink> {
        /// Letters and digits of the current word, as typed (full-width already mapped).
        var latin: [UInt8] = []
        /// The word's lowercase bytes.
        var lower: [UInt8] = []
        /// One part of the word being stemmed, with room for one more byte.
        var word: [UInt8] = []
        /// Where the current word's camel-case parts start.
        var partStarts: [Int] = []
        /// The UTF-8 bytes of the previous Han character of the current run, and how many
        /// characters the run has so far.
        var previousHan: (start: Int, end: Int) = (0, 0)
        var hanRun = 0

        init() {
            latin.reserveCapacity(64)
            lower.reserveCapacity(64)
            word.reserveCapacity(65)
            partStarts.reserveCapacity(8)
        }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    index += 1
                    if Self.isAlphanumeric(byte) {
                        flushHan(bytes, &sink)
                        latin.append(byte)
                    } else {
                        flushLatin(&sink)
                        flushHan(bytes, &sink)
                    }
                    continue
                }
                let start = index
                let scalar = Self.decode(bytes, at: &index)
                if (0xFF01...0xFF5E).contains(scalar) {
                    // Full-width forms U+FF01...U+FF5E read as ASCII U+0021...U+007E.
                    let ascii = UInt8(scalar - 0xFEE0)
                    if Self.isAlphanumeric(ascii) {
                        flushHan(bytes, &sink)
                        latin.append(ascii)
                    } else {
                        flushLatin(&sink)
                        flushHan(bytes, &sink)
                    }
                } else if SearchTokenizer.isHan(scalar) {
                    flushLatin(&sink)
                    if hanRun > 0 {
                        sink.take(UnsafeBufferPointer(rebasing: bytes[previousHan.start..<index]))
                    }
                    hanRun += 1
                    previousHan = (start, index)
                } else {
                    flushLatin(&sink)
                    flushHan(bytes, &sink)
                }
            }
            flushLatin(&sink)
            flushHan(bytes, &sink)
        }

        /// Bigrams are emitted as the run grows; a run of one character is that character.
        mutating func flushHan(_ bytes: UnsafeBufferPointer<UInt8>, _ sink: inout Sink) {
            guard hanRun > 0 else { return }
            if hanRun == 1 {
                sink.take(UnsafeBufferPointer(rebasing: bytes[previousHan.start..<previousHan.end]))
            }
            hanRun = 0
        }

        /// The current word's terms: the word itself, or for a camel-case symbol the whole
        /// symbol (lowercased, not stemmed) and then each part.
        mutating func flushLatin(_ sink: inout Sink) {
            guard !latin.isEmpty else { return }
            splitCamelParts()
            lower.removeAll(keepingCapacity: true)
            for byte in latin { lower.append(Self.isUpper(byte) ? byte + 32 : byte) }
            if partStarts.count == 1 {
                emitWord(0, latin.count, &sink)
            } else {
                if latin.count >= 2 { lower.withUnsafeBufferPointer { sink.take($0) } }
                for (number, start) in partStarts.enumerated() {
                    emitWord(start, number + 1 < partStarts.count ? partStarts[number + 1] : latin.count, &sink)
                }
            }
            latin.removeAll(keepingCapacity: true)
        }

        /// A lowercase word as a term, unless it is one letter or a stop word; stemmed.
        mutating func emitWord(_ start: Int, _ end: Int, _ sink: inout Sink) {
            let length = end - start
            guard length >= 2 else { return }
            if length <= 8 && SearchTokenizer.packedStopWords.contains(SearchTokenizer.pack(lower[start..<end])) { return }
            word.removeAll(keepingCapacity: true)
            word.append(contentsOf: lower[start..<end])
            word.append(0)
            let stemmed = SearchTokenizer.stem(&word, count: length)
            word.withUnsafeBufferPointer { sink.take(UnsafeBufferPointer(rebasing: $0[..<stemmed])) }
        }

        /// `traitCollectionDidChange` -> trait, Collection, Did, Change; `UIKit` -> UI, Kit;
        /// `iOS13` -> i, OS, 13. Splits before a capital that follows a lowercase letter or
        /// a digit, before the last capital of a run followed by a lowercase letter, and
        /// between letters and digits.
        mutating func splitCamelParts() {
            partStarts.removeAll(keepingCapacity: true)
            partStarts.append(0)
            for index in 1..<max(1, latin.count) {
                let byte = latin[index], previous = latin[index - 1]
                let upper = Self.isUpper(byte), previousUpper = Self.isUpper(previous)
                let digit = Self.isDigit(byte), previousDigit = Self.isDigit(previous)
                var split = (upper && !previousUpper && !previousDigit) || (upper && previousDigit) || (digit != previousDigit)
                if !split && upper && previousUpper && index + 1 < latin.count {
                    let next = latin[index + 1]
                    split = !Self.isUpper(next) && !Self.isDigit(next)
                }
                if split { partStarts.append(index) }
            }
        }

        static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
        static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isUpper(byte) || (byte >= 97 && byte <= 122) }

        /// The scalar starting at a non-ASCII byte of valid UTF-8; moves past it.
        static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
            let lead = UInt32(bytes[index])
            if lead < 0xE0 {
                defer { index += 2 }
                return (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            }
            if lead < 0xF0 {
                defer { index += 3 }
                return (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            }
            defer { index += 4 }
            return (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F)
        }
    }
}
