import DuetModel

/// The reader's interface that only JavaScript uses, written once per site in
/// `assets/interface.js` instead of into every page.
///
/// The reading-mode buttons, the edition switch (five options, each with both languages'
/// labels, and the notices it writes in both languages) and the theme toggle are hidden
/// without JavaScript, yet every page carried them: with the search box's words, about
/// 1.7 KB of a page's 9 KB of furniture (docs/benchmark.md). They are rendered here once
/// per language from `controls.mustache`, which sees what `header.mustache` sees; the
/// page's top bar keeps an empty, hidden stand-in with the same class or id where each
/// control goes, and `duet.js` puts the control in its place. The words the scripts write
/// (the copy buttons, the search results) come from `UIStrings` with the rest of the
/// interface text.
enum InterfaceScript {
    /// Under `assets/`, beside `duet.js`, which loads it; a template asset of the same name wins.
    static let fileName = "assets/interface.js"

    /// `UIStrings` the reader scripts write into pages.
    static let scriptWords = ["copy", "copied", "copyLink", "searchEmpty", "searchUnavailable", "searchCount",
                              "searchCountOne", "searchShowAll"]

    /// `window.DUET_INTERFACE = {"en": {"controls": "<html>", "text": {…}}, "zh": …}`, the
    /// words in `scriptWords` order, so builds are byte-identical. Without a
    /// `controls.mustache` (a template set of one's own) there are no controls to show.
    static func script(templates: TemplateSet, settings: SiteSettings) -> String {
        let entries = Language.allCases.map { language -> String in
            var fields: [String] = []
            if templates.names.contains("controls") {
                fields.append("\"controls\":" + JSONText.quoted(controlsHTML(templates: templates, settings: settings, language: language)))
            }
            let table = UIStrings.table(language)
            let words = scriptWords.map { JSONText.quoted($0) + ":" + JSONText.quoted(table[$0] ?? "") }.joined(separator: ",")
            fields.append("\"text\":{" + words + "}")
            return JSONText.quoted(language.rawValue) + ":{" + fields.joined(separator: ",") + "}"
        }
        return "window.DUET_INTERFACE = {\n" + entries.joined(separator: ",\n") + "\n};\n"
    }

    /// The controls of one language's pages, from the values every page of that language
    /// shares (the top bar's, `HeaderHTML.sharedNames`): the site-wide values and the modes,
    /// the page's own language pressed (the script presses the reader's).
    static func controlsHTML(templates: TemplateSet, settings: SiteSettings, language: Language) -> String {
        var values = PageTemplateContext.common(settings: settings, language: language, location: .home(language))
        values["hasModes"] = true
        values["modes"] = PageTemplateContext.modeButtons(pageLanguage: language)
        return templates.render("controls", TemplateText.wrappingStrings(values))
    }
}

/// The build step that writes the interface script once for the whole site.
public enum InterfaceStep {
    public static func run(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        context.output.add(InterfaceScript.fileName, InterfaceScript.script(templates: templates, settings: content.settings))
    }
}
