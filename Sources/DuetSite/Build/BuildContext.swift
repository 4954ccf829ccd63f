import DuetContent
import DuetMarkdown
import DuetModel
import DuetOutput
import DuetSupport

/// The state a build carries from step to step.
public struct BuildContext: @unchecked Sendable {
    public var options: BuildOptions
    public var content: Content?
    public var templates: TemplateSet?
    public var links = LinkTable()
    public var crossLinks: any CrossLinkResolving = NoCrossLinks()
    public var blockRenderers: [any BlockRendering] = []
    /// Reference and glossary pages built from the model and the glossary.
    public var generatedPages: [GeneratedPage] = []
    /// Whether this run writes a site. `duet check` (and every change an import or accept
    /// checks) does not: it takes the reference pages without their bodies and leaves the
    /// playground's data unmade, which were most of a check.
    public var writesSite = true
    public var output = OutputTree()
    public var diagnostics: [Diagnostic] = []
    /// Pages rendered per language, for the summary line.
    public var pageCounts: [Language: Int] = [:]
    /// The ids a `#fragment` may name on each published page, for the link check.
    public var anchors: [SiteLocation: AnchorIDs] = [:]
    /// Heading ids per page pair, computed once and shared by rendering and checks.
    public var headingAnchors: [String: HeadingAnchors] = [:]
    /// Locations of every HTML page with its counterpart, for the sitemap.
    public var publishedPages: [SiteLocation] = []
    /// Start locations of stale Chinese blocks per page file name, marked for readers.
    public var staleBlocks: [String: Set<SourceLocation>] = [:]
    /// The content compared with translations.lock, once per build, for the stale
    /// translation check and the stale marks.
    public var translationStatus: TranslationStatus?
    /// What every page of this build is made from besides its own pair (see `RenderKeys.site`),
    /// when a cache is in use; files that depend only on it can be reused.
    public var siteRenderKey: String?
    /// Sentences steps add to the build's summary line, such as the search index size.
    public var summaryNotes: [String] = []
    /// The content pages' renderer when the checks already used it (a large book renders
    /// each batch of pages right after checking it; see `ContentPageRenderer`).
    var pageRenderer: ContentPageRenderer?
    /// The content pages rendered beside the checks (`PagesRenderedAhead`), if any were.
    var pagesRenderedAhead: ContentPageRenderer?
    /// Finished content pages, counted across every renderer of the build.
    var pageProgress: ProgressCounter?
    /// Work over the loaded content that no step before it needs, started as soon as the
    /// content is loaded (`BookWideWork`) and taken by the step that needs it: it runs on
    /// the other core while the pages are registered and the reference pages prepared,
    /// which use one core each.
    var bookWideWork: BookWideWork?
    /// `content/zh/reference.po`, installed in `ModelStrings` before anything is drawn.
    public var referenceCatalog: ReferenceCatalog?
    /// The templates of a folder, read while the content loads.
    var templatesRead: (directory: String, result: BackgroundResult<(TemplateSet?, [Diagnostic])>)?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Whether the build must stop: errors, or warnings when they count as errors.
    public var failed: Bool {
        diagnostics.hasErrors || (options.warningsAsErrors && diagnostics.contains { $0.severity == .warning })
    }
}

extension BuildContext {
    /// What the checks read of this build: its content, where its pages are published and
    /// their anchors, and the book-wide work it started for this content.
    var checkContext: CheckContext {
        let lockOrphans = content.flatMap { content in bookWideWork.flatMap { $0.isFor(content) ? $0.lockOrphans : nil } }
        return CheckContext(content: content, jobs: options.jobs, links: links, anchors: anchors,
                            translationStatus: translationStatus, lockOrphans: lockOrphans)
    }
}
