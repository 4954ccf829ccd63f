import DuetModel
import Foundation

/// Keeps each pair's share of the search index (`SearchIndexPart`, one per language) between
/// builds, keyed by everything the share is made from, so an incremental build tokenizes
/// only the pairs that changed and merges the rest from the cache.
///
/// The file is length-prefixed text (`<bytes>:<text>` for strings, `<number>;` for
/// numbers) rather than JSON: it holds every term of the book, and reading it must cost
/// much less than tokenizing again. A file that cannot be read as a whole is ignored.
enum SearchIndexCache {
    static let format = "duet-search-1\n"

    static func file(cacheDirectory: String, content: Content) -> String {
        join(cacheDirectory, "search-" + FNV1a64.hex(URL(fileURLWithPath: content.directory).standardizedFileURL.path) + ".cache")
    }

    /// The duet executable (tokenizer, weights, excerpt rules) and the format.
    static func sharedKey() -> String {
        var hasher = StableHasher()
        hasher.combine(format)
        hasher.combine(RenderKeys.executableIdentity())
        return hasher.hex
    }

    /// One pair in one language: its two sources (text, front matter and so heading ids,
    /// title and summary, and which language is published) and the page's URL.
    static func pairKey(_ shared: String, pair: PagePair, language: Language, url: String?) -> String {
        var hasher = StableHasher()
        hasher.combine(shared)
        hasher.combine(language.rawValue)
        hasher.combine(pair.fileName)
        hasher.combine(url)
        hasher.combine(pair.en?.source)
        hasher.combine(pair.zh?.source)
        return hasher.hex
    }

    static func load(_ file: String) -> [String: SearchIndexPart] {
        guard let data = FileManager.default.contents(atPath: file) else { return [:] }
        var reader = Reader(bytes: [UInt8](data))
        guard reader.expect(format) else { return [:] }
        var parts: [String: SearchIndexPart] = [:]
        while true {
            reader.skipNewline()
            if reader.atEnd { break }
            guard let key = reader.string(), let count = reader.number() else { return [:] }
            var documents: [SearchDocument] = []
            var terms: [[SearchIndexPart.TermWeight]] = []
            for _ in 0..<count {
                guard let pageTitle = reader.string(), let heading = reader.string(), let url = reader.string(),
                      let excerpt = reader.string(), let termCount = reader.number() else { return [:] }
                documents.append(SearchDocument(pageTitle: pageTitle, heading: heading, url: url, excerpt: excerpt))
                var weights: [SearchIndexPart.TermWeight] = []
                weights.reserveCapacity(termCount)
                for _ in 0..<termCount {
                    guard let term = reader.string(), let weight = reader.number() else { return [:] }
                    weights.append(.init(term: term, weight: weight))
                }
                terms.append(weights)
            }
            parts[key] = SearchIndexPart(documents: documents, terms: terms)
        }
        return parts
    }

    /// Writes the parts in the order given, so the same build writes the same file.
    static func save(_ parts: [(key: String, part: SearchIndexPart)], to file: String) {
        var out = format
        func string(_ text: String) { out += "\(text.utf8.count):"; out += text }
        func number(_ value: Int) { out += "\(value);" }
        for (key, part) in parts {
            string(key)
            number(part.documents.count)
            for (document, terms) in zip(part.documents, part.terms) {
                string(document.pageTitle)
                string(document.heading)
                string(document.url)
                string(document.excerpt)
                number(terms.count)
                for found in terms {
                    string(found.term)
                    number(found.weight)
                }
            }
            out += "\n"
        }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(out.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// Reads the cache file's bytes front to back; every read returns nil on bad input.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

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

        mutating func number() -> Int? { digits(until: UInt8(ascii: ";")) }

        mutating func string() -> String? {
            guard let count = digits(until: UInt8(ascii: ":")), count <= bytes.count - position else { return nil }
            defer { position += count }
            return String(decoding: bytes[position..<position + count], as: UTF8.self)
        }
    }
}
