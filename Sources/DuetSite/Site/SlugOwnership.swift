import DuetContent
import DuetModel
import DuetSearch

/// Every output path has one owner. A page's slug names its folder under each language,
/// where duet also writes pages and files of its own; a slug that another page or one of
/// those already uses would silently replace one with the other, so it is an error at the
/// `slug:` line, found before anything is written.
enum SlugOwnership {
    /// What duet itself writes in a language folder, and who owns it there, told by the
    /// steps that write them (their own locations and file names), so `duet check` reports
    /// a taken slug before anything is rendered. The build also checks every page folder
    /// against the files it actually made (`collisions(of:with:)`), which covers a file a
    /// step writes that is not named here.
    static func generatedOwner(of slug: String, in language: Language) -> String? {
        if let owner = generatedNames[language]?[slug] { return owner }
        return slug.hasPrefix(searchIndexPrefix) ? "the generated search index" : nil
    }

    /// The names of `generatedOwner`, made once: every page of a large book is asked about.
    private static let generatedNames: [Language: [String: String]] = Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
        let owners: [(name: String, owner: String)] = [
            (GlossaryPage.location(language).segments[0], "the generated glossary page"),
            (ReferencePages.indexLocation(language).segments[0], "the generated reference pages"),
            (PlaygroundPage.location(language).segments[0], "the generated trait playground"),
            (SiteLocation.home(language).outputPath.split(separator: "/").last.map(String.init) ?? "index.html", "the language's start page"),
            (SearchSynonyms.fileName, "the generated search synonyms file"),
        ]
        return (language, Dictionary(owners.map { ($0.name, $0.owner) }) { first, _ in first })
    })

    /// The start of the search index's entry point and shards: `search-index.js`,
    /// `search-index.3.js` ...
    private static let searchIndexPrefix = String(SearchShards.fileName("", script: false).prefix { $0 != "." })

    /// One error per page whose slug is taken, in the order pages are published.
    static func diagnostics(for pairs: [PagePair]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for language in Language.allCases {
            var owners: [String: ContentPage] = [:]
            for pair in pairs {
                // A pair missing this language publishes its other page here.
                guard let page = pair.shownPage(for: language) else { continue }
                if let generated = generatedOwner(of: page.slug, in: language) {
                    diagnostics.append(.error("page.slug-taken", at: page.slugLocation,
                                              "slug `\(page.slug)` is the place of `\(language.rawValue)/\(page.slug)`, \(generated); one of them would replace the other",
                                              fix: "choose another slug"))
                } else if let owner = owners[page.slug] {
                    // Reported once per page, in its own language's folder.
                    guard owner.path != page.path else { continue }
                    if diagnostics.contains(where: { $0.location.file == page.path && $0.identifier == "page.slug-taken" }) { continue }
                    diagnostics.append(.error("page.slug-taken", at: page.slugLocation,
                                              "slug `\(page.slug)` is already the folder of `\(owner.path)` in `\(language.rawValue)/`; one of them would replace the other",
                                              fix: "give one of the two pages another slug", related: owner.slugLocation))
                } else {
                    owners[page.slug] = page
                }
            }
        }
        return diagnostics
    }

    /// One error per page whose folder another part of the build wrote into: a file at the
    /// folder's own path (`en/search-synonyms.js` for the slug `search-synonyms.js`), a
    /// file below it other than the page and its release variants, or either written twice. Found from
    /// the paths the build put in the output (`written`, and `writtenTwice` for paths two
    /// steps wrote), so every file a build makes is covered without a list of names.
    static func collisions(of pairs: [PagePair], written: some Collection<String>, writtenTwice: Set<String>) -> [Diagnostic] {
        var pages: [String: ContentPage] = [:]
        for pair in pairs {
            for language in Language.allCases {
                guard let page = pair.shownPage(for: language) else { continue }
                pages[language.rawValue + "/" + page.slug] = page
            }
        }
        // Not sorted first: a large book writes 20,000 paths, and only the few found are.
        var found: [String: (path: String, page: ContentPage)] = [:]
        let slash = UInt8(ascii: "/")
        let pageFile = "/index.html"
        // The page's own file of release variants (`ReleaseVariantsOnDemand`) is its own.
        let variantsFile = "/" + ReleaseVariantsOnDemand.fileName
        for path in written {
            let bytes = path.utf8
            guard let first = bytes.firstIndex(of: slash) else { continue }
            let end = bytes[bytes.index(after: first)...].firstIndex(of: slash) ?? bytes.endIndex
            let folder = String(path[..<end])
            guard let page = pages[folder] else { continue }
            let isThePage = bytes.count == folder.utf8.count + pageFile.utf8.count && path.hasSuffix(pageFile)
                || bytes.count == folder.utf8.count + variantsFile.utf8.count && path.hasSuffix(variantsFile)
            if isThePage && !writtenTwice.contains(path) { continue }
            if let earlier = found[folder], earlier.path < path { continue }
            found[folder] = (path, page)
        }
        return found.sorted { $0.key < $1.key }.map { _, entry in
            .error("page.slug-taken", at: entry.page.slugLocation,
                   "slug `\(entry.page.slug)` is the place of `\(entry.path)`, a file duet generates; one of them would replace the other",
                   fix: "choose another slug")
        }
    }
}
