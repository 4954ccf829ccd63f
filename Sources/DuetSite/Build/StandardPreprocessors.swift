import DuetContent
import DuetModel
import DuetSupport

/// Preparation between loading and rendering: the model tables that replace `duet-table`
/// blocks, the resolver that turns code spans and glossary terms into links, and the
/// generated reference and glossary pages those links point to.
enum StandardPreprocessors {
    static func prepare(_ context: inout BuildContext) {
        guard let content = context.content else { return }
        let crossLinks = ModelCrossLinks(glossary: content.glossary)
        context.crossLinks = crossLinks
        context.blockRenderers = [ModelTableBlock(), FigureBlock()]
        // Each language's pages on a core of its own; the reference pages come from the
        // cache when this executable drew them before (`ReferencePageCache`), and a check
        // takes them without their bodies (`ReferencePages.outlines`).
        let cacheDirectory = context.options.cacheDirectory
        let writesSite = context.writesSite
        let strings = context.referenceCatalog?.digest
        let pages = ParallelWork.map(Language.allCases, jobs: context.options.jobs) { language in
            (writesSite ? ReferencePageCache.pages(language: language, cacheDirectory: cacheDirectory, strings: strings)
                        : ReferencePages.outlines(language: language))
                + [GlossaryPage.page(glossary: content.glossary, language: language, crossLinks: crossLinks)]
        }.flatMap { $0 }
        for page in pages {
            context.links.register(source: page.source, language: page.location.language, location: page.location)
            context.anchors[page.location] = AnchorIDs(page.anchors)
        }
        context.generatedPages = pages
    }
}
