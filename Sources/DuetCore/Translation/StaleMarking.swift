import DuetMarkdown

/// How a built Chinese page marks a block whose English source changed since it was
/// translated: `class="stale"` and a `data-stale` notice the stylesheet can show.
public enum StaleMarking {
    public static let notice = "英文原文已更新，此段译文可能已过时"

    /// The attributes for a node: only top-level blocks are in `staleBlocks`, and a list's
    /// first item (or a table's header row) starts where the list does, so only the
    /// block kinds that can be top level are marked.
    public static func attributes(for node: MarkdownNode, staleBlocks: Set<SourceLocation>) -> [HTMLAttribute] {
        guard !staleBlocks.isEmpty, staleBlocks.contains(node.range.start) else { return [] }
        switch node.kind {
        case .paragraph, .heading, .list, .codeBlock, .blockQuote, .table, .thematicBreak, .htmlBlock:
            return [HTMLAttribute("class", "stale"), HTMLAttribute("data-stale", notice)]
        default:
            return []
        }
    }
}
