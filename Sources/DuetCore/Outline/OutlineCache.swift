import Foundation

/// The outlines of a book's pairs from the previous build, keyed by the pair's sources.
///
/// One file per content folder in the cache folder. Its first line names the duet
/// executable that wrote it, since another build of duet may outline pages differently;
/// each record starts with `@ key line-count`. Records are decoded only when asked for,
/// and the file is rewritten only when a pair was outlined afresh or left the book.
final class OutlineCache: @unchecked Sendable {
    private let file: String
    private let header: String
    /// Each stored record's lines, undecoded.
    private var stored: [String: ArraySlice<ArraySlice<UInt8>>] = [:]
    private var bytes: [UInt8] = []

    init(cacheDirectory: String, contentDirectory: String) {
        file = join(cacheDirectory, "outlines-" + FNV1a64.hex(URL(fileURLWithPath: contentDirectory).standardizedFileURL.path) + ".txt")
        header = "duet-outlines-1\t" + RenderKeys.executableIdentity()
        guard let data = FileManager.default.contents(atPath: file) else { return }
        bytes = [UInt8](data)
        let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == header else { return }
        var index = 1
        while index < lines.count {
            let fields = lines[index].split(separator: 9)
            guard fields.count == 3, fields[0].elementsEqual("@".utf8), let count = Int(decimal: fields[2]),
                  index + 1 + count <= lines.count else { break }
            stored[String(decoding: fields[1], as: UTF8.self)] = lines[(index + 1)..<(index + 1 + count)]
            index += 1 + count
        }
    }

    /// The key of a pair: its file name and both pages' paths and text.
    static func key(fileName: String, en: ContentPage?, zh: ContentPage?) -> String {
        var hasher = StableHasher()
        hasher.combine("duet-outline-2")
        hasher.combine(fileName)
        for page in [en, zh] {
            hasher.combine(page?.path)
            hasher.combine(page?.digest)
        }
        return hasher.hex
    }

    func outline(forKey key: String) -> PairOutline? {
        stored[key].flatMap { OutlineRecord.decode($0) }
    }

    /// Writes the outlines of this build, in book order, unless they are the stored ones.
    func save(_ outlines: [(key: String, outline: PairOutline)]) {
        if outlines.count == stored.count, outlines.allSatisfy({ stored[$0.key] != nil }) { return }
        // Bytes throughout: stored records are copied as they were read.
        var out = Array((header + "\n").utf8)
        out.reserveCapacity(bytes.count + 4096)
        for (key, outline) in outlines {
            if let lines = stored[key] {
                out += Array("@\t\(key)\t\(lines.count)\n".utf8)
                for line in lines {
                    out += line
                    out.append(10)
                }
            } else {
                let record = OutlineRecord.encode(outline)
                let count = record.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                out += Array("@\t\(key)\t\(count)\n".utf8)
                out += Array(record.utf8)
            }
        }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(out).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
