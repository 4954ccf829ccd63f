import DuetSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Updating the output in place, when it is the one the manifest describes (the previous
/// build used the same cache): only new and changed files were staged, and the commit
/// moves them into the output and deletes files the build no longer makes. Swapping whole
/// folders would mean linking every unchanged file into the staging folder and deleting
/// the retired output, tens of thousands of file system calls for a large book when one
/// page changed.
///
/// Nothing in the output changes before the commit, so a failed build leaves it as it
/// was. The moves themselves are not one step: from the first file moved in to the last
/// file deleted, the output holds files of both builds. The manifest is gone by then and
/// the ownership list names every file moved in, so the next build, whatever stopped this
/// one, builds the site from scratch and replaces that mix whole (docs/output.md).
extension OutputStaging {
    /// Throws what would stop an in-place commit, before it changes anything: another
    /// folder at the output's path (the build decided which files to keep by looking at
    /// the folder it opened, so the new one has none of them), or a file duet did not
    /// write where this build puts a new one.
    func checkNothingInTheWay() throws {
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
    func appendChanges(to path: String, revisited: Set<String>) -> Bool {
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
    func commitInPlace(survey: OutputFolderSurvey?) throws -> (sortedFolders: BackgroundResult<[String]>, revisited: Set<String>) {
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
        let listPath = OutputOwnership.listPath(for: root)
        // A pending list left by a swap killed before it exchanged the folders names a
        // staging folder that is gone: no folder of the future may be taken for it.
        unlink(OutputOwnership.pendingListPath(for: root))
        // The files this commit moves in for the first time are named on the list before the
        // first one moves, each with its inode: a commit killed half-way leaves a list that
        // claims exactly those moved in, so the next build replaces them as its own.
        let arriving = staged.filter { !previousOwned.contains($0) }
        if !arriving.isEmpty {
            var pending: [(path: String, inode: UInt64)] = []
            pending.reserveCapacity(arriving.count)
            for path in arriving {
                guard let status = FileStatus.of(staging.path + "/" + path) else { continue }
                pending.append((path, status.inode))
            }
            CommitFaults.step()
            // The list describes the folder at the output's path: it must be this one.
            if let outputFolder, !outputFolder.isStillAtPath { throw OutputReplacedDuringBuild(path: root) }
            try OutputOwnership.write(previousOwned, pending: pending, describing: root, to: listPath)
        }
        // Every operation from here is relative to the folder the build surveyed, held
        // open, never to its path: a link swapped in for the output redirects nothing.
        guard let outputFolder else { throw OutputReplacedDuringBuild(path: root) }
        guard let stagingRoot = HeldFolderTree.open(folder: staging.path) else {
            throw OutputIOError(action: "open", path: staging.path, code: errno)
        }
        var outputTree = HeldFolderTree(root: outputFolder.descriptor)
        var stagingTree = HeldFolderTree(root: stagingRoot)
        defer {
            outputTree.close()
            stagingTree.close()
            close(stagingRoot)
        }
        do {
            for path in staged {
                let name = HeldFolderTree.name(of: path)
                let target: Int32
                do {
                    target = try outputTree.folder(holding: path, create: true)!
                } catch .notAFolder(let blocking) {
                    throw OutputCollision(path: root + "/" + blocking)
                } catch .failed(let folder, let code) {
                    throw OutputIOError(action: "make the folder", path: root + "/" + folder, code: code)
                }
                guard let source = try? stagingTree.folder(holding: path, create: false) else {
                    throw OutputIOError(action: "read", path: staging.path + "/" + path, code: ENOENT)
                }
                CommitFaults.step()
                if let code = CommitFaults.injectedError("move") {
                    throw OutputIOError(action: "write", path: root + "/" + path, code: code)
                }
                changedOutput = true
                if previousOwned.contains(path) {
                    if renameat(source, name, target, name) != 0 {
                        throw OutputIOError(action: "write", path: root + "/" + path, code: errno)
                    }
                } else {
                    // A file of someone else's may have appeared there since the check.
                    try Self.moveWithoutReplacing(from: source, name, to: target, name, reportedAs: root + "/" + path)
                    movedNew.append(path)
                }
                touched.formUnion(OutputFolders.holding([path]))
            }
        } catch {
            // The new files already moved in are duet's: said so in the ownership list, the
            // next build (which starts from scratch) replaces them instead of stopping at them.
            if !movedNew.isEmpty {
                try? OutputOwnership.write(previousOwned.union(movedNew), describing: root, to: listPath)
            }
            throw error
        }
        // What is left of the staging folder (its emptied folders) goes through its
        // descriptor too; `rmdir` removes the folder itself, and never a link put there.
        HeldFolderTree.removeContents(of: stagingRoot)
        rmdir(staging.path)
        // A file the previous build made and this one did not; a folder above it that is
        // no longer a real folder (a link, a file) is not entered.
        for path in gone.value.sorted() {
            guard let folder = try? outputTree.folder(holding: path, create: false) else { continue }
            CommitFaults.step()
            unlinkat(folder, HeldFolderTree.name(of: path), 0)
            touched.insert(OutputFolders.parent(of: path))
        }
        var foreign: [String] = []
        for folder in changed.sorted() {
            removeUnlisted(in: folder, tree: &outputTree, known: candidates, foreign: &foreign)
        }
        keptForeignFiles = foreign.sorted()
        // Whoever moved the output away and put something else at its path has had every
        // file of this build written into the folder that was there: said, and nothing more
        // is written (the ownership list and the manifest describe the path).
        guard outputFolder.isStillAtPath else { throw OutputReplacedDuringBuild(path: root) }
        // The list read at the start names exactly these files and nobody changed it
        // since: it stays as it is.
        let listUnchanged = sameOwnership.value && previousBuild.value.listStatus.map { $0 == FileStatus.of(listPath) } == true
        if !listUnchanged, let identity = FolderIdentity.describing(root, owned: produced),
           case let list = OutputOwnership.bytes(produced, identity: identity),
           FileManager.default.contents(atPath: listPath).map({ [UInt8]($0) != list }) ?? true {
            CommitFaults.step()
            try DurableFile.replace(listPath, with: list)
        }
        // Folders this build no longer writes into, deepest first; one that still holds
        // something (which only a changed folder could, and that was listed) stays.
        for folder in candidates.subtracting(expected).sorted(by: { $0.count > $1.count }) where !folder.isEmpty {
            guard let parent = try? outputTree.folder(holding: folder, create: false) else { continue }
            CommitFaults.step()
            if unlinkat(parent, HeldFolderTree.name(of: folder), AT_REMOVEDIR) == 0 { touched.insert(OutputFolders.parent(of: folder)) }
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

    /// Moves the entry `sourceName` of the folder open at `source` to `targetName` in the
    /// one open at `target` unless something is there already (`OutputCollision`, at
    /// `reportedAs`): a hard link fails rather than replace, where `rename` would replace
    /// silently.
    static func moveWithoutReplacing(from source: Int32, _ sourceName: String, to target: Int32, _ targetName: String, reportedAs path: String) throws {
        if linkat(source, sourceName, target, targetName, 0) == 0 {
            unlinkat(source, sourceName, 0)
            return
        }
        if errno == EEXIST { throw OutputCollision(path: path) }
        // No hard links on this file system: look, then move.
        var info = stat()
        if fstatat(target, targetName, &info, AT_SYMLINK_NOFOLLOW) == 0 { throw OutputCollision(path: path) }
        if renameat(source, sourceName, target, targetName) != 0 { throw OutputIOError(action: "write", path: path, code: errno) }
    }
}
