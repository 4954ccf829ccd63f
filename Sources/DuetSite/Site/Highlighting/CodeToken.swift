/// One run of a code listing with the class a reader sees it in. Plain text (operators,
/// punctuation, identifiers that are neither keywords nor types) has no kind.
public struct CodeToken: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case keyword, type, string, comment, number

        /// The CSS class the stylesheet colours.
        public var cssClass: String { "tok-" + rawValue }
    }

    public let kind: Kind?
    public let text: String

    public init(_ kind: Kind?, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
