import DuetContent
import DuetMarkdown
import DuetModel
import DuetOutput
import DuetSupport
import Foundation

/// Turns loaded content into HTML files: one per page and language, the language homes,
/// the root language chooser, the 404 page, the sitemap and the assets.
enum SiteAssembler {
    /// Registers every content page under its slug in each language.
    static func registerPages(_ context: inout BuildContext) {
        guard let content = context.content else { return }
        // The pages' anchor lists (20,000 of them in a large book) are made on another core
        // while this one registers the pages' names.
        let pairs = content.pairs
        let anchorSets = BackgroundResult { () -> [SiteLocation: AnchorIDs] in
            var sets: [SiteLocation: AnchorIDs] = [:]
            sets.reserveCapacity(2 * pairs.count + 64)
            for pair in pairs {
                let anchors = pair.outline.anchors
                for (language, page) in pageLocations(of: pair) {
                    sets[page] = AnchorIDs(language == .en ? anchors.english.values : anchors.chinese.values)
                }
            }
            return sets
        }
        context.diagnostics += SlugOwnership.diagnostics(for: pairs)
        // Sized once for the whole book (a large one has 20,000 pages).
        context.links.reserveCapacity(pairs.count + 1)
        context.headingAnchors.reserveCapacity(context.headingAnchors.count + pairs.count)
        for pair in pairs {
            context.headingAnchors[pair.fileName] = pair.outline.anchors
            for location in pageLocations(of: pair).map(\.location) {
                context.links.register(source: pair.fileName, language: location.language, location: location)
            }
        }
        if context.anchors.isEmpty {
            context.anchors = anchorSets.value
        } else {
            context.anchors.merge(anchorSets.value) { _, new in new }
        }
        for language in Language.allCases {
            context.links.register(source: "index.md", language: language, location: .home(language))
        }
    }

    /// Where a pair's page goes in each language, with the language of the text it shows
    /// (the other language's when the pair lacks one).
    static func pageLocations(of pair: PagePair) -> [(language: Language, location: SiteLocation)] {
        Language.allCases.compactMap { language in
            guard let page = pair.shownPage(for: language) else { return nil }
            return (page.language, SiteLocation(language: language, segments: [page.slug]))
        }
    }

    /// One page to write: a pair published in one language. When the pair lacks that
    /// language, the other language's text is published there with a notice.
    struct PageJob: Sendable {
        let pair: PagePair
        let language: Language
        /// The pair's place in the book, for the sidebar window and previous / next.
        let position: Int
    }

    /// Every content page in both languages, in the order the output is assembled.
    static func pageJobs(_ content: Content) -> [PageJob] {
        content.pairs.enumerated().flatMap { position, pair in pageJobs(of: pair, position: position) }
    }

    /// The pages of one pair, at its place in the book, in language order.
    static func pageJobs(of pair: PagePair, position: Int) -> [PageJob] {
        Language.allCases.compactMap { language in
            pair.shownPage(for: language) == nil ? nil : PageJob(pair: pair, language: language, position: position)
        }
    }

    /// Renders every content page in both languages, in parallel; results are stored in a
    /// fixed order so output does not depend on scheduling. Pages a large book's checks
    /// already rendered (`ContentPageRenderer`) are taken as they are.
    static func renderPages(_ context: inout BuildContext) {
        let ahead = context.pagesRenderedAhead
        guard let content = context.content, context.templates != nil,
              let renderer = context.pageRenderer ?? ahead ?? ContentPageRenderer(context) else { return }
        context.siteRenderKey = renderer.siteKey
        // The pages of one pair are rendered together, so their shared body is rendered once.
        let results = ParallelWork.map(content.pairs, jobs: context.options.jobs) { pair -> [ContentPageRenderer.PageFiles] in
            if let done = renderer.renderedWhileChecking(pair) ?? ahead?.renderedWhileChecking(pair) { return done }
            defer { content.releaseTrees(of: [pair]) }
            return renderer.render(renderer.jobs(of: pair))
        }.flatMap { $0 }
        context.output.reserveCapacity(results.count + 1024)
        context.publishedPages.reserveCapacity(context.publishedPages.count + results.count + 1024)
        for files in results {
            context.output.add(files.page)
            if let variants = files.variants { context.output.add(variants) }
            context.publishedPages.append(files.location)
            context.pageCounts[files.location.language, default: 0] += 1
        }
    }

    /// A rendered content page and where it goes, with its release variants' file.
    struct RenderedPage: Sendable {
        let location: SiteLocation
        let html: String
        /// `variants.js` beside the page (`ReleaseVariantsOnDemand`); nil when it has none.
        var variantsScript: String? = nil
    }

