/// A hand-written table as the Markdown layer hands it over: plain cell text, with a
/// `<br>` of the source already turned into "\n".
public struct WrittenTable: Sendable {
    public let headers: [String]
    /// Body rows, without the header row.
    public let rows: [[String]]

    public init(headers: [String], rows: [[String]]) {
        self.headers = headers
        self.rows = rows
    }
}
