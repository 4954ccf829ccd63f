/// The formats a reference table is published in.
public enum TableFormat: String, Sendable, CaseIterable {
    case markdown
    case html
    case json
    case csv

    /// The file extension used for exports and snapshots.
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .html: "html"
        case .json: "json"
        case .csv: "csv"
        }
    }
}
