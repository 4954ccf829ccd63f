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
    /// Per row, the releases it holds for (empty: every row holds wherever the table does).
    var rowAvailability: [Availability] = []

    var reference: ReferenceTable {
        ReferenceTable(
            id: id, caption: caption, headers: columns.map(\.header),
            rows: rows.map { $0.map(\.text) },
            sources: sources, rowSources: rowSources, editions: editions, rowAvailability: rowAvailability
        )
    }

    /// The table as it stands in `release`: nil where the table does not hold, otherwise
    /// without the rows that do not exist yet (or no longer), and with each row that is
    /// deprecated there marked in its first cell.
    func computed(for release: Release) -> ModelTable? {
        if let editions, !editions.contains(release) { return nil }
        guard !rowAvailability.isEmpty else { return self }
        var table = self
        var rows: [[ModelCell]] = []
        var sources: [[FactSource]] = []
        var availability: [Availability] = []
        for (index, row) in self.rows.enumerated() {
            let available = index < rowAvailability.count ? rowAvailability[index] : .always
            guard available.holds(in: release) else { continue }
            var row = row
            if available.isDeprecated(in: release), let mark = available.deprecationMark, let first = row.first {
                row[0] = ModelCell(LocalizedText(en: first.text.en + " (" + mark.en + ")", zh: first.text.zh + "（" + mark.zh + "）"), first.value)
            }
            rows.append(row)
            sources.append(index < rowSources.count ? rowSources[index] : [])
            availability.append(available)
        }
        table = ModelTable(id: id, caption: caption, columns: columns, rows: rows, sources: self.sources,
                           rowSources: rowSources.isEmpty ? [] : sources, editions: editions, rowAvailability: availability)
        return table
    }

    func citing(_ sources: FactSource..., editions: EditionRange? = nil) -> ModelTable {
        var table = self
        table.sources += sources
        if let editions { table.editions = editions }
        return table
    }
}
