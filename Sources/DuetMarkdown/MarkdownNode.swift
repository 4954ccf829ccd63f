/// One node of a parsed Markdown document: an immutable value copied out of cmark-gfm's
/// C tree, so nothing from C outlives the parse and the tree can cross threads freely.
public struct MarkdownNode: Hashable, Sendable {
    public let kind: Kind
    public let range: SourceRange
    public let children: [MarkdownNode]

    public init(kind: Kind, range: SourceRange, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
    }

    /// A copy with other children; the rewriter's building block.
    public func with(children: [MarkdownNode]) -> MarkdownNode {
        MarkdownNode(kind: kind, range: range, children: children)
    }

    public enum Kind: Hashable, Sendable {
        // Blocks
        case document
        case blockQuote
        case list(ListStyle)
        case listItem(task: TaskState?)
        case codeBlock(info: String, code: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableHeader
        case tableRow
        case tableCell
        // Inlines
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case inlineHTML(String)
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)
        /// Stands for blocks or inlines nested deeper than `MarkdownParser.nestingLimit`:
        /// what lies below is left out, so no walk over a tree can exhaust the stack, and
        /// a check reports it at its location.
        case nestingLimit
    }

    public struct ListStyle: Hashable, Sendable {
        public let ordered: Bool
        public let start: Int
        public let tight: Bool
        public init(ordered: Bool, start: Int, tight: Bool) {
            self.ordered = ordered
            self.start = start
            self.tight = tight
        }
    }

    public enum TaskState: Hashable, Sendable {
        case checked, unchecked
    }

    public enum TableAlignment: Hashable, Sendable {
        case none, left, center, right
    }
}

extension MarkdownNode {
    /// Whether this node is a block (it owns lines) rather than an inline (it sits in text).
    public var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .listItem, .codeBlock, .htmlBlock, .paragraph,
             .heading, .thematicBreak, .table, .tableHeader, .tableRow, .tableCell, .nestingLimit:
            true
        default:
            false
        }
    }

    /// The text a reader sees, without markup: code spans keep their code, breaks become
    /// spaces. Used for heading ids, search, cell checks and glossary matching.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text(let s), .code(let s): out += s
        case .softBreak, .lineBreak: out += " "
        case .codeBlock(_, let code): out += code
        case .inlineHTML(let html):
            if HTMLRenderer.isLineBreakTag(html) { out += "\n" }
        default:
            for child in children { child.appendPlainText(to: &out) }
        }
    }
}
