import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A staging folder beside the output that a build fills file by file and that replaces
/// the output by rename only when the build succeeds: a failed build leaves the previous
/// site exactly as it was.
///
/// With a cache folder, the staging also avoids rewriting what did not change: a file
/// whose bytes equal the previous build's, or whose inputs (its key) are those the
/// manifest recorded, is kept instead of written, so its modification time stays and the
/// work of producing it can be skipped.
///
/// When the output is the one the manifest describes (the previous build used the same
/// cache), the build updates it in place: only new and changed files go to the staging
/// folder, and the commit moves them into the output and deletes files the build no
/// longer makes. Swapping whole folders would mean linking every unchanged file into the
/// staging folder and deleting the retired output, tens of thousands of file system calls
/// for a large book when one page changed. Nothing in the output changes before the
/// commit, so a failed build still leaves it as it was; the manifest is removed first, so
/// a commit interrupted half-way makes the next build start from scratch.
final class OutputStaging: @unchecked Sendable {
    let output: URL
    let staging: URL
    private let retired: URL
    private let manifestPath: String?
    /// What the previous build left, read on a thread of its own while the content loads:
    /// at 10,000 pairs its manifest and ownership list are a tenth of an edit's rebuild.
    private let previousBuild: BackgroundResult<PreviousBuild>
    private var previous: OutputManifest { previousBuild.value.manifest }
    /// The output as it was when the build began, for asking about its files by relative
    /// path; nil when there was none.
    private let outputFolder: DirectoryHandle?
    private var next = OutputManifest()
    private var createdFolders: Set<String> = [""]
    private var failure: (any Error)?
    private let lock = NSLock()
    /// Whether this build updates the output in place rather than replacing it.
    var updatesInPlace: Bool { previousBuild.value.updatesInPlace }
    /// Files written to the staging folder, to be moved into the output (in place only).
    private var staged: [String] = []
    /// Threads for reading folder times at commit.
    private let jobs: Int
    /// The files the previous build wrote into the output (its ownership list): the only
    /// files this build may replace or delete. Empty when there is no output yet.
    private var previousOwned: Set<String> { previousBuild.value.owned }
    /// Every file this build puts in the output, written or kept.
    private var produced: Set<String> = []
    /// Files whose manifest entry this build made anew (written, or found with the same
    /// bytes): the only ones whose entry can differ from the previous build's.
    private var rewritten: [String] = []
    /// How many of `produced` the previous build did not make: none, with as many files as
    /// it made, means the same files (see `makesPreviousFiles`).
    private var newFiles = 0
    /// Files in the output that duet did not write and left where they were.
    private(set) var keptForeignFiles: [String] = []

    /// Whether the commit waits for the folder survey (tests; see `BuildOptions`).
    private let waitsForFolderSurvey: Bool

    init(outputDirectory: String, cacheDirectory: String?, jobs: Int = ParallelWork.defaultJobs, waitsForFolderSurvey: Bool = false) throws {
        self.jobs = jobs
        self.waitsForFolderSurvey = waitsForFolderSurvey
        let fm = FileManager.default
        output = URL(fileURLWithPath: outputDirectory).standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        staging = parent.appendingPathComponent(".\(output.lastPathComponent).duet-staging-\(pid)")
        retired = parent.appendingPathComponent(".\(output.lastPathComponent).duet-retired-\(pid)")
        try Self.removeAbandonedFolders(beside: output)
        // After the line above, which may put the previous output back under its name.
        outputFolder = DirectoryHandle(output.path)
        try? fm.removeItem(at: staging)
        try? fm.removeItem(at: retired)
        try fm.createDirectory(at: staging, withIntermediateDirectories: true)
        let outputURL = output
        let manifest = cacheDirectory.map { OutputManifest.path(cacheDirectory: $0, output: outputURL) }
        manifestPath = manifest
        // Started only after the abandoned folders are dealt with: one of them may be the
        // previous output, put back under its name.
        previousBuild = BackgroundResult(yielding: true) { PreviousBuild(output: outputURL.path, manifestPath: manifest) }
    }

