import DuetModel

/// Every output path has one owner. A page's slug names its folder under each language,
/// where duet also writes pages and files of its own; a slug that another page or one of
/// those already uses would silently replace one with the other, so it is an error at the
/// `slug:` line, found before anything is written.
enum SlugOwnership {
    /// What duet itself writes in a language folder, and who owns it there.
    static func generatedOwner(of slug: String) -> String? {
        switch slug {
        case "glossary": "the generated glossary page"
        case "reference": "the generated reference pages"
        case "playground": "the generated trait playground"
        case "index.html": "the language's start page"
        case _ where slug.hasPrefix("search-index"): "the generated search index"
        default: nil
        }
    }

    /// One error per page whose slug is taken, in the order pages are published.
    static func diagnostics(for pairs: [PagePair]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for language in Language.allCases {
            var owners: [String: ContentPage] = [:]
            for pair in pairs {
                // A pair missing this language publishes its other page here.
                guard let page = pair[language] ?? pair[language.counterpart] else { continue }
                if let generated = generatedOwner(of: page.slug) {
                    diagnostics.append(.error("page.slug-taken", at: slugLocation(of: page),
                                              "slug `\(page.slug)` is the folder of \(generated) in `\(language.rawValue)/`; one of them would replace the other",
                                              fix: "choose another slug"))
                } else if let owner = owners[page.slug] {
                    // Reported once per page, in its own language's folder.
                    guard owner.path != page.path else { continue }
                    if diagnostics.contains(where: { $0.location.file == page.path && $0.identifier == "page.slug-taken" }) { continue }
                    diagnostics.append(.error("page.slug-taken", at: slugLocation(of: page),
                                              "slug `\(page.slug)` is already the folder of `\(owner.path)` in `\(language.rawValue)/`; one of them would replace the other",
                                              fix: "give one of the two pages another slug", related: slugLocation(of: owner)))
                } else {
                    owners[page.slug] = page
                }
            }
        }
        return diagnostics
    }

    /// The `slug:` line of the page's front matter, or its first line when the slug comes
    /// from the file name. Found only for a page that is reported: it reads and parses the
    /// file's front matter again, which for every page of a 10,000-pair book was a sixth of
    /// an edit's rebuild (docs/benchmark.md).
    static func slugLocation(of page: ContentPage) -> FileLocation {
        FrontMatter.location(ofKey: "slug", in: page.path) ?? FileLocation(file: page.path)
    }
}
