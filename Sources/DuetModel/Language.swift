/// The two languages of the guide. Raw values are the content folder names.
public enum Language: String, Sendable, CaseIterable, Hashable, Codable {
    case en
    case zh

    /// The BCP 47 tag written into `lang` attributes and `hreflang` links.
    public var tag: String {
        switch self {
        case .en: "en"
        case .zh: "zh-Hans"
        }
    }

    /// The name a reader recognises in a language switch, written in the language itself:
    /// the English source's own name, and the translation's as its catalog writes it
    /// (`language.native-name`).
    public var nativeName: String {
        switch self {
        case .en: "English"
        case .zh: LocalizedText(en: "Chinese", key: "language.native-name").zh
        }
    }

    /// The other language of the pair.
    public var counterpart: Language {
        self == .en ? .zh : .en
    }
}