    /// The previous build's manifest and ownership list, and whether its output can be
    /// updated in place.
    private struct PreviousBuild {
        let manifest: OutputManifest
        let owned: Set<String>
        let updatesInPlace: Bool

        /// The list's status when it was read, to know at commit that it is still that list.
        let listStatus: FileStatus?

        /// The times of the manifest's folders, read while the build runs. Nothing writes
        /// into the output before the commit, so they are the times the commit would read:
        /// 20,000 of them, read at the commit, were a fifth of an edit's commit on one core.
        /// Started here, with the folders in hand, so the idle thread waits for nobody.
        let folderTimes: BackgroundResult<[(folder: String, time: Int64?)]>?

        /// The commit's view of the folders for a build that makes the same files, worked
        /// out after `folderTimes` on an idle core too (see `OutputFolderSurvey`).
        let folderSurvey: BackgroundResult<OutputFolderSurvey>?

        init(output: String, manifestPath: String?) {
            // The list is read once (it is 20,000 lines in a large book).
            listStatus = FileStatus.of(output + "/" + OutputOwnership.fileName)
            let listed = OutputOwnership.read(output)
            owned = listed ?? OutputOwnership.owned(in: output) ?? []
            manifest = manifestPath.map(OutputManifest.load) ?? OutputManifest()
            updatesInPlace = !manifest.files.isEmpty && FileManager.default.fileExists(atPath: output) && listed != nil
            let folders = Array(manifest.folders.keys)
            let times = updatesInPlace ? BackgroundResult(whenIdle: { OutputFolders.times(of: folders, in: output, jobs: 1) }) : nil
            folderTimes = times
            let previous = manifest
            folderSurvey = times.map { times in BackgroundResult(whenIdle: { OutputFolderSurvey(manifest: previous, times: times.value) }) }
        }
    }

