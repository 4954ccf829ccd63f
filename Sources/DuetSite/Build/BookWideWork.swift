import DuetContent
import DuetSupport

/// The passes over the whole book that depend on nothing but the loaded content: the
/// comparison with `translations.lock` (stale translations), the lock's orphan lines and
/// the part of every page's render key that the pages share.
/// Both need the lock file (nine megabytes at 10,000 pairs), read once for both, and walk
/// every pair; in an edit's rebuild they were a fifth of the work, and they would
/// otherwise wait for steps that keep only one core busy.
///
/// The steps that use them take the results from here when the build started them, and
/// compute them in place otherwise (a test's own step list, `duet check` of one page), so
/// what they report does not depend on whether this ran.
struct BookWideWork: @unchecked Sendable {
    let translationStatus: BackgroundResult<TranslationStatus>
    let lockOrphans: BackgroundResult<[LockOrphanCheck.Orphan]>
    /// What every page's render key shares (`RenderKeys.site`), made while the pages are
    /// registered, when one core is otherwise idle; only a build with a cache makes it.
    private let siteKey: BackgroundResult<String?>?
    /// What else the site key was made from.
    private let siteKeyInputs: [String?]
    /// The book it looks at, so a step given other content (a check run on a share of the
    /// pairs) computes in place instead of taking these results.
    private let directory: String
    private let pairNames: [String]

    /// The site key made early, if it was made for `content` and `options`' templates and
    /// address.
    func siteKey(for content: Content, options: BuildOptions) -> String? {
        guard let siteKey, isFor(content),
              siteKeyInputs == Self.siteKeyInputs(content, options) else { return nil }
        return siteKey.value
    }

    private static func siteKeyInputs(_ content: Content, _ options: BuildOptions) -> [String?] {
        [options.templatesDirectory, options.baseURL, content.settings.baseURL]
    }

    /// Whether these results are for `content`: the same folder and the same pairs.
    func isFor(_ content: Content) -> Bool {
        content.directory == directory && content.pairs.count == pairNames.count
            && zip(content.pairs, pairNames).allSatisfy { $0.fileName == $1 }
    }

    /// `lockRead`, when given, is the lock of `lockDirectory` read while the content loaded
    /// (it needs nothing else); it is used only if that is the content's folder.
    init(content: Content, jobs: Int, lockRead: BackgroundResult<LockedHashes?>? = nil, lockDirectory: String? = nil,
         options: BuildOptions? = nil) {
        directory = content.directory
        pairNames = content.pairs.map(\.fileName)
        let early = lockDirectory == content.directory ? lockRead : nil
        let hashes = early ?? BackgroundResult { TranslationStatus.lockedHashes(of: content) }
        translationStatus = BackgroundResult { TranslationStatus.compute(content, hashes: hashes.value, jobs: jobs) }
        lockOrphans = BackgroundResult { LockOrphanCheck.orphans(in: content, hashes: hashes.value) }
        siteKey = options.flatMap { options in
            options.cacheDirectory == nil ? nil : BackgroundResult { RenderKeys.site(content: content, options: options) }
        }
        siteKeyInputs = options.map { Self.siteKeyInputs(content, $0) } ?? []
    }
}
