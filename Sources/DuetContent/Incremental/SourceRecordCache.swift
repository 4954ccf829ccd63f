import DuetSupport
import Foundation

/// What each page file gave the last build that read it cleanly, found again by the
/// file's identity (size, modification and change times, inode) instead of by reading
/// the file.
///
/// An edit-and-rebuild of a 10,000-pair book spent a third of its time reading,
/// validating, fingerprinting and splitting the front matter of 20,000 files that had not
/// changed. A page whose file still has the recorded identity is made from the record;
/// its text is read only if a step asks for it, and for an unchanged pair none does (its
/// outline, check findings, rendered pages and search entries are all cached under the
/// recorded fingerprint). A page read with any diagnostic is never recorded, so its
/// warnings are reported again on every build. One file per content folder in the cache
/// folder, named by the duet executable like the outlines. New records are appended (a
/// later line for a path replaces an earlier one); the file is rewritten without the
/// lines no page uses any more once those make up a quarter of it.
final class SourceRecordCache: @unchecked Sendable {
    /// What tells a file apart from an edited version of itself without reading it, as
    /// Git's index does. The change time is there because tools can restore a modification
    /// time (`cp -p`, `touch -r`) but not the change time, which every write sets.
    struct Identity: Equatable, Sendable {
        let size: Int
        let modified: Int64
        let changed: Int64
        let inode: UInt64
    }

    struct Record: Sendable {
        let identity: Identity
        let digest: String
        /// UTF-8 bytes of the text (after a byte order mark, which is not part of it).
        let byteCount: Int
        let title: String
        let slug: String
        let order: Int
        let summary: String?
        let updated: String?
        let bodyOffset: Int
        let bodyFirstLine: Int
        /// The key of the file's front matter in `FrontMatterCache`, if it went through it.
        let frontMatterKey: String?
    }

    private let file: String
    private let header: String
    /// Each stored path's place in `records`.
    private let stored: [String: Int]
    private let records: [(path: String, record: Record)]
    /// Lines of records in the file, counting ones a later line replaces.
    private let linesInFile: Int
    /// Whether the file is this executable's and ends with a whole line, so lines can be
    /// appended to it.
    private let appendable: Bool
    /// Which stored records this build used, by place: one byte each, set without a lock
    /// (each page is looked up once), where a shared dictionary filled under a lock had
    /// two cores waiting on each other 20,000 times.
    private let used: UnsafeMutableBufferPointer<UInt8>
    /// Records made in this build.
    private var added: [String: Record] = [:]
    private let lock = NSLock()
    /// Files changed after this time are not recorded (see `store`).
    private let trustedBefore: Int64

    init(cacheDirectory: String, contentDirectory: String) {
        file = join(cacheDirectory, "sources-" + FNV1a64.hex(URL(fileURLWithPath: contentDirectory).standardizedFileURL.path) + ".txt")
        header = "duet-sources-4\t" + ExecutableIdentity.current
        var stored: [String: Int] = [:]
        var records: [(path: String, record: Record)] = []
        var lineCount = 0
        var appendable = false
        let header = Array(header.utf8)
        MappedFile(file)?.withBytes { buffer in
            // A file of another executable, or without its header, holds nothing for this one.
            if buffer.count > header.count, buffer[header.count] == 10, buffer[..<header.count].elementsEqual(header) {
                let expected = ByteScan.count(of: 10, in: buffer)
                // Sized once: growing a dictionary of 20,000 records rehashes it a dozen times.
                stored.reserveCapacity(expected)
                records.reserveCapacity(expected)
                var fields: [Range<Int>] = []
                fields.reserveCapacity(16)
                var start = header.count + 1
                while start < buffer.count {
                    let end = ByteScan.lineEnd(in: buffer, from: start)
                    defer { start = end + 1 }
                    guard end > start else { continue }
                    lineCount += 1
                    ByteScan.fields(in: buffer, from: start, to: end, into: &fields)
                    guard let (path, record) = Self.decode(buffer, fields) else { continue }
                    // A later line for a path replaces an earlier one.
                    if let place = stored[path] {
                        records[place].record = record
                    } else {
                        stored[path] = records.count
                        records.append((path, record))
                    }
                }
                appendable = buffer.last == 10
            }
        }
        self.stored = stored
        self.records = records
        used = .allocate(capacity: records.count)
        used.initialize(repeating: 0)
        linesInFile = lineCount
        self.appendable = appendable
        trustedBefore = FileStatus.now() - FileStatus.racyWindow
    }

    deinit { used.deallocate() }

    /// The identity of `name` in `folder` (the file at `path`), asked for relative to the
    /// open folder when there is one; nil if it is not a regular file.
    static func identity(of path: String, in folder: DirectoryHandle?, name: String) -> Identity? {
        identity(folder.map { $0.status(name) } ?? FileStatus.of(path))
    }

    private static func identity(_ status: FileStatus?) -> Identity? {
        guard let status, status.isRegularFile else { return nil }
        return Identity(size: status.size, modified: status.modified, changed: status.changed, inode: status.inode)
    }

