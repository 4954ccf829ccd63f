/// A reference table with the typed value behind every cell, the sources its facts
/// come from and the editions it shows.
struct ModelTable: Sendable {
    let id: String
    let caption: LocalizedText
    var columns: [ModelColumn]
    var rows: [[ModelCell]]
    /// Sources that hold for every row.
    var sources: [FactSource] = []
    /// Sources of single rows, where rows differ (a device only a third party lists).
    var rowSources: [[FactSource]] = []
    /// The releases the table describes.
    var editions: EditionRange? = nil
    /// Per row, the releases it holds for (empty: every row holds wherever the table does).
    var rowAvailability: [Availability] = []
    /// Per column, the releases it holds for (empty: every column always); a column that
    /// does not exist yet in a release (the trait types of iOS 17) is left out there.
    var columnAvailability: [Availability] = []

    /// The table for every release at once: a cell's later additions are shown with the
    /// release they start in, and their sources join their rows'.
    var reference: ReferenceTable {
        ReferenceTable(
            id: id, caption: caption, headers: columns.map(\.header),
            rows: everyRelease.rows.map { $0.map(\.text) },
            sources: sources, rowSources: rowSources(withAdditionsIn: nil), editions: editions, rowAvailability: rowAvailability
        )
    }

    /// The table for every release at once with its typed values, as a written table is
    /// checked against it: each cell's additions follow with the release they start in.
    var everyRelease: ModelTable {
        var table = self
        table.rows = rows.map { $0.map(\.everyRelease) }
        return table
    }

    /// Each row's sources with those of its cells' additions that hold in `release` (all
    /// of them when nil); empty when no row has a source of its own.
    private func rowSources(withAdditionsIn release: Release?) -> [[FactSource]] {
        let added = rows.map { $0.flatMap { $0.additionSources(in: release) } }
        guard added.contains(where: { !$0.isEmpty }) else { return rowSources }
        return rows.indices.map { index in
            let own = index < rowSources.count ? rowSources[index] : []
            var seen = Set(own.map(\.id))
            return own + added[index].filter { seen.insert($0.id).inserted }
        }
    }

    /// The table as it stands in `release`: nil where the table does not hold, otherwise
    /// without the rows that do not exist yet (or no longer), and with each row that is
    /// deprecated there marked in its first cell.
    func computed(for release: Release) -> ModelTable? {
        if let editions, !editions.contains(release) { return nil }
        var table = withoutColumns(absentIn: release)
        table.rowSources = table.rowSources(withAdditionsIn: release)
        table.rows = table.rows.map { $0.map { $0.resolved(in: release) } }
        guard !rowAvailability.isEmpty else { return table }
        var rows: [[ModelCell]] = []
        var sources: [[FactSource]] = []
        var availability: [Availability] = []
        for (index, row) in table.rows.enumerated() {
            let available = index < rowAvailability.count ? rowAvailability[index] : .always
            guard available.holds(in: release) else { continue }
            var row = row
            if available.isDeprecated(in: release), let mark = available.deprecationMark, let first = row.first {
                row[0] = ModelCell(first.text.parenthesized(mark), first.value)
            }
            rows.append(row)
            sources.append(index < table.rowSources.count ? table.rowSources[index] : [])
            availability.append(available)
        }
        return ModelTable(id: id, caption: caption, columns: table.columns, rows: rows, sources: self.sources,
                          rowSources: table.rowSources.isEmpty ? [] : sources, editions: editions, rowAvailability: availability)
    }

    /// The table without the columns that do not exist in `release`.
    private func withoutColumns(absentIn release: Release) -> ModelTable {
        let kept = columns.indices.filter { $0 >= columnAvailability.count || columnAvailability[$0].holds(in: release) }
        guard kept.count < columns.count else { return self }
        var table = self
        table.columns = kept.map { columns[$0] }
        table.rows = rows.map { row in kept.map { row[$0] } }
        table.columnAvailability = []
        return table
    }

    func citing(_ sources: FactSource..., editions: EditionRange? = nil) -> ModelTable {
        var table = self
        table.sources += sources
        if let editions { table.editions = editions }
        return table
    }
}
