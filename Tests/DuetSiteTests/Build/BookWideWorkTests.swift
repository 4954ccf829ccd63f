@testable import DuetContent
@testable import DuetSite
@testable import DuetSupport
import Foundation
import DuetTestSupport
import Testing

/// The comparison with `translations.lock` and the search for its orphan lines run on a
/// thread of their own from the moment the content is loaded (`BookWideWork`); what the
/// build reports must be what the same passes find when they run in their own steps.
@Suite("Book-wide work started early")
struct BookWideWorkTests {
    init() { ShippedStrings.install() }

    @Test("the stale blocks and orphan lock lines a build reports are those the passes find in place")
    func earlyResultsMatchInPlace() throws {
        let workspace = try Workspace(copying: "site")
        // Block 0 of a page accepted with a hash its English never had, and a page that is gone.
        try workspace.write("content/translations.lock", "01-traits.md 0 0123456789abcdef\ngone.md 0 0123456789abcdef\n")
        let context = SiteBuilder.check(workspace.options.build)
        let content = try #require(context.content)
        #expect(context.bookWideWork != nil, "the load step starts the book-wide work")

        let inPlace = TranslationStatus.compute(content, jobs: 1)
        #expect(!inPlace.staleStarts.isEmpty, "the edited lock leaves a stale block")
        #expect(context.staleBlocks == inPlace.staleStarts)

        let orphans = LockOrphanCheck.orphans(in: content).map(\.location)
        #expect(orphans.map(\.line) == [2], "the line for the page that is gone")
        let reported = context.diagnostics.filter { $0.identifier == "lock.orphan" }.map(\.location)
        #expect(reported == orphans)
    }

    @Test("the site key made while the pages are registered is the one made in place, and only for the options it was made with")
    func earlySiteKey() throws {
        let workspace = try Workspace(copying: "site")
        var options = workspace.options.build
        options.cacheDirectory = workspace.path("cache")
        let content = try #require(ContentLoader.load(directory: workspace.path("content")).0)
        let work = BookWideWork(content: content, jobs: 1, options: options)
        let inPlace = try #require(RenderKeys.site(content: content, options: options))
        #expect(work.siteKey(for: content, options: options) == inPlace)
        var elsewhere = options
        elsewhere.templatesDirectory = workspace.path("other-templates")
        #expect(work.siteKey(for: content, options: elsewhere) == nil)
        var addressed = options
        addressed.baseURL = "https://example.org/guide/"
        #expect(work.siteKey(for: content, options: addressed) == nil)
        #expect(RenderKeys.site(content: content, options: addressed) != inPlace)
        // Without a cache folder nothing is made early.
        var uncached = options
        uncached.cacheDirectory = nil
        #expect(BookWideWork(content: content, jobs: 1, options: uncached).siteKey(for: content, options: uncached) == nil)
    }

    @Test("a lock read while loading is used only for the content folder it was read from")
    func earlyLockOnlyForItsFolder() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/translations.lock", "01-traits.md 0 0123456789abcdef\n")
        let content = try #require(ContentLoader.load(directory: workspace.path("content")).0)
        let inPlace = TranslationStatus.compute(content, jobs: 1).staleStarts
        #expect(!inPlace.isEmpty)
        // A lock that says nothing is stale, read from another folder: not used.
        let empty = try #require(LockedHashes.read(Array("# nothing\n".utf8)))
        let elsewhere = BookWideWork(content: content, jobs: 1, lockRead: BackgroundResult { empty }, lockDirectory: "/elsewhere")
        #expect(elsewhere.translationStatus.value.staleStarts == inPlace)
        // The same lock said to be this folder's is used as it is.
        let here = BookWideWork(content: content, jobs: 1, lockRead: BackgroundResult { empty }, lockDirectory: content.directory)
        #expect(here.translationStatus.value.staleStarts.isEmpty)
    }

    @Test("orphan lock lines are answered from the lock's hashes exactly as a line-by-line reading finds them",
          arguments: [
              "01-traits.md 0 0123456789abcdef\n",
              "01-traits.md 0 0123456789abcdef\ngone.md 0 0123456789abcdef\n",
              "01-traits.md 999 0123456789abcdef\n",
              "03-only-english.md 5 0123456789abcdef\n",
              "  # an indented comment, 1 word\n\t# 2 x\n01-traits.md 0 0123456789abcdef\n",
              "# a comment\n\n02-presentations.md 1 0123456789abcdef\n01-traits.md 0 0123456789abcdef\n02-presentations.md 999 0123456789abcdef\n",
          ])
    func orphansFromHashes(lock: String) throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/translations.lock", lock)
        let content = try #require(SiteBuilder.check(workspace.options.build).content)
        let hashes = try #require(TranslationStatus.lockedHashes(of: content), "a well-formed lock reads the fast way")
        let lineByLine = LockOrphanCheck.orphans(in: content)
        #expect(hashes.namesMissingBlocks(of: content) == !lineByLine.isEmpty)
        #expect(LockOrphanCheck.orphans(in: content, hashes: hashes).map(\.location) == lineByLine.map(\.location))
    }
}
