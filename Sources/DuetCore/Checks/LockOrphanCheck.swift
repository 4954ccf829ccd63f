/// Lines of `translations.lock` that name no page, or a block the page's aligned Chinese
/// blocks do not have: left behind by a renamed page or a shortened chapter, they would
/// silently vouch for a translation of text that no longer exists. `duet accept --prune`
/// removes them.
public struct LockOrphanCheck: ContentCheck {
    public let name = "lock entries"

    public init() {}

    public func diagnostics(in context: BuildContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        return Self.orphans(in: content).map { orphan in
            .warning("lock.orphan", at: orphan.location, orphan.reason, fix: "run `duet accept --prune` to remove lines for pages and blocks that no longer exist")
        }
    }

    struct Orphan {
        let location: FileLocation
        let reason: String
        let key: TranslationLock.Key
    }

    /// Every lock line whose page or block is gone, in file order.
    ///
    /// The lock has a line per accepted block (150,000 in a 10,000-pair book) and this
    /// check runs on every build, an edit's rebuild included: lines are cut from the file's
    /// bytes, and each page's aligned Chinese blocks are made a set once, not searched per
    /// line.
    static func orphans(in content: Content) -> [Orphan] {
        let path = join(content.directory, "translations.lock")
        guard case .success(let file) = SourceFile.read(path, confinedTo: content.directory) else { return [] }
        let pairs = Dictionary(content.pairs.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        var alignedBlocks: [String: Set<Int>] = [:]
        var orphans: [Orphan] = []
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        for (offset, line) in file.text.utf8.split(separator: newline, omittingEmptySubsequences: false).enumerated() {
            guard line.first != UInt8(ascii: "#") else { continue }
            let fields = line.split(separator: space, omittingEmptySubsequences: true)
            guard fields.count == 3, let block = Int(String(decoding: fields[1], as: UTF8.self)) else { continue }
            let name = String(decoding: fields[0], as: UTF8.self)
            let location = FileLocation(file: path, line: offset + 1, column: 1)
            let key = TranslationLock.Key(fileName: name, block: block)
            guard let pair = pairs[name] else {
                orphans.append(Orphan(location: location, reason: "`\(name)` is not a page of the content", key: key))
                continue
            }
            guard pair.en != nil, pair.zh != nil else { continue }
            let aligned = alignedBlocks[name] ?? {
                let blocks = Set(pair.outline.alignedBlocks.map(\.chineseIndex))
                alignedBlocks[name] = blocks
                return blocks
            }()
            if !aligned.contains(block) {
                let column = name.count + 2
                orphans.append(Orphan(location: FileLocation(file: path, line: offset + 1, column: column),
                                      reason: "`\(name)` has no aligned Chinese block \(block)", key: key))
            }
        }
        return orphans
    }

    /// The lock without the lines of pages and blocks that are gone.
    public static func pruned(_ lock: TranslationLock, content: Content) -> (lock: TranslationLock, removed: Int) {
        let gone = Set(orphans(in: content).map(\.key))
        return (lock.removing(gone), gone.count)
    }
}
