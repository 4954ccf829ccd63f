import DuetModel
import DuetOutput
import Foundation
import DuetSupport

/// Keeps each pair's share of the search index (`SearchIndexPart`, one per language) between
/// builds, keyed by everything the share is made from, so an incremental build tokenizes
/// only the pairs that changed, and remembers how many documents each written shard holds,
/// so a shard whose pairs did not change is neither rebuilt nor read (see `SearchShards`).
///
/// The cache is a folder per content folder: one parts file per shard and language
/// (`en-3.parts`), read only when that shard is rebuilt, and `shards`, one line per shard
/// file written (`<key> <documents>`). Parts files are length-prefixed text
/// (`<bytes>:<text>` for strings, `<number>;` for numbers) rather than JSON: reading them
/// must cost much less than tokenizing again. A file that cannot be read as a whole is
/// ignored.
enum SearchIndexCache {
    static let format = "duet-search-3\n"

    static func folder(cacheDirectory: String, content: Content) -> String {
        join(cacheDirectory, "search-" + FNV1a64.hex(URL(fileURLWithPath: content.directory).standardizedFileURL.path))
    }

    static func partsFile(folder: String, language: Language, shard: Int) -> String {
        join(folder, partsName(language: language, shard: shard))
    }

    static func partsName(language: Language, shard: Int) -> String {
        "\(language.rawValue)-\(shard).parts"
    }

    static func shardsFile(folder: String) -> String {
        join(folder, "shards")
    }

    /// The duet executable (tokenizer, weights, excerpt rules, shard layout) and the format.
    static func sharedKey() -> String {
        var hasher = StableHasher()
        hasher.combine(format)
        hasher.combine(SearchShards.pairsPerShard)
        hasher.combine(RenderKeys.executableIdentity())
        return hasher.hex
    }

    /// A pair's two sources (text, front matter and so heading ids, title and summary, and
    /// which language is published), through the fingerprint each page computed once.
    static func sourcesKey(_ pair: PagePair) -> String {
        var hasher = StableHasher()
        hasher.combine(pair.fileName)
        hasher.combine(pair.en?.digest)
        hasher.combine(pair.zh?.digest)
        return hasher.hex
    }

    /// One pair in one language: its sources and the page's URL.
    static func pairKey(_ shared: String, sources: String, language: Language, url: String?) -> String {
        var hasher = StableHasher()
        hasher.combine(shared)
        hasher.combine(language.rawValue)
        hasher.combine(url)
        hasher.combine(sources)
        return hasher.hex
    }

    /// One shard file of one language: its number (the script names its file) and its
    /// pairs' keys in order. Equal keys mean byte-identical shard files.
    static func shardKey(_ shared: String, language: Language, shard: Int, pairKeys: [String]) -> String {
        var hasher = StableHasher()
        hasher.combine(shared)
        hasher.combine("shard")
        hasher.combine(language.rawValue)
        hasher.combine(shard)
        hasher.combine(pairKeys.count)
        for key in pairKeys { hasher.combine(key) }
        return hasher.hex
    }

    /// The reference and glossary entries of one language: the executable (the model's
    /// symbols) and every glossary field a search document is made from.
    static func referenceKey(_ shared: String, language: Language, glossary: Glossary) -> String {
        var hasher = StableHasher()
        hasher.combine(shared)
        hasher.combine("reference")
        hasher.combine(language.rawValue)
        hasher.combine(glossary.entries.count)
        for entry in glossary.entries {
            hasher.combine(entry.id)
            hasher.combine(entry.en)
            hasher.combine(entry.zh)
            hasher.combine(entry.zhAlternates.count)
            for alternate in entry.zhAlternates { hasher.combine(alternate) }
            hasher.combine(entry.definition[language])
        }
        return hasher.hex
    }

    /// Shard key -> number of documents, as the last build wrote them.
    static func loadShards(_ file: String) -> [String: Int] {
        guard let data = FileManager.default.contents(atPath: file) else { return [:] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard let first = lines.first, String(first) + "\n" == format else { return [:] }
        var shards: [String: Int] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let documents = Int(fields[1]) else { return [:] }
            shards[String(fields[0])] = documents
        }
        return shards
    }

    /// Writes the shard list, sorted so the same build writes the same file.
    static func saveShards(_ shards: [String: Int], to file: String) {
        let text = format + shards.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()
        write(Array(text.utf8), to: file)
    }

    /// Removes parts files of shards the book no longer has.
    static func removeParts(in folder: String, except kept: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".parts") && !kept.contains(name) {
            try? FileManager.default.removeItem(atPath: join(folder, name))
        }
    }

    /// The single cache file of builds before the index was sharded (`search-<hash>.cache`
    /// beside the folder): never read again, so it is removed.
    static func removeUnsharded(folder: String) {
        try? FileManager.default.removeItem(atPath: folder + ".cache")
    }

    /// Writes a temporary file and renames it over `file`, so a reader never sees half a
    /// file; without Foundation's atomic write, which cost more than making the bytes.
    private static func write(_ bytes: [UInt8], to file: String) {
        let folder = (file as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: folder) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let temporary = file + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        do {
            try OutputStaging.writeFile(temporary, bytes)
            guard rename(temporary, file) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary)
        }
    }

    static func load(_ file: String) -> [String: SearchIndexPart] {
        guard let data = FileManager.default.contents(atPath: file) else { return [:] }
        var reader = Reader(bytes: data.withUnsafeBytes { [UInt8]($0) })
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

    /// Writes the parts in the order given, so the same build writes the same file: per
    /// part its key, its terms, then per document the published fields and its entries
    /// (term number and weight).
    static func save(_ parts: [(key: String, part: SearchIndexPart)], to file: String) {
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
        write(out, to: file)
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
            span().map { String(decoding: bytes[$0], as: UTF8.self) }
        }

        /// Where the next length-prefixed string's bytes are.
        mutating func span() -> Range<Int>? {
            guard let count = digits(until: UInt8(ascii: ":")), count <= bytes.count - position else { return nil }
            defer { position += count }
            return position..<position + count
        }
    }
}
