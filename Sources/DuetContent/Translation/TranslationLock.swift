import Foundation
import DuetSupport

/// `content/translations.lock`: for each Chinese block, the hash of the English block it
/// was translated from. A line-oriented text file, sorted, so diffs are readable:
///
///     # duet translations.lock — written by `duet accept`; edit with care.
///     # <page file name> <Chinese block index> <FNV-1a 64 of the English block, hex>
///     01-adaptive-model.md 0 8f1c03a2b4d5e6f7
///
/// Blank lines and lines starting with `#` are ignored. Block indexes count the page's
/// top-level blocks from 0. A line may end with ` review`: a reviewer marked the block
/// fuzzy (or a translator imported it fuzzy), so its Chinese needs review although the
/// hash says which English it was written for.
public struct TranslationLock: Sendable, Equatable {
    public struct Key: Hashable, Sendable, Comparable {
        public let fileName: String
        public let block: Int

        public init(fileName: String, block: Int) {
            self.fileName = fileName
            self.block = block
        }

        public static func < (lhs: Key, rhs: Key) -> Bool { (lhs.fileName, lhs.block) < (rhs.fileName, rhs.block) }
    }

    public static let fileName = "translations.lock"

    /// Written only here, so `highestBlock` always describes it.
    public private(set) var entries: [Key: String]
    /// Blocks whose line ends with ` review`: their Chinese needs review.
    public var review: Set<Key>
    /// The highest block index each page has an entry for: replacing a page's entries
    /// then looks up that page's keys instead of walking every page's, which made
    /// `duet accept --all` quadratic in the number of pages (minutes at 100,000 pairs).
    private var highestBlock: [String: Int]

    public init(entries: [Key: String] = [:], review: Set<Key> = []) {
        self.entries = entries
        self.review = review
        highestBlock = Self.highestBlocks(of: entries)
    }

    static func highestBlocks(of entries: [Key: String]) -> [String: Int] {
        var highest: [String: Int] = [:]
        for key in entries.keys where key.block > highest[key.fileName, default: -1] { highest[key.fileName] = key.block }
        return highest
    }

    /// Two locks are equal when they list the same blocks with the same hashes and marks.
    public static func == (lhs: TranslationLock, rhs: TranslationLock) -> Bool {
        lhs.entries == rhs.entries && lhs.review == rhs.review
    }

    /// Whether the block's line marks it as needing review.
    public func needsReview(fileName: String, block: Int) -> Bool {
        !review.isEmpty && review.contains(Key(fileName: fileName, block: block))
    }

    public func hash(fileName: String, block: Int) -> String? {
        entries[Key(fileName: fileName, block: block)]
    }

    /// Replaces a page's entries.
    public mutating func replace(fileName: String, with hashes: [Int: String]) {
        if let highest = highestBlock[fileName] {
            for block in 0...highest { entries.removeValue(forKey: Key(fileName: fileName, block: block)) }
        }
        if !review.isEmpty { review = review.filter { $0.fileName != fileName } }
        for (block, hash) in hashes { entries[Key(fileName: fileName, block: block)] = hash }
        highestBlock[fileName] = hashes.keys.max()
    }

    /// Sets one block's hash.
    mutating func set(_ hash: String, for key: Key) {
        entries[key] = hash
        if key.block > highestBlock[key.fileName, default: -1] { highestBlock[key.fileName] = key.block }
    }

    /// The lock without these entries.
    public func removing(_ keys: Set<Key>) -> TranslationLock {
        TranslationLock(entries: entries.filter { !keys.contains($0.key) }, review: review.subtracting(keys))
    }

    /// The file's text: a header, then one sorted line per entry. The same entries always
    /// give the same bytes.
    public func serialized() -> String {
        var out = """
        # duet translations.lock: the English each Chinese block was translated from.
        # Written by `duet accept`. One line per Chinese block:
        # <page file name> <block index, from 0> <FNV-1a 64 hash of the English block, hex>
        # A line that ends with ` review` marks a block whose Chinese needs review.

        """
        for key in entries.keys.sorted() {
            out += "\(key.fileName) \(key.block) \(entries[key]!)\(review.contains(key) ? " review" : "")\n"
        }
        return out
    }

