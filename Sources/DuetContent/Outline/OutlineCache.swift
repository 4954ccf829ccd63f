import DuetSupport
import Foundation

/// The outlines of a book's pairs from the previous build, keyed by the pair's sources.
///
/// One file per content folder in the cache folder. Its first line names the duet
/// executable that wrote it, since another build of duet may outline pages differently;
/// each record starts with `@ key byte-count`, the length of its lines, so opening the file
/// steps from record to record without looking at the 500,000 lines of a 10,000-pair
/// book (it did, for a line count, on the path every edit's rebuild waits on). Records
/// are decoded only when asked for.
/// Outlines made afresh are appended (an edit build wrote the whole file, 13 MB at 10,000
/// pairs, for one changed pair); the file is rewritten, without the records no pair uses
/// any more, once those make up a quarter of it.
final class OutlineCache: @unchecked Sendable {
    private let file: String
    private let header: String
    /// Where each stored record's lines are in the mapped file, undecoded.
    private var stored: [String: Record] = [:]
    /// Records in the file, counting ones whose key appears again later.
    private var recordsInFile = 0
    /// Whether the file is this executable's and reads whole to its end, so records can be
    /// appended to it.
    private var appendable = false

    private struct Record {
        /// The record's lines, each with its line feed.
        let bytes: Range<Int>
    }
    /// The file as it was when the build opened it (mapped: appending to it later changes
    /// none of these bytes).
    private var mapped: MappedFile?

    init(cacheDirectory: String, contentDirectory: String) {
        file = join(cacheDirectory, "outlines-" + FNV1a64.hex(URL(fileURLWithPath: contentDirectory).standardizedFileURL.path) + ".txt")
        header = "duet-outlines-4\t" + ExecutableIdentity.current
        guard let mapped = MappedFile(file) else { return }
        self.mapped = mapped
        // Records are found by their lengths: only the header line of each is looked at.
        var found: [String: Record] = [:]
        // A record is rarely under half a kilobyte: room for them all without growing.
        found.reserveCapacity(mapped.withBytes { $0.count } / 512 + 16)
        var recordCount = 0
        var whole = false
        let header = Array(self.header.utf8)
        // Records before a damaged one are kept; reading stops there.
        func scan(_ buffer: UnsafeBufferPointer<UInt8>) {
            func lineEnd(from start: Int) -> Int? {
                let end = ByteScan.lineEnd(in: buffer, from: start)
                return end < buffer.count ? end : nil
            }
            guard let headerEnd = lineEnd(from: 0), headerEnd == header.count,
                  buffer[0..<headerEnd].elementsEqual(header) else { return }
            var position = headerEnd + 1
            while position < buffer.count, let end = lineEnd(from: position) {
                let fields = buffer[position..<end].split(separator: 9)
                guard fields.count == 3, fields[0].elementsEqual("@".utf8), let count = Int(decimal: ArraySlice(fields[2])) else { return }
                // A record ends with a line feed, within the file: one cut short by an
                // interrupted append ends the reading there.
                // Compared before adding: a damaged count may be near `Int.max`.
                guard count > 0, count <= buffer.count - (end + 1) else { return }
                let recordEnd = end + 1 + count
                guard buffer[recordEnd - 1] == 10 else { return }
                found[String(decoding: fields[1], as: UTF8.self)] = Record(bytes: (end + 1)..<recordEnd)
                recordCount += 1
                position = recordEnd
            }
            whole = position == buffer.count
        }
        mapped.withBytes(scan)
        stored = found
        recordsInFile = recordCount
        appendable = whole
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

    /// Decodes in place, on the file's buffer (`OutlineRecord.decode(buffer:)`).
    func outline(forKey key: String) -> PairOutline? {
        guard let record = stored[key] else { return nil }
        return withBytes { OutlineRecord.decode(buffer: UnsafeBufferPointer(rebasing: $0[record.bytes])) }
    }

    /// The file's bytes as the build opened it; none when there was no file.
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let mapped else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return mapped.withBytes(body)
    }

    /// Keeps the outlines of this build for the next: appends the ones made afresh, or
    /// rewrites the file in book order when it has none yet or unused records would make
    /// up a quarter of it.
    func save(_ outlines: [(key: String, outline: PairOutline)]) {
        save(keys: outlines.map(\.key)) { outlines[$0].outline }
    }

    /// `save(_:)` with the outline of the `index`th key asked for only when it is written:
    /// an edit writes one, and copying 10,000 outlines into a list to hand over was a
    /// serial part of loading.
    func save(keys: [String], outline: (_ index: Int) -> PairOutline) {
        let fresh = keys.indices.filter { stored[keys[$0]] == nil }
        // Records no pair of this build uses (edited or removed pages) against all the
        // file would hold; a few dozen are always allowed, so a small book is not
        // rewritten for every edit.
        let unused = recordsInFile - (keys.count - fresh.count)
        let keepsFile = appendable && (unused <= 64 || unused <= (recordsInFile + fresh.count) / 4)
        if keepsFile && fresh.isEmpty { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if keepsFile, let handle = FileHandle(forWritingAtPath: file) {
            // A build stopped half-way through appending leaves a last record cut short;
            // reading stops there, and the next save rewrites the file.
            defer { try? handle.close() }
            var out: [UInt8] = []
            for index in fresh { Self.append(keys[index], outline(index), to: &out) }
            if (try? handle.seekToEnd()) != nil, (try? handle.write(contentsOf: out)) != nil { return }
        }
        // Bytes throughout: stored records are copied as they were read.
        var out = Array((header + "\n").utf8)
        withBytes { bytes in
            out.reserveCapacity(bytes.count + 4096)
            for (index, key) in keys.enumerated() {
                if let record = stored[key] {
                    out += Array("@\t\(key)\t\(record.bytes.count)\n".utf8)
                    out += bytes[record.bytes]
                } else {
                    Self.append(key, outline(index), to: &out)
                }
            }
        }
        try? Data(out).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    private static func append(_ key: String, _ outline: PairOutline, to out: inout [UInt8]) {
        let record = OutlineRecord.encode(outline)
        out += Array("@\t\(key)\t\(record.utf8.count)\n".utf8)
        out += Array(record.utf8)
    }
}
