import Foundation

/// The project's lock for commands that change the content (`duet po import`,
/// `duet xliff import`, `duet accept`, `duet import`): an exclusive `flock` on
/// `.build/duet-content.lock` in the project, the folder that holds the content folder.
///
/// A command takes it before it reads the content and holds it until its files are written,
/// so two imports at once cannot both read the old lock and each write only their own
/// lines: the second waits for the first (a few seconds at most) and then reads what the
/// first wrote, or refuses. The lock is the kernel's, tied to the open file, so it is
/// released when the process ends however it ends; the file itself is left in place and
/// holds nothing. `.build/` is where duet keeps its cache too; `duet build` and
/// `duet check` never read it as content.
public final class ProjectLock: @unchecked Sendable {
    public static let fileName = "duet-content.lock"

    private var descriptor: Int32
    public let path: String
    /// The project this lock is for, resolved (`realpath`), as `FileSetCommit` names it.
    private var heldRoot: String?

    /// The projects whose lock this process holds: a commit in one of them writes a journal
    /// marked as written under the lock (`ContentJournal`).
    nonisolated(unsafe) private static var heldRoots: [String: Int] = [:]
    private static let heldRootsLock = NSLock()

    /// Whether this process holds the lock of the project at `projectRoot` (resolved).
    package static func isHeld(projectRoot: String) -> Bool {
        heldRootsLock.lock()
        defer { heldRootsLock.unlock() }
        return heldRoots[projectRoot, default: 0] > 0
    }

    private static func note(_ root: String, held: Bool) {
        heldRootsLock.lock()
        defer { heldRootsLock.unlock() }
        heldRoots[root, default: 0] += held ? 1 : -1
    }
    /// What taking the lock found and did: a content change stopped part-way by an earlier
    /// command, finished or undone (`ContentJournal`); nil when there was none.
    public private(set) var recovery: ContentJournal.Recovery?

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { release() }

    /// The project of a content folder: the folder that holds it.
    public static func projectRoot(ofContent contentDirectory: String) -> String {
        let standardized = URL(fileURLWithPath: contentDirectory).standardizedFileURL.path
        let parent = (standardized as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    /// The lock file of a content folder's project.
    public static func path(contentDirectory: String) -> String {
        let root = projectRoot(ofContent: contentDirectory)
        return (root == "/" ? "" : root) + "/.build/" + fileName
    }

    /// Takes the lock, waiting up to `waiting` seconds for another command to finish.
    public static func acquire(contentDirectory: String, waiting: Double = 10) -> Result<ProjectLock, Diagnostic> {
        let path = path(contentDirectory: contentDirectory)
        let folder = (path as NSString).deletingLastPathComponent
        if mkdir(folder, 0o777) != 0 && errno != EEXIST {
            return .failure(refusal(FileOperationError.last("make the folder", folder)))
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return .failure(refusal(FileOperationError.last("open the project lock", path))) }
        let deadline = Date().addingTimeInterval(waiting)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                return .failure(refusal(FileOperationError("lock", path, code: code)))
            }
            if Date() >= deadline {
                close(descriptor)
                return .failure(.error("content.locked", at: FileLocation(file: path),
                                       "another duet command is changing this content (it holds `\(path)`) and did not finish within \(Int(waiting)) seconds; nothing was written",
                                       fix: "run the command again when the other one has finished"))
            }
            usleep(50_000)
        }
        let lock = ProjectLock(descriptor: descriptor, path: path)
        let root = projectRoot(ofContent: contentDirectory)
        lock.heldRoot = FileSetCommit.realPath(root) ?? root
        note(lock.heldRoot!, held: true)
        // Whoever holds the lock sees the content whole: a change an earlier command left
        // half-done is finished or undone first.
        switch ContentJournal.recover(projectRoot: projectRoot(ofContent: contentDirectory)) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let recovery): lock.recovery = recovery
        }
        return .success(lock)
    }

    /// For commands that read the content without changing it (`build`, `check`, `status`,
    /// the exports): if an earlier command left a change half-done and nobody holds the
    /// lock, the change is finished or undone before the content is read. A live command
    /// holding the lock is left alone: it finishes its own change.
    public static func recoverAbandonedChange(contentDirectory: String) -> Result<ContentJournal.Recovery?, Diagnostic> {
        guard !ContentJournal.abandoned(projectRoot: projectRoot(ofContent: contentDirectory)).isEmpty else { return .success(nil) }
        switch acquire(contentDirectory: contentDirectory, waiting: 0) {
        case .success(let lock):
            defer { lock.release() }
            return .success(lock.recovery)
        case .failure(let refusal):
            return refusal.identifier == "content.locked" ? .success(nil) : .failure(refusal)
        }
    }

    private static func refusal(_ error: FileOperationError) -> Diagnostic {
        .error("content.lock-failed", at: FileLocation(file: error.path), error.description + "; nothing was written")
    }

    /// Lets the next command in; also done when the lock is released from memory.
    public func release() {
        guard descriptor >= 0 else { return }
        if let heldRoot { Self.note(heldRoot, held: false) }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }
}