    /// Parses the lock's text; every malformed line is a diagnostic at its line and column.
    public static func parse(_ text: String, path: String) -> (TranslationLock, [Diagnostic]) {
        var lock = TranslationLock()
        var diagnostics: [Diagnostic] = []
        // A large book's lock has hundreds of thousands of lines: they are split as bytes,
        // and a line that is all ASCII (the usual case) is split into fields as bytes too.
        let bytes = Array(text.utf8)
        var previousName: (bytes: ArraySlice<UInt8>, text: String)?
        let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
        // One entry per line, give or take comments: sized once instead of grown.
        lock.entries.reserveCapacity(lines.count)
        for (offset, rawBytes) in lines.enumerated() {
            let lineNumber = offset + 1
            // `\r\n` ends a line like `\n`.
            let lineBytes = rawBytes.last == 13 ? rawBytes.dropLast() : rawBytes
            // The usual line, `name.md 12 0123456789abcdef` with single spaces, is read
            // straight from its bytes; anything else takes the general path below, which
            // reports what is wrong with it.
            if let entry = wellFormedEntry(lineBytes, previousName: &previousName) {
                if let first = lock.entries.updateValue(entry.hash, forKey: entry.key) {
                    lock.entries[entry.key] = first
                    diagnostics.append(.error("lock.malformed", at: FileLocation(file: path, line: lineNumber, column: 1),
                                              "block \(entry.key.block) of \(entry.key.fileName) is listed twice",
                                              fix: "run `duet accept --all` to rewrite the lock file, or fix the line by hand"))
                }
                continue
            }
            // Fields with their 1-based character columns.
            var fields: [(text: String, column: Int)] = []
            if lineBytes.allSatisfy({ $0 < 128 }) {
                // Blank and comment lines, judged like the trimmed text below.
                let first = lineBytes.first { !(($0 >= 9 && $0 <= 13) || $0 == 32) }
                if first == nil || first == 35 { continue }
                var start: Int?
                let base = lineBytes.startIndex
                for index in base...lineBytes.endIndex {
                    let separator = index == lineBytes.endIndex || lineBytes[index] == 32 || lineBytes[index] == 9
                    if separator, let begin = start {
                        let field = lineBytes[begin..<index]
                        // Consecutive lines name the same page: share one string for it.
                        let text: String
                        if fields.isEmpty, let previousName, previousName.bytes.elementsEqual(field) {
                            text = previousName.text
                        } else {
                            text = String(decoding: field, as: UTF8.self)
                            if fields.isEmpty { previousName = (field, text) }
                        }
                        fields.append((text, begin - base + 1))
                        start = nil
                    } else if !separator && start == nil {
                        start = index
                    }
                }
            } else {
                let line = String(decoding: lineBytes, as: UTF8.self)
                let trimmed = line.duetTrimmed
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                var current = ""
                var currentStart = 0
                for (index, character) in line.enumerated() {
                    if character == " " || character == "\t" {
                        if !current.isEmpty { fields.append((current, currentStart + 1)); current = "" }
                    } else {
                        if current.isEmpty { currentStart = index }
                        current.append(character)
                    }
                }
                if !current.isEmpty { fields.append((current, currentStart + 1)) }
            }
            func fail(_ column: Int, _ message: String) {
                diagnostics.append(.error("lock.malformed", at: FileLocation(file: path, line: lineNumber, column: column), message,
                                          fix: "run `duet accept --all` to rewrite the lock file, or fix the line by hand"))
            }
            let marked = fields.count == 4 && fields[3].text == "review"
            guard fields.count == 3 || marked else {
                fail(fields.count > 3 ? fields[3].column : (fields.last.map { $0.column + $0.text.count } ?? 1),
                     fields.count == 4 ? "expected `review` or nothing after the hash, found `\(fields[3].text)`"
                        : "expected `<file name> <block index> <hash>`, found \(fields.count) field\(fields.count == 1 ? "" : "s")")
                continue
            }
            guard fields[0].text.hasSuffix(".md") else {
                fail(fields[0].column, "`\(fields[0].text)` is not a page file name (`NN-slug.md`)")
                continue
            }
            guard let block = Int(fields[1].text), block >= 0 else {
                fail(fields[1].column, "block index `\(fields[1].text)` is not a number from 0")
                continue
            }
            let hash = fields[2].text
            guard hash.utf8.count == 16, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
                fail(fields[2].column, "hash `\(hash)` is not 16 lowercase hex digits")
                continue
            }
            let key = Key(fileName: fields[0].text, block: block)
            // One lookup per line; a repeated block keeps its first hash.
            if let first = lock.entries.updateValue(hash, forKey: key) {
                lock.entries[key] = first
                fail(1, "block \(block) of \(key.fileName) is listed twice")
            } else if marked {
                lock.review.insert(key)
            }
        }
        lock.highestBlock = highestBlocks(of: lock.entries)
        return (lock, diagnostics)
    }

    /// The entry of a line that is exactly `<name>.md <block> <16 lowercase hex digits>`
    /// with single spaces, or nil for any other line (comments, blanks, errors).
    private static func wellFormedEntry(_ line: ArraySlice<UInt8>,
                                        previousName: inout (bytes: ArraySlice<UInt8>, text: String)?) -> (key: Key, hash: String)? {
        guard line.count > 20, let firstSpace = line.firstIndex(of: 32) else { return nil }
        let hashStart = line.endIndex - 16
        guard line[hashStart - 1] == 32, firstSpace < hashStart - 2 else { return nil }
        let name = line[line.startIndex..<firstSpace]
        guard name.count > 3, name.suffix(3).elementsEqual(".md".utf8), name.first != 35,
              name.allSatisfy({ $0 > 32 && $0 < 128 }) else { return nil }
        guard let block = Int(decimal: line[(firstSpace + 1)..<(hashStart - 1)]) else { return nil }
        let hash = line[hashStart...]
        guard hash.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }) else { return nil }
        let fileName: String
        if let previousName, previousName.bytes.elementsEqual(name) {
            fileName = previousName.text
        } else {
            fileName = String(decoding: name, as: UTF8.self)
            previousName = (name, fileName)
        }
        return (Key(fileName: fileName, block: block), String(decoding: hash, as: UTF8.self))
    }

    /// Reads `translations.lock` from a content folder; a missing file is an empty lock.
    public static func load(contentDirectory: String) -> (TranslationLock, [Diagnostic]) {
        let path = join(contentDirectory, fileName)
        guard FileManager.default.fileExists(atPath: path) else { return (TranslationLock(), []) }
        switch SourceFile.read(path, confinedTo: contentDirectory) {
        case .success(let file): return parse(file.text, path: path)
        case .failure(let diagnostic): return (TranslationLock(), [diagnostic])
        }
    }

    /// Writes the lock all or nothing (`FileSetCommit`): an interrupted write leaves the
    /// old file, its permissions are kept and a linked lock is written through its link.
    public func write(contentDirectory: String) throws(WriteRefused) {
        let file = PlannedFile(path: join(contentDirectory, Self.fileName), text: serialized())
        let failures = FileSetCommit.commit([file], projectRoot: ProjectLock.projectRoot(ofContent: contentDirectory))
        if !failures.isEmpty { throw WriteRefused(diagnostics: failures) }
    }
}
