import DuetContent
import DuetModel
import DuetOutput
import DuetSearch
import Foundation
import DuetSupport

/// Keeps each pair's share of the search index (`SearchIndexPart`, one per language) between
/// builds, keyed by everything the share is made from, so an incremental build tokenizes
/// only the pairs that changed, and remembers how many documents each written shard holds,
/// so a shard whose pairs did not change is neither rebuilt nor read (see `SearchShards`).
///
/// The cache is a folder per content folder: one parts file per shard and language
/// (`en-3.parts`), read only when that shard is rebuilt, and `shards`, one line per shard
/// file written (`<key> <documents>`). What a parts file holds, and how, is
/// `SearchPartsFile`'s. A file that cannot be read as a whole is ignored.
enum SearchIndexCache {
    /// The first line of every file in the folder; the parts files' format is `SearchPartsFile`'s.
    static let format = SearchPartsFile.format

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
        hasher.combine(ExecutableIdentity.current)
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
        return SearchPartsFile.parts(from: data.withUnsafeBytes { [UInt8]($0) })
    }

    /// Writes the parts in the order given (see `SearchPartsFile.bytes`).
    static func save(_ parts: [(key: String, part: SearchIndexPart)], to file: String) {
        write(SearchPartsFile.bytes(parts), to: file)
    }
}
