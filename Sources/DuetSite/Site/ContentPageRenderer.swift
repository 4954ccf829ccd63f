import DuetContent
import DuetOutput
import DuetSupport
import Foundation

/// Renders the content pages of page pairs, both languages of a pair together, from one
/// build context: what `SiteAssembler.renderPages` does for the whole book, made once per
/// build so that the checks of a large book can use it too.
///
/// A book too large to keep its Markdown trees forgets each pair's tree after use and
/// parses it again in the next step that needs it (`Content.releasesTrees`). The checks go
/// through such a book in batches; rendering each batch right after its checks, while its
/// trees are still parsed, spares every page one of those parses (`renderedWhileChecking`).
final class ContentPageRenderer: @unchecked Sendable {
    private let snapshot: BuildContext
    /// What every page of this build is made from besides its own pair (`RenderKeys.site`).
    let siteKey: String?
    private let sidebar: SidebarHTML
    private let header: HeaderHTML
    private let progress: ProgressCounter
    /// Each pair's place in the book, for the sidebar window and previous / next.
    private let positions: [String: Int]
    private let lock = NSLock()
    private var rendered: [String: [PageFiles]] = [:]

    init?(_ context: BuildContext) {
        guard let content = context.content, let templates = context.templates else { return nil }
        self.snapshot = context
        siteKey = context.output.reusesFiles ? RenderKeys.site(context) : nil
        sidebar = SidebarHTML(templates: templates, settings: content.settings, links: context.links)
        header = HeaderHTML(templates: templates)
        // One count for the build, however many renderers share its pages.
        progress = context.pageProgress ?? ProgressCounter(total: SiteAssembler.pageJobs(content).count, report: context.options.progress)
        positions = Dictionary(content.pairs.enumerated().map { ($1.fileName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The page jobs of one pair: a page per language, in language order.
    func jobs(of pair: PagePair) -> [SiteAssembler.PageJob] {
        guard let position = positions[pair.fileName] else { return [] }
        return SiteAssembler.pageJobs(of: pair, position: position)
    }

    /// A page's file and the file of release variants beside it, if it has one.
    struct PageFiles: Sendable {
        let location: SiteLocation
        let page: OutputTree.Entry
        let variants: OutputTree.Entry?
    }

    /// Renders (or reuses from the previous build) the pages of one pair.
    func render(_ group: [SiteAssembler.PageJob]) -> [PageFiles] {
        let output = snapshot.output
        var body: PairBody?
        let contents = TableOfContentsHTML(templates: snapshot.templates!)
        return group.map { job in
            defer { progress.pageFinished() }
            // An unchanged page keeps the previous build's file, unrendered, and so does the
            // file of variants beside it: both or neither, so a page never names a variants
            // file of another build.
            let location = SiteLocation(language: job.language, segments: [job.pair.shownPage(for: job.language)!.slug])
            let key = siteKey.map { RenderKeys.page(site: $0, pair: job.pair, language: job.language, stale: snapshot.staleBlocks[job.pair.fileName] ?? []) }
            let variantsPath = ReleaseVariantsOnDemand.path(besides: location.outputPath)
            if let key, output.isReusable(location.outputPath, key: key) {
                let hadVariants = output.madePreviously(variantsPath)
                if !hadVariants || output.isReusable(variantsPath, key: key), let page = output.reused(location.outputPath, key: key) {
                    return PageFiles(location: location, page: page, variants: hadVariants ? output.reused(variantsPath, key: key) : nil)
                }
            }
            if body == nil { body = SiteAssembler.renderBody(job, context: snapshot, anchorMarkers: true).shared }
            let page = SiteAssembler.renderPage(job, context: snapshot, body: body, sidebar: sidebar, contents: contents, header: header)
            return PageFiles(location: page.location, page: output.entry(page.location.outputPath, page.html, key: key),
                             variants: page.variantsScript.map { output.entry(variantsPath, $0, key: key) })
        }
    }

    /// Renders the pages of `pairs` on all cores and keeps the results for the render step.
    /// The trees of pairs in `releasing` are forgotten once their pages are made, as the
    /// render step does for a large book (the checks forget the others' themselves).
    func renderWhileChecking(_ pairs: [PagePair], releasing: @escaping @Sendable (PagePair) -> Bool = { _ in false }) {
        let content = snapshot.content
        let results = ParallelWork.map(pairs, jobs: snapshot.options.jobs) { pair in
            defer { if releasing(pair) { content?.releaseTrees(of: [pair]) } }
            return (pair.fileName, self.render(self.jobs(of: pair)))
        }
        lock.lock()
        for (fileName, entries) in results { rendered[fileName] = entries }
        lock.unlock()
    }

    /// The pages of the pair rendered while it was checked, if they were.
    func renderedWhileChecking(_ pair: PagePair) -> [PageFiles]? {
        lock.lock()
        defer { lock.unlock() }
        return rendered[pair.fileName]
    }
}
