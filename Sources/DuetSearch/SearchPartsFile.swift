import Foundation

/// The bytes of a search cache parts file: each pair's share of the index (`SearchIndexPart`)
/// as length-prefixed text (`<bytes>:<text>` for strings, `<number>;` for numbers) rather
/// than JSON, because reading them must cost much less than tokenizing again. It sits beside
/// the index, so a change to the index's layout and to its cache format is one change;
/// which file holds which parts, and when they are read, is the build's (`SearchIndexCache`).
package enum SearchPartsFile {
    package static let format = "duet-search-3\n"

    /// The parts in `bytes`, or none if any of it cannot be read.
    package static func parts(from bytes: [UInt8]) -> [String: SearchIndexPart] {
        var reader = Reader(bytes: bytes)
        guard reader.expect(format) else { return [:] }
        var parts: [String: SearchIndexPart] = [:]
        while true {
            reader.skipNewline()
            if reader.atEnd { break }
            guard let key = reader.string(), let termCount = reader.number() else { return [:] }
            var table = TermTable()
            for _ in 0..<termCount {
                guard let term = reader.span() else { return [:] }
                _ = reader.bytes.withUnsafeBufferPointer { table.intern(UnsafeBufferPointer(rebasing: $0[term])) }
            }
            guard table.count == termCount, let count = reader.number() else { return [:] }
            var documents: [SearchDocument] = []
            var numbers: [Int32] = [], weights: [UInt8] = [], ends: [Int32] = []
            for _ in 0..<count {
                guard let pageTitle = reader.string(), let heading = reader.string(), let url = reader.string(),
                      let excerpt = reader.string(), let entries = reader.number() else { return [:] }
                documents.append(SearchDocument(pageTitle: pageTitle, heading: heading, url: url, excerpt: excerpt))
                for _ in 0..<entries {
                    guard let number = reader.number(), number < termCount, let weight = reader.number(), weight <= SearchIndex.maximumWeight
                    else { return [:] }
                    numbers.append(Int32(number))
                    weights.append(UInt8(weight))
                }
                ends.append(Int32(numbers.count))
            }
            parts[key] = SearchIndexPart(documents: documents, table: table, termNumbers: numbers, weights: weights, documentEnds: ends)
        }
        return parts
    }

    /// The parts in the order given, so the same build writes the same file: per
    /// part its key, its terms, then per document the published fields and its entries
    /// (term number and weight).
    package static func bytes(_ parts: [(key: String, part: SearchIndexPart)]) -> [UInt8] {
        var out = Array(format.utf8)
        func string(_ text: String) {
            number(text.utf8.count, UInt8(ascii: ":"))
            out.append(contentsOf: text.utf8)
        }
        func number(_ value: Int, _ terminator: UInt8 = UInt8(ascii: ";")) {
            JSONBytes.appendDecimal(value, to: &out)
            out.append(terminator)
        }
        for (key, part) in parts {
            string(key)
            number(part.table.count)
            for term in 0..<part.table.count {
                part.table.withTerm(term) { bytes in
                    number(bytes.count, UInt8(ascii: ":"))
                    out.append(contentsOf: bytes)
                }
            }
            number(part.documents.count)
            for (index, document) in part.documents.enumerated() {
                string(document.pageTitle)
                string(document.heading)
                string(document.url)
                string(document.excerpt)
                let entries = part.entries(of: index)
                number(entries.count)
                for entry in entries {
                    number(Int(part.termNumbers[entry]))
                    number(Int(part.weights[entry]))
                }
            }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// Reads the cache file's bytes front to back; every read returns nil on bad input.
    private struct Reader {
        package let bytes: [UInt8]
        package var position = 0

        var atEnd: Bool { position >= bytes.count }

        mutating func expect(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard bytes.count >= expected.count, Array(bytes[0..<expected.count]) == expected else { return false }
            position = expected.count
            return true
        }

        /// Digits up to `terminator`.
        mutating func digits(until terminator: UInt8) -> Int? {
            var value = 0
            var any = false
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == terminator { return any ? value : nil }
                guard (48...57).contains(byte), value < Int.max / 20 else { return nil }
                value = value * 10 + Int(byte - 48)
                any = true
            }
            return nil
        }

        /// Records end with a newline, for a reader of the file.
        mutating func skipNewline() {
            if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
        }

        package mutating func number() -> Int? { digits(until: UInt8(ascii: ";")) }

        package mutating func string() -> String? {
            span().map { String(decoding: bytes[$0], as: UTF8.self) }
        }

        /// Where the next length-prefixed string's bytes are.
        package mutating func span() -> Range<Int>? {
            guard let count = digits(until: UInt8(ascii: ":")), count <= bytes.count - position else { return nil }
            defer { position += count }
            return position..<position + count
        }
    }
}
