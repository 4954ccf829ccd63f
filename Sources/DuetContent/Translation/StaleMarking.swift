import DuetModel
import DuetMarkdown

/// How a built Chinese page marks a block whose translation may be out of date (its
/// English changed since it was accepted, or it was never accepted): `class="stale"` on
/// the block for the stylesheet's border, and a note in the page's text before it
/// (`BilingualBody`), which screen readers read and readers can select, unlike generated
/// CSS content.
public enum StaleMarking {
    /// Shown on the Chinese side only; its Chinese is the reference catalog's.
    public static let notice = LocalizedText(
        en: "This translation may be out of date: the English changed after the translation was checked, or the translation has not been checked yet.",
        key: "stale-marking.notice")

    /// The attributes for a node: only top-level blocks are in `staleBlocks`, and a list's
    /// first item (or a table's header row) starts where the list does, so only the
    /// block kinds that can be top level are marked.
    public static func attributes(for node: MarkdownNode, staleBlocks: Set<SourceLocation>) -> [HTMLAttribute] {
        guard !staleBlocks.isEmpty, staleBlocks.contains(node.range.start) else { return [] }
        switch node.kind {
        case .paragraph, .heading, .list, .codeBlock, .blockQuote, .table, .thematicBreak, .htmlBlock:
            return [HTMLAttribute("class", "stale")]
        default:
            return []
        }
    }

    /// The id of the pair holding a marked Chinese block, the same in both pages, so the
    /// status dashboard can link to the block in either language.
    public static func anchor(chineseBlock index: Int) -> String { "zh-block-\(index)" }
}
