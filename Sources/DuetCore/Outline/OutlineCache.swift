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
    /// Where each stored record's lines are in `bytes`, undecoded.
    private var stored: [String: Record] = [:]

    private struct Record {
        /// The record's lines, each with its line feed.
        let bytes: Range<Int>
        let lines: Int
    }
    private var bytes: [UInt8] = []

    init(cacheDirectory: String, contentDirectory: String) {
        file = join(cacheDirectory, "outlines-" + FNV1a64.hex(URL(fileURLWithPath: contentDirectory).standardizedFileURL.path) + ".txt")
        header = "duet-outlines-1\t" + RenderKeys.executableIdentity()
        guard let data = FileManager.default.contents(atPath: file) else { return }
        bytes = [UInt8](data)
        // Records are found by scanning for line ends, without making a slice per line:
        // a large book's file has hundreds of thousands of lines.
        var found: [String: Record] = [:]
        let header = Array(self.header.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            func lineEnd(from start: Int) -> Int? {
                var index = start
                while index < buffer.count {
                    if buffer[index] == 10 { return index }
                    index += 1
                }
                return nil
            }
            guard let headerEnd = lineEnd(from: 0), headerEnd == header.count,
                  buffer[0..<headerEnd].elementsEqual(header) else { return }
            var position = headerEnd + 1
            while position < buffer.count, let end = lineEnd(from: position) {
                let fields = buffer[position..<end].split(separator: 9)
                guard fields.count == 3, fields[0].elementsEqual("@".utf8), let count = Int(decimal: ArraySlice(fields[2])) else { return }
                var recordEnd = end + 1
                for _ in 0..<count {
                    guard let next = lineEnd(from: recordEnd) else { return }
                    recordEnd = next + 1
                }
                found[String(decoding: fields[1], as: UTF8.self)] = Record(bytes: (end + 1)..<recordEnd, lines: count)
                position = recordEnd
            }
        }
        stored = found
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

    /// Decodes from a copy of the record's bytes: the slices a decoder makes would
    /// otherwise all share (and count references to) the one buffer of the whole file,
    /// from every core at once.
    func outline(forKey key: String) -> PairOutline? {
        guard let record = stored[key] else { return nil }
        let own = Array(bytes[record.bytes])
        return OutlineRecord.decode(own.split(separator: 10, omittingEmptySubsequences: false).dropLast())
    }

    /// Writes the outlines of this build, in book order, unless they are the stored ones.
    func save(_ outlines: [(key: String, outline: PairOutline)]) {
        if outlines.count == stored.count, outlines.allSatisfy({ stored[$0.key] != nil }) { return }
        // Bytes throughout: stored records are copied as they were read.
        var out = Array((header + "\n").utf8)
        out.reserveCapacity(bytes.count + 4096)
        for (key, outline) in outlines {
            if let record = stored[key] {
                out += Array("@\t\(key)\t\(record.lines)\n".utf8)
                out += bytes[record.bytes]
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
