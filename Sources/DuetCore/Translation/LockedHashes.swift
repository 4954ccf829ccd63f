/// The hashes of `translations.lock` grouped by page, as the build compares them with
/// every pair's aligned blocks.
///
/// A large book's lock has hundreds of thousands of lines; reading them into one
/// dictionary entry per block (a string key hashed and a hash string allocated per line)
/// was most of an edit build's translation step. Here each page has one entry, with its
/// blocks' hashes in an array indexed by block and held as numbers. A lock that is not
/// entirely well formed is read by `TranslationLock.parse`, which reports each problem at
/// its line, and converted.
struct LockedHashes: Sendable {
    /// Per page file name, each Chinese block's hash by block index, nil where none.
    private var pages: [String: [UInt64?]] = [:]

    /// Block indexes above this make a lock too odd for arrays; such a lock is read the
    /// general way.
    private static let largestBlock = 100_000

    init(_ lock: TranslationLock) {
        for (key, hash) in lock.entries {
            guard let value = UInt64(hash, radix: 16) else { continue }
            set(value, fileName: key.fileName, block: key.block)
        }
    }

    private init() {}

    /// Whether the lock records nothing: a book that does not track its translations,
    /// whose blocks are not marked as never accepted.
    var isEmpty: Bool { pages.isEmpty }

    /// Whether a line names a page the content does not have, or a block that its page's
    /// aligned Chinese blocks do not have (`LockOrphanCheck`'s orphans); a page published
    /// in one language only has no aligned blocks to compare with and is never in question.
    ///
    /// A lock rarely has such lines, and this answers from the hashes already read, so the
    /// check reads the nine megabytes of a 10,000-pair lock again, line by line for their
    /// numbers, only when there is something to report.
    func namesMissingBlocks(of content: Content) -> Bool {
        let pairs = Dictionary(content.pairs.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, hashes) in pages {
            guard let pair = pairs[name] else { return true }
            guard pair.en != nil && pair.zh != nil else { continue }
            var aligned = [Bool](repeating: false, count: hashes.count)
            for block in pair.outline.alignedBlocks where block.chineseIndex >= 0 && block.chineseIndex < hashes.count {
                aligned[block.chineseIndex] = true
            }
            for (block, hash) in hashes.enumerated() where hash != nil && !aligned[block] { return true }
        }
        return false
    }

    func hash(fileName: String, block: Int) -> UInt64? {
        guard let hashes = pages[fileName], block >= 0, block < hashes.count else { return nil }
        return hashes[block]
    }

    private mutating func set(_ hash: UInt64, fileName: String, block: Int) {
        guard block >= 0, block <= Self.largestBlock else { return }
        var hashes = pages.removeValue(forKey: fileName) ?? []
        if hashes.count <= block { hashes += Array(repeating: nil, count: block + 1 - hashes.count) }
        hashes[block] = hash
        pages[fileName] = hashes
    }

    /// Reads a lock file's bytes if every line is a comment, blank or exactly
    /// `<name>.md <block> <16 lowercase hex digits>` with single spaces, no block is listed
    /// twice and the text is ASCII; nil otherwise (the general reading then reports why).
    static func read(_ bytes: [UInt8]) -> LockedHashes? {
        guard !bytes.contains(where: { $0 >= 128 }) else { return nil }
        var result = LockedHashes()
        var current: (name: ArraySlice<UInt8>, text: String, hashes: [UInt64?])?
        func finish() -> Bool {
            guard let page = current else { return true }
            current = nil
            // A page whose lines are not together: join them, unless a block repeats.
            if let earlier = result.pages[page.text] {
                var joined = earlier
                for (block, hash) in page.hashes.enumerated() {
                    guard let hash else { continue }
                    if block < joined.count, joined[block] != nil { return false }
                    if joined.count <= block { joined += Array(repeating: nil, count: block + 1 - joined.count) }
                    joined[block] = hash
                }
                result.pages[page.text] = joined
            } else {
                result.pages[page.text] = page.hashes
            }
            return true
        }
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            var line = bytes[start..<end]
            start = end + 1
            if line.last == 13 { line = line.dropLast() }
            let first = line.first { !(($0 >= 9 && $0 <= 13) || $0 == 32) }
            if first == nil || first == 35 { continue }
            guard let (name, block, hash) = entry(line) else { return nil }
            if current == nil || !current!.name.elementsEqual(name) {
                guard finish() else { return nil }
                current = (name, String(decoding: name, as: UTF8.self), [])
            }
            if current!.hashes.count <= block {
                current!.hashes += Array(repeating: nil, count: block + 1 - current!.hashes.count)
            } else if current!.hashes[block] != nil {
                return nil
            }
            current!.hashes[block] = hash
        }
        guard finish() else { return nil }
        return result
    }

    /// The parts of a well-formed line, or nil.
    private static func entry(_ line: ArraySlice<UInt8>) -> (name: ArraySlice<UInt8>, block: Int, hash: UInt64)? {
        guard line.count > 20, let firstSpace = line.firstIndex(of: 32) else { return nil }
        let hashStart = line.endIndex - 16
        guard line[hashStart - 1] == 32, firstSpace < hashStart - 2 else { return nil }
        let name = line[line.startIndex..<firstSpace]
        guard name.count > 3, name.suffix(3).elementsEqual(".md".utf8), name.allSatisfy({ $0 > 32 }) else { return nil }
        guard let block = Int(decimal: line[(firstSpace + 1)..<(hashStart - 1)]), block <= largestBlock else { return nil }
        var hash: UInt64 = 0
        for byte in line[hashStart...] {
            let digit: UInt8
            switch byte {
            case 48...57: digit = byte - 48
            case 97...102: digit = byte - 87
            default: return nil
            }
            hash = hash << 4 | UInt64(digit)
        }
        return (name, block, hash)
    }
}
