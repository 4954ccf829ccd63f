/// A string the reader sees, in both languages of the guide.
///
/// Every caption, header and cell of a generated table is one of these, so a table can
/// never be rendered in one language and forgotten in the other.
///
/// English is the source language and lives here, in the model. The Chinese of a model
/// string does not: it is looked up by the string's `key` in the catalog translators keep
/// (`content/zh/reference.po`, installed in `ModelStrings`), each time it is read, so a
/// value made before the catalog was installed still reads the translator's current text.
/// A string may carry named arguments, `{name}` in both languages' text, which are
/// themselves localized: the translator decides their order and the punctuation between.
public struct LocalizedText: Sendable, Hashable, Codable {
    /// The English, with `{name}` where an argument goes.
    public let englishFormat: String
    /// The catalog id of a model string; nil for text that came with both languages.
    public let key: String?
    /// The Chinese of text that came with both languages (site settings, the glossary,
    /// an API name that reads the same in both); nil for a model string.
    private let fixedChinese: String?
    /// The arguments `{name}` stands for, in both languages.
    public let arguments: [String: LocalizedText]

    /// A model string: its English, and the id its Chinese has in the reference catalog.
    public init(en: String, key: String, arguments: [String: LocalizedText] = [:]) {
        self.englishFormat = en
        self.key = key
        self.fixedChinese = nil
        self.arguments = arguments
    }

    /// Text whose two languages both come from a file translators edit (site settings,
    /// the glossary) or from text that is itself localized.
    public init(english: String, chinese: String) {
        self.englishFormat = english
        self.key = nil
        self.fixedChinese = chinese
        self.arguments = [:]
    }

    /// Text that reads the same in both languages, such as an API name or a number.
    public init(invariant text: String) {
        self.init(english: text, chinese: text)
    }

    public var en: String { Self.substitute(englishFormat, arguments, in: .en) }

    public var zh: String {
        guard let key else { return fixedChinese ?? englishFormat }
        return Self.substitute(ModelStrings.chinese(key: key, english: englishFormat), arguments, in: .zh)
    }

    public subscript(language: Language) -> String {
        switch language {
        case .en: en
        case .zh: zh
        }
    }

    /// `format` with each `{name}` replaced by that argument in `language`, in one pass,
    /// so an argument's own text is never read as a placeholder.
    private static func substitute(_ format: String, _ arguments: [String: LocalizedText], in language: Language) -> String {
        guard !arguments.isEmpty else { return format }
        var out = ""
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = arguments[String(rest[afterOpen..<close])] {
                out += value[language]
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[afterOpen...]
            }
        }
        return out + rest
    }
}
