import DuetSupport
/// Lines of `translations.lock` that name no page, or a block the page's aligned Chinese
/// blocks do not have: left behind by a renamed page or a shortened chapter, they would
/// silently vouch for a translation of text that no longer exists. `duet accept --prune`
/// removes them.
public struct LockOrphanCheck: ContentCheck {
    public let name = "lock entries"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        let started = context.lockOrphans?.value
        let orphans = started ?? Self.orphans(in: content)
        return orphans.map { orphan in
            .warning("lock.orphan", at: orphan.location, orphan.reason, fix: "run `duet accept --prune` to remove lines for pages and blocks that no longer exist")
        }
    }

    package struct Orphan {
        let location: FileLocation
        let reason: String
        let key: TranslationLock.Key
    }

    /// Every lock line whose page or block is gone, in file order.
    ///
    /// The lock has a line per accepted block (150,000 in a 10,000-pair book) and this
    /// check runs on every build, an edit's rebuild included: lines are read in place from
    /// the file's bytes (a page's lines come together, so its name is looked up once per
    /// run of lines, not once per line), and each page's aligned Chinese blocks are made a
    /// set once, not searched per line.
    static func orphans(in content: Content) -> [Orphan] {
        let path = join(content.directory, "translations.lock")
        guard case .success(let file) = SourceFile.read(path, confinedTo: content.directory) else { return [] }
        let pairs = Dictionary(content.pairs.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        var orphans: [Orphan] = []
        var text = file.text
        text.withUTF8 { bytes in
            // The page of the previous line, while lines keep naming it.
            var currentName: ArraySlice<UInt8> = []
            var current: (name: String, pair: PagePair?, aligned: Set<Int>?) = ("", nil, nil)
            var lineNumber = 0
            var lineStart = 0
            while lineStart <= bytes.count {
                lineNumber += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                guard let fields = Self.fields(bytes, lineStart..<lineEnd) else { continue }
                let nameBytes = bytes[fields.name]
                if !nameBytes.elementsEqual(currentName) {
                    currentName = ArraySlice(nameBytes)
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    let pair = pairs[name]
                    // A misaligned pair's block numbers have shifted: its lines are judged
                    // once it aligns, so `--prune` never removes lines of blocks that exist.
                    let aligned = pair.flatMap { pair in
                        pair.en != nil && pair.zh != nil && !pair.outline.misaligned ? Set(pair.outline.alignedBlocks.map(\.chineseIndex)) : nil
                    }
                    current = (name, pair, aligned)
                }
                let key = TranslationLock.Key(fileName: current.name, block: fields.block)
                guard current.pair != nil else {
                    orphans.append(Orphan(location: FileLocation(file: path, line: lineNumber, column: 1),
                                          reason: "`\(current.name)` is not a page of the content", key: key))
                    continue
                }
                if let aligned = current.aligned, !aligned.contains(fields.block) {
                    orphans.append(Orphan(location: FileLocation(file: path, line: lineNumber, column: current.name.count + 2),
                                          reason: "`\(current.name)` has no aligned Chinese block \(fields.block)", key: key))
                }
            }
        }
        return orphans
    }

    /// A lock line's page name and block number: three fields separated by spaces, the
    /// second a number; nil for a comment or any other line, which `TranslationLock` reads
    /// (and reports) on its own.
    private static func fields(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> (name: Range<Int>, block: Int)? {
        var ranges: [Range<Int>] = []
        var index = line.lowerBound
        // A comment may be indented, as `TranslationLock` and `LockedHashes` read it.
        let firstText = (line.lowerBound..<line.upperBound).first { !((9...13).contains(bytes[$0]) || bytes[$0] == 32) }
        guard let firstText, bytes[firstText] != UInt8(ascii: "#") else { return nil }
        while index < line.upperBound {
            while index < line.upperBound && bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard index < line.upperBound else { break }
            let start = index
            while index < line.upperBound && bytes[index] != UInt8(ascii: " ") { index += 1 }
            ranges.append(start..<index)
            if ranges.count > 3 { return nil }
        }
        guard ranges.count == 3, let block = Int(String(decoding: bytes[ranges[1]], as: UTF8.self)) else { return nil }
        return (ranges[0], block)
    }

    /// The same orphans, answered from the lock's hashes already read (`LockedHashes`)
    /// when there are none, which is the common case; read line by line otherwise.
    package static func orphans(in content: Content, hashes: LockedHashes?) -> [Orphan] {
        if let hashes, !hashes.namesMissingBlocks(of: content) { return [] }
        return orphans(in: content)
    }

    /// The lock without the lines of pages and blocks that are gone.
    public static func pruned(_ lock: TranslationLock, content: Content) -> (lock: TranslationLock, removed: Int) {
        let gone = Set(orphans(in: content).map(\.key))
        return (lock.removing(gone), gone.count)
    }
}
