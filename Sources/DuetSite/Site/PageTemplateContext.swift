import Synchronization
import DuetContent
import DuetMarkdown
import DuetModel

/// Builds the dictionaries the Mustache templates see. Every value is plain text (escaped
/// by `{{ }}`) except `content`, the rendered page body, which templates insert raw.
///
/// Text in the lists every page repeats (sidebar, contents, reading modes, interface
/// strings) is given as `TemplateText`, which renders the same text as a `String` with
/// less work in swift-mustache.
enum PageTemplateContext {
    static func common(settings: SiteSettings, language: Language, location: SiteLocation) -> [String: Any] {
        [
            "lang": language.tag,
            "language": language.rawValue,
            "languageName": language.nativeName,
            "siteTitle": settings.title[language],
            "siteDescription": settings.description[language],
            "root": location.rootPrefix,
            "assets": location.rootPrefix + "assets/",
            "homeURL": location.relativeURL(to: .home(language)),
            "isEnglish": language == .en,
            "isChinese": language == .zh,
            "strings": UIStrings.templateTable(language),
            "stringsEn": UIStrings.templateTable(.en),
            "stringsZh": UIStrings.templateTable(.zh),
            "ui": UIStrings.bilingualTable(),
            "hasPlayground": true,
            "playgroundURL": location.relativeURL(to: PlaygroundPage.location(language)),
            "glossaryURL": location.relativeURL(to: GlossaryPage.location(language)),
            "editions": EditionChoices.options(pageLanguage: language),
            "newestEdition": Edition.newest.rawValue,
            "editionText": EditionChoices.notices,
        ]
    }

    static func navigation(pairs: [PagePair], language: Language, current: SiteLocation?, links: LinkTable,
                           from location: SiteLocation) -> [[String: Any]] {
        pairs.compactMap { pair in
            guard let page = pair.shownPage(for: language),
                  let target = links.location(forSource: pair.fileName, language: language) else { return nil }
            // Both titles, so the sidebar follows the reading mode, not the address.
            let titles = bilingualText(primary: (page.title, page.language),
                                       secondary: pair[page.language.counterpart].map { ($0.title, $0.language) })
            return ["title": TemplateText(page.title), "titles": titles, "url": TemplateText(location.relativeURL(to: target)), "current": target == current,
                    "untranslated": pair[language] == nil]
        }
    }

    /// Level-2 and level-3 headings with their ids. Each entry's `texts` holds the heading
    /// in its own language and, when the counterpart page has the same id, in the other
    /// language, so the contents follow the reading mode.
    static func tableOfContents(_ document: MarkdownNode, anchors: [SourceLocation: String], language: Language,
                                counterpartTexts: [String: String]) -> [[String: Any]] {
        HeadingAnchors.headings(document).compactMap { heading in
            guard case .heading(let level) = heading.kind, level == 2 || level == 3,
                  let id = anchors[heading.range.start] else { return nil }
            // A name in a heading breaks in the contents only at its own boundaries.
            let texts = bilingualText(primary: (heading.plainText, language),
                                      secondary: counterpartTexts[id].map { ($0, language.counterpart) }).map { run -> [String: Any] in
                guard let text = run["text"] as? TemplateText, let html = IdentifierBreaks.textHTML(text.description) else { return run }
                var run = run
                run["html"] = TemplateText(html)
                return run
            }
            return ["id": TemplateText(id), "text": TemplateText(heading.plainText), "level": level, "isSub": level == 3, "texts": texts]
        }
    }

    /// Heading text by heading id, for one page.
    static func headingTexts(_ document: MarkdownNode, anchors: [SourceLocation: String]) -> [String: String] {
        var texts: [String: String] = [:]
        for heading in HeadingAnchors.headings(document) {
            if let id = anchors[heading.range.start] { texts[id] = heading.plainText }
        }
        return texts
    }

    /// A short text in one or two languages, as `<span lang>` runs: with two, each is
    /// marked `bi` and the stylesheet shows the one(s) the reading mode asks for.
    static func bilingualText(primary: (String, Language), secondary: (String, Language)?) -> [[String: Any]] {
        func run(_ text: (String, Language), bi: Bool) -> [String: Any] {
            ["text": TemplateText(text.0), "lang": TemplateText(text.1.tag), "bi": bi]
        }
        guard let secondary else { return [run(primary, bi: false)] }
        // English first, whichever language the page is in.
        let both = primary.1 == .zh && secondary.1 == .en ? [secondary, primary] : [primary, secondary]
        return both.map { run($0, bi: true) }
    }

    /// A chapter's summaries for the start page: both when both pages have one.
    static func bilingualSummaries(_ page: ContentPage, _ other: ContentPage?) -> [[String: Any]] {
        guard let summary = page.summary, !summary.isEmpty else {
            guard let other, let summary = other.summary, !summary.isEmpty else { return [] }
            return bilingualText(primary: (summary, other.language), secondary: nil)
        }
        let otherSummary = other.flatMap { o in o.summary.flatMap { $0.isEmpty ? nil : ($0, o.language) } }
        return bilingualText(primary: (summary, page.language), secondary: otherSummary)
    }

