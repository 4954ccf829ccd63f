/// A block the import could not pair, where it is in the input and what happened to it.
public struct UnpairedBlock: Hashable, Sendable {
    public let location: ImportLocation
    public let language: String
    /// "a paragraph", "a level-2 heading", as messages name blocks.
    public let kind: String
    public let preview: String
    /// Whether the block is in the output (English copied to both pages) or left out.
    public let kept: Bool

    public init(location: ImportLocation, language: String, kind: String, preview: String, kept: Bool) {
        self.location = location
        self.language = language
        self.kind = kind
        self.preview = preview
        self.kept = kept
    }
}
