import DuetMarkdown
import DuetModel

/// Replaces a fenced block whose info string is `duet-table <id>` with the model's table
/// in the page's language. Unknown ids are reported by `ModelTableCheck`; here they render
/// as nothing rather than as an empty code block.
public struct ModelTableBlock: BlockRendering {
    public init() {}

    /// The table id of a `duet-table` fence, or nil for any other node.
    public static func tableID(of node: MarkdownNode) -> String? {
        guard case .codeBlock(let info, _) = node.kind else { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "duet-table" else { return nil }
        return words.count > 1 ? String(words[1]) : ""
    }

    /// The table id of a `<!-- duet:table <id> -->` marker comment, or nil.
    public static func markerID(of node: MarkdownNode) -> String? {
        guard case .htmlBlock(let html) = node.kind else { return nil }
        var text = Substring(html)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return nil }
        let inner = text.dropFirst(4).dropLast(3).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard inner.first == "duet:table" else { return nil }
        return inner.count > 1 ? String(inner[1]) : ""
    }

    public func html(for node: MarkdownNode, language: Language, renderer: HTMLRenderer) -> String? {
        guard let id = Self.tableID(of: node) else { return nil }
        guard let table = ReferenceTables.table(id: id) else { return "" }
        return ReferencePages.tableHTML(table, language: language, anchored: false)
    }
}
