import Foundation
import DuetSupport

/// The hashes of `translations.lock` grouped by page, as the build compares them with
/// every pair's aligned blocks.
///
/// A large book's lock has hundreds of thousands of lines; reading them into one
/// dictionary entry per block (a string key hashed and a hash string allocated per line)
/// was most of an edit build's translation step. Here each page has one entry, with its
/// blocks' hashes in an array indexed by block and held as numbers. A lock that is not
/// entirely well formed is read by `TranslationLock.parse`, which reports each problem at
/// its line, and converted.
package struct LockedHashes: Sendable, Equatable {
    /// Per page file name, each Chinese block's hash by block index, nil where none.
    private var pages: [String: [UInt64?]] = [:]
    /// Per page file name, the blocks whose line ends with ` review`. Such a lock never
    /// reads the fast way (`read`), so only the general reading fills this.
    private(set) var review: [String: Set<Int>] = [:]

    /// Block indexes above this make a lock too odd for arrays; such a lock is read the
    /// general way.
    private static let largestBlock = 100_000

    init(_ lock: TranslationLock) {
        for (key, hash) in lock.entries {
            guard let value = UInt64(hash, radix: 16) else { continue }
            set(value, fileName: key.fileName, block: key.block)
        }
        for key in lock.review { review[key.fileName, default: []].insert(key.block) }
    }

    private init() {}

    /// Hashes stored by `LockedHashesCache`, as `read` would make them.
    init(pages: [String: [UInt64?]]) {
        self.pages = pages
    }

    /// Every page's hashes by block index, in name order (`LockedHashesCache` stores them).
    var allPages: [(name: String, hashes: [UInt64?])] {
        NameSorting.sorted(pages.map { (name: $0.key, hashes: $0.value) }, by: \.name)
    }

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
    ///
    /// Counted rather than searched: the lock's lines that a pair accounts for (a block its
    /// aligned blocks have, or any line of a page in one language) against all its lines.
    /// Walking the book's pairs in order needs no table of them and no list per page, which
    /// made this a tenth of the work that runs beside registering the pages.
    package func namesMissingBlocks(of content: Content) -> Bool {
        let lines = pages.values.reduce(0) { total, hashes in total + hashes.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
        var accounted = 0
        var seen = Set<String>()
        // Which blocks of the current page were counted, so a block given twice counts once.
        var counted: [Bool] = []
        for pair in content.pairs {
            guard let hashes = pages[pair.fileName], seen.insert(pair.fileName).inserted else { continue }
            guard pair.en != nil && pair.zh != nil else {
                accounted += hashes.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
                continue
            }
            counted.removeAll(keepingCapacity: true)
            counted.append(contentsOf: repeatElement(false, count: hashes.count))
            for block in pair.outline.alignedBlocks where block.chineseIndex >= 0 && block.chineseIndex < hashes.count
                && hashes[block.chineseIndex] != nil && !counted[block.chineseIndex] {
                counted[block.chineseIndex] = true
                accounted += 1
            }
        }
        return accounted < lines
    }

    func hash(fileName: String, block: Int) -> UInt64? {
        Self.hash(in: pages[fileName], block: block)
    }

    /// A page's hashes by block index; nil when the lock lists none of its blocks.
    func hashes(fileName: String) -> [UInt64?]? { pages[fileName] }

    /// The hash of `block` among a page's `hashes`.
    static func hash(in hashes: [UInt64?]?, block: Int) -> UInt64? {
        guard let hashes, block >= 0, block < hashes.count else { return nil }
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
    ///
    /// Read on the buffer, a line's parts as ranges of it: slices of the array, each
    /// counted and checked, made reading a 10,000-pair lock most of the book-wide work
    /// that starts after loading.
    static func read(_ bytes: [UInt8]) -> LockedHashes? {
        bytes.withUnsafeBufferPointer { read(buffer: $0) }
    }

    private static func read(buffer bytes: UnsafeBufferPointer<UInt8>) -> LockedHashes? {
        guard ByteScan.isASCII(bytes) else { return nil }
        var result = LockedHashes()
        // About fifteen lines of 40 bytes per page in a book's lock: room for its pages at
        // once rather than 10,000 entries grown one at a time.
        result.pages.reserveCapacity(bytes.count / 512 + 16)
        // The page being read: its name's bytes and its hashes so far. Plain variables, not
        // an optional tuple: appending through `current!` copied the array on every line.
        var name: Range<Int>? = nil
        var hashes: [UInt64?] = []
        func finish() -> Bool {
            guard let page = name else { return true }
            name = nil
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[page]), as: UTF8.self)
            defer { hashes = [] }
            // A page whose lines are not together: join them, unless a block repeats.
            guard var joined = result.pages.removeValue(forKey: text) else {
                result.pages[text] = hashes
                return true
            }
            for (block, hash) in hashes.enumerated() {
                guard let hash else { continue }
                if block < joined.count, joined[block] != nil { return false }
                if joined.count <= block { joined.append(contentsOf: repeatElement(nil, count: block + 1 - joined.count)) }
                joined[block] = hash
            }
            result.pages[text] = joined
            return true
        }
        var start = 0
        while start <= bytes.count {
            let end = ByteScan.lineEnd(in: bytes, from: start)
            var lineEnd = end
            let lineStart = start
            start = end + 1
            if lineEnd > lineStart && bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
            var first = lineStart
            while first < lineEnd && ((bytes[first] >= 9 && bytes[first] <= 13) || bytes[first] == 32) { first += 1 }
            if first == lineEnd || bytes[first] == 35 { continue }
            guard let (lineName, samePage, block, hash) = entry(bytes, lineStart..<lineEnd, samePageAs: name) else { return nil }
            if !samePage {
                guard finish() else { return nil }
                name = lineName
                hashes.reserveCapacity(16)
            }
            if hashes.count == block {
                hashes.append(hash)
            } else if hashes.count < block {
                hashes.append(contentsOf: repeatElement(nil, count: block - hashes.count))
                hashes.append(hash)
            } else if hashes[block] != nil {
                return nil
            } else {
                hashes[block] = hash
            }
        }
        guard finish() else { return nil }
        return result
    }

    /// The parts of a well-formed line (`line` of `bytes`, without its line end), or nil.
    ///
    /// A name the same as `previous` (the name of the line before, already found well
    /// formed) is not looked at byte by byte again: a page's lines come together, fifteen
    /// or so in a row, and checking each name's bytes was a quarter of reading a lock.
    private static func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>,
                              samePageAs previous: Range<Int>?) -> (name: Range<Int>, samePage: Bool, block: Int, hash: UInt64)? {
        guard line.count > 20 else { return nil }
        let firstSpace = ByteScan.index(of: 32, in: bytes, from: line.lowerBound, to: line.upperBound)
        guard firstSpace < line.upperBound else { return nil }
        let hashStart = line.upperBound - 16
        guard bytes[hashStart - 1] == 32, firstSpace < hashStart - 2 else { return nil }
        let name = line.lowerBound..<firstSpace
        let samePage = previous.map {
            $0.count == name.count && memcmp(bytes.baseAddress! + $0.lowerBound, bytes.baseAddress! + name.lowerBound, name.count) == 0
        } ?? false
        // A name with the same bytes as the one before has passed these already.
        if !samePage {
            guard name.count > 3, bytes[firstSpace - 3] == UInt8(ascii: "."), bytes[firstSpace - 2] == UInt8(ascii: "m"),
                  bytes[firstSpace - 1] == UInt8(ascii: "d") else { return nil }
            for index in name where bytes[index] <= 32 { return nil }
        }
        guard let block = Int(decimal: UnsafeBufferPointer(rebasing: bytes[(firstSpace + 1)..<(hashStart - 1)])),
              block <= largestBlock else { return nil }
        guard let hash = OutlineRecord.hexadecimal(bytes, hashStart..<line.upperBound) else { return nil }
        return (name, samePage, block, hash)
    }
}
