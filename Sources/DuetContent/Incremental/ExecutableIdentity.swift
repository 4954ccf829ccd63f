import DuetSupport
import Foundation

/// Which build of duet is running, for every cache's key and header.
package enum ExecutableIdentity {
    /// The executable's path, size and modification time. A rebuilt executable may read or
    /// render differently, so it invalidates every key. The path is made absolute and free
    /// of links, so `.build/release/duet` and its full path, run one after the other, share
    /// one cache.
    package static let current: String = {
        var path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? "duet"
        if let resolved = realpath(path, nil) {
            path = String(cString: resolved)
            free(resolved)
        }
        guard let status = FileStatus.of(path) else { return path }
        return "\(path) \(status.size) \(status.modified)"
    }()
}
