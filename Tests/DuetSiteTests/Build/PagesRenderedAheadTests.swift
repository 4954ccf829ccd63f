@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// A build renders its pages on another thread while the checks run. That must change
/// when the work is done, never what is written, what is counted or what a failing build
/// leaves behind.
/// Progress reports as they arrive, from any thread.
private final class ProgressRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(done: Int, total: Int)] = []
    func add(_ done: Int, _ total: Int) { lock.withLock { items.append((done, total)) } }
    var counts: [(done: Int, total: Int)] { lock.withLock { items } }
}

@Suite("Pages rendered beside the checks")
struct PagesRenderedAheadTests {
    init() { ShippedStrings.install() }

    func cachedOptions(_ workspace: Workspace, output: String = "Site") -> BuildOptions {
        workspace.options.cached(output: output)
    }

    @Test("the pages a build renders beside its checks are the pages a build held in memory renders")
    func sameBytesAsInMemory() throws {
        let workspace = try Workspace(copying: "site")
        let built = SiteBuilder.build(workspace.options.build)
        #expect(built.succeeded, "\(built.diagnostics.map(\.message))")
        #expect(built.context.pagesRenderedAhead != nil)
        let onDisk = try workspace.snapshot(of: "Site")
        // In memory nothing is rendered ahead: the render step renders every page itself.
        let inMemory = SiteBuilder.run(workspace.options.build)
        #expect(inMemory.pagesRenderedAhead == nil)
        let pages = inMemory.output.files.filter { $0.key.hasSuffix("index.html") }
        #expect(pages.count > 10)
        for (path, bytes) in pages {
            #expect(onDisk[path] == Data(bytes), "\(path)")
        }
    }

    @Test("a rebuild whose checks fail leaves the previous site as it was, though its pages were rendered meanwhile")
    func failedChecksKeepSite() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let before = try workspace.snapshot(of: "Site")
        let page = "content/en/01-traits.md"
        // Loads cleanly; only the link check finds the error.
        try workspace.write(page, try workspace.read(page) + "\nSee [the missing page](99-missing.md) as well.\n")
        let rendered = ProgressRecord()
        var options = cachedOptions(workspace)
        options.progress = { done, total in rendered.add(done, total) }
        let result = SiteBuilder.build(options)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains { $0.identifier == "link.unknown-page" })
        #expect(!rendered.counts.isEmpty, "the pages were rendered beside the checks")
        #expect(try workspace.snapshot(of: "Site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter { $0.contains("duet-") }
        #expect(leftovers.isEmpty)
        // The same holds for a first build, which stages a whole new site.
        let first = SiteBuilder.build(cachedOptions(workspace, output: "Fresh"))
        #expect(!first.succeeded)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Fresh/en/traits/index.html")))
    }

    @Test("when a large book's checks render the pairs they check afresh, the other pages are rendered beside them, each once")
    func checksAndAheadShareThePages() throws {
        let workspace = try Workspace(copying: "site")
        var options = cachedOptions(workspace)
        options.treeBudget = 0
        options.smallestBatchRenderedWhileChecking = 1
        #expect(SiteBuilder.build(options).succeeded)
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its current size classes."))
        let record = ProgressRecord()
        options.progress = { done, total in record.add(done, total) }
        let result = SiteBuilder.build(options)
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        // The edited pair was rendered by the checks, the others beside them.
        #expect(result.context.pageRenderer != nil)
        #expect(result.context.pagesRenderedAhead != nil)
        // One count for the build: every page once, up to the total.
        let counts = record.counts
        let total = try #require(counts.first?.total)
        #expect(counts.allSatisfy { $0.total == total })
        #expect(counts.map(\.done).sorted() == Array(1...total))
        var reference = workspace.options.build
        reference.outputDirectory = workspace.path("Reference")
        #expect(SiteBuilder.build(reference).succeeded)
        #expect(try workspace.snapshot(of: "Site") == (try workspace.snapshot(of: "Reference")))
    }
}

@Suite("Which pages the checks render")
struct PagesRenderedByChecksTests {
    init() { ShippedStrings.install() }

    @Test("the checks render only their batches large enough; a last, smaller batch is rendered beside them")
    func partialBatch() {
        let fresh = (0..<300).map { "p\($0).md" }
        let byChecks = PagesRenderedAhead.renderedByChecks(fresh, batchSize: 256, smallestRendered: 64)
        #expect(byChecks == Set(fresh.prefix(256)), "the 44 pairs of the last batch are not the checks' to render")
        #expect(PagesRenderedAhead.renderedByChecks(fresh, batchSize: 256, smallestRendered: 40) == Set(fresh))
        #expect(PagesRenderedAhead.renderedByChecks(Array(fresh.prefix(10)), batchSize: 256, smallestRendered: 64).isEmpty)
        #expect(PagesRenderedAhead.renderedByChecks([], batchSize: 256, smallestRendered: 1).isEmpty)
    }
}
