import DuetContent
import DuetMarkdown
import DuetSupport

/// The blocks behind `duet status`'s stale and missing counts, each where a translator
/// opens it: the Chinese block's `content/zh/<file>:<line>` and its English
/// counterpart's line. The counts say how much is left; this says where.
public struct StatusListing: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case stale, missing
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
    }

    public let items: [Item]

    /// The blocks of every pair, in book order and page order, as `TranslationStatus`
    /// counts them: aligned blocks whose English changed since they were accepted (stale)
    /// or that were never accepted, Chinese blocks outside the alignment, and the blocks of
    /// an English page with no Chinese file (missing).
    public init(content: Content, lock: TranslationLock) {
        var items: [Item] = []
        for pair in content.pairs {
            guard let en = pair.en else { continue }
            guard let zh = pair.zh else {
                items.append(Item(kind: .missing, fileName: pair.fileName, chineseLine: nil, englishLine: en.document.children.first?.range.start.line,
                                  reason: "no Chinese page (\(en.document.children.count) English blocks)"))
                continue
            }
            let alignment = BlockAlignment(english: en.document, chinese: zh.document)
            // Block numbers have shifted: one line for the page, not a stale block per
            // lock line that now meets another block (see `PairOutline.misaligned`).
            if let mismatch = alignment.mismatches.first {
                items.append(Item(kind: .missing, fileName: pair.fileName, chineseLine: mismatch.chinese.line, englishLine: mismatch.english.line,
                                  reason: "the page does not align with its English; fix the alignment first (`duet check`), then its blocks are counted"))
                continue
            }
            var aligned: [Int: Item] = [:]
            for (enBlock, zhBlock) in alignment.pairs {
                let hash = FNV1a64.blockHash(en.sourceText(of: enBlock.node))
                switch lock.hash(fileName: pair.fileName, block: zhBlock.index) {
                case hash?:
                    continue
                case nil:
                    aligned[zhBlock.index] = Item(kind: .missing, fileName: pair.fileName, chineseLine: zhBlock.start.line,
                                                  englishLine: enBlock.start.line, reason: "not accepted (never, or withdrawn by a fuzzy mark)",
                                                  chineseIndex: zhBlock.index)
                case _?:
                    aligned[zhBlock.index] = Item(kind: .stale, fileName: pair.fileName, chineseLine: zhBlock.start.line,
                                                  englishLine: enBlock.start.line, reason: "the English changed since it was accepted",
                                                  chineseIndex: zhBlock.index)
                }
            }
            let pairedChinese = Set(alignment.pairs.map(\.zh.index))
            for block in alignment.chinese {
                if let item = aligned[block.index] {
                    items.append(item)
                } else if !pairedChinese.contains(block.index) {
                    items.append(Item(kind: .missing, fileName: pair.fileName, chineseLine: block.start.line, englishLine: nil,
                                      reason: "not aligned with an English block (run `duet check`)"))
                }
            }
        }
        self.items = items
    }

    /// One line per block, after a heading: `content/zh/<file>:<line>`, the kind and why,
    /// and the English line. The paths are the ones the PO catalog's `#:` references use.
    public func text() -> String {
        guard !items.isEmpty else { return "No stale or missing blocks.\n" }
        let stale = items.filter { $0.kind == .stale }.count
        var out = "Stale and missing blocks (\(stale) stale, \(items.count - stale) missing):\n"
        let places = items.map { item in
            item.chineseLine.map { "content/zh/\(item.fileName):\($0)" } ?? "content/zh/\(item.fileName)"
        }
        let width = places.map(\.count).max() ?? 0
        for (item, place) in zip(items, places) {
            var line = place.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + item.kind.rawValue.padding(toLength: "missing".count, withPad: " ", startingAt: 0) + "  "
            if let english = item.englishLine { line += "English content/en/\(item.fileName):\(english); " }
            out += line + item.reason + "\n"
        }
        return out
    }
}
