import DuetContent
import DuetModel
import DuetSearch

/// The words the reader scripts write (the copy buttons, the search results), written
/// once per site at the head of `assets/duet.js` instead of into every page, so a page
/// loads one script before its first paint; they come from `UIStrings` with the rest of
/// the interface text.
///
/// The controls that work only with JavaScript (the reading modes, the edition switch, the
/// theme toggle) are in every page's top bar from the start (`header.mustache` with
/// `controls.mustache`), hidden by style.css until the head script marks the page, so the
/// bar never changes height after the first paint.
enum InterfaceScript {
    /// The template asset the words are written into, ahead of its own text.
    static let carrier = "duet.js"

    /// `UIStrings` the reader scripts write into pages.
    static let scriptWords = ["copy", "copied", "copyLink", "searchEmpty", "searchUnavailable", "searchCount",
                              "searchCountOne", "searchShowAll", "searchVariant"]

    /// `window.DUET_INTERFACE = {"en": {"text": {…}}, "zh": …}`, the words in
    /// `scriptWords` order, so builds are byte-identical.
    static func script(templates: TemplateSet, settings: SiteSettings) -> String {
        let entries = Language.allCases.map { language -> String in
            let table = UIStrings.table(language)
            let words = scriptWords.map { JSONText.quoted($0) + ":" + JSONText.quoted(table[$0] ?? "") }.joined(separator: ",")
            return JSONText.quoted(language.rawValue) + ":{\"text\":{" + words + "}}"
        }
        return "window.DUET_INTERFACE = {\n" + entries.joined(separator: ",\n") + "\n};\n"
    }
}
