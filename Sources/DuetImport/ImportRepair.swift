/// A change made inside a line that is kept.
public struct ImportRepair: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Link decoration text such as "(opens new window)" removed.
        case decorationRemoved(String)
        /// An API name that stood alone on its line, put back into its sentence as a code span.
        case apiNameJoined(String)
        /// An API name written as a bare word where the other language has it as a code span.
        case codeSpanRestored(String)
        /// A heading broken over two lines, joined; the line that continued it.
        case headingJoined(continuationLine: Int)
        /// One language's paragraph ending and the other's starting on the same line, split.
        case languagesSplit(first: Script, second: Script)
        /// A half-width mark after Chinese made full-width (`:` to `：`), with the Chinese
        /// character it followed (for a parenthesis, the first one inside it).
        case punctuationFullWidth(from: Character, to: Character, after: Character)
    }

    public let location: ImportLocation
    public let kind: Kind

    public init(location: ImportLocation, kind: Kind) {
        self.location = location
        self.kind = kind
    }
}
