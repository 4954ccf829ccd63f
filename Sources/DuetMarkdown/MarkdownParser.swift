import CCmarkGFM
import Synchronization

/// Parses GitHub Flavored Markdown with cmark-gfm and copies the result into an immutable
/// `MarkdownNode` tree. This is the only file that touches cmark-gfm's C API: every C
/// object is freed with `defer` before `parse` returns.
public struct MarkdownParser: Sendable {
    /// The line of the file on which the parsed text begins (front matter comes before it),
    /// so every range in the tree is a range in the file, not in the body.
    public var firstLine: Int

    public init(firstLine: Int = 1) {
        self.firstLine = firstLine
    }

    /// How deep nodes may nest in the Swift tree. cmark-gfm parses any depth without
    /// recursion, but every walk over the Swift tree recurses; real documents nest a few
    /// levels, and a file of 30,000 nested quotes must not crash the build.
    public static let nestingLimit = 100

    /// Parses UTF-8 bytes, rejecting invalid UTF-8 with the location of the first bad byte.
    public func parse(_ bytes: [UInt8]) throws(MarkdownError) -> MarkdownNode {
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            throw .invalidUTF8(UTF8Validation.location(ofByte: bad, in: bytes, firstLine: firstLine))
        }
        return parseValidated(bytes)
    }

    /// Parses text that is already a valid Swift string.
    public func parse(_ text: String) -> MarkdownNode {
        parseValidated(Array(text.utf8))
    }

    /// Parses bytes known to be valid UTF-8 (taken from a Swift string), without checking
    /// them again: a large book's pages may be parsed several times.
    public func parse(validUTF8 bytes: [UInt8]) -> MarkdownNode {
        parseValidated(bytes)
    }

    private func parseValidated(_ bytes: [UInt8]) -> MarkdownNode {
        Self.registerExtensions
        // cmark-gfm 0.29 keeps the table of special inline characters (`~` for
        // strikethrough) in a global array: attaching an extension sets entries and freeing
        // a parser clears them. Two parsers at once make strikethrough vanish at random, so
        // parsing is serialised; rendering and checks still run in parallel.
        return parseLocked(bytes)
    }

    private static let cmarkLock = Mutex(())

    /// Only the parser's life is locked (see `parseValidated`): once `cmark_parser_finish`
    /// has parsed the inlines and the parser is freed, the document's nodes are plain
    /// memory, so copying them into Swift values runs in parallel with other parses.
    private func parseLocked(_ bytes: [UInt8]) -> MarkdownNode {
        let root: OpaquePointer = Self.cmarkLock.withLock { _ in
            let options = CMARK_OPT_DEFAULT
            guard let parser = cmark_parser_new(options) else {
                fatalError("cmark-gfm could not allocate a parser")
            }
            defer { cmark_parser_free(parser) }
            for name in ["table", "strikethrough", "autolink", "tasklist"] {
                if let ext = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, ext)
                }
            }
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    cmark_parser_feed(parser, chars.baseAddress, chars.count)
                }
            }
            guard let root = cmark_parser_finish(parser) else {
                fatalError("cmark-gfm returned no document")
            }
            return root
        }
        defer { cmark_node_free(root) }
        let converter = Converter(lines: LineTable(bytes: bytes), firstLine: firstLine)
        let whole = SourceRange(start: SourceLocation(line: firstLine, column: 1),
                                end: converter.lines.endLocation(firstLine: firstLine))
        return converter.convert(root, fallback: whole)
    }

    /// cmark-gfm keeps a global registry of extensions; registering once is enough and
    /// `static let` makes it thread-safe.
    private static let registerExtensions: Void = {
        cmark_gfm_core_extensions_ensure_registered()
    }()
}

/// Failures of the Markdown layer that carry a location a person can go to.
public enum MarkdownError: Error, Hashable, Sendable {
    case invalidUTF8(SourceLocation)
}

/// Walks the C tree once, building Swift values bottom-up.
private final class Converter {
    let lines: LineTable
    let firstLine: Int
    /// Node types by the address of their name: cmark-gfm hands out the same static string
    /// for every node of a type, so each name is read and compared once per document
    /// rather than once per node.
    private var typeNames: [UnsafeRawPointer: NodeType] = [:]

    init(lines: LineTable, firstLine: Int) {
        self.lines = lines
        self.firstLine = firstLine
    }

