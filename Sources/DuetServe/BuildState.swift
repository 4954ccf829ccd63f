import DuetContent
import DuetSite
import Foundation
import Synchronization

/// The outcome of the latest build, shared by the watcher that rebuilds and the requests
/// that serve. `generation` grows with every build, good or bad, so an open page knows
/// when to reload. A lock, not an actor: requests are answered on the server's own
/// threads, which must never wait for the (small, shared) concurrency pool.
final class BuildState: Sendable {
    struct Snapshot: Sendable {
        var generation = 0
        /// The diagnostics of the latest build if it failed; nil while the site is good.
        var failure: [Diagnostic]?
        /// The path the site is served under, from site.yml's base URL: "/" or "/docs/".
        var basePath = "/"
    }

    private let current = Mutex(Snapshot())

    var snapshot: Snapshot { current.withLock { $0 } }
    var generation: Int { current.withLock { $0.generation } }

    func record(_ result: BuildResult) {
        record(succeeded: result.succeeded, diagnostics: result.diagnostics, baseURL: result.context.content?.settings.baseURL)
    }

    /// A finished build. A failed one shows every diagnostic the terminal printed, warnings
    /// too, so the overlay's count is the terminal's.
    func record(succeeded: Bool, diagnostics: [Diagnostic], baseURL: String?) {
        current.withLock { state in
            state.generation += 1
            if succeeded {
                state.failure = nil
                if let baseURL { state.basePath = Self.path(of: baseURL) }
            } else {
                state.failure = diagnostics
            }
        }
    }

    /// The path of a base URL, always with a leading and a trailing slash.
    static func path(of baseURL: String) -> String {
        var path = URL(string: baseURL)?.path ?? "/"
        if path.isEmpty { path = "/" }
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return path
    }
}
