import DuetContent
import DuetOutput
import DuetSupport

/// What a build reads and where it writes; the CLI fills this from its options.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    /// Overrides `baseURL` of site.yml when set.
    public var baseURL: String?
    public var warningsAsErrors: Bool
    /// How many threads parse and render pages; 1 runs the whole build on one thread.
    /// Output is byte-identical for every value.
    public var jobs: Int
    /// Where results of earlier builds are kept so an unchanged page is neither parsed,
    /// checked nor written again; nil builds everything from scratch. Never inside the
    /// output folder, which is replaced as a whole.
    public var cacheDirectory: String?
    /// Reports pages rendered so far, for a progress line on a terminal; called from
    /// worker threads, so it must be thread-safe.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// The source size above which steps forget Markdown trees they are done with (see
    /// `Content.releasesTrees`); tests lower it to build small books the large-book way.
    var treeBudget = Content.treeBudget
    /// The fewest changed pairs a large book's checks render while their trees are parsed
    /// (see `LazyPageRenderer`); tests lower it to exercise that on a small book.
    var smallestBatchRenderedWhileChecking = 64
    /// Whether the commit waits for the output's folder survey, which runs only on an idle
    /// core (see `OutputFolderSurvey`); tests set it to commit as a quiet machine does.
    var waitsForFolderSurvey = false
    /// Whether the site gets `status/index.html`, the translation dashboard (`--status-page`).
    public var statusPage = false

    public init(contentDirectory: String = "content", templatesDirectory: String = "templates",
                outputDirectory: String = "Site", baseURL: String? = nil, warningsAsErrors: Bool = false,
                jobs: Int = ParallelWork.defaultJobs, cacheDirectory: String? = nil,
                progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.warningsAsErrors = warningsAsErrors
        self.jobs = ParallelWork.clamped(jobs)
        self.cacheDirectory = cacheDirectory
        self.progress = progress
    }
}
