import DuetModel

/// The words the reader scripts write (the copy buttons, the search results), written
/// once per site in `assets/interface.js` instead of into every page; they come from
/// `UIStrings` with the rest of the interface text.
///
/// The controls that work only with JavaScript (the reading modes, the edition switch, the
/// theme toggle) are in every page's top bar from the start (`header.mustache` with
/// `controls.mustache`), hidden by style.css until the head script marks the page, so the
/// bar never changes height after the first paint.
enum InterfaceScript {
    /// Under `assets/`, beside `duet.js`, which loads it; a template asset of the same name wins.
    static let fileName = "assets/interface.js"

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

/// The build step that writes the interface script once for the whole site.
public enum InterfaceStep {
    public static func run(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        context.output.add(InterfaceScript.fileName, InterfaceScript.script(templates: templates, settings: content.settings))
    }
}