    /// Renders one content page from the build context, reading it only, so pages can be
    /// rendered on any thread in any order.
    ///
    /// The page carries its own language's blocks (see `BilingualBody`), and names the other
    /// language's page in `data-other` for the reader script; the interface around the text
    /// (sidebar, pager, notices) is in the page's language.
    static func renderPage(_ job: PageJob, context: BuildContext, body shared: PairBody? = nil, sidebar: SidebarHTML? = nil,
                           contents: TableOfContentsHTML? = nil, header: HeaderHTML? = nil) -> RenderedPage {
        let content = context.content!
        let templates = context.templates!
        let pair = job.pair
        let language = job.language
        // The text shown by default: the page's language, or the other one if untranslated.
        let page = pair.shownPage(for: language)!
        let location = SiteLocation(language: language, segments: [page.slug])
        let anchors = context.headingAnchors[pair.fileName] ?? HeadingAnchors.assign(en: pair.en?.document, zh: pair.zh?.document)
        let bilingual = pair.en != nil && pair.zh != nil
        let body = shared?.html(shownLanguage: page.language) ?? renderBody(job, context: context, anchorMarkers: false).html

        var values = PageTemplateContext.common(settings: content.settings, language: language, location: location)
        values["title"] = page.title
        values["titles"] = PageTemplateContext.bilingualText(primary: (page.title, page.language),
                                                             secondary: pair[page.language.counterpart].map { ($0.title, $0.language) })
        values["summary"] = page.summary ?? ""
        // Per-release variants wait in the file beside the page.
        let variants = ReleaseVariantsOnDemand.split(body)
        values["content"] = variants.html
        values["hasReleaseVariants"] = !variants.slots.isEmpty
        values["showsReleases"] = EditionChoices.changesSomething(in: body)
        values["contentClass"] = bilingual ? "content" : "content single-language"
        let otherHeadings = pair[page.language.counterpart].map {
            PageTemplateContext.headingTexts($0.document, anchors: page.language == .en ? anchors.chinese : anchors.english)
        } ?? [:]
        let toc = PageTemplateContext.tableOfContents(page.document, anchors: page.language == .en ? anchors.english : anchors.chinese,
                                                      language: page.language, counterpartTexts: otherHeadings)
        values["toc"] = toc
        values["tocHTML"] = (contents ?? TableOfContentsHTML(templates: templates)).html(toc)
        values["hasToc"] = !toc.isEmpty
        let sections = toc.filter { ($0["level"] as? Int) == 2 }
        let window = Array(SidebarChapters.pairs(content.pairs, around: job.position))
        let shared = sidebar ?? SidebarHTML(templates: templates, settings: content.settings, links: context.links)
        values["nav"] = shared.navigation(window, language: language, current: location, sections: sections)
        values["navHTML"] = SidebarHTML.joined(values["nav"] as! [[String: Any]])
        (values["referenceNav"], values["referenceNavHTML"]) = shared.referenceNav(from: location)
        if page.language != language {
            values["notice"] = UIStrings.table(language)["notTranslated"]!
        }
        values["pageLinks"] = Wayfinding.pageLinks(settings: content.settings, page: page, language: language, title: page.title)
        if let updated = Wayfinding.lastUpdated(page: page, counterpart: pair[page.language.counterpart]) {
            values["updated"] = updated
            values["hasUpdated"] = true
        }
        if bilingual {
            values["hasModes"] = true
            values["modes"] = PageTemplateContext.modeButtons(pageLanguage: language)
        }
        let alternate = context.links.location(forSource: pair.fileName, language: language.counterpart) ?? location.counterpart
        if bilingual {
            // The page the reader script brings the other language's blocks from.
            values["otherPage"] = TemplateText(location.relativeURL(to: alternate))
        }
        values["alternate"] = ["url": TemplateText(location.relativeURL(to: alternate)), "lang": TemplateText(language.counterpart.tag),
                               "name": TemplateText(language.counterpart.nativeName)]
        values["headerHTML"] = (header ?? HeaderHTML(templates: templates))
            .html(values, language: language, location: location, alternateURL: location.relativeURL(to: alternate))
        values["canonical"] = content.settings.baseURL + location.outputPath.dropLast("index.html".count)
        do {
            let position = job.position
            if position > 0, let neighbour = neighbourValues(content.pairs[position - 1], language, context.links, location) {
                values["previous"] = neighbour
            }
            if position + 1 < content.pairs.count, let neighbour = neighbourValues(content.pairs[position + 1], language, context.links, location) {
                values["next"] = neighbour
            }
        }
        return RenderedPage(location: location, html: context.templates!.render("page", TemplateText.wrappingStrings(values)),
                            variantsScript: variants.script)
    }

