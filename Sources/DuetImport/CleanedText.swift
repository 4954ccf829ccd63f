/// Input text after the line-level repairs, with the input line each line came from, so
/// blocks parsed from it can still be reported at the line the writer sees in the input.
struct CleanedText {
    var lines: [String]
    /// `origins[i]` is the 1-based input line of `lines[i]`.
    var origins: [Int]
    var dropped: [DroppedLine] = []
    var repairs: [ImportRepair] = []

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// The input line of a 1-based line of the cleaned text.
    func origin(ofLine line: Int) -> Int {
        guard !origins.isEmpty else { return line }
        return origins[min(max(line - 1, 0), origins.count - 1)]
    }
}
