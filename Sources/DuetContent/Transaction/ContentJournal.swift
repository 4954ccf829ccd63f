import Foundation

/// What a content commit is about to do, written durably before it changes anything, so a
/// commit stopped at any point (a kill, a power cut) is finished or undone by the next duet
/// command, and the content is wholly old or wholly new as that command sees it.
///
/// The journal lives at `.build/duet-content-<pid>-<L|U>-<n>.journal` in the project and names every file
/// of the commit: its target, its temporary and, for a file replaced, the second name the
/// old file keeps until the end (`FileSetCommit`). It is written twice:
/// 1. before the first temporary (`committed: false`): a commit stopped while it writes
///    temporaries has changed nothing, and recovery removes what it left;
/// 2. once every temporary and kept name is on disk (`committed: true`), just before the
///    first rename.
///
/// Recovery of a committed journal: if no temporary it names is left, every rename was made
/// and only the kept names remain to be removed (forward). Otherwise it puts every kept
/// file back over its target and removes each new file that was renamed in, and only then
/// removes the temporaries (back). Restoring before removing keeps the choice the same if
/// the recovery itself is stopped and run again.
///
/// A journal is obeyed only as far as it is duet's: every path must be absolute, inside the
/// project, in the same folder as its target and named as `FileSetCommit` names its files,
/// and a new file is removed only while it is the file the commit renamed in (its inode).
/// A journal that is damaged or names anything else is refused at its path, and nothing it
/// names is touched.
public struct ContentJournal: Codable, Sendable, Equatable {
    /// One file of the commit.
    public struct Entry: Codable, Sendable, Equatable {
        /// The file written (a link's target when the path is a link), absolute.
        public var target: String
        /// The temporary beside it that holds the new bytes until the rename.
        public var temporary: String
        /// The second name the replaced file keeps until the commit ends; nil for a new file.
        public var kept: String?
        /// The temporary's inode once written (renaming keeps it): a new file is removed by
        /// a recovery only while the file at its path is this one.
        public var inode: UInt64?
    }

    public static let format = "duet content journal 1"

    public var format = Self.format
    public var committed = false
    /// Folders the commit makes for new files, parents first; removed again when it is
    /// undone, if empty.
    public var folders: [String] = []
    public var entries: [Entry] = []

    /// Where a project's journals are.
    public static func folder(projectRoot: String) -> String {
        (projectRoot == "/" ? "" : projectRoot) + "/.build"
    }

    /// A new journal's path: named for the process that writes it and for whether it holds
    /// the project lock (`L`) or not (`U`, a caller of the library that did not take it), so
    /// a recovery can tell which commits may still be running; and unique, so two commits
    /// never share a journal.
    static func newPath(projectRoot: String, underLock: Bool) -> String {
        folder(projectRoot: projectRoot) + "/duet-content-\(getpid())-\(underLock ? "L" : "U")-\(UUID().uuidString.prefix(8)).journal"
    }

    /// The journals (and journals being written) in the project that no running commit
    /// will finish. It is asked with the project lock held. This process's own journals
    /// belong to commits still running on its other threads. A journal written under the
    /// lock by another process is abandoned, whether or not a process with its number runs
    /// now (numbers are reused, often at once in a container): that process released the
    /// lock, so its commit is over. One written without the lock is abandoned once no
    /// process has its number.
    public static func abandoned(projectRoot: String) -> [String] {
        let folder = folder(projectRoot: projectRoot)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { name in
            guard name.hasPrefix("duet-content-"), name.hasSuffix(".journal") || name.hasSuffix(".journal.writing") else { return false }
            let rest = name.dropFirst("duet-content-".count)
            let pid = Int32(rest.prefix { $0.isNumber })
            guard let pid, pid != getpid() else { return pid == nil }
            if rest.dropFirst(String(pid).count).hasPrefix("-L-") { return true }
            return !(kill(pid, 0) == 0 || errno == EPERM)
        }.sorted().map { folder + "/" + $0 }
    }