    /// The blocks of a page of the pair (see `BilingualBody`). With `anchorMarkers`, both
    /// languages' blocks are rendered with heading ids left as markers and the result serves
    /// both pages of the pair (`shared`, `html` empty); otherwise `html` is the body of
    /// `job`'s page as it is.
    static func renderBody(_ job: PageJob, context: BuildContext, anchorMarkers: Bool) -> (html: String, shared: PairBody?) {
        let pair = job.pair
        let page = pair.shownPage(for: job.language)!
        let location = SiteLocation(language: job.language, segments: [page.slug])
        let anchors = context.headingAnchors[pair.fileName] ?? HeadingAnchors.assign(en: pair.en?.document, zh: pair.zh?.document)
        let bilingual = pair.en != nil && pair.zh != nil
        var delegates: [PageRenderingDelegate] = []
        let units = BilingualBody.units(english: pair.en?.document, chinese: pair.zh?.document)
        let linkable = PageTermSelection.linkable(pair, crossLinks: context.crossLinks)
        func renderer(_ blockLanguage: Language) -> HTMLRenderer? {
            guard let source = pair[blockLanguage] else { return nil }
            let delegate = PageRenderingDelegate(page: source, location: location,
                                                 anchors: blockLanguage == .en ? anchors.english : anchors.chinese,
                                                 links: context.links, crossLinks: context.crossLinks,
                                                 blockRenderers: context.blockRenderers)
            delegate.linkableTerms = linkable
            if blockLanguage == .zh {
                delegate.staleBlocks = context.staleBlocks[pair.fileName] ?? []
                delegate.alignedTerms = AlignedGlossaryTerms.map(units, crossLinks: context.crossLinks)
            }
            if bilingual, let other = context.links.location(forSource: pair.fileName, language: blockLanguage.counterpart) {
                // Up to the output root and down: both pages of a pair sit at the same depth,
                // so this URL serves both (`relativeURL` would give the shortest path from
                // `location`'s page alone, `index.html` for the zh block's link to en).
                delegate.otherLanguageURL = location.rootPrefix + other.outputPath
            }
            delegate.ownsAnchors = blockLanguage == page.language
            delegate.writesAnchorMarkers = anchorMarkers
            delegates.append(delegate)
            return HTMLRenderer(delegate: delegate)
        }
        let rendered = BilingualBody.renderUnits(units, english: renderer(.en), chinese: renderer(.zh),
                                                 staleBlocks: context.staleBlocks[pair.fileName] ?? [])
        let note = bilingual ? UIStrings.table(.zh)["untranslatedBlock"]! : nil
        guard anchorMarkers else { return (BilingualBody.join(rendered, shown: page.language, untranslatedNote: note), nil) }
        return ("", PairBody(units: rendered, untranslatedNote: note, markers: delegates.reduce(0) { $0 + $1.anchorMarkersWritten }))
    }

    private static func neighbourValues(_ pair: PagePair, _ language: Language, _ links: LinkTable, _ from: SiteLocation) -> [String: Any]? {
        guard let page = pair.shownPage(for: language),
              let target = links.location(forSource: pair.fileName, language: language) else { return nil }
        let titles = PageTemplateContext.bilingualText(primary: (page.title, page.language),
                                                       secondary: pair[page.language.counterpart].map { ($0.title, $0.language) })
        return ["title": TemplateText(page.title), "titles": titles, "url": TemplateText(from.relativeURL(to: target))]
    }

