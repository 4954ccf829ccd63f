/// The passes over the whole book that depend on nothing but the loaded content: the
/// comparison with `translations.lock` (stale translations) and the lock's orphan lines.
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
    /// The book it looks at, so a step given other content (a check run on a share of the
    /// pairs) computes in place instead of taking these results.
    private let directory: String
    private let pairNames: [String]

    /// Whether these results are for `content`: the same folder and the same pairs.
    func isFor(_ content: Content) -> Bool {
        content.directory == directory && content.pairs.count == pairNames.count
            && zip(content.pairs, pairNames).allSatisfy { $0.fileName == $1 }
    }

    /// `lockRead`, when given, is the lock of `lockDirectory` read while the content loaded
    /// (it needs nothing else); it is used only if that is the content's folder.
    init(content: Content, jobs: Int, lockRead: BackgroundResult<LockedHashes?>? = nil, lockDirectory: String? = nil) {
        directory = content.directory
        pairNames = content.pairs.map(\.fileName)
        let early = lockDirectory == content.directory ? lockRead : nil
        let hashes = early ?? BackgroundResult { TranslationStatus.lockedHashes(of: content) }
        translationStatus = BackgroundResult { TranslationStatus.compute(content, hashes: hashes.value, jobs: jobs) }
        lockOrphans = BackgroundResult { LockOrphanCheck.orphans(in: content, hashes: hashes.value) }
    }
}
