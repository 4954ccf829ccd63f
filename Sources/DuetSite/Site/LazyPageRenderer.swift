import DuetContent
import Foundation

/// The renderer a large book's checks use, made only when a batch is worth rendering
/// there: a full batch of changed pairs. An edit's one or two pairs are left to the render
/// step, which would otherwise find the renderer made for nothing.
final class LazyPageRenderer: @unchecked Sendable {
    private let context: BuildContext
    private let lock = NSLock()
    private var renderer: ContentPageRenderer?

    init(_ context: BuildContext) { self.context = context }

    /// The renderer, if a batch made it; the render step then takes its pages from it.
    var made: ContentPageRenderer? {
        lock.lock()
        defer { lock.unlock() }
        return renderer
    }

    /// Renders a checked batch's pages if it is large enough (`BuildOptions`).
    func renderWhileChecking(_ pairs: [PagePair]) {
        guard pairs.count >= context.options.smallestBatchRenderedWhileChecking else { return }
        lock.lock()
        if renderer == nil { renderer = ContentPageRenderer(context) }
        let renderer = renderer
        lock.unlock()
        renderer?.renderWhileChecking(pairs)
    }
}