    /// Each language's start page lists the chapters with their summaries.
    static func renderHomes(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        // Each home lists every chapter, which in a large book takes long enough to be
        // worth one language per core; entries are added in language order.
        let snapshot = context
        let homes = ParallelWork.map(Language.allCases, jobs: context.options.jobs) { language -> (SiteLocation, OutputTree.Entry) in
            let context = snapshot
            let location = SiteLocation.home(language)
            // A home lists every chapter: it changes only with what every page depends on.
            let key = context.siteRenderKey.map { RenderKeys.home(site: $0, language: language) }
            if let key, let reused = context.output.reused(location.outputPath, key: key) {
                return (location, reused)
            }
            var values = PageTemplateContext.common(settings: content.settings, language: language, location: location)
            values["title"] = content.settings.title[language]
            let chapters = content.pairs.compactMap { pair -> [String: Any]? in
                guard let page = pair.shownPage(for: language),
                      let target = context.links.location(forSource: pair.fileName, language: language) else { return nil }
                let other = pair[page.language.counterpart]
                var entry: [String: Any] = ["title": TemplateText(page.title), "summary": TemplateText(page.summary ?? ""), "url": TemplateText(location.relativeURL(to: target)),
                        "titles": PageTemplateContext.bilingualText(primary: (page.title, page.language),
                                                                    secondary: other.map { ($0.title, $0.language) }),
                        "summaries": PageTemplateContext.bilingualSummaries(page, other)]
                // The chapter's own number, the one its figures carry ("Figure 9-1"); a
                // chapter 0 (an introduction) is listed without one.
                if page.order > 0 { entry["number"] = TemplateText(String(page.order)) }
                return entry
            }
            values["chapters"] = chapters
            // Each entry rendered on its own, through its skeleton (see home.mustache).
            if templates.names.contains("home-chapter") {
                let html = chapters.map { templates.render("home-chapter", $0) }.joined()
                values["chaptersHTML"] = html.hasSuffix("\n") ? String(html.dropLast()) : html
            }
            // The start page follows the reading modes too: the site's title, description and
            // chapter list are given in both languages.
            let settings = content.settings
            values["hasModes"] = true
            values["modes"] = PageTemplateContext.modeButtons(pageLanguage: language)
            let firstChapter = content.pairs.first.flatMap { context.links.location(forSource: $0.fileName, language: language) }
            values["entryPoints"] = Wayfinding.entryPoints(language: language, from: location, firstChapter: firstChapter)
            values["entryPointsLabel"] = Wayfinding.strings[language]!["entryPoints"]!
            values["siteTitles"] = PageTemplateContext.bilingualText(primary: (settings.title[language], language),
                                                                     secondary: (settings.title[language.counterpart], language.counterpart))
            values["siteDescriptions"] = PageTemplateContext.bilingualText(primary: (settings.description[language], language),
                                                                           secondary: (settings.description[language.counterpart], language.counterpart))
            values["nav"] = SidebarHTML.navigation(PageTemplateContext.navigation(pairs: content.pairs, language: language, current: nil,
                                                                                  links: context.links, from: location), templates: templates)
            values["navHTML"] = SidebarHTML.joined(values["nav"] as! [[String: Any]])
            let referenceNav = GeneratedPageRenderer.referenceNavigation(language: language, from: location, current: nil)
            values["referenceNav"] = referenceNav
            values["referenceNavHTML"] = SidebarHTML.referenceNav(referenceNav, language: language, from: location,
                                                                  settings: content.settings, templates: templates)
            values["alternate"] = ["url": location.relativeURL(to: .home(language.counterpart)),
                                   "lang": language.counterpart.tag, "name": language.counterpart.nativeName]
            values["canonical"] = content.settings.baseURL + language.rawValue + "/"
            return (location, context.output.entry(location.outputPath, templates.render("home", values), key: key))
        }
        for (location, entry) in homes {
            context.publishedPages.append(location)
            context.output.add(entry)
        }
    }

    /// The root page picks the reader's language with a script and offers plain links.
    static func renderRootAndNotFound(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        let settings = content.settings
        let languages: [[String: Any]] = Language.allCases.map { language in
            ["code": language.rawValue, "lang": language.tag, "name": language.nativeName,
             "url": language.rawValue + "/index.html", "title": settings.title[language],
             "description": settings.description[language]]
        }
        var root: [String: Any] = ["languages": languages, "defaultLanguage": settings.defaultLanguage.rawValue,
                                   "title": settings.title[settings.defaultLanguage],
                                   "description": settings.description[settings.defaultLanguage],
                                   "lang": settings.defaultLanguage.tag, "assets": "assets/", "root": ""]
        context.output.add("index.html", templates.render("root", root))
        // The 404 page is served in place of a missing page at any depth, on any host (a
        // preview, a mirror, file://), so it names no other file: its styles are inline,
        // its links are relative to the site's root (right where the file itself lies), and
        // a few lines in the page re-aim them at the root found in the address when it was
        // served from deeper. Its search is a form that opens the language's home with the
        // query, where search.js runs it.
        root["root"] = ""
        root["assets"] = ""
        root["basePath"] = URLComponents(string: settings.baseURL)?.path ?? "/"
        root["languages"] = Language.allCases.enumerated().map { index, language -> [String: Any] in
            let strings = UIStrings.table(language)
            let chapters = content.pairs.compactMap { pair -> [String: Any]? in
                guard let page = pair.shownPage(for: language),
                      let target = context.links.location(forSource: pair.fileName, language: language) else { return nil }
                var entry: [String: Any] = ["title": page.title, "url": target.outputPath]
                if page.order > 0 { entry["number"] = String(page.order) }
                return entry
            }
            return ["code": language.rawValue, "lang": language.tag, "name": language.nativeName,
                    "url": language.rawValue + "/index.html", "first": index == 0,
                    "notFoundTitle": strings["notFoundTitle"]!, "notFoundText": strings["notFoundText"]!,
                    "backHome": strings["backHome"]!, "chapters": chapters,
                    "searchLabel": LocalizedText(en: "Search this guide", key: "interface.search-label")[language],
                    "searchButton": LocalizedText(en: "Search", key: "interface.search-button")[language],
                    "chaptersLabel": LocalizedText(en: "Chapters", key: "interface.chapters-label")[language]]
        }
        context.output.add("404.html", templates.render("not-found", root))
    }

