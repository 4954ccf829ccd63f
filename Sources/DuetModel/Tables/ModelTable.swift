/// A reference table with the typed value behind every cell, the sources its facts
/// come from and the editions it shows.
struct ModelTable: Sendable {
    let id: String
    let caption: LocalizedText
    let columns: [ModelColumn]
    let rows: [[ModelCell]]
    /// Sources that hold for every row.
    var sources: [FactSource] = []
    /// Sources of single rows, where rows differ (a device only a third party lists).
    var rowSources: [[FactSource]] = []
    /// The releases the table describes.
    var editions: EditionRange? = nil

    var reference: ReferenceTable {
        ReferenceTable(
            id: id, caption: caption, headers: columns.map(\.header),
            rows: rows.map { $0.map(\.text) },
            sources: sources, rowSources: rowSources, editions: editions
        )
    }

    func citing(_ sources: FactSource..., editions: EditionRange? = nil) -> ModelTable {
        var table = self
        table.sources += sources
        if let editions { table.editions = editions }
        return table
    }
}
