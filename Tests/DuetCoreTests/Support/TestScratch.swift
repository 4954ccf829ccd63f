import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where tests put the folders and files they make: one folder per test process, removed
/// when the process exits.
///
/// Each test made its own folder straight in the temporary directory and left it there: a
/// run of the suite left about 250 of them, nearly a gigabyte, and a day of runs filled the
/// disk. Folders of a process that was killed (so never removed its own) are removed by the
/// next run.
enum TestScratch {
    /// `duet-tests-<pid>` in the temporary directory, made on first use.
    static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeAbandonedRoots(in: temporary)
        let root = temporary.appendingPathComponent(prefix + String(getpid()))
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        rootPath = root.path
        atexit { if let rootPath = TestScratch.rootPath { try? FileManager.default.removeItem(atPath: rootPath) } }
        return root
    }()

    /// A new name in the root: `name-<UUID>` followed by `suffix`; nothing is made there.
    static func url(_ name: String, suffix: String = "") -> URL {
        root.appendingPathComponent("\(name)-\(UUID().uuidString)\(suffix)")
    }

    /// The same, as a path.
    static func path(_ name: String, suffix: String = "") -> String { url(name, suffix: suffix).path }

    private static let prefix = "duet-tests-"
    /// The root's path for the exit handler, which cannot capture anything.
    nonisolated(unsafe) private static var rootPath: String?

    /// Removes the roots of test processes that no longer run.
    private static func removeAbandonedRoots(in temporary: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            // Signal 0 only asks whether the process exists.
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
