import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What builds killed before they could clean up left beside an output: staging and
/// retired folders, named `.<output>.duet-staging-<pid>` and `.<output>.duet-retired-<pid>`.
enum AbandonedFolders {
    /// Removes the folders of processes that no longer run. Throws, touching nothing
    /// more, when a previous site left under its retired name cannot be put back:
    /// deleting it would lose the only copy.
    ///
    /// A staging folder holds only files duet wrote and hard links to files that are
    /// still in the output (a commit links a user's files into it, never moves them), so
    /// removing it loses nothing.
    package static func clean(beside output: URL) throws {
        let parent = output.deletingLastPathComponent().path
        let prefix = "." + output.lastPathComponent + ".duet-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let parts = rest.split(separator: "-")
            guard parts.count == 2, ["staging", "retired"].contains(String(parts[0])), let pid = Int32(parts[1]),
                  pid != ProcessInfo.processInfo.processIdentifier else { continue }
            // Signal 0 only asks whether the process exists.
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            // A build killed between its two renames left the previous site only under its
            // retired name: put it back rather than lose it.
            if parts[0] == "retired", !FileManager.default.fileExists(atPath: output.path) {
                guard rename(parent + "/" + name, output.path) == 0 else {
                    throw OutputIOError(action: "put back the previous site from", path: parent + "/" + name, code: errno)
                }
                continue
            }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
    }
}
