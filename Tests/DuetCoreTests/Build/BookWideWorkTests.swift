@testable import DuetCore
import Foundation
import Testing

/// The comparison with `translations.lock` and the search for its orphan lines run on a
/// thread of their own from the moment the content is loaded (`BookWideWork`); what the
/// build reports must be what the same passes find when they run in their own steps.
@Suite("Book-wide work started early")
struct BookWideWorkTests {
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
}
