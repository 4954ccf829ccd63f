import DuetContent
import DuetOutput
import DuetSupport
import Foundation
import DuetModel

/// Renders the reference and glossary pages with the chapters' `page` template.
enum GeneratedPageRenderer {
    static func render(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        // The site key of the pages just rendered, made once per build.
        let siteKey = context.output.reusesFiles ? (context.siteRenderKey ?? RenderKeys.site(context)) : nil
        // Each page on a core of its own (each is a large template fill); added in order.
        let snapshot = context
        let entries = ParallelWork.map(context.generatedPages, jobs: context.options.jobs) { page -> (page: OutputTree.Entry, variants: OutputTree.Entry?) in
            let context = snapshot
            let location = page.location
            let language = location.language
            // Generated pages depend only on what the site key covers. A page and its file of
            // release variants are kept together or made again together.
            let key = siteKey.map { $0 + "-" + location.outputPath }
            let variantsPath = ReleaseVariantsOnDemand.path(besides: location.outputPath)
            if let key, context.output.isReusable(location.outputPath, key: key) {
                let hadVariants = context.output.madePreviously(variantsPath)
                if !hadVariants || context.output.isReusable(variantsPath, key: key), let reused = context.output.reused(location.outputPath, key: key) {
                    return (reused, hadVariants ? context.output.reused(variantsPath, key: key) : nil)
                }
            }
            var values = PageTemplateContext.common(settings: content.settings, language: language, location: location)
            values["title"] = page.title
            values["summary"] = page.summary
            let counterpart = context.generatedPages.first { $0.location == location.counterpart }
            if let counterpart {
                if let units = page.unitsHTML {
                    values["content"] = units
                } else {
                    // A reference page holds its own language, as a chapter does; the reader
                    // script brings the other language's from its page (`BilingualBody`).
                    values["content"] = oneUnit(page)
                    values["otherPage"] = location.relativeURL(to: location.counterpart)
                }
                values["hasModes"] = true
                values["modes"] = PageTemplateContext.modeButtons(pageLanguage: language)
                values["titles"] = PageTemplateContext.bilingualText(primary: (page.title, language),
                                                                     secondary: (counterpart.title, language.counterpart))
            } else {
                // One language only: one unit with one block, like a chapter in one language.
                values["content"] = oneUnit(page)
                values["contentClass"] = "content single-language"
            }
            // The playground answers for the chosen release, so the switch matters there too.
            values["showsReleases"] = location == PlaygroundPage.location(language)
                || EditionChoices.changesSomething(in: values["content"] as? String ?? "")
            // Per-release variants wait in the file beside the page.
            let variants = ReleaseVariantsOnDemand.split(values["content"] as? String ?? "")
            values["content"] = variants.html
            values["hasReleaseVariants"] = !variants.slots.isEmpty
            let otherTexts = Dictionary((counterpart?.toc ?? []).map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
            // An API name in the on-this-page list breaks only where IdentifierBreaks allows.
            let symbols = location.segments.first == "reference"
                ? Dictionary(SymbolCatalogue.all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
            let toc: [[String: Any]] = page.toc.map { entry in
                var texts = PageTemplateContext.bilingualText(primary: (entry.text, language),
                                                              secondary: otherTexts[entry.id].map { ($0, language.counterpart) })
                // Its Objective-C name too, shown in place of the Swift one in that mode.
                if let symbol = symbols[entry.id], symbol.swiftName == entry.text {
                    texts = texts.map { var text = $0; text["html"] = ReferencePages.nameHTML(symbol); return text }
                }
                return ["id": entry.id, "text": entry.text, "level": entry.level, "isSub": entry.level == 3, "texts": texts]
            }
            values["toc"] = toc
            values["tocHTML"] = TableOfContentsHTML.render(toc, templates: templates)
            values["hasToc"] = !toc.isEmpty
            if location.segments.first == "reference" {
                values["breadcrumbs"] = Wayfinding.breadcrumbs(language: language, from: location)
                values["breadcrumbLabel"] = Wayfinding.strings[language]!["breadcrumb"]!
                // "Reference: Traits" is "Traits" under a "Reference" crumb.
                // Punctuated as the title is (the catalog's `common.label`).
                let prefix = language.labelled(ReferencePages.strings[language]!["reference"]!, "")
                values["breadcrumbCurrent"] = page.title.hasPrefix(prefix) ? String(page.title.dropFirst(prefix.count)) : page.title
            }
            values["nav"] = SidebarHTML.navigation(PageTemplateContext.navigation(pairs: Array(SidebarChapters.pairs(content.pairs, around: nil)),
                                                                                  language: language, current: location,
                                                                                  links: context.links, from: location), templates: templates)
            values["navHTML"] = SidebarHTML.joined(values["nav"] as! [[String: Any]])
            let referenceNav = referenceNavigation(language: language, from: location, current: location)
            values["referenceNav"] = referenceNav
            values["referenceNavHTML"] = SidebarHTML.referenceNav(referenceNav, language: language, from: location,
                                                                  settings: content.settings, templates: templates)
            values["alternate"] = ["url": location.relativeURL(to: location.counterpart), "lang": language.counterpart.tag,
                                   "name": language.counterpart.nativeName]
            values["headerHTML"] = HeaderHTML.render(values, alternateURL: location.relativeURL(to: location.counterpart), templates: templates)
            values["canonical"] = content.settings.baseURL + location.outputPath.dropLast("index.html".count)
            return (context.output.entry(location.outputPath, templates.render("page", values), key: key),
                    variants.script.map { context.output.entry(variantsPath, $0, key: key) })
        }
        for (page, files) in zip(context.generatedPages, entries) {
            context.publishedPages.append(page.location)
            context.output.add(files.page)
            if let variants = files.variants { context.output.add(variants) }
        }
    }

    /// A generated page's text as one unit with one block in its language, like a chapter
    /// that holds one language (`BilingualBody`).
    static func oneUnit(_ page: GeneratedPage) -> String {
        "<div><div lang=\"\(page.location.language.tag)\">\n\(page.contentHTML)</div></div>\n"
    }

    /// Sidebar links to the reference index, each reference area and the glossary.
    static func referenceNavigation(language: Language, from: SiteLocation, current: SiteLocation?) -> [[String: Any]] {
        var targets: [(String, SiteLocation)] = [(ReferencePages.strings[language]!["reference"]!, ReferencePages.indexLocation(language))]
        for area in ReferenceArea.allCases {
            targets.append((area.title[language], ReferencePages.location(of: area, language: language)))
        }
        targets.append((GlossaryPage.strings[language]!["title"]!, GlossaryPage.location(language)))
        // Each title in both languages too, so the sidebar follows the reading mode.
        var others: [String] = [ReferencePages.strings[language.counterpart]!["reference"]!]
        others += ReferenceArea.allCases.map { $0.title[language.counterpart] }
        others.append(GlossaryPage.strings[language.counterpart]!["title"]!)
        return zip(targets, others).map { entry, other in
            let (title, target) = entry
            return ["title": title, "titles": PageTemplateContext.bilingualText(primary: (title, language), secondary: (other, language.counterpart)),
                    "url": from.relativeURL(to: target), "current": target == current,
                    "isSub": !target.segments.isEmpty && target.segments.first == "reference" && target.segments.count > 1]
        }
    }
}
