import DuetSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A staging folder beside the output that a build fills file by file; the commit then
/// makes it the output (see docs/output.md). A failed build leaves the previous site
/// exactly as it was.
///
/// With a cache folder, the staging also avoids rewriting what did not change: a file
/// whose bytes equal the previous build's, or whose inputs (its key) are those the
/// manifest recorded, is kept instead of written, so its modification time stays and the
/// work of producing it can be skipped.
///
/// How the staged files become the output is in two files of their own:
/// `OutputStaging+Swap` replaces the whole folder in one step, and `OutputStaging+InPlace`
/// moves only new and changed files into an output the manifest describes.
package final class OutputStaging: @unchecked Sendable {
    package let output: URL
    let staging: URL
    /// Where the previous site waits while the new one is moved in, where the system
    /// cannot swap two folders in one step.
    let retired: URL
    let manifestPath: String?
    /// What the previous build left, read on a thread of its own while the content loads:
    /// at 10,000 pairs its manifest and ownership list are a tenth of an edit's rebuild.
    let previousBuild: BackgroundResult<PreviousOutput>
    var previous: OutputManifest { previousBuild.value.manifest }
    /// The output as it was when the build began, for asking about its files by relative
    /// path; nil when there was none.
    let outputFolder: DirectoryHandle?
    var next = OutputManifest()
    private var createdFolders: Set<String> = [""]
    package var failure: (any Error)?
    package let lock = NSLock()
    /// Whether this build updates the output in place rather than replacing it.
    var updatesInPlace: Bool { previousBuild.value.updatesInPlace }
    /// Files written to the staging folder, to be moved into the output (in place only).
    var staged: [String] = []
    /// Threads for reading folder times at commit.
    package let jobs: Int
    /// The files the previous build wrote into the output (its ownership list): the only
    /// files this build may replace or delete. Empty when there is no output yet.
    var previousOwned: Set<String> { previousBuild.value.owned }
    /// Every file this build puts in the output, written or kept.
    var produced: Set<String> = []
    /// Files whose manifest entry this build made anew (written, or found with the same
    /// bytes): the only ones whose entry can differ from the previous build's.
    var rewritten: [String] = []
    /// How many of `produced` the previous build did not make: none, with as many files as
    /// it made, means the same files (see `makesPreviousFiles`).
    private var newFiles = 0
    /// Files in the output that duet did not write and left where they were.
    package var keptForeignFiles: [String] = []
    /// Whether an in-place commit moved a file into the output: a commit that fails after
    /// that leaves files of both builds there, until the next build replaces them whole.
    package var changedOutput = false

    /// Whether the commit waits for the folder survey (tests; see `BuildOptions`).
    package let waitsForFolderSurvey: Bool

    package init(outputDirectory: String, cacheDirectory: String?, jobs: Int = ParallelWork.defaultJobs, waitsForFolderSurvey: Bool = false) throws {
        self.jobs = jobs
        self.waitsForFolderSurvey = waitsForFolderSurvey
        output = URL(fileURLWithPath: outputDirectory).standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        staging = parent.appendingPathComponent(".\(output.lastPathComponent).duet-staging-\(pid)")
        retired = parent.appendingPathComponent(".\(output.lastPathComponent).duet-retired-\(pid)")
        try AbandonedFolders.clean(beside: output)
        // After the line above, which may put the previous output back under its name.
        outputFolder = DirectoryHandle(output.path, followingLink: false)
        try? FileManager.default.removeItem(at: staging)
        try? FileManager.default.removeItem(at: retired)
        if let code = CommitFaults.injectedError("stage") ?? (mkdir(staging.path, 0o755) == 0 ? nil : errno) {
            throw OutputIOError(action: "make the staging folder", path: staging.path, code: code)
        }
        let outputURL = output
        let manifest = cacheDirectory.map { OutputManifest.path(cacheDirectory: $0, output: outputURL) }
        manifestPath = manifest
        // Started only after the abandoned folders are dealt with: one of them may be the
        // previous output, put back under its name.
        previousBuild = BackgroundResult(yielding: true) { PreviousOutput(output: outputURL.path, manifestPath: manifest) }
    }

    /// Notes a file this build puts in the output.
    private func produce(_ path: String) {
        lock.lock()
        reserveForPreviousFiles()
        if produced.insert(path).inserted, previous.files[path] == nil { newFiles += 1 }
        lock.unlock()
    }

    /// Whether this build made exactly the files the previous one made (and recorded them
    /// all): then the output's folders are the previous build's too. Kept files are always
    /// the previous build's; written ones are counted by `produce`.
    var makesPreviousFiles: Bool {
        newFiles == 0 && produced.count == previous.files.count && next.files.count == previous.files.count
    }

    /// Whether `produced` and the next manifest have room for the previous build's files.
    private var reserved = false

    /// Makes room, once, for as many files as the previous build made (called with the lock
    /// held): an edit's 20,000 kept pages grew both tables entry by entry, rehashing each
    /// a dozen times on the thread that an edit's rebuild waits for.
    private func reserveForPreviousFiles() {
        guard !reserved else { return }
        reserved = true
        let count = previous.files.count
        produced.reserveCapacity(count)
        next.files.reserveCapacity(count)
    }

    /// Waits until the previous build's folder times are read (a specification changes
    /// the output by hand after that, as a person could while a build runs).
    func waitForFolderTimes() {
        _ = previousBuild.value.folderTimes?.value
        _ = previousBuild.value.folderSurvey?.value
    }

    /// Whether the commit took the output's folders from the survey made while the build
    /// ran (for specifications: both ways must leave the same output).
    var committedFromSurvey = false

    /// Whether this build records what it wrote for the next one.
    var keepsManifest: Bool { manifestPath != nil }

    /// Stages a file; returns its size. Errors are kept and reported by `commit()`.
    package func write(_ path: String, _ bytes: [UInt8], key: String?) -> Int {
        do {
            guard OutputWriter.isPublishable(path) else { throw OutputWriter.OutputError.notPublishable(path) }
            produce(path)
            // Only a file of duet's own is kept for having the same bytes: a user's file
            // with them is still the user's, and must stop the build as any other would
            // (in place, it would otherwise join the ownership list, and a later build
            // would overwrite or delete it as its own).
            if keepsManifest, previousOwned.contains(path), previousBytes(path, equal: bytes) {
                if updatesInPlace {
                    record(path, key: key ?? "-", in: output)
                    return bytes.count
                }
                try makeParent(of: path)
                try link(path)
            } else {
                try makeParent(of: path)
                try Self.writeFile(staging.path + "/" + path, bytes)
                if updatesInPlace {
                    lock.lock()
                    staged.append(path)
                    lock.unlock()
                }
            }
            record(path, key: key ?? "-", in: staging)
        } catch {
            fail(error)
        }
        return bytes.count
    }

    /// Whether the previous build made `path` (whatever from).
    func madePreviously(_ path: String) -> Bool {
        keepsManifest && previous.files[path] != nil
    }

    /// The previous build's record of `path` if `reuse` would keep it: made from the same
    /// key, still on the ownership list and unchanged since. Nothing is linked or recorded.
    func reusable(_ path: String, key: String) -> OutputManifest.File? {
        guard keepsManifest, previousOwned.contains(path), let old = previous.files[path], old.key == key,
              let now = outputFolder.map({ $0.status(path).map { ($0.size, $0.modified) } }) ?? Self.status(output.path + "/" + path),
              now.size == old.size, now.modified == old.modified
        else { return nil }
        return old
    }

    /// Links the previous build's file if it was made from the same key, is still on the
    /// ownership list and nobody has changed it since; nil when it must be produced again.
    func reuse(_ path: String, key: String) -> Int? {
        guard let old = reusable(path, key: key) else { return nil }
        if !updatesInPlace {
            do {
                try makeParent(of: path)
                try link(path)
            } catch {
                return nil
            }
        }
        lock.lock()
        reserveForPreviousFiles()
        next.files[path] = old
        produced.insert(path)
        lock.unlock()
        return old.size
    }

    package func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    // MARK: - Files

    private func fail(_ error: any Error) {
        lock.lock()
        if failure == nil { failure = error }
        lock.unlock()
    }

    private func record(_ path: String, key: String, in folder: URL) {
        guard keepsManifest, let status = Self.status(folder.path + "/" + path) else { return }
        lock.lock()
        reserveForPreviousFiles()
        next.files[path] = OutputManifest.File(size: status.size, modified: status.modified, key: key)
        if updatesInPlace { rewritten.append(path) }
        lock.unlock()
    }

    /// Makes the folder of `path` in the staging folder (and, with the lock held, notes it).
    func makeParent(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        lock.lock()
        let known = createdFolders.contains(folder)
        lock.unlock()
        guard !known else { return }
        // mkdir(2) directly: every page has its own folder, and FileManager's version
        // was a visible share of writing a large site.
        if mkdir(staging.path + "/" + folder, 0o755) != 0 && errno != EEXIST {
            try FileManager.default.createDirectory(atPath: staging.path + "/" + folder, withIntermediateDirectories: true)
        }
        lock.lock()
        createdFolders.insert(folder)
        lock.unlock()
    }

    /// Puts the output's file at `path` into the staging folder too: a hard link, so the
    /// file stays in the output until the commit (a copy where links cannot be made).
    package func link(_ path: String) throws {
        let source = output.path + "/" + path
        let target = staging.path + "/" + path
        if Foundation.link(source, target) != 0 {
            // No hard links on this file system: copy instead.
            try FileManager.default.copyItem(atPath: source, toPath: target)
        }
    }

    /// Whether the current output holds exactly these bytes at `path`.
    private func previousBytes(_ path: String, equal bytes: [UInt8]) -> Bool {
        let current = output.path + "/" + path
        guard let status = Self.status(current), status.size == bytes.count,
              let data = FileManager.default.contents(atPath: current) else { return false }
        // Through the raw bytes: iterating `Data` an element at a time was slow.
        return data.withUnsafeBytes { $0.elementsEqual(bytes) }
    }
}
