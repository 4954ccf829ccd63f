import DuetMarkdown
import DuetModel

/// The options of the edition switch every page carries: "every release" first and chosen,
/// so a reader who chose nothing sees every block with the releases it holds for, then
/// every release of the model, oldest first, grouped under the edition whose rules it
/// follows. A group's first release keeps the edition's name as its value (`guide` is
/// iOS 8, `ios13` is iOS 13), so a choice remembered under an old name still reads;
/// every other release is its number. Labels come in the page's language and carry both,
/// so the notice the script writes into a block of the other language speaks that
/// block's language.
enum EditionChoices {
    /// The value of the first option: no edition chosen, nothing folded.
    static let everyRelease = "all"

    /// The first option ("every release") with one entry per edition, each with its
    /// releases as options.
    static func options(pageLanguage: Language) -> [[String: Any]] {
        pageLanguage == .en ? english : chinese
    }

    nonisolated(unsafe) private static let english = make(.en)
    nonisolated(unsafe) private static let chinese = make(.zh)

    /// The value of a release's option: the edition's name for its first release, else
    /// the number.
    static func value(of release: Release) -> String {
        Release(release.edition) == release ? release.edition.rawValue : String(release.major)
    }

    private static func make(_ language: Language) -> [[String: Any]] {
        let every = LocalizedText(en: "Every release", key: "edition-choices.every-release")
        let first: [String: Any] = ["id": TemplateText(everyRelease), "label": TemplateText(every[language]),
                                    "en": TemplateText(every.en), "zh": TemplateText(every.zh), "selected": true, "isGroup": false]
        return [first] + Edition.allCases.map { edition in
            let releases = Release.all.filter { $0.edition == edition }.map { release -> [String: Any] in
                ["id": TemplateText(value(of: release)), "label": TemplateText(release.term[language]), "release": release.major,
                 "en": TemplateText(release.term.en), "zh": TemplateText(release.term.zh), "selected": false]
            }
            return ["id": TemplateText(edition.rawValue), "label": TemplateText(label(edition)[language]),
                    "en": TemplateText(label(edition).en), "zh": TemplateText(label(edition).zh),
                    "selected": false, "isGroup": true, "releases": releases]
        }
    }

    /// Whether the switch changes anything on a page whose body is `html`: a block that
    /// holds for some releases only, or one computed per release. Elsewhere (the home page,
    /// the glossary, a chapter of prose) the menu is not shown.
    static func changesSomething(in html: String) -> Bool {
        html.contains(" data-editions=\"") || html.contains("<div class=\"release-variant\"")
    }

    /// The value of `data-releases` on a generated block: every release the range holds
    /// in, by number, separated by spaces, so the script's test is a word match.
    static func releasesAttribute(_ range: EditionRange?) -> String {
        guard let range else { return "" }
        return " data-releases=\"" + Release.all.filter(range.contains).map { String($0.major) }.joined(separator: " ") + "\""
    }

    /// The releases a generated block holds for, as the badge on its caption shows them,
    /// computed from the block's own first and last release ("iOS 15.0+", "iOS 8–12"); a
    /// block without a range holds for every release.
    static func badge(_ range: EditionRange?) -> String {
        range?.availabilityLabel ?? EditionRange.always.availabilityLabel
    }

    /// The badge as HTML, for a caption or a figure's title.
    static func badgeHTML(_ range: EditionRange?) -> String {
        "<span class=\"release-badge\">\(HTMLEscaping.escape(badge(range)))</span>"
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
        case .guide: LocalizedText(en: "iOS 8–12 (guide)", key: "edition-choices.ios-8-12-guide")
        default: edition.term
        }
    }

    /// The value of `data-editions` on a generated block: every edition the range holds
    /// for, separated by spaces, so a CSS or script test is a word match.
    static func attribute(_ range: EditionRange?) -> String {
        guard let range else { return "" }
        let list = Edition.allCases.filter(range.contains).map(\.rawValue).joined(separator: " ")
        return " data-editions=\"\(list)\"" + releasesAttribute(range)
    }
}
