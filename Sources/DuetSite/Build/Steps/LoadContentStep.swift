import DuetContent
import DuetModel
import DuetSupport

/// The build's first step: reads `content/`, applies `--base-url`, and starts what later
/// steps need from the same files (the lock, the templates) on other threads, so their
/// reading overlaps the loading instead of following it.
enum LoadContentStep {
    static func run(_ context: inout BuildContext) {
        let lockRead = startReadingLock(context.options)
        startReadingTemplates(&context)
        loadReferenceCatalog(&context)
        let (content, diagnostics) = ContentLoader.load(directory: context.options.contentDirectory, jobs: context.options.jobs,
                                                        cacheDirectory: context.options.cacheDirectory,
                                                        treeBudget: context.options.treeBudget)
        context.diagnostics += diagnostics
        context.content = content.flatMap { applyingBaseURL(to: $0, &context) }
        // Not when loading failed: the build stops after this step and nothing would read it.
        if let loaded = context.content, !context.failed {
            context.bookWideWork = BookWideWork(content: loaded, jobs: context.options.jobs, lockRead: lockRead,
                                                lockDirectory: context.options.contentDirectory, options: context.options)
        }
    }

    /// The Chinese of the model's strings goes in before any step draws a table or figure.
    private static func loadReferenceCatalog(_ context: inout BuildContext) {
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: context.options.contentDirectory)
        context.diagnostics += diagnostics
        context.referenceCatalog = catalog
        if let catalog { ModelStrings.install(catalog.entries) }
    }

    /// The lock needs nothing the loading makes: it is read meanwhile, for `BookWideWork`.
    private static func startReadingLock(_ options: BuildOptions) -> BackgroundResult<LockedHashes?> {
        let directory = options.contentDirectory
        let cache = options.cacheDirectory
        return BackgroundResult(yielding: true) { TranslationStatus.lockedHashes(inDirectory: directory, cacheDirectory: cache) }
    }

    /// So are the templates, which `LoadTemplatesStep` takes if the folder is the same.
    private static func startReadingTemplates(_ context: inout BuildContext) {
        let directory = context.options.templatesDirectory
        context.templatesRead = (directory, BackgroundResult(yielding: true) { TemplateSet.load(directory: directory) })
    }

    /// `--base-url` replaces `site.yml`'s `baseURL`; one that is not an absolute http(s)
    /// address is an error, and the content is dropped so the build stops here.
    private static func applyingBaseURL(to content: Content, _ context: inout BuildContext) -> Content? {
        guard let baseURL = context.options.baseURL else { return content }
        if !baseURL.isEmpty, !SiteSettings.isAbsoluteWebURL(baseURL) {
            context.diagnostics.append(.error("settings.invalid-base-url", at: FileLocation(file: "--base-url"),
                                              "`--base-url` must be an absolute http or https address, such as `https://example.org/guide/`"))
            return nil
        }
        var settings = content.settings
        settings.baseURL = SiteSettings.normalizedBaseURL(baseURL)
        return Content(directory: content.directory, settings: settings, pairs: content.pairs, glossary: content.glossary,
                       releasesTrees: content.releasesTrees)
    }
}
