import DuetModel

/// Renders the reference and glossary pages with the chapters' `page` template.
enum GeneratedPageRenderer {
    static func render(_ context: inout BuildContext) {
        guard let content = context.content, let templates = context.templates else { return }
        let siteKey = context.output.reusesFiles ? RenderKeys.site(context) : nil
        for page in context.generatedPages {
            let location = page.location
            let language = location.language
            context.publishedPages.append(location)
            // Generated pages depend only on what the site key covers.
            let key = siteKey.map { $0 + "-" + location.outputPath }
            if let key, let reused = context.output.reused(location.outputPath, key: key) {
                context.output.add(reused)
                continue
            }
            var values = PageTemplateContext.common(settings: content.settings, language: language, location: location)
            values["title"] = page.title
            values["summary"] = page.summary
            values["content"] = page.contentHTML
            values["contentLang"] = language.tag
            let toc: [[String: Any]] = page.toc.map { ["id": $0.id, "text": $0.text, "level": $0.level, "isSub": $0.level == 3] }
            values["toc"] = toc
            values["hasToc"] = !toc.isEmpty
            values["nav"] = PageTemplateContext.navigation(pairs: Array(SidebarChapters.pairs(content.pairs, around: nil)), language: language, current: location,
                                                           links: context.links, from: location)
            values["referenceNav"] = referenceNavigation(language: language, from: location, current: location)
            values["alternate"] = ["url": location.relativeURL(to: location.counterpart), "lang": language.counterpart.tag,
                                   "name": language.counterpart.nativeName]
            values["canonical"] = content.settings.baseURL + location.outputPath.dropLast("index.html".count)
            context.output.add(context.output.entry(location.outputPath, templates.render("page", values), key: key))
        }
    }

    /// Sidebar links to the reference index, each reference area and the glossary.
    static func referenceNavigation(language: Language, from: SiteLocation, current: SiteLocation?) -> [[String: Any]] {
        var targets: [(String, SiteLocation)] = [(ReferencePages.strings[language]!["reference"]!, ReferencePages.indexLocation(language))]
        for area in ReferenceArea.allCases {
            targets.append((area.title[language], ReferencePages.location(of: area, language: language)))
        }
        targets.append((GlossaryPage.strings[language]!["title"]!, GlossaryPage.location(language)))
        return targets.map { title, target in
            ["title": title, "url": from.relativeURL(to: target), "current": target == current, "isSub": !target.segments.isEmpty && target.segments.first == "reference" && target.segments.count > 1]
        }
    }
}
