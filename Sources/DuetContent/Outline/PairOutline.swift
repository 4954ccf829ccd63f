import DuetMarkdown
import DuetModel
import DuetSupport

/// What the rest of the book needs to know about a page pair without its Markdown trees:
/// heading ids, headings, links and how its blocks stand against the translation lock.
///
/// Building a site reads every pair for these (the link check, the sidebar and page keys,
/// the stale-translation check) but renders and checks in depth only the pairs that
/// changed. An outline is a small value made from the two trees once; a later build with a
/// cache reads it back (`OutlineRecord`) instead of parsing an unchanged pair at all.
public struct PairOutline: Sendable, Equatable {
    /// A heading of one page: its level, the text readers see and where it starts.
    public struct Heading: Sendable, Equatable {
        public let level: Int
        public let text: String
        public let start: SourceLocation
    }

    /// A link or image destination of one page and where it is written.
    public struct Link: Sendable, Equatable {
        public let destination: String
        public let start: SourceLocation
    }

    /// A Chinese block whose alignment with its English block is intact: the lock entry
    /// it is compared with is `(file name, chineseIndex)`, the value `englishHash`.
    public struct AlignedBlock: Sendable, Equatable {
        public let chineseIndex: Int
        /// `FNV1a64.blockHashValue` of the English block: a number, not its hex text, since
        /// an edit's rebuild decodes and compares 150,000 of them at 10,000 pairs.
        public let englishHash: UInt64
        public let chineseStart: SourceLocation
        public let englishStart: SourceLocation
    }

    public let anchors: HeadingAnchors
    public let englishHeadings: [Heading]
    public let chineseHeadings: [Heading]
    public let englishLinks: [Link]
    public let chineseLinks: [Link]
    /// Intact block pairs, in document order; empty when a language is missing.
    public let alignedBlocks: [AlignedBlock]
    /// Top-level blocks of the Chinese page, or of the only page when one is missing.
    public let blockCount: Int
    /// Whether the pages' skeletons diverge (`alignment.mismatch`). Block numbers then
    /// shift, so the lock's lines meet other blocks than they were written for: the stale
    /// and orphan checks of the pair wait until it is aligned, rather than advise changes
    /// to the lock that would damage it.
    public let misaligned: Bool

    public init(anchors: HeadingAnchors, englishHeadings: [Heading], chineseHeadings: [Heading],
                englishLinks: [Link], chineseLinks: [Link], alignedBlocks: [AlignedBlock], blockCount: Int, misaligned: Bool = false) {
        self.anchors = anchors
        self.englishHeadings = englishHeadings
        self.chineseHeadings = chineseHeadings
        self.englishLinks = englishLinks
        self.chineseLinks = chineseLinks
        self.alignedBlocks = alignedBlocks
        self.blockCount = blockCount
        self.misaligned = misaligned
    }

    public func headings(_ language: Language) -> [Heading] { language == .en ? englishHeadings : chineseHeadings }
    public func links(_ language: Language) -> [Link] { language == .en ? englishLinks : chineseLinks }

    /// The outline of a pair from its parsed pages.
    public static func make(en: ContentPage?, zh: ContentPage?) -> PairOutline {
        let anchors = HeadingAnchors.assign(en: en?.document, zh: zh?.document)
        var aligned: [AlignedBlock] = []
        var blockCount = 0
        var misaligned = false
        if let en, let zh {
            let alignment = BlockAlignment(english: en.document, chinese: zh.document)
            misaligned = !alignment.mismatches.isEmpty
            aligned = alignment.pairs.map { pair in
                AlignedBlock(chineseIndex: pair.zh.index, englishHash: FNV1a64.blockHashValue(en.sourceText(of: pair.en.node)),
                             chineseStart: pair.zh.start, englishStart: pair.en.start)
            }
            blockCount = zh.document.children.count
        } else if let only = en ?? zh {
            blockCount = only.document.children.count
        }
        return PairOutline(anchors: anchors,
                           englishHeadings: en.map { headings(of: $0.document) } ?? [],
                           chineseHeadings: zh.map { headings(of: $0.document) } ?? [],
                           englishLinks: en.map { links(of: $0.document) } ?? [],
                           chineseLinks: zh.map { links(of: $0.document) } ?? [],
                           alignedBlocks: aligned, blockCount: blockCount, misaligned: misaligned)
    }

    private static func headings(of document: MarkdownNode) -> [Heading] {
        HeadingAnchors.headings(document).map { node in
            let level = if case .heading(let level) = node.kind { level } else { 0 }
            return Heading(level: level, text: node.plainText, start: node.range.start)
        }
    }

    /// Link and image destinations of a document, in document order; none inside code or HTML.
    private static func links(of document: MarkdownNode) -> [Link] {
        var result: [Link] = []
        document.walk { node in
            switch node.kind {
            case .link(let destination, _), .image(let destination, _):
                result.append(Link(destination: destination, start: node.range.start))
            case .codeBlock, .code, .htmlBlock:
                return .skipChildren
            default:
                break
            }
            return .visitChildren
        }
        return result
    }
}