    func convert(_ node: OpaquePointer, fallback: SourceRange, depth: Int = 0) -> MarkdownNode {
        let range = sourceRange(of: node) ?? fallback
        if depth > MarkdownParser.nestingLimit {
            return MarkdownNode(kind: .nestingLimit, range: range, children: [])
        }
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(convert(current, fallback: range, depth: depth + 1))
            child = cmark_node_next(current)
        }
        return MarkdownNode(kind: kind(of: node), range: range, children: children)
    }

    private func sourceRange(of node: OpaquePointer) -> SourceRange? {
        let startLine = Int(cmark_node_get_start_line(node))
        let startColumn = Int(cmark_node_get_start_column(node))
        guard startLine > 0, startColumn > 0 else { return nil }
        var endLine = Int(cmark_node_get_end_line(node))
        var endColumn = Int(cmark_node_get_end_column(node))
        if endLine < startLine || (endLine == startLine && endColumn < startColumn) {
            endLine = startLine
            endColumn = startColumn
        }
        return SourceRange(
            start: SourceLocation(line: startLine + firstLine - 1,
                                  column: lines.characterColumn(line: startLine, byteColumn: startColumn, inclusive: false)),
            end: SourceLocation(line: endLine + firstLine - 1,
                                column: lines.characterColumn(line: endLine, byteColumn: max(endColumn, 1), inclusive: true)))
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// cmark-gfm's node types, told apart once per type name: comparing each node's type
    /// string with every case in turn took more than a thousand instructions a node.
    private enum NodeType {
        case document, blockQuote, list, item, tasklist, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case table, tableHeader, tableRow, tableCell, text, softBreak, lineBreak, code, htmlInline
        case emphasis, strong, strikethrough, link, image, other

        init(_ name: String) {
            switch name {
            case "document": self = .document
            case "block_quote": self = .blockQuote
            case "list": self = .list
            case "item": self = .item
            case "tasklist": self = .tasklist
            case "code_block": self = .codeBlock
            case "html_block": self = .htmlBlock
            case "paragraph": self = .paragraph
            case "heading": self = .heading
            case "thematic_break": self = .thematicBreak
            case "table": self = .table
            case "table_header": self = .tableHeader
            case "table_row": self = .tableRow
            case "table_cell": self = .tableCell
            case "text": self = .text
            case "softbreak": self = .softBreak
            case "linebreak": self = .lineBreak
            case "code": self = .code
            case "html_inline": self = .htmlInline
            case "emph": self = .emphasis
            case "strong": self = .strong
            case "strikethrough": self = .strikethrough
            case "link": self = .link
            case "image": self = .image
            default: self = .other
            }
        }
    }

    private func type(of node: OpaquePointer) -> NodeType {
        guard let pointer = cmark_node_get_type_string(node) else { return NodeType("") }
        let address = UnsafeRawPointer(pointer)
        if let known = typeNames[address] { return known }
        let type = NodeType(String(cString: pointer))
        typeNames[address] = type
        return type
    }

    private func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch type(of: node) {
        case .document: return .document
        case .blockQuote: return .blockQuote
        case .list:
            return .list(.init(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                               start: Int(cmark_node_get_list_start(node)),
                               tight: cmark_node_get_list_tight(node) != 0))
        case .item: return .listItem(task: nil)
        case .tasklist:
            return .listItem(task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        case .codeBlock:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), code: string(cmark_node_get_literal(node)))
        case .htmlBlock: return .htmlBlock(string(cmark_node_get_literal(node)))
        case .paragraph: return .paragraph
        case .heading: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case .thematicBreak: return .thematicBreak
        case .table: return .table(alignments: tableAlignments(node))
        case .tableHeader: return .tableHeader
        case .tableRow: return .tableRow
        case .tableCell: return .tableCell
        case .text: return .text(string(cmark_node_get_literal(node)))
        case .softBreak: return .softBreak
        case .lineBreak: return .lineBreak
        case .code: return .code(string(cmark_node_get_literal(node)))
        case .htmlInline: return .inlineHTML(string(cmark_node_get_literal(node)))
        case .emphasis: return .emphasis
        case .strong: return .strong
        case .strikethrough: return .strikethrough
        case .link: return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case .image: return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case .other:
            // Footnotes and custom nodes are not enabled; keep their text rather than lose it.
            return .text(string(cmark_node_get_literal(node)))
        }
    }

    private func tableAlignments(_ node: OpaquePointer) -> [MarkdownNode.TableAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        guard let raw = cmark_gfm_extensions_get_table_alignments(node) else {
            return Array(repeating: .none, count: count)
        }
        return (0..<count).map { index in
            switch UInt8(raw[index]) {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }
}
