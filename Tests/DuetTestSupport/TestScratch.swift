import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where tests put the folders and files they make: one folder per test process, removed
/// when the process exits.
///
/// Each test made its own folder straight in the temporary directory and left it there: a
/// run of the suite left about 250 of them, nearly a gigabyte, and a day of runs filled the
/// disk. A process holds a lock on its folder for as long as it runs, so the folder of one
/// that was killed (and never removed its own) is known by its free lock and removed by
/// the next run; a process id would not do, since containers sharing a temporary
/// directory each have their own.
public enum TestScratch {
    /// `duet-tests-<UUID>` in the temporary directory, made and locked on first use.
    public static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeAbandonedRoots(in: temporary)
        let root = temporary.appendingPathComponent(prefix + UUID().uuidString)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Kept open, and so locked, until the process ends.
        let descriptor = open(root.path + "/" + lockName, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor >= 0 { _ = flock(descriptor, LOCK_EX) }
        rootPath = root.path
        atexit { if let rootPath = TestScratch.rootPath { try? FileManager.default.removeItem(atPath: rootPath) } }
        return root
    }()

    /// A new name in the root: `name-<UUID>` followed by `suffix`; nothing is made there.
    public static func url(_ name: String, suffix: String = "") -> URL {
        root.appendingPathComponent("\(name)-\(UUID().uuidString)\(suffix)")
    }

    /// The same, as a path.
    public static func path(_ name: String, suffix: String = "") -> String { url(name, suffix: suffix).path }

    /// A new, empty folder in the root, named as `url` names it; its path.
    public static func folder(_ name: String) throws -> String {
        let path = path(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let prefix = "duet-tests-"
    private static let lockName = ".lock"
    /// The root's path for the exit handler, which cannot capture anything.
    nonisolated(unsafe) private static var rootPath: String?

    /// Removes the roots whose lock nobody holds. One without a lock file may be one that
    /// another process is making this moment: left alone unless it is an hour old.
    private static func removeAbandonedRoots(in temporary: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let folder = temporary.appendingPathComponent(name).path
            let descriptor = open(folder + "/" + lockName, O_RDWR | O_CLOEXEC)
            if descriptor < 0 {
                guard let made = (try? FileManager.default.attributesOfItem(atPath: folder))?[.modificationDate] as? Date,
                      made < Date(timeIntervalSinceNow: -3600) else { continue }
            } else {
                defer { close(descriptor) }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
