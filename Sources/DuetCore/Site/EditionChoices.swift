import DuetModel

/// The options of the edition switch every page carries: each edition of the model, oldest
/// first, labelled in the page's language and carrying both labels, so the notice the
/// script writes into a block of the other language speaks that block's language.
enum EditionChoices {
    static func options(pageLanguage: Language) -> [[String: Any]] {
        pageLanguage == .en ? english : chinese
    }

    nonisolated(unsafe) private static let english = make(.en)
    nonisolated(unsafe) private static let chinese = make(.zh)

    private static func make(_ language: Language) -> [[String: Any]] {
        Edition.allCases.map { edition in
            ["id": TemplateText(edition.rawValue), "label": TemplateText(label(edition)[language]),
             "en": TemplateText(label(edition).en), "zh": TemplateText(label(edition).zh),
             "newest": edition == .newest]
        }
    }

    /// The notice a collapsed block shows, in both languages (a page holds both).
    nonisolated(unsafe) static let notices: [String: Any] = {
        var values: [String: Any] = [:]
        for language in Language.allCases {
            let table = UIStrings.table(language)
            let suffix = language == .en ? "En" : "Zh"
            values["other" + suffix] = TemplateText(table["editionOther"]!)
            values["show" + suffix] = TemplateText(table["showAnyway"]!)
            values["hide" + suffix] = TemplateText(table["hideAgain"]!)
        }
        return values
    }()

    /// Short enough for the top bar: "iOS 8–12 (guide)", "iOS 13–17", "iOS 27".
    static func label(_ edition: Edition) -> LocalizedText {
        switch edition {
        case .guide: LocalizedText(en: "iOS 8–12 (guide)", zh: "iOS 8–12（指南）")
        default: edition.term
        }
    }

    /// The value of `data-editions` on a generated block: every edition the range holds
    /// for, separated by spaces, so a CSS or script test is a word match.
    static func attribute(_ range: EditionRange?) -> String {
        guard let range else { return "" }
        let list = Edition.allCases.filter(range.contains).map(\.rawValue).joined(separator: " ")
        return " data-editions=\"\(list)\""
    }
}