    /// `sitemap.xml` with an `xhtml:link` alternate for both languages of every page.
    ///
    /// It depends only on the base URL and the published pages, so a cached build whose
    /// pages are the same keeps the previous file instead of writing tens of thousands of
    /// entries again.
    static func renderSitemap(_ context: inout BuildContext) {
        guard let content = context.content else { return }
        let base = content.settings.baseURL
        var key: String?
        if context.output.reusesFiles {
            // The pages in the order the build lists them, which the same input always
            // gives: sorting 20,000 paths only to name them took most of an edit's step.
            var hasher = StableHasher()
            hasher.combine("duet-sitemap-2")
            hasher.combine(ExecutableIdentity.current)
            hasher.combine(base)
            for location in context.publishedPages {
                hasher.combine(location.language.rawValue)
                hasher.combine(location.segments.count)
                for segment in location.segments { hasher.combine(segment) }
            }
            key = hasher.hex
        }
        if let key, let reused = context.output.reused("sitemap.xml", key: key) {
            context.output.add(reused)
            return
        }
        var ordered: [(path: String, location: SiteLocation)] = []
        ordered.reserveCapacity(context.publishedPages.count)
        for location in context.publishedPages {
            ordered.append((location.outputPath, location))
        }
        ordered.sort { $0.path < $1.path }
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        // Each page's address is made and escaped once: a large book has tens of thousands,
        // and each appears as a page and as its counterpart's alternate.
        var addresses: [SiteLocation: String] = [:]
        addresses.reserveCapacity(ordered.count)
        for (path, location) in ordered {
            addresses[location] = HTMLEscaping.escape(base + String(path.dropLast("index.html".count)))
        }
        for location in ordered.map(\.location) {
            xml += "  <url>\n    <loc>\(addresses[location]!)</loc>\n"
            for language in Language.allCases {
                let alternate = language == location.language ? location : location.counterpart
                guard let address = addresses[alternate] else { continue }
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(language.tag)\" href=\"\(address)\"/>\n"
            }
            xml += "  </url>\n"
        }
        xml += "</urlset>\n"
        context.output.add(context.output.entry("sitemap.xml", xml, key: key))
    }

    /// Copies `templates/assets/` to `assets/`, in sorted order, scripts and stylesheets
    /// without their comments (`AssetComments`); `duet.js` gets the interface words at its
    /// head (`InterfaceScript`).
    static func copyAssets(_ context: inout BuildContext) {
        let source = join(context.options.templatesDirectory, "assets")
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: source) else { return }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: join(source, path), isDirectory: &isDirectory), !isDirectory.boolValue,
               !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                files.append(path)
            }
        }
        for path in files.sorted() {
            switch SourceFile.readBytes(join(source, path), confinedTo: context.options.templatesDirectory) {
            case .success(var bytes):
                if path.hasSuffix(".js") || path.hasSuffix(".css"), let text = String(validating: bytes, as: UTF8.self) {
                    bytes = Array(AssetComments.stripped(text, path: path).utf8)
                }
                if path == InterfaceScript.carrier, let content = context.content, let templates = context.templates {
                    context.output.add("assets/" + path, bytes: Array(InterfaceScript.script(templates: templates, settings: content.settings).utf8) + bytes)
                } else {
                    context.output.add("assets/" + path, bytes: bytes)
                }
            case .failure(let diagnostic): context.diagnostics.append(diagnostic)
            }
        }
    }
}
