import DuetContent
import DuetMarkdown
import DuetSupport

/// The blocks behind `duet status`'s counts, each where a translator opens it: the
/// Chinese block's `content/zh/<file>:<line>` and its English counterpart's line. The
/// counts say how much is left; this says where, and in which state.
public struct StatusListing: Sendable, Equatable {
    /// A block's state, as `TranslationStatus.Page` counts it (translated blocks are not
    /// listed).
    public enum Kind: String, Sendable, CaseIterable {
        case stale, minor
        case needsReview = "needs-review"
        case unreviewed, untranslated

        /// Blocks with Chinese that nobody has accepted for the current English, and
        /// blocks with none: the dashboard's "not yet translated" list.
        public var isMissing: Bool { self == .needsReview || self == .unreviewed || self == .untranslated }
    }

    public struct Item: Sendable, Equatable {
        public let kind: Kind
        public let fileName: String
        /// The Chinese block's first line, nil when the page has no Chinese file.
        public let chineseLine: Int?
        /// The English counterpart's first line, nil when the block has none.
        public let englishLine: Int?
        /// Why the block is listed, in words.
        public let reason: String
        /// The Chinese block's number in its page, for its anchor in the built pages
        /// (`StaleMarking.anchor`); nil when the block is not marked there.
        public var chineseIndex: Int? = nil
        /// For a minor edit: the English as accepted and as it is now, for a word diff.
        public var englishChange: (old: String, new: String)? = nil

        public static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.kind == rhs.kind && lhs.fileName == rhs.fileName && lhs.chineseLine == rhs.chineseLine
                && lhs.englishLine == rhs.englishLine && lhs.reason == rhs.reason && lhs.chineseIndex == rhs.chineseIndex
                && lhs.englishChange?.old == rhs.englishChange?.old && lhs.englishChange?.new == rhs.englishChange?.new
        }
    }

    public let items: [Item]

    /// The blocks of every pair, in book order and page order, as `TranslationStatus`
    /// counts them.
    public init(content: Content, lock: TranslationLock, previous: AcceptedEnglish? = nil) {
        let judge = previous.map { EnglishEditJudge(content: content, accepted: $0) } ?? EnglishEditJudge(content: content)
        var items: [Item] = []
        for pair in content.pairs {
            guard let en = pair.en else { continue }
            guard let zh = pair.zh else {
                items.append(Item(kind: .untranslated, fileName: pair.fileName, chineseLine: nil, englishLine: en.document.children.first?.range.start.line,
                                  reason: "no Chinese page (\(en.document.children.count) English blocks)"))
                continue
            }
            let alignment = BlockAlignment(english: en.document, chinese: zh.document)
            // Block numbers have shifted: one line for the page, not a stale block per
            // lock line that now meets another block (see `PairOutline.misaligned`).
            if let mismatch = alignment.mismatches.first {
                items.append(Item(kind: .unreviewed, fileName: pair.fileName, chineseLine: mismatch.chinese.line, englishLine: mismatch.english.line,
                                  reason: "the page does not align with its English; fix the alignment first (`duet check`), then its blocks are counted"))
                continue
            }
            var aligned: [Int: Item] = [:]
            for (enBlock, zhBlock) in alignment.pairs {
                let english = en.sourceText(of: enBlock.node)
                func item(_ kind: Kind, _ reason: String) -> Item {
                    Item(kind: kind, fileName: pair.fileName, chineseLine: zhBlock.start.line, englishLine: enBlock.start.line,
                         reason: reason, chineseIndex: zhBlock.index)
                }
                guard let recorded = lock.hash(fileName: pair.fileName, block: zhBlock.index) else {
                    aligned[zhBlock.index] = item(.unreviewed, "Chinese present, never accepted")
                    continue
                }
                if lock.needsReview(fileName: pair.fileName, block: zhBlock.index) {
                    aligned[zhBlock.index] = item(.needsReview, "marked fuzzy for review; accept it once reviewed")
                    continue
                }
                switch judge.edit(fromHash: recorded, to: english) {
                case .sameRendering:
                    continue
                case .minor:
                    var minor = item(.minor, "the English changed only in punctuation or one word's spelling: check the diff, then `duet accept --minor`")
                    minor.englishChange = judge.accepted.text(hash: recorded).map { ($0, english) }
                    aligned[zhBlock.index] = minor
                case .changed:
                    aligned[zhBlock.index] = item(.stale, "the English changed since it was accepted")
                }
            }
            let pairedChinese = Set(alignment.pairs.map(\.zh.index))
            for block in alignment.chinese {
                if let item = aligned[block.index] {
                    items.append(item)
                } else if !pairedChinese.contains(block.index) {
                    items.append(Item(kind: .untranslated, fileName: pair.fileName, chineseLine: block.start.line, englishLine: nil,
                                      reason: "not aligned with an English block (run `duet check`)"))
                }
            }
        }
        self.items = items
    }

    /// One line per block, after a heading: `content/zh/<file>:<line>`, the state and why,
    /// and the English line; a minor edit's word diff follows on its own line, removed
    /// words as `[-word-]` and added ones as `{+word+}` (git's word-diff notation). The
    /// paths are the ones the PO catalog's `#:` references use.
    public func text() -> String {
        guard !items.isEmpty else { return "No blocks need work: every Chinese block is translated.\n" }
        let counts = Kind.allCases.compactMap { kind -> String? in
            let n = items.filter { $0.kind == kind }.count
            return n == 0 ? nil : "\(n) \(kind.rawValue)"
        }
        var out = "Blocks that need work (\(counts.joined(separator: ", "))):\n"
        let places = items.map { item in
            item.chineseLine.map { "content/zh/\(item.fileName):\($0)" } ?? "content/zh/\(item.fileName)"
        }
        let width = places.map(\.count).max() ?? 0
        let kindWidth = Kind.allCases.map(\.rawValue.count).max() ?? 0
        for (item, place) in zip(items, places) {
            var line = place.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + item.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0) + "  "
            if let english = item.englishLine { line += "English content/en/\(item.fileName):\(english); " }
            out += line + item.reason + "\n"
            if let change = item.englishChange {
                out += String(repeating: " ", count: width + 2) + WordDiff.text(change.old, change.new) + "\n"
            }
        }
        return out
    }
}
