/// A column of a model table: its header, how its cells are read, whether it keys rows.
struct ModelColumn: Sendable, Hashable {
    let header: LocalizedText
    let kind: ColumnKind
    /// Words (in either language, lowercase) a hand-written header of this column
    /// contains; empty means "compare with the header text".
    let headerWords: [String]
    /// Whether the column identifies the row, so rows can come in any order.
    let isKey: Bool

    init(_ header: LocalizedText, _ kind: ColumnKind = .text, words: [String] = [], key: Bool = false) {
        self.header = header
        self.kind = kind
        self.headerWords = words
        self.isKey = key
    }
}
