import DuetContent
import DuetSupport
import Foundation

/// Content pages rendered on a thread of their own while the checks run.
///
/// A page's HTML needs nothing the checks find, yet the two ran one after the other: in an
/// edit's rebuild of a large book the render step (deciding, for 20,000 pages, that the
/// previous build's file can stay) waited for checks that kept one core busy. A build's
/// pages are now rendered beside the checks; the render step takes them as they are.
///
/// The pairs a large book's checks render themselves while their trees are parsed
/// (`LazyPageRenderer`: whenever enough pairs are checked afresh) are left to them, so no
/// page is made twice. Only a build that writes files renders ahead (`duet check` does
/// not), and the check step waits for the work before it ends, so a build that fails has
/// nothing running when its staged files are discarded.
final class PagesRenderedAhead: @unchecked Sendable {
    private var work: BackgroundResult<ContentPageRenderer?>?

    /// Starts rendering every content pair but those the checks will render.
    func start(_ context: BuildContext, checkedAfresh fresh: [PagePair], lazy: LazyPageRenderer?) {
        guard let content = context.content, context.output.isStaged, context.templates != nil else { return }
        let leftToChecks: Set<String> = lazy == nil ? [] : Self.renderedByChecks(fresh.map(\.fileName), batchSize: CheckCache.batchSize,
                                                                                smallestRendered: context.options.smallestBatchRenderedWhileChecking)
        let pairs = content.pairs.filter { !leftToChecks.contains($0.fileName) }
        guard !pairs.isEmpty else { return }
        // A large book keeps no tree it is done with; a pair being checked is the checks' to forget.
        let checked = Set(fresh.map(\.fileName))
        work = BackgroundResult {
            let renderer = ContentPageRenderer(context)
            renderer?.renderWhileChecking(pairs, releasing: { !checked.contains($0.fileName) })
            return renderer
        }
    }

    /// The pairs the checks render: they check `fresh` in batches of `batchSize` and render
    /// a batch only when it has at least `smallestRendered` pairs (`LazyPageRenderer`), so
    /// the pairs of a last, smaller batch are left to be rendered here.
    static func renderedByChecks(_ fresh: [String], batchSize: Int, smallestRendered: Int) -> Set<String> {
        var rendered: Set<String> = []
        for start in stride(from: 0, to: fresh.count, by: batchSize) {
            let batch = fresh[start..<min(start + batchSize, fresh.count)]
            if batch.count >= smallestRendered { rendered.formUnion(batch) }
        }
        return rendered
    }

    /// The renderer that holds the pages, once they are all rendered; nil if none were.
    var renderer: ContentPageRenderer? { work?.value ?? nil }
}
