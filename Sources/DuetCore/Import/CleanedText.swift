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

/// A line of the input that is not in the output, and why.
public struct DroppedLine: Hashable, Sendable {
    public enum Reason: String, Hashable, Sendable {
        /// A bare number of a listing's line-number gutter.
        case lineNumber = "line number"
        /// A site navigation list copied above the text.
        case navigation
        /// Advertising, sharing, comment-form or footer text after the text.
        case pageFurniture = "page furniture"
    }

    public let location: ImportLocation
    public let text: String
    public let reason: Reason

    public init(location: ImportLocation, text: String, reason: Reason) {
        self.location = location
        self.text = text
        self.reason = reason
    }
}

/// A change made inside a line that is kept.
public struct ImportRepair: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Link decoration text such as "(opens new window)" removed.
        case decorationRemoved(String)
        /// An API name that stood alone on its line, put back into its sentence as a code span.
        case apiNameJoined(String)
    }

    public let location: ImportLocation
    public let kind: Kind

    public init(location: ImportLocation, kind: Kind) {
        self.location = location
        self.kind = kind
    }
}
