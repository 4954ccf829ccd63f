/// A table of the reference as the rest of the tool sees it: localized text only, with
/// where its facts come from.
///
/// Every cell a model computes is generated, never typed; `ReferenceTables` builds
/// these from `ModelTable`s, which keep the typed values the table checker needs.
public struct ReferenceTable: Sendable, Hashable {
    public let id: String
    public let caption: LocalizedText
    public let headers: [LocalizedText]
    public let rows: [[LocalizedText]]
    /// Sources that hold for every row.
    public let sources: [FactSource]
    /// Per row, the sources of that row only (empty arrays when all rows share `sources`).
    public let rowSources: [[FactSource]]
    /// The releases the table describes; nil for facts that never changed (raw values).
    public let editions: EditionRange?
    /// Per row, the releases it holds for (empty when every row holds wherever the table does).
    public let rowAvailability: [Availability]

    public init(
        id: String, caption: LocalizedText, headers: [LocalizedText], rows: [[LocalizedText]],
        sources: [FactSource] = [], rowSources: [[FactSource]] = [], editions: EditionRange? = nil,
        rowAvailability: [Availability] = []
    ) {
        self.rowAvailability = rowAvailability
        self.id = id
        self.caption = caption
        self.headers = headers
        self.rows = rows
        self.sources = sources
        self.rowSources = rowSources
        self.editions = editions
    }

    /// Every source the table cites, each once, table-wide ones first.
    public var allSources: [FactSource] {
        var seen: Set<String> = []
        return (sources + rowSources.flatMap { $0 }).filter { seen.insert($0.id).inserted }
    }

    /// The sources cited by only some rows, with the row keys (first cells) they cover.
    public func rowOnlySources(language: Language) -> [(source: FactSource, rows: [String])] {
        let shared = Set(sources.map(\.id))
        var order: [FactSource] = []
        var keys: [String: [String]] = [:]
        for (index, list) in rowSources.enumerated() where index < rows.count {
            for source in list where !shared.contains(source.id) {
                if keys[source.id] == nil { order.append(source) }
                keys[source.id, default: []].append(rows[index].first?[language] ?? "")
            }
        }
        return order.map { ($0, keys[$0.id] ?? []) }
    }
}
