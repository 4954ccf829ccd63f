/// Text made of other localized text. The punctuation between the parts belongs to each
/// language (a comma and space in English, 、 or ， in Chinese), so it is a catalog
/// string like any other, with the parts as its arguments.
extension LocalizedText {
    /// The items as a list: "a, b, c" / "a、b、c".
    public static func list(_ items: [LocalizedText]) -> LocalizedText {
        guard var text = items.last else { return LocalizedText(invariant: "") }
        for item in items.dropLast().reversed() {
            text = LocalizedText(en: "{first}, {rest}", key: "common.list", arguments: ["first": item, "rest": text])
        }
        return text
    }

    /// Plain strings that read the same in both languages (API names), as a list.
    public static func list(invariant items: [String]) -> LocalizedText {
        list(items.map { LocalizedText(invariant: $0) })
    }

    /// This text followed by a qualifier: "iOS 17 and later, deprecated in iOS 18".
    public func qualified(by qualifier: LocalizedText) -> LocalizedText {
        LocalizedText(en: "{text}, {qualifier}", key: "common.qualified", arguments: ["text": self, "qualifier": qualifier])
    }

    /// This text followed by a second sentence-part: "a; b" / "a；b".
    public func joined(with other: LocalizedText) -> LocalizedText {
        LocalizedText(en: "{first}; {second}", key: "common.clauses", arguments: ["first": self, "second": other])
    }

    /// This text followed by a parenthesis: "Portrait (iOS 17)", with full-width parentheses in Chinese.
    public func parenthesized(_ note: LocalizedText) -> LocalizedText {
        LocalizedText(en: "{text} ({note})", key: "common.parenthesized", arguments: ["text": self, "note": note])
    }
}

extension LocalizedText {
    /// "iOS 17 and later".
    public static func iOSAndLater(_ release: String) -> LocalizedText {
        LocalizedText(en: "iOS {release} and later", key: "common.ios-and-later", arguments: ["release": LocalizedText(invariant: release)])
    }
}

extension LocalizedText {
    /// A table of named strings whose English is given here and whose Chinese is the
    /// catalog's `<prefix>.<name>`: the labels of a page kind or of the site's interface.
    public static func table(_ prefix: String, _ english: [String: String]) -> [String: LocalizedText] {
        Dictionary(uniqueKeysWithValues: english.map { name, text in (name, LocalizedText(en: text, key: prefix + "." + name)) })
    }
}

extension [String: LocalizedText] {
    /// Every string of the table in `language`, read now (so from the catalog installed now).
    public func reading(_ language: Language) -> [String: String] {
        mapValues { $0[language] }
    }
}

extension Language {
    /// `parts`, already in this language, as a list: the catalog's `common.list`.
    public func list(_ parts: [String]) -> String {
        LocalizedText.list(parts.map { LocalizedText(invariant: $0) })[self]
    }

    /// `parts`, already in this language, as clauses of one sentence: `common.clauses`.
    public func clauses(_ parts: [String]) -> String {
        guard var text = parts.last.map({ LocalizedText(invariant: $0) }) else { return "" }
        for part in parts.dropLast().reversed() { text = LocalizedText(invariant: part).joined(with: text) }
        return text[self]
    }

    /// A label and what it labels, in this language: "Reference: Traits" with the
    /// punctuation of the catalog's `common.label`.
    public func labelled(_ label: String, _ text: String) -> String {
        LocalizedText(en: "{label}: {text}", key: "common.label",
                      arguments: ["label": LocalizedText(invariant: label), "text": LocalizedText(invariant: text)])[self]
    }
}
