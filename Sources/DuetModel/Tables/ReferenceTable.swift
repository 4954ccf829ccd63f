/// A table of the reference as the rest of the tool sees it: localized text only.
///
/// Every cell a model computes is generated, never typed; `ReferenceTables` builds
/// these from `ModelTable`s, which keep the typed values the table checker needs.
public struct ReferenceTable: Sendable, Hashable {
    public let id: String
    public let caption: LocalizedText
    public let headers: [LocalizedText]
    public let rows: [[LocalizedText]]

    public init(id: String, caption: LocalizedText, headers: [LocalizedText], rows: [[LocalizedText]]) {
        self.id = id
        self.caption = caption
        self.headers = headers
        self.rows = rows
    }
}
