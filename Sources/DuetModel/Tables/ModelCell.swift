/// A generated cell: the text readers see and the meaning the checker compares, with what
/// it gains from later releases (`CellAddition`), so a cell can hold from a release on
/// while its row holds from an earlier one.
struct ModelCell: Sendable, Hashable {
    let text: LocalizedText
    let value: CellValue
    let additions: [CellAddition]

    init(_ text: LocalizedText, _ value: CellValue = .text, additions: [CellAddition] = []) {
        self.text = text
        self.value = value
        self.additions = additions
    }

    init(invariant text: String, _ value: CellValue = .text) {
        self.init(LocalizedText(invariant: text), value)
    }
}
