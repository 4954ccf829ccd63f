/// A column of a model table: its header, how its cells are read, whether it keys rows.
struct ModelColumn: Sendable, Hashable {
    let header: LocalizedText
    let kind: ColumnKind
    /// Words a hand-written header of this column contains (the English ones and the
    /// catalog's); nil means "compare with the header text".
    let headerWordList: WordList?
    /// Whether the column identifies the row, so rows can come in any order.
    let isKey: Bool

    init(_ header: LocalizedText, _ kind: ColumnKind = .text, words: WordList? = nil, key: Bool = false) {
        self.header = header
        self.kind = kind
        self.headerWordList = words
        self.isKey = key
    }

    /// The header words of the catalog installed now, lowercase; empty when the column
    /// has none.
    var headerWords: [String] {
        headerWordList?.words.map { $0.lowercased() } ?? []
    }
}
