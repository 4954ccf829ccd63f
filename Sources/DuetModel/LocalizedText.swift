/// A string the reader sees, in both languages of the guide.
///
/// Every caption, header and cell of a generated table is one of these, so a table can
/// never be rendered in one language and forgotten in the other.
public struct LocalizedText: Sendable, Hashable, Codable {
    public let en: String
    public let zh: String

    public init(en: String, zh: String) {
        self.en = en
        self.zh = zh
    }

    /// Text that reads the same in both languages, such as an API name or a number.
    public init(invariant text: String) {
        self.en = text
        self.zh = text
    }

    public subscript(language: Language) -> String {
        switch language {
        case .en: en
        case .zh: zh
        }
    }
}
