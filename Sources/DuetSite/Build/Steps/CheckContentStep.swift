import DuetContent

/// Runs every content check (`SiteBuilder.checks`), through the check cache.
///
/// A large book forgets each pair's tree once it is checked: a build renders each batch
/// of pages right after its checks, while the trees are still parsed, and the render step
/// takes those pages as they are (`ContentPageRenderer`). The other pages need nothing
/// the checks find: a build renders them (or keeps the previous build's files) on another
/// thread while the checks run (`PagesRenderedAhead`).
enum CheckContentStep {
    static func run(_ context: inout BuildContext, checks: [any ContentCheck]) {
        guard let content = context.content else { return }
        if context.output.isStaged {
            context.pageProgress = ProgressCounter(total: SiteAssembler.pageJobs(content).count, report: context.options.progress)
        }
        let renderer = content.releasesTrees && context.output.isStaged && context.templates != nil ? LazyPageRenderer(context) : nil
        let ahead = PagesRenderedAhead()
        let snapshot = context
        context.diagnostics += CheckCache.diagnostics(checks, in: context.checkContext, cacheDirectory: context.options.cacheDirectory,
                                                      whileParsed: renderer.map { renderer in { renderer.renderWhileChecking($0) } },
                                                      beforeChecking: { fresh in ahead.start(snapshot, checkedAfresh: fresh, lazy: renderer) })
        context.pageRenderer = renderer?.made
        context.pagesRenderedAhead = ahead.renderer
    }
}
