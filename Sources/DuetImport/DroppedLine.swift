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