    /// Removes staging and retired folders that builds killed before they could clean up
    /// left beside the output: names only duet makes, of processes that no longer run.
    /// Throws, touching nothing more, when a previous site left under its retired name
    /// cannot be put back: deleting it would lose the only copy.
    private static func removeAbandonedFolders(beside output: URL) throws {
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
    private var makesPreviousFiles: Bool {
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
    private(set) var committedFromSurvey = false

    /// Whether this build records what it wrote for the next one.
    var keepsManifest: Bool { manifestPath != nil }

    /// Stages a file; returns its size. Errors are kept and reported by `commit()`.
    func write(_ path: String, _ bytes: [UInt8], key: String?) -> Int {
        do {
            guard OutputWriter.isInside(path), path != OutputOwnership.fileName else { throw OutputWriter.OutputError.pathEscapes(path) }
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

    /// Links the previous build's file if it was made from the same key, is still on the
    /// ownership list and nobody has changed it since; nil when it must be produced again.
    func reuse(_ path: String, key: String) -> Int? {
        guard keepsManifest, previousOwned.contains(path), let old = previous.files[path], old.key == key,
              let now = outputFolder.map({ $0.status(path).map { ($0.size, $0.modified) } }) ?? Self.status(output.path + "/" + path),
              now.size == old.size, now.modified == old.modified
        else { return nil }
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

    /// Swaps the staging folder in for the output and records the manifest.
    func commit() throws {
        // What the previous build left is read before anything below changes it (the
        // manifest is deleted first): every build has waited for it by now, but the commit
        // must not depend on that.
        _ = previousBuild.value
        if let failure {
            discard()
            throw failure
        }
        let fm = FileManager.default
        if updatesInPlace {
            // In path order from here on: the check reports the same file whichever thread
            // wrote first, and folders are made parents first.
            staged.sort()
            // What would stop the commit is looked at before the manifest is touched: a
            // build stopped by a user's file leaves the output as it was, so the next
            // build, once the file is moved, can still update it in place.
            do {
                try checkNothingInTheWay()
            } catch {
                // Another folder at the output's path: the manifest describes the one
                // that was there, and must not be trusted for this one.
                if error is OutputReplacedDuringBuild, let manifestPath { unlink(manifestPath) }
                discard()
                throw error
            }
        }
        // The same files as last time: the folders were worked out while the build ran,
        // if a core was idle for it.
        if waitsForFolderSurvey { waitForFolderTimes() }
        let survey = updatesInPlace && makesPreviousFiles ? previousBuild.value.folderSurvey?.valueIfDone : nil
        // Forget the old manifest first: if anything below fails half-way, the next
        // build must not trust it. A build that may append its few changes to it moves it
        // aside instead, under a name no build reads.
        let setAside = manifestPath.map { $0 + ".committing" }
        var keptAside = false
        if let manifestPath, let setAside {
            unlink(setAside)
            keptAside = survey != nil && rename(manifestPath, setAside) == 0
            if !keptAside { try? fm.removeItem(atPath: manifestPath) }
        }
        if updatesInPlace {
            // Every file is produced by now; the manifest's file lines are made while the
            // commit looks at the output's folders.
            let files = next.files
            let fileLines = manifestPath != nil && !keptAside ? BackgroundResult { OutputManifest.fileLines(files) } : nil
            let sortedFolders: BackgroundResult<[String]>, revisited: Set<String>
            do {
                (sortedFolders, revisited) = try commitInPlace(survey: survey)
            } catch {
                // The staged files not yet moved are of no use to anyone: the manifest is
                // gone, so the next build starts from scratch.
                discard()
                throw error
            }
            guard let manifestPath else { return }
            if keptAside, let setAside, appendChanges(to: setAside, revisited: revisited), rename(setAside, manifestPath) == 0 {
                return
            }
            if let setAside { unlink(setAside) }
            try? next.save(manifestPath, fileLines: fileLines?.value, sortedFolders: sortedFolders.value)
            return
        }
        do {
            try carryForeignFiles()
            try Self.writeFile(staging.path + "/" + OutputOwnership.fileName, OutputOwnership.bytes(produced))
        } catch {
            discard()
            throw error
        }
        if fm.fileExists(atPath: output.path) {
            try fm.moveItem(at: output, to: retired)
        }
        do {
            try fm.moveItem(at: staging, to: output)
        } catch {
            if fm.fileExists(atPath: retired.path) { try? fm.moveItem(at: retired, to: output) }
            discard()
            throw error
        }
        try? fm.removeItem(at: retired)
        if let manifestPath {
            next.folders = OutputFolders.record(OutputFolders.holding(next.files.keys), in: output.path, unchanged: [:], jobs: jobs)
            try? next.save(manifestPath)
        }
    }

    /// Before the old output is swapped out: files in it that duet did not write move into
    /// the new output at the same place, so they survive the swap; one that stands where
    /// this build writes a file stops the build, since replacing it would lose it.
    private func carryForeignFiles() throws {
        guard FileManager.default.fileExists(atPath: output.path) else { return }
        let owned = previousOwned
        // Sorted, so the collision reported and the note's list do not depend on the order
        // the file system lists folders in.
        let foreign = OutputFiles.list(output.path).filter { $0 != OutputOwnership.fileName && !owned.contains($0) }.sorted()
        if let clash = foreign.first(where: produced.contains) { throw OutputCollision(path: output.path + "/" + clash) }
        for path in foreign {
            try makeParent(of: path)
            if rename(output.path + "/" + path, staging.path + "/" + path) != 0 {
                throw OutputIOError(action: "keep", path: output.path + "/" + path, code: errno)
            }
        }
        keptForeignFiles = foreign
    }

    /// Throws what would stop an in-place commit, before it changes anything: another
    /// folder at the output's path (the build decided which files to keep by looking at
    /// the folder it opened, so the new one has none of them), or a file duet did not
    /// write where this build puts a new one.
    private func checkNothingInTheWay() throws {
        let root = output.path
        if let outputFolder, !outputFolder.isStillAtPath { throw OutputReplacedDuringBuild(path: root) }
        let previousOwned = self.previousOwned
        var folders = RealFolders(root: root)
        for path in staged {
            // A file, or a link to a folder elsewhere, where this build needs a folder: moving
            // the page in would fail half-way, or land outside the output.
            if let blocking = folders.firstNotRealFolder(above: path) { throw OutputCollision(path: root + "/" + blocking) }
            guard !previousOwned.contains(path) else { continue }
            var info = stat()
            if lstat(root + "/" + path, &info) == 0 { throw OutputCollision(path: root + "/" + path) }
        }
    }

    /// Appends this build's changes to the previous manifest, moved aside to `path`, when
    /// they are few enough; whether it did. The build made the previous build's files, so
    /// a file's entry can differ only if it was written (`rewritten`), and a folder's only
    /// among those the commit looked at again (`revisited`).
    private func appendChanges(to path: String, revisited: Set<String>) -> Bool {
        let previous = self.previous
        let files = Set(rewritten).filter { next.files[$0] != previous.files[$0] }
        let folders = revisited.filter { next.folders[$0] != previous.folders[$0] }
        guard previous.canAppend(files.count + folders.count), previous.isStored(at: path) else { return false }
        do {
            try next.append(to: path, files: files.sorted(), folders: folders.sorted())
            return true
        } catch {
            return false
        }
    }

    /// Moves the staged files into the output, then deletes the output files the previous
    /// build wrote and this one did not (pages removed from the book) and folders left
    /// empty. Files duet did not write stay, and one where this build writes stops it
    /// before anything moves.
    ///
    /// Files the previous build made and this one did not are known from the manifests;
    /// files added by hand can only be in folders whose time changed since the previous
    /// build (see `OutputFolders`), so only those folders are listed.
    /// Returns the output's folders in path order, sorted on another thread meanwhile, for
    /// the manifest.
    private func commitInPlace(survey: OutputFolderSurvey?) throws -> (sortedFolders: BackgroundResult<[String]>, revisited: Set<String>) {
        let root = output.path
        let previous = self.previous
        let previousOwned = self.previousOwned
        // Two passes over every file that need nothing below, on the other core meanwhile:
        // the previous build's files this one did not make, and whether the ownership list
        // names exactly this build's files.
        let nextFiles = next.files
        let produced = self.produced
        committedFromSurvey = survey != nil
        let gone = BackgroundResult { survey != nil ? [] : previous.files.keys.filter { nextFiles[$0] == nil && previousOwned.contains($0) } }
        let sameOwnership = BackgroundResult { produced == previousOwned }
        let expected = survey?.expected ?? OutputFolders.holding(next.files.keys)
        let sortedFolders = survey.map { survey in BackgroundResult { survey.sorted } } ?? BackgroundResult { NameSorting.sorted(Array(expected)) }
        let candidates = survey?.candidates ?? expected.union(previous.folders.keys)
        // Before this build touches anything: which folders hold only what the last build left.
        var unchanged: [String: Int64] = survey?.unchanged ?? [:]
        unchanged.reserveCapacity(candidates.count)
        var changed: [String] = survey?.changed ?? []
        // Times read early serve only folders this build writes into again: they go to the
        // manifest, so a folder changed by hand since is listed by the next build. A folder
        // this build leaves is not recorded, so it is looked at now, as are folders the
        // previous build did not have, and all of them when the early reading is not done.
        var times: [(folder: String, time: Int64?)] = []
        if let survey {
            times = OutputFolders.times(of: survey.unread, in: root, jobs: jobs)
        } else {
            var fresh = candidates
            if let early = previousBuild.value.folderTimes?.valueIfDone {
                times = early.filter { expected.contains($0.folder) }
                for (folder, _) in times { fresh.remove(folder) }
            }
            times += OutputFolders.times(of: fresh, in: root, jobs: jobs)
        }
        for (folder, time) in times {
            guard let time else { continue }
            guard previous.folders[folder] == time else {
                changed.append(folder)
                continue
            }
            // From the survey, `unchanged` holds only folders this build writes into.
            if survey == nil || expected.contains(folder) { unchanged[folder] = time }
        }
        var touched: Set<String> = []
        var movedNew: [String] = []
        do {
            for path in staged {
                try makeFolders(root, for: path)
                if previousOwned.contains(path) {
                    if rename(staging.path + "/" + path, root + "/" + path) != 0 {
                        throw OutputIOError(action: "write", path: root + "/" + path, code: errno)
                    }
                } else {
                    // A file of someone else's may have appeared there since the check.
                    try Self.moveWithoutReplacing(staging.path + "/" + path, to: root + "/" + path)
                    movedNew.append(path)
                }
                touched.formUnion(OutputFolders.holding([path]))
            }
        } catch {
            // The new files already moved in are duet's: said so in the ownership list, the
            // next build (which starts from scratch) replaces them instead of stopping at them.
            if !movedNew.isEmpty {
                let listPath = root + "/" + OutputOwnership.fileName
                if (try? Self.writeFile(listPath + ".new", OutputOwnership.bytes(previousOwned.union(movedNew)))) != nil {
                    rename(listPath + ".new", listPath)
                }
            }
            throw error
        }
        try? FileManager.default.removeItem(at: staging)
        var folders = RealFolders(root: root)
        for path in gone.value where folders.firstNotRealFolder(above: path) == nil {
            unlink(root + "/" + path)
            touched.insert(OutputFolders.parent(of: path))
        }
        var foreign: [String] = []
        for folder in changed.sorted() {
            removeUnlisted(in: folder, known: candidates, foreign: &foreign)
        }
        keptForeignFiles = foreign.sorted()
        // The list read at the start names exactly these files and nobody changed it
        // since: it stays as it is.
        let listPath = root + "/" + OutputOwnership.fileName
        let listUnchanged = sameOwnership.value && previousBuild.value.listStatus.map { $0 == FileStatus.of(listPath) } == true
        if !listUnchanged, case let list = OutputOwnership.bytes(produced),
           FileManager.default.contents(atPath: listPath).map({ [UInt8]($0) != list }) ?? true {
            try Self.writeFile(listPath + ".new", list)
            if rename(listPath + ".new", listPath) != 0 { throw OutputIOError(action: "write", path: listPath, code: errno) }
            touched.insert("")
        }
        // Folders this build no longer writes into, deepest first; one that still holds
        // something (which only a changed folder could, and that was listed) stays.
        for folder in candidates.subtracting(expected).sorted(by: { $0.count > $1.count }) where !folder.isEmpty {
            if rmdir(root + "/" + folder) == 0 { touched.insert(OutputFolders.parent(of: folder)) }
        }
        for folder in touched.union(changed) { unchanged[folder] = nil }
        // From the survey, the folders to read again are among the few it did not find
        // unchanged and those this commit changed.
        let revisited = survey.map { survey in Set(survey.changed + survey.unread + touched + changed) } ?? []
        let others = survey.map { _ in revisited.filter { expected.contains($0) && unchanged[$0] == nil } }
        next.folders = OutputFolders.record(expected, in: root, unchanged: unchanged, others: others.map(Array.init), jobs: jobs)
        // Folders found unchanged but changed too recently to be trusted are not recorded:
        // their records differ from the previous manifest's too. Asked after the record,
        // so the window reaches at least as far.
        let trustedBefore = FileStatus.now() - FileStatus.racyWindow
        return (sortedFolders, revisited.union(unchanged.lazy.filter { $0.value >= trustedBefore }.map(\.key)))
    }

    /// Deletes the entries of `folder` that an earlier build made and this one did not;
    /// files duet never wrote are added to `foreign` and stay.
    private func removeUnlisted(in folder: String, known: Set<String>, foreign: inout [String]) {
        let absolute = folder.isEmpty ? output.path : output.path + "/" + folder
        // A folder replaced by a link (or one below a link) holds someone else's files:
        // nothing in it is listed, let alone deleted.
        var folders = RealFolders(root: output.path)
        if !folder.isEmpty, folders.firstNotRealFolder(above: folder + "/-") != nil { return }
        for (name, isFolder) in Self.entries(of: absolute) {
            let relative = folder.isEmpty ? name : folder + "/" + name
            if isFolder {
                if !known.contains(relative), removeUnlisted(folder: relative, foreign: &foreign) { rmdir(output.path + "/" + relative) }
            } else if next.files[relative] == nil && relative != OutputOwnership.fileName && !relative.hasSuffix(OutputOwnership.fileName + ".new") {
                if previousOwned.contains(relative) { unlink(output.path + "/" + relative) } else { foreign.append(relative) }
            }
        }
    }

    /// A folder's entries, each with whether it is a folder; empty if it cannot be read.
    private static func entries(of absolute: String) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(absolute) else { return [] }
        defer { closedir(directory) }
        var names: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                // Some file systems do not say; ask.
                var info = stat()
                isFolder = lstat(absolute + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            names.append((name, isFolder))
        }
        return names
    }

    /// Deletes files under `folder` (relative to the output) that the manifest of this
    /// build does not list; returns whether the folder is empty afterwards.
    @discardableResult
    private func removeUnlisted(folder: String, foreign: inout [String]) -> Bool {
        let absolute = folder.isEmpty ? output.path : output.path + "/" + folder
        var empty = true
        for (name, isFolder) in Self.entries(of: absolute) {
            let relative = folder.isEmpty ? name : folder + "/" + name
            if isFolder {
                if removeUnlisted(folder: relative, foreign: &foreign) {
                    rmdir(output.path + "/" + relative)
                } else {
                    empty = false
                }
            } else if next.files[relative] == nil && previousOwned.contains(relative) {
                unlink(output.path + "/" + relative)
            } else {
                if next.files[relative] == nil { foreign.append(relative) }
                empty = false
            }
        }
        return empty
    }

    /// Moves `source` to `target` unless something is there already (`OutputCollision`):
    /// a hard link fails rather than replace, where `rename` would replace silently.
    static func moveWithoutReplacing(_ source: String, to target: String) throws {
        if Foundation.link(source, target) == 0 {
            unlink(source)
            return
        }
        if errno == EEXIST { throw OutputCollision(path: target) }
        // No hard links on this file system: look, then move.
        var info = stat()
        if lstat(target, &info) == 0 { throw OutputCollision(path: target) }
        if rename(source, target) != 0 { throw OutputIOError(action: "write", path: target, code: errno) }
    }

    private func makeFolders(_ root: String, for path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = root + "/" + path[..<slash]
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    func discard() {
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

    private func makeParent(of path: String) throws {
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

    private func link(_ path: String) throws {
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

    /// Plain POSIX writes: no temporary file and no fsync per file (the whole folder is
    /// swapped in at the end, so a half-written file is never visible in the output).
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        guard writeAll(bytes, to: descriptor) else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    /// Writes every byte to an open file, however many calls it takes; false (with
    /// `errno` set) if one fails.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Size and modification time in nanoseconds, or nil if there is no such file.
    static func status(_ path: String) -> (size: Int, modified: Int64)? {
        FileStatus.of(path).map { ($0.size, $0.modified) }
    }
}
