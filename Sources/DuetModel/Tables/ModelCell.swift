/// A generated cell: the text readers see and the meaning the checker compares.
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
