import DuetMarkdown
import DuetModel
import Foundation

/// Turns loaded content into HTML files: one per page and language, the language homes,
/// the root language chooser, the 404 page, the sitemap and the assets.
enum SiteAssembler {
    /// Registers every content page under its slug in each language.
    static func registerPages(_ context: inout BuildContext) {
        guard let content = context.content else { return }
        for pair in content.pairs {
            let anchors = HeadingAnchors.assign(en: pair.en?.document, zh: pair.zh?.document)
            context.headingAnchors[pair.fileName] = anchors
            for language in Language.allCases {
                guard let page = pair[language] ?? pair[language.counterpart] else { continue }
                let location = SiteLocation(language: language, segments: [page.slug])
                context.links.register(source: pair.fileName, language: language, location: location)
                let ids = page.language == .en ? anchors.english.values : anchors.chinese.values
                context.anchors[location] = Set(ids)
            }
        }
        for language in Language.allCases {
            context.links.register(source: "index.md", language: language, location: .home(language))
        }
    }

    /// Renders every content page in both languages, in parallel; results are stored in a
    /// fixed order so output does not depend on scheduling.
    static func renderPages(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        struct Job { let pair: PagePair; let language: Language; let page: ContentPage; let anchors: [SourceLocation: String] }
        var jobs: [Job] = []
        for pair in content.pairs {
            let anchors = context.headingAnchors[pair.fileName] ?? HeadingAnchors.assign(en: pair.en?.document, zh: pair.zh?.document)
            for language in Language.allCases {
                // A missing translation is published with the other language's text and a notice.
                if let page = pair[language] {
                    jobs.append(Job(pair: pair, language: language, page: page, anchors: language == .en ? anchors.english : anchors.chinese))
                } else if let other = pair[language.counterpart] {
                    jobs.append(Job(pair: pair, language: language, page: other, anchors: language == .en ? anchors.chinese : anchors.english))
                }
            }
        }
        let allJobs = jobs
        let links = context.links
        let crossLinks = context.crossLinks
        let blockRenderers = context.blockRenderers
        let staleBlocks = context.staleBlocks
        // Each page's place in the book, found once instead of by a search per page.
        let positions = Dictionary(content.pairs.enumerated().map { ($1.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        let progress = ProgressCounter(total: jobs.count, report: context.options.progress)
        let output = context.output
        let siteKey = output.reusesFiles ? RenderKeys.site(context) : nil
        let results = ParallelWork.map(jobs.count, jobs: context.options.jobs) { index -> OutputTree.Entry in
            defer { progress.pageFinished() }
            let job = allJobs[index]
            let location = SiteLocation(language: job.language, segments: [job.page.slug])
            // An unchanged page keeps the previous build's file, unrendered.
            let key = siteKey.map { RenderKeys.page(site: $0, pair: job.pair, language: job.language, stale: staleBlocks[job.pair.fileName] ?? []) }
            if let key, let reused = output.reused(location.outputPath, key: key) { return reused }
            let delegate = PageRenderingDelegate(page: job.page, location: location, anchors: job.anchors, links: links,
                                                 crossLinks: crossLinks, blockRenderers: blockRenderers)
            if job.page.language == .zh { delegate.staleBlocks = staleBlocks[job.pair.fileName] ?? [] }
            let body = HTMLRenderer(delegate: delegate).render(job.page.document)
            var values = PageTemplateContext.common(settings: content.settings, language: job.language, location: location)
            values["title"] = job.page.title
            values["summary"] = job.page.summary ?? ""
            values["content"] = body
            values["contentLang"] = job.page.language.tag
            let toc = PageTemplateContext.tableOfContents(job.page.document, anchors: job.anchors)
            values["toc"] = toc
            values["hasToc"] = !toc.isEmpty
            let position = positions[job.pair.fileName]
            values["nav"] = PageTemplateContext.navigation(pairs: Array(SidebarChapters.pairs(content.pairs, around: position)),
                                                           language: job.language, current: location, links: links, from: location)
            values["referenceNav"] = GeneratedPageRenderer.referenceNavigation(language: job.language, from: location, current: nil)
            if job.page.language != job.language {
                values["notice"] = UIStrings.table(job.language)["notTranslated"]!
            }
            let alternate = links.location(forSource: job.pair.fileName, language: job.language.counterpart)
                ?? location.counterpart
            values["alternate"] = ["url": location.relativeURL(to: alternate), "lang": job.language.counterpart.tag,
                                   "name": job.language.counterpart.nativeName]
            values["canonical"] = content.settings.baseURL + location.outputPath.dropLast("index.html".count)
            if let position {
                if position > 0, let neighbour = neighbourValues(content.pairs[position - 1], job.language, links, location) {
                    values["previous"] = neighbour
                }
                if position + 1 < content.pairs.count, let neighbour = neighbourValues(content.pairs[position + 1], job.language, links, location) {
                    values["next"] = neighbour
                }
            }
            return output.entry(location.outputPath, templates.render("page", values), key: key)
        }
        for (index, job) in jobs.enumerated() {
            context.output.add(results[index])
            context.publishedPages.append(SiteLocation(language: job.language, segments: [job.page.slug]))
            context.pageCounts[job.language, default: 0] += 1
        }
    }

    private static func neighbourValues(_ pair: PagePair, _ language: Language, _ links: LinkTable, _ from: SiteLocation) -> [String: Any]? {
        guard let page = pair[language] ?? pair[language.counterpart],
              let target = links.location(forSource: pair.fileName, language: language) else { return nil }
        return ["title": page.title, "url": from.relativeURL(to: target)]
    }

    /// Each language's start page lists the chapters with their summaries.
    static func renderHomes(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        for language in Language.allCases {
            let location = SiteLocation.home(language)
            var values = PageTemplateContext.common(settings: content.settings, language: language, location: location)
            values["title"] = content.settings.title[language]
            values["chapters"] = content.pairs.compactMap { pair -> [String: Any]? in
                guard let page = pair[language] ?? pair[language.counterpart],
                      let target = context.links.location(forSource: pair.fileName, language: language) else { return nil }
                return ["title": page.title, "summary": page.summary ?? "", "url": location.relativeURL(to: target)]
            }
            values["nav"] = PageTemplateContext.navigation(pairs: content.pairs, language: language, current: nil,
                                                           links: context.links, from: location)
            values["referenceNav"] = GeneratedPageRenderer.referenceNavigation(language: language, from: location, current: nil)
            values["alternate"] = ["url": location.relativeURL(to: .home(language.counterpart)),
                                   "lang": language.counterpart.tag, "name": language.counterpart.nativeName]
            values["canonical"] = content.settings.baseURL + language.rawValue + "/"
            context.output.add(location.outputPath, templates.render("home", values))
            context.publishedPages.append(location)
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
        // The 404 page is served from any depth, so its links are absolute from the base URL.
        root["root"] = settings.baseURL
        root["assets"] = settings.baseURL + "assets/"
        root["languages"] = Language.allCases.map { language -> [String: Any] in
            ["code": language.rawValue, "lang": language.tag, "name": language.nativeName,
             "url": settings.baseURL + language.rawValue + "/index.html",
             "notFoundTitle": UIStrings.table(language)["notFoundTitle"]!,
             "notFoundText": UIStrings.table(language)["notFoundText"]!,
             "backHome": UIStrings.table(language)["backHome"]!]
        }
        context.output.add("404.html", templates.render("not-found", root))
    }

    /// `sitemap.xml` with an `xhtml:link` alternate for both languages of every page.
    static func renderSitemap(_ context: inout BuildContext) {
        guard let content = context.content else { return }
        let base = content.settings.baseURL
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        let published = Set(context.publishedPages)
        for location in context.publishedPages.sorted() {
            xml += "  <url>\n    <loc>\(HTMLEscaping.escape(base + directoryPath(location)))</loc>\n"
            for language in Language.allCases {
                let alternate = language == location.language ? location : location.counterpart
                guard published.contains(alternate) else { continue }
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(language.tag)\" href=\"\(HTMLEscaping.escape(base + directoryPath(alternate)))\"/>\n"
            }
            xml += "  </url>\n"
        }
        xml += "</urlset>\n"
        context.output.add("sitemap.xml", xml)
    }

    private static func directoryPath(_ location: SiteLocation) -> String {
        String(location.outputPath.dropLast("index.html".count))
    }

    /// Copies `templates/assets/` to `assets/`, in sorted order.
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
            if let data = fm.contents(atPath: join(source, path)) {
                context.output.add("assets/" + path, bytes: [UInt8](data))
            }
        }
    }
}
