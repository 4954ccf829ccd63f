import DuetModel

/// Preparation between loading and rendering: the model tables that replace `duet-table`
/// blocks, the resolver that turns code spans and glossary terms into links, and the
/// generated reference and glossary pages those links point to.
enum StandardPreprocessors {
    static func prepare(_ context: inout BuildContext) {
        guard let content = context.content else { return }
        let crossLinks = ModelCrossLinks(glossary: content.glossary)
        context.crossLinks = crossLinks
        context.blockRenderers = [ModelTableBlock(), FigureBlock()]
        var pages: [GeneratedPage] = []
        for language in Language.allCases {
            pages += ReferencePages.pages(language: language)
            pages.append(GlossaryPage.page(glossary: content.glossary, language: language, crossLinks: crossLinks))
        }
        for page in pages {
            context.links.register(source: page.source, language: page.location.language, location: page.location)
            context.anchors[page.location] = page.anchors
        }
        context.generatedPages = pages
    }
}