    /// The three reading-mode buttons, the page's language pressed (the script corrects
    /// `aria-pressed` when a remembered mode applies). The same for every page of a
    /// language, so made once.
    static func modeButtons(pageLanguage: Language) -> [[String: Any]] {
        pageLanguage == .en ? englishModeButtons : chineseModeButtons
    }

    // Immutable once made, and every value in them is a `TemplateText` or a `String`.
    nonisolated(unsafe) private static let englishModeButtons = makeModeButtons(pageLanguage: .en)
    nonisolated(unsafe) private static let chineseModeButtons = makeModeButtons(pageLanguage: .zh)

    private static func makeModeButtons(pageLanguage: Language) -> [[String: Any]] {
        let buttons = [
            (mode: "en", label: Language.en.nativeName, lang: Language.en.tag),
            (mode: "zh", label: Language.zh.nativeName, lang: Language.zh.tag),
            (mode: "parallel", label: UIStrings.table(pageLanguage)["parallel"]!, lang: pageLanguage.tag),
        ]
        return buttons.map { button in
            ["mode": TemplateText(button.mode), "label": TemplateText(button.label), "lang": TemplateText(button.lang),
             "pressed": TemplateText(button.mode == pageLanguage.rawValue ? "true" : "false")]
        }
    }
}

/// Interface words the templates print, in each language.
enum UIStrings {
    /// Built once per language and installed catalog: every page asks for its table, some
    /// pages several times.
    static func table(_ language: Language) -> [String: String] {
        tables(language).plain
    }

    /// The same tables as templates receive them.
    static func templateTable(_ language: Language) -> [String: TemplateText] {
        tables(language).template
    }

    /// The interface words a page shows as text, each in both languages as `<span
    /// class="bi ui" lang>` runs: the stylesheet shows the one the reading mode asks for
    /// (the page's own in side-by-side mode), so Chinese mode on an English address reads
    /// the Chinese for "On this page". Inserted raw (`{{{ui.name}}}`).
    static func bilingualTable() -> [String: TemplateText] {
        let english = table(.en), chinese = table(.zh)
        var both: [String: TemplateText] = [:]
        for name in ["onThisPage", "previous", "next", "playground", "everyTerm", "contents"] {
            guard let en = english[name], let zh = chinese[name] else { continue }
            both[name] = TemplateText("<span class=\"bi ui\" lang=\"\(Language.en.tag)\">\(HTMLEscaping.escape(en))</span>"
                + "<span class=\"bi ui\" lang=\"\(Language.zh.tag)\">\(HTMLEscaping.escape(zh))</span>")
        }
        return both
    }

    private struct Tables {
        let plain: [String: String]
        let template: [String: TemplateText]
    }

    private static let built = Mutex<[String: Tables]>([:])

    private static func tables(_ language: Language) -> Tables {
        let key = language.rawValue + "|" + String(ModelStrings.generation)
        if let tables = built.withLock({ $0[key] }) { return tables }
        let plain = make(language)
        let tables = Tables(plain: plain, template: plain.mapValues(TemplateText.init))
        built.withLock { $0[key] = tables }
        return tables
    }

    /// The interface's words; their Chinese is the reference catalog's `interface.*`.
    static let text = LocalizedText.table("interface", [
        "searchPlaceholder": "Search",
        "searchLabel": "Search this guide",
        "searchTitle": "Search this guide (press /)",
        "contents": "Contents",
        "onThisPage": "On this page",
        "previous": "Previous",
        "next": "Next",
        "notTranslated": "This page has not been translated into English yet; the Chinese text is shown.",
        "notFoundTitle": "Page not found",
        "notFoundText": "There is no page at this address.",
        "backHome": "Go to the start page",
        "chooseLanguage": "Choose a language",
        "skip": "Skip to content",
        "readingMode": "Reading mode",
        "parallel": "Side by side",
        "darkTheme": "Dark theme",
        "copy": "Copy",
        "copied": "Copied",
        "copyLink": "Link copied",
        "untranslatedBlock": "This passage has not been translated yet; the English original is shown.",
        "playground": "Trait playground",
        "sections": "Sections",
        "edition": "iOS release",
        "editionOther": "For %s; you are reading %s.",
        "showAnyway": "Show it",
        "hideAgain": "Hide it",
        "everyTerm": "Link every glossary term",
        "searchEmpty": "Nothing found.",
        "searchUnavailable": "The search index could not be loaded.",
        "searchCount": "{results} results on {pages} pages",
        "searchCountOne": "1 result",
        "searchShowAll": "Show all {results} results",
        "searchVariant": "Showing results for {query}",
    ])

    private static func make(_ language: Language) -> [String: String] {
        var strings = text.reading(language)
        // The switch names the other language in that language.
        strings["switchLanguage"] = language.counterpart.nativeName
        return strings
    }
}
