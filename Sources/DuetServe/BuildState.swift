import DuetCore
import Foundation

/// The outcome of the latest build, shared by the watcher that rebuilds and the requests
/// that serve. `generation` grows with every build, good or bad, so an open page knows
/// when to reload.
actor BuildState {
    private(set) var generation = 0
    /// The diagnostics of the latest build if it failed; nil while the site is good.
    private(set) var failure: [Diagnostic]?
    /// The path the site is served under, from site.yml's base URL: "/" or "/docs/".
    private(set) var basePath = "/"

    func record(_ result: BuildResult) {
        generation += 1
        if result.succeeded {
            failure = nil
            if let baseURL = result.context.content?.settings.baseURL {
                basePath = Self.path(of: baseURL)
            }
        } else {
            // The errors are what stopped the build; warnings only when nothing else did
            // (--warnings-as-errors, or a failed write).
            let errors = result.diagnostics.filter { $0.severity == .error }
            failure = errors.isEmpty ? result.diagnostics : errors
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
