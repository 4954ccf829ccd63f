/// One disagreement between a hand-written table and the model, at a precise place.
public struct TableCheckFinding: Sendable, Hashable {
    /// Where the finding applies; 0-based, rows count body rows only.
    public enum Position: Sendable, Hashable {
        case table
        case header(column: Int)
        case row(Int)
        case cell(row: Int, column: Int)
    }

    public let position: Position
    /// A stable identifier, one of the `TableCheckFinding` constants below.
    public let identifier: String
    /// A sentence for the writer, e.g. "expected horizontal: compact, found regular".
    public let message: String

    public init(position: Position, identifier: String, message: String) {
        self.position = position
        self.identifier = identifier
        self.message = message
    }

    /// The id names no model table; the message lists the known ids.
    public static let unknownID = "table.unknown-id"
    /// The number of columns (of the table or of one row) differs from the model.
    public static let columnCount = "table.column-count"
    /// A header does not name the column the model has there.
    public static let headerMismatch = "table.header-mismatch"
    /// A cell says something else than the model.
    public static let cellMismatch = "table.cell-mismatch"
    /// A cell could not be read with the vocabulary; never passed silently.
    public static let unreadableCell = "table.unreadable-cell"
    /// A model row has no written counterpart.
    public static let missingRow = "table.missing-row"
    /// A written row has no model counterpart, or repeats one.
    public static let extraRow = "table.extra-row"
    /// A row names devices the model does not group together.
    public static let deviceRow = "table.device-row"
}