    /// Writes the journal durably: a temporary beside it, flushed, renamed over it, and the
    /// folder flushed, so it is there whole or not at all.
    func write(to path: String) throws(FileOperationError) {
        let folder = (path as NSString).deletingLastPathComponent
        if mkdir(folder, 0o777) != 0 && errno != EEXIST { throw .last("make the folder", folder) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { throw FileOperationError("write", path, code: EINVAL) }
        let temporary = path + ".writing"
        unlink(temporary)
        ContentCommitFaults.step()
        try POSIXFileOperations().createFile(temporary, bytes: [UInt8](data) + [10], mode: 0o644)
        ContentCommitFaults.step()
        guard rename(temporary, path) == 0 else {
            let failure = FileOperationError.last("write", path)
            unlink(temporary)
            throw failure
        }
        POSIXFileOperations().syncFolder(folder)
    }

    /// Removes the journal at `path`, durably: the commit it describes is over.
    static func remove(_ path: String) {
        ContentCommitFaults.step()
        unlink(path)
        POSIXFileOperations().syncFolder((path as NSString).deletingLastPathComponent)
    }

    /// What a recovery did.
    public enum Recovery: Sendable, Equatable {
        /// Every rename had been made: the commit was finished (kept names removed).
        case finished(files: Int)
        /// The commit was undone: every file is as it was before it.
        case undone(files: Int)

        public var note: String {
            switch self {
            case .finished(let files): "a content change stopped at its end was finished (\(files) file(s) written in full)"
            case .undone(let files): "a content change stopped half-way was undone (\(files) file(s) left as they were before it)"
            }
        }
    }

    /// Finishes or undoes the commits that abandoned journals in the project describe. The
    /// caller holds the project lock. Nil when there was nothing to do; a diagnostic at a
    /// journal that is not one duet can act on (nothing it names is touched then).
    public static func recover(projectRoot: String) -> Result<Recovery?, Diagnostic> {
        let root = FileSetCommit.realPath(projectRoot) ?? projectRoot
        var recovery: Recovery?
        for path in abandoned(projectRoot: root) {
            if path.hasSuffix(".writing") {
                // A journal never written whole: nothing was done after it.
                ContentCommitFaults.step()
                unlink(path)
                continue
            }
            switch recover(journal: path, projectRoot: root) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let one): recovery = one ?? recovery
            }
        }
        return .success(recovery)
    }

    private static func recover(journal path: String, projectRoot root: String) -> Result<Recovery?, Diagnostic> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .success(nil) }
        func refuse(_ why: String) -> Result<Recovery?, Diagnostic> {
            .failure(.error("content.journal-invalid", at: FileLocation(file: path),
                            "the journal of an interrupted content change \(why); duet will not act on it, and nothing it names was touched",
                            fix: "check the files it names (a `.tmp` or `.kept` file beside a page holds one side of the change), then delete `\(path)`"))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, info.st_size < 16 << 20,
              let data = FileManager.default.contents(atPath: path) else { return refuse("is not a regular file duet can read") }
        guard let journal = try? JSONDecoder().decode(ContentJournal.self, from: data), journal.format == format else {
            return refuse("is damaged")
        }
        if let bad = journal.firstForeignPath(projectRoot: root) { return refuse("names `\(bad)`, which is not a file of a duet commit inside the project") }
        // Which way it goes is known before it goes: undoing removes every temporary too.
        let finishing = journal.committed && journal.allRenamed
        journal.carryOut()
        remove(path)
        return .success(finishing ? .finished(files: journal.entries.count) : .undone(files: journal.entries.count))
    }

    /// Whether every rename was made: no temporary is left.
    var allRenamed: Bool { entries.allSatisfy { !Self.exists($0.temporary) } }

    /// Finishes or undoes the commit (see the type's comment).
    func carryOut() {
        guard committed, !allRenamed else {
            // Forward: every rename was made, or (not committed) none was and none will be.
            for entry in entries {
                if !committed, Self.exists(entry.temporary) {
                    ContentCommitFaults.step()
                    unlink(entry.temporary)
                }
                if let kept = entry.kept, Self.exists(kept) {
                    ContentCommitFaults.step()
                    unlink(kept)
                }
            }
            if !committed { removeFolders() }
            return
        }
        // Back: restore first, then remove the temporaries.
        for entry in entries where !Self.exists(entry.temporary) {
            if let kept = entry.kept {
                guard Self.exists(kept) else { continue }
                ContentCommitFaults.step()
                rename(kept, entry.target)
            } else {
                var info = stat()
                guard let inode = entry.inode, lstat(entry.target, &info) == 0, UInt64(info.st_ino) == inode else { continue }
                ContentCommitFaults.step()
                unlink(entry.target)
            }
        }
        for entry in entries {
            if let kept = entry.kept, Self.exists(kept), Self.exists(entry.temporary) {
                ContentCommitFaults.step()
                unlink(kept)
            }
        }
        for entry in entries where Self.exists(entry.temporary) {
            ContentCommitFaults.step()
            unlink(entry.temporary)
        }
        removeFolders()
        for folder in Set(entries.map { ($0.target as NSString).deletingLastPathComponent }) {
            POSIXFileOperations().syncFolder(folder)
        }
    }

    /// The folders made for new files, deepest first, where they are empty.
    private func removeFolders() {
        for folder in folders.reversed() { rmdir(folder) }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The first path that is not what `FileSetCommit` would have written, or nil.
    func firstForeignPath(projectRoot: String) -> String? {
        // Where a path's folder really is: its nearest folder that exists, resolved, with
        // the rest of the path after it.
        func inside(_ path: String) -> Bool {
            guard path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return false }
            var folder = (path as NSString).deletingLastPathComponent
            var rest: [String] = []
            while FileSetCommit.realPath(folder) == nil, folder != "/", !folder.isEmpty {
                rest.insert((folder as NSString).lastPathComponent, at: 0)
                folder = (folder as NSString).deletingLastPathComponent
            }
            guard let real = FileSetCommit.realPath(folder) else { return false }
            let resolved = ([real == "/" ? "" : real] + rest).joined(separator: "/")
            return resolved.hasPrefix(projectRoot.hasSuffix("/") ? projectRoot : projectRoot + "/")
        }
        func beside(_ path: String, of target: String, ending: String) -> Bool {
            let folder = (target as NSString).deletingLastPathComponent
            let name = (target as NSString).lastPathComponent
            let own = (path as NSString).lastPathComponent
            return (path as NSString).deletingLastPathComponent == folder && own.hasPrefix("." + name + ".duet-") && own.hasSuffix(ending)
                && !own.contains("/")
        }
        for folder in folders where !inside(folder + "/x") { return folder }
        for entry in entries {
            if !inside(entry.target) { return entry.target }
            if !beside(entry.temporary, of: entry.target, ending: ".tmp") { return entry.temporary }
            if let kept = entry.kept, !beside(kept, of: entry.target, ending: ".kept") { return kept }
            if committed, entry.kept == nil, entry.inode == nil { return entry.target }
        }
        return nil
    }
}