    /// The record of `path` if its file still has `identity`; it is kept for the next build.
    func record(path: String, identity: Identity) -> Record? {
        guard let place = stored[path], case let record = records[place].record, record.identity == identity else { return nil }
        used[place] = 1
        return record
    }

    /// Records a page read without a diagnostic. A file changed moments ago is not
    /// recorded: file systems stamp times from a coarse clock, so a second edit of the same
    /// size within the same tick would look unchanged (Git's "racily clean" files). The
    /// change time counts too: a file written moments ago and given an old modification
    /// time back (`touch -r`, `cp -p`) is as racy, and a second such write in the same
    /// tick would leave both times as they were.
    func store(_ record: Record, path: String) {
        guard max(record.identity.modified, record.identity.changed) < trustedBefore else { return }
        lock.lock()
        added[path] = record
        lock.unlock()
    }

    /// Keeps this build's records for the next: appends the new ones, or rewrites the file
    /// sorted by path when it has none yet or unused lines would make up a quarter of it.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        let usedCount = used.reduce(0) { $0 + Int($1) }
        let unused = linesInFile - usedCount
        let keepsFile = appendable && (unused <= 64 || unused <= (linesInFile + added.count) / 4)
        if keepsFile && added.isEmpty { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if keepsFile, let handle = FileHandle(forWritingAtPath: file) {
            defer { try? handle.close() }
            if (try? handle.seekToEnd()) != nil, (try? handle.write(contentsOf: Self.lines(added))) != nil { return }
        }
        var all = added
        all.reserveCapacity(usedCount + added.count)
        for (place, item) in records.enumerated() where used[place] != 0 && all[item.path] == nil {
            all[item.path] = item.record
        }
        try? Data(Array((header + "\n").utf8) + Self.lines(all)).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// One line per record, sorted by path.
    private static func lines(_ records: [String: Record]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(records.count * 200)
        func field(_ text: String) { CacheFields.append(text, to: &out) }
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            field(CacheFields.escaped(path))
            for number in [record.identity.size, Int(record.identity.modified), Int(record.identity.changed),
                           Int(bitPattern: UInt(record.identity.inode)),
                           record.byteCount, record.order, record.bodyOffset, record.bodyFirstLine] {
                field(String(number))
            }
            field(record.digest)
            field(CacheFields.escaped(record.title))
            field(CacheFields.escaped(record.slug))
            field(record.summary.map { "+" + CacheFields.escaped($0) } ?? "-")
            field(record.updated.map { "+" + CacheFields.escaped($0) } ?? "-")
            out.append(contentsOf: (record.frontMatterKey ?? "-").utf8)
            out.append(10)
        }
        return out
    }

    /// A record line's fields, as ranges of `bytes` (`fields`, 15 of them), decoded.
    /// Read on the buffer: a slice and an array of slices per line were most of reading
    /// the 20,000 records that an edit's rebuild waits for before it reads any page.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ fields: [Range<Int>]) -> (String, Record)? {
        guard fields.count == 15 else { return nil }
        func field(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[fields[index]]) }
        var numbers = (0, 0, 0, 0, 0, 0, 0, 0)
        for index in 1...8 {
            var digits = field(index)
            // Times before 1970, orders and inodes past `Int.max` are written negative.
            let negative = digits.first == UInt8(ascii: "-")
            if negative { digits = UnsafeBufferPointer(rebasing: digits.dropFirst()) }
            guard let magnitude = Int(decimal: digits) else { return nil }
            let number = negative ? -magnitude : magnitude
            switch index {
            case 1: numbers.0 = number
            case 2: numbers.1 = number
            case 3: numbers.2 = number
            case 4: numbers.3 = number
            case 5: numbers.4 = number
            case 6: numbers.5 = number
            case 7: numbers.6 = number
            default: numbers.7 = number
            }
        }
        func optional(_ index: Int) -> String?? {
            let text = field(index)
            switch text.first {
            case UInt8(ascii: "-") where text.count == 1: return .some(nil)
            case UInt8(ascii: "+"): return .some(CacheFields.unescaped(UnsafeBufferPointer(rebasing: text.dropFirst())))
            default: return nil
            }
        }
        guard let summary = optional(12), let updated = optional(13) else { return nil }
        let identity = Identity(size: numbers.0, modified: Int64(numbers.1), changed: Int64(numbers.2),
                                inode: UInt64(UInt(bitPattern: numbers.3)))
        let key = field(14)
        return (CacheFields.unescaped(field(0)),
                Record(identity: identity, digest: String(decoding: field(9), as: UTF8.self), byteCount: numbers.4,
                       title: CacheFields.unescaped(field(10)), slug: CacheFields.unescaped(field(11)), order: numbers.5,
                       summary: summary, updated: updated, bodyOffset: numbers.6, bodyFirstLine: numbers.7,
                       frontMatterKey: key.count == 1 && key[0] == UInt8(ascii: "-") ? nil : String(decoding: key, as: UTF8.self)))
    }
}
