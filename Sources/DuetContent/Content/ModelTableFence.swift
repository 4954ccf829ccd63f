import DuetMarkdown

/// How the content names a model table: a `duet-table <id>` fence the site replaces with the
/// table, or a `<!-- duet:table <id> -->` marker before a table written out that the checks
/// compare with the model. Rendering the table is the site's (`ModelTableBlock`).
package enum ModelTableFence {
    /// The table id of a `duet-table` fence, or nil for any other node.
    package static func tableID(of node: MarkdownNode) -> String? {
        guard case .codeBlock(let info, _) = node.kind else { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "duet-table" else { return nil }
        return words.count > 1 ? String(words[1]) : ""
    }

    /// The table id of a `<!-- duet:table <id> -->` marker comment, or nil.
    package static func markerID(of node: MarkdownNode) -> String? {
        guard case .htmlBlock(let html) = node.kind else { return nil }
        var text = Substring(html)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return nil }
        let inner = text.dropFirst(4).dropLast(3).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard inner.first == "duet:table" else { return nil }
        return inner.count > 1 ? String(inner[1]) : ""
    }
}
