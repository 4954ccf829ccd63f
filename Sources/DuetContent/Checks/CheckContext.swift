import DuetSupport

/// What a check reads: the loaded content, and the few facts about the site a build has
/// prepared by the time the checks run (where each page is published, which `#fragment`
/// ids it has) and the work over the whole book it started beside them.
///
/// The build makes one from its state (`BuildContext.checkContext`); the checks know nothing
/// else of it, so they live with the content, below templates and rendering.
public struct CheckContext: Sendable {
    public var content: Content?
    /// How many threads a check may use.
    public var jobs: Int
    /// Where each page a link names is published.
    public var links: LinkTable
    /// The ids a `#fragment` may name on each published page.
    public var anchors: [SiteLocation: AnchorIDs]
    /// The content compared with translations.lock, when the build has already done so.
    public var translationStatus: TranslationStatus?
    /// The lock's orphan lines, when the build started finding them for this content
    /// beside other work; nil makes the check find them itself.
    var lockOrphans: BackgroundResult<[LockOrphanCheck.Orphan]>?

    package init(content: Content?, jobs: Int = ParallelWork.defaultJobs, links: LinkTable = LinkTable(),
                 anchors: [SiteLocation: AnchorIDs] = [:], translationStatus: TranslationStatus? = nil,
                 lockOrphans: BackgroundResult<[LockOrphanCheck.Orphan]>? = nil) {
        self.content = content
        self.jobs = jobs
        self.links = links
        self.anchors = anchors
        self.translationStatus = translationStatus
        self.lockOrphans = lockOrphans
    }

    /// The same context for a share of the pairs, checked on one thread: what was found
    /// for the whole book beforehand (the lock's orphans) is not the share's.
    package func narrowed(to pairs: [PagePair]) -> CheckContext {
        var narrowed = self
        narrowed.content = content?.with(pairs: pairs)
        narrowed.jobs = 1
        narrowed.lockOrphans = nil
        return narrowed
    }
}
