/// What a column of a model table holds, which decides how a hand-written cell in that
/// column is read.
enum ColumnKind: Sendable, Hashable {
    case text
    case devices
    case sizeClasses
    case styleOutcome
    case styles
    case transitionStyle
    case integer
    case requirement
    case segueKind
    case segueSource
    case segueOutcome
    case boolean
}

/// The meaning of a cell, compared by the checker instead of its wording.
enum CellValue: Sendable, Hashable {
    case text
    case devices(Set<String>)
    case sizeClasses(SizeClasses)
    case styleOutcome(StyleOutcome)
    case styles(Set<ModalPresentationStyle>)
    case transitionStyle(ModalTransitionStyle)
    case integer(Int)
    case requirement(ModalPresentationStyle?)
    case segueKind(SegueKind)
    case segueSource(SegueSource)
    case segueOutcome(SegueOutcome)
    case boolean(Bool)
}

/// A presentation style, or the custom style's "its presentation controller decides".
enum StyleOutcome: Sendable, Hashable {
    case style(ModalPresentationStyle)
    case decidedByPresentationController
    /// Only read from hand-written cells ("itself", "不变"): the row's own style.
    case itself
}

struct ModelCell: Sendable, Hashable {
    let text: LocalizedText
    let value: CellValue

    init(_ text: LocalizedText, _ value: CellValue = .text) {
        self.text = text
        self.value = value
    }

    init(invariant text: String, _ value: CellValue = .text) {
        self.init(LocalizedText(invariant: text), value)
    }
}

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

/// A reference table with the typed value behind every cell.
struct ModelTable: Sendable {
    let id: String
    let caption: LocalizedText
    let columns: [ModelColumn]
    let rows: [[ModelCell]]

    var reference: ReferenceTable {
        ReferenceTable(
            id: id, caption: caption, headers: columns.map(\.header),
            rows: rows.map { $0.map(\.text) }
        )
    }
}
