import DuetMarkdown

/// A `duet-figure <id>` fence as the content writes it: which figure it names, its caption
/// and the anchor it gives the page. Drawing the figure is the site's (`FigureBlock`); the
/// outline's heading ids, the translatable blocks and the checks need only these facts.
package enum FigureFence {
    /// The figure id of a `duet-figure` fence, or nil for any other node.
    package static func figureID(of node: MarkdownNode) -> String? {
        guard case .codeBlock(let info, _) = node.kind else { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "duet-figure" else { return nil }
        return words.count > 1 ? String(words[1]) : ""
    }

    /// The caption written in the fence's body, nil when the body is empty.
    package static func writtenCaption(of node: MarkdownNode) -> String? {
        guard case .codeBlock(_, let body) = node.kind else { return nil }
        let caption = body.split(whereSeparator: \.isNewline).map { String($0).duetTrimmed }.filter { !$0.isEmpty }.joined(separator: " ")
        return caption.isEmpty ? nil : caption
    }

    /// The ids of a page's figures in order: the second is "Figure N-2".
    package static func figureIDs(in document: MarkdownNode) -> [String] {
        document.children.compactMap(figureID(of:))
    }

    /// The anchor a figure has on a page, and the one prose links to.
    package static func anchor(of id: String) -> String { "figure-" + id }
}
