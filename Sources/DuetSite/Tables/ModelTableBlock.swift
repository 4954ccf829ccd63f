import DuetContent
import DuetMarkdown
import DuetModel

/// Replaces a fenced block whose info string is `duet-table <id>` with the model's table
/// in the page's language. Unknown ids are reported by `ModelTableCheck`; here they render
/// as nothing rather than as an empty code block.
public struct ModelTableBlock: BlockRendering {
    public init() {}

    public func html(for node: MarkdownNode, language: Language, renderer: HTMLRenderer) -> String? {
        guard let id = ModelTableFence.tableID(of: node) else { return nil }
        guard let table = ReferenceTables.table(id: id) else { return "" }
        return ReferencePages.tableHTML(table, language: language, anchored: false)
    }
}
