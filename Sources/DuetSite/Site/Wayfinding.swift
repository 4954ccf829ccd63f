import DuetContent
import DuetModel

/// What tells a reader where they are and where else to go: the start page's entry points
/// (chapters, reference, glossary, playground), breadcrumbs on reference pages, and the
/// "edit this page" and "report a translation problem" links of a chapter, made from the
/// `repository` of site.yml (none when it is not set).
enum Wayfinding {
    /// The labels; their Chinese is the reference catalog's `wayfinding.*`.
    static let text = LocalizedText.table("wayfinding", [
        "home": "Home",
        "entryPoints": "Start here",
        "breadcrumb": "Breadcrumb",
        "chapters": "Chapters",
        "chaptersText": "Read the guide from the beginning.",
        "reference": "Reference",
        "referenceText": "Every API symbol, with the tables generated from the model.",
        "glossary": "Glossary",
        "glossaryText": "Each term in English and Chinese, with its definition.",
        "playground": "Trait playground",
        "playgroundText": "Pick a device and see its size classes and presentations.",
        "edit": "Edit this page",
        "report": "Report a translation problem",
        "pageTools": "About this page",
        "reportTitle": "Translation problem: {title}",
        "reportBody": "Page: {url}\nLanguage: {language}\n\nWhat is wrong:\n",
    ])

    /// The labels in each language, as the catalog installed now gives them.
    static var strings: [Language: [String: String]] { [.en: text.reading(.en), .zh: text.reading(.zh)] }

    /// The start page's four ways in, each with a line saying what it holds.
    static func entryPoints(language: Language, from location: SiteLocation, firstChapter: SiteLocation?) -> [[String: Any]] {
        let text = strings[language]!
        var targets: [(key: String, location: SiteLocation)] = []
        if let firstChapter { targets.append(("chapters", firstChapter)) }
        targets += [("reference", ReferencePages.indexLocation(language)), ("glossary", GlossaryPage.location(language)),
                    ("playground", PlaygroundPage.location(language))]
        return targets.map { target in
            ["key": TemplateText(target.key), "title": TemplateText(text[target.key]!), "text": TemplateText(text[target.key + "Text"]!),
             "url": TemplateText(location.relativeURL(to: target.location))]
        }
    }

    /// Home › Reference for a reference area page; Home alone for the reference index.
    static func breadcrumbs(language: Language, from location: SiteLocation) -> [[String: Any]] {
        let text = strings[language]!
        var crumbs: [[String: Any]] = [["title": TemplateText(text["home"]!), "url": TemplateText(location.relativeURL(to: .home(language)))]]
        let index = ReferencePages.indexLocation(language)
        if location != index {
            crumbs.append(["title": TemplateText(text["reference"]!), "url": TemplateText(location.relativeURL(to: index))])
        }
        return crumbs
    }

    /// The two links under a chapter, or nil without a repository. The edit link opens the
    /// file of the language shown (`<repository>/edit/HEAD/content/<lang>/<file>`, the
    /// layout GitHub, GitLab and Gitea share); the report opens a new issue whose title
    /// and body name the page.
    static func pageLinks(settings: SiteSettings, page: ContentPage, language: Language, title: String) -> [String: Any]? {
        guard let repository = settings.repository else { return nil }
        let text = strings[language]!
        let url = settings.baseURL + language.rawValue + "/" + page.slug + "/"
        let issueTitle = text["reportTitle"]!.replacingAll("{title}", with: title)
        let body = text["reportBody"]!.replacingAll("{url}", with: url).replacingAll("{language}", with: language.nativeName)
        return ["edit": TemplateText(repository + "/edit/HEAD/content/" + page.language.rawValue + "/" + encodedPath(page.fileName)),
                "report": TemplateText(repository + "/issues/new?title=" + encodedQuery(issueTitle) + "&body=" + encodedQuery(body)),
                "editLabel": TemplateText(text["edit"]!), "reportLabel": TemplateText(text["report"]!),
                "label": TemplateText(text["pageTools"]!)]
    }

    /// Percent-encoding of UTF-8 bytes outside the unreserved set (RFC 3986), for a query value.
    static func encodedQuery(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// A path segment: `/` stays, everything else as in a query value.
    static func encodedPath(_ text: String) -> String {
        text.split(separator: "/", omittingEmptySubsequences: false).map { encodedQuery(String($0)) }.joined(separator: "/")
    }
}

extension Wayfinding {
    /// "Last updated" from the pages' `updated:` front matter, never the build clock, as
    /// `<span lang>` runs like the title: each language's page gives its own date, so in
    /// side-by-side mode a reader sees both. Nil when neither page gives one.
    static func lastUpdated(page: ContentPage, counterpart: ContentPage?) -> [[String: Any]]? {
        let dated = ([page] + (counterpart.map { [$0] } ?? [])).filter { $0.updated != nil }
        guard !dated.isEmpty else { return nil }
        let both = dated.count == 2
        return dated.sorted { $0.language == .en && $1.language == .zh }.map { page in
            ["text": TemplateText(updatedText(page.updated!, language: page.language)), "date": TemplateText(page.updated!),
             "lang": TemplateText(page.language.tag), "bi": both]
        }
    }

    /// "Last updated 2026-11-25", with the date as each language writes it.
    static func updatedText(_ date: String, language: Language) -> String {
        let parts = date.split(separator: "-")
        let numbers = parts.compactMap { Int($0) }
        // Each part as written in English (`03`), and as a number in Chinese (`3`).
        let day: LocalizedText = parts.count == 3 && numbers.count == 3
            ? LocalizedText(en: "{year}-{month}-{day}", key: "wayfinding.date", arguments: [
                "year": LocalizedText(english: String(parts[0]), chinese: String(numbers[0])),
                "month": LocalizedText(english: String(parts[1]), chinese: String(numbers[1])),
                "day": LocalizedText(english: String(parts[2]), chinese: String(numbers[2])),
            ])
            : LocalizedText(invariant: date)
        return LocalizedText(en: "Last updated {date}", key: "wayfinding.updated", arguments: ["date": day])[language]
    }
}
