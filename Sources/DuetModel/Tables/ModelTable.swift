/// A reference table with the typed value behind every cell.
struct ModelTable: Sendable {
    let id: String
    let caption: LocalizedText
    let columns: [ModelColumn]
    let rows: [[ModelCell]]

    var reference: ReferenceTable {
        ReferenceTable(
            id: id, caption: caption, headers: columns.map(\.header),
            rows: rows.map { $0.map(\.text) }
        )
    }
}
