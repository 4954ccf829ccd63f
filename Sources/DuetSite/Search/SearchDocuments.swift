import DuetContent
import DuetMarkdown
import DuetModel
import DuetSearch

/// Collects the searchable documents of one language: every section of every chapter,
/// then every API symbol's reference entry, then every glossary term. Chapters come
/// first so that, on equal scores, the guide's prose is listed before the reference.
enum SearchDocuments {
    static func collect(_ context: BuildContext, language: Language) -> [SearchDocument] {
        guard let content = context.content else { return [] }
        return content.pairs.flatMap { pairSections($0, in: context, language: language) } + reference(context, language: language)
    }

    /// The sections of one pair's page in a language (the other language's text when the
    /// pair lacks it). They depend on the pair's two sources (text, front matter, heading
    /// ids) and on where the page is published, which `SearchIndexCache` keys on.
    static func pairSections(_ pair: PagePair, in context: BuildContext, language: Language) -> [SearchDocument] {
        guard let page = pair.shownPage(for: language),
              let location = context.links.location(forSource: pair.fileName, language: language) else { return [] }
        let anchors = context.headingAnchors[pair.fileName] ?? pair.outline.anchors
        return sections(of: page, url: url(of: location), anchors: page.language == .en ? anchors.english : anchors.chinese)
    }

    /// Every API symbol's reference entry, then every glossary term: built in full on
    /// every build, they are few and depend on the glossary and the model.
    static func reference(_ context: BuildContext, language: Language) -> [SearchDocument] {
        guard let content = context.content else { return [] }
        var documents: [SearchDocument] = []
        for symbol in SymbolCatalogue.all {
            let location = ReferencePages.location(of: symbol.area, language: language)
            // Punctuated as the reference page's own title is.
            let pageTitle = language.labelled(ReferencePages.strings[language]!["reference"]!, symbol.area.title[language])
            let names = ([symbol.swiftName] + [symbol.objcName].compactMap { $0 } + symbol.aliases).joined(separator: " ")
            documents.append(SearchDocument(pageTitle: pageTitle, heading: symbol.swiftName,
                                            url: url(of: location) + "#" + symbol.id,
                                            titleText: "", headingText: names, bodyText: symbol.summary[language]))
        }
        let glossaryTitle = GlossaryPage.strings[language]!["title"]!
        for entry in content.glossary.entries {
            let forms = ([entry.en, entry.zh] + entry.zhAlternates).joined(separator: " ")
            documents.append(SearchDocument(pageTitle: glossaryTitle, heading: "\(entry.en) · \(entry.zh)",
                                            url: url(of: GlossaryPage.location(language)) + "#" + entry.id,
                                            titleText: "", headingText: forms, bodyText: entry.definition[language]))
        }
        return documents
    }

    /// `presentations/index.html`: a URL relative to the language folder.
    static func url(of location: SiteLocation) -> String {
        (location.segments + ["index.html"]).joined(separator: "/")
    }

    /// The page's opening (before its first heading, titled by the page) and one document
    /// per heading, running to the next heading of any level.
    static func sections(of page: ContentPage, url: String, anchors: [SourceLocation: String]) -> [SearchDocument] {
        var documents: [SearchDocument] = []
        var heading: MarkdownNode?
        var body = ""
        func flush() {
            if let heading {
                let id = anchors[heading.range.start].map { "#" + $0 } ?? ""
                documents.append(SearchDocument(pageTitle: page.title, heading: heading.plainText, url: url + id,
                                                titleText: "", bodyText: body))
            } else {
                documents.append(SearchDocument(pageTitle: page.title, heading: "", url: url,
                                                titleText: page.title, bodyText: (page.summary.map { $0 + " " } ?? "") + body))
            }
            body = ""
        }
        for block in page.document.children {
            if case .heading = block.kind {
                flush()
                heading = block
            } else {
                body += SectionText.of(block)
            }
        }
        flush()
        return documents
    }
}
