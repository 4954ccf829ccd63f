import Foundation

/// Writes a set of files all or nothing.
///
/// Every new file is first written in full to a temporary beside its target (same folder,
/// so the final rename is atomic), with the target's permission bits, and flushed to disk.
/// Only when every one of them is written are they renamed over their targets. A failure
/// before that removes the temporaries (and any folder made for a new file), so every file
/// is left byte for byte as it was. Each file about to be replaced first gets a second
/// name beside it (a hard link), so a rename that fails after others succeeded is undone:
/// the replaced files are renamed back and the new ones removed. A target that is a symbolic link is written through to
/// the file it names, which must be inside the project: the link stays a link.
///
/// A process killed part-way cannot undo anything itself: every name the commit uses is
/// first written to the project's journal (`ContentJournal`), and the next command that
/// takes the project lock finishes or undoes the commit from it.
public enum FileSetCommit {
    /// Where one planned file's bytes go.
    struct Target {
        let planned: PlannedFile
        /// The file replaced: the path itself, or what its link resolves to.
        let path: String
        let mode: mode_t
        /// Whether a file is there to replace (kept aside before the renames), or this is a new one.
        let replacesFile: Bool
    }

    /// Writes `files`; returns the diagnostics of a failure (nothing was changed unless a
    /// diagnostic says otherwise), or none. The caller holds the project lock
    /// (`ProjectLock`); a caller that does not leaves a journal a recovery waits on until
    /// its process has ended.
    public static func commit(_ files: [PlannedFile], projectRoot: String,
                              operations: any FileOperations = POSIXFileOperations()) -> [Diagnostic] {
        var targets: [Target] = []
        var refusals: [Diagnostic] = []
        let root = realPath(projectRoot) ?? projectRoot
        for file in files {
            switch target(of: file, projectRoot: root) {
            case .success(let target): targets.append(target)
            case .failure(let refusal): refusals.append(refusal)
            }
        }
        if !refusals.isEmpty { return refusals }
        // Every name the commit will use, and the folders it will make, go into the journal
        // before anything is written (`ContentJournal`): a commit stopped anywhere is
        // finished or undone by the next command that takes the project lock.
        var journal = ContentJournal()
        let stamp = "\(getpid())-\(UUID().uuidString.prefix(8))"
        for (index, target) in targets.enumerated() {
            let folder = (target.path as NSString).deletingLastPathComponent
            let name = (target.path as NSString).lastPathComponent
            let prefix = (folder.isEmpty ? "" : folder + "/") + ".\(name).duet-\(stamp)-\(index)"
            // Unique, so a temporary a killed run left behind is never in the way.
            journal.entries.append(ContentJournal.Entry(target: absolute(target.path), temporary: absolute(prefix + ".tmp"),
                                                        kept: target.replacesFile ? absolute(prefix + ".kept") : nil))
        }
        journal.folders = missingFolders(targets.map { ($0.path as NSString).deletingLastPathComponent }).map(absolute)
        let journalPath = ContentJournal.newPath(projectRoot: root, underLock: ProjectLock.isHeld(projectRoot: root))
        do {
            try journal.write(to: journalPath)
        } catch {
            return [failureDiagnostic(error)]
        }
        // Folders for new files (an imported page's `en/`), removed again on failure.
        var madeFolders: [String] = []
        var temporaries: [(temporary: String, target: Target)] = []
        func rollBack() {
            for written in temporaries { operations.remove(written.temporary) }
            for folder in madeFolders.reversed() { rmdir(folder) }
            ContentJournal.remove(journalPath)
        }
        for (index, target) in targets.enumerated() {
            let folder = (target.path as NSString).deletingLastPathComponent
            if let failure = makeFolders(folder.isEmpty ? "." : folder, made: &madeFolders) {
                rollBack()
                return [failureDiagnostic(failure)]
            }
            let temporary = journal.entries[index].temporary
            do {
                ContentCommitFaults.step()
                try operations.createFile(temporary, bytes: target.planned.bytes, mode: target.mode)
            } catch {
                rollBack()
                return [failureDiagnostic(error)]
            }
            temporaries.append((temporary, target))
            var info = stat()
            if lstat(temporary, &info) == 0 { journal.entries[index].inode = UInt64(info.st_ino) }
        }
        // Every byte is on disk. Each file about to be replaced gets a second name, so that
        // the renames can be undone.
        var backups: [String?] = []
        func removeBackups() {
            for backup in backups.compactMap({ $0 }) {
                ContentCommitFaults.step()
                operations.remove(backup)
            }
        }
        for (index, written) in temporaries.enumerated() {
            guard let backup = journal.entries[index].kept else {
                backups.append(nil)
                continue
            }
            do {
                ContentCommitFaults.step()
                try operations.keep(written.target.path, as: backup)
            } catch {
                removeBackups()
                rollBack()
                return [failureDiagnostic(error)]
            }
            backups.append(backup)
        }
        // From here the journal says the renames may have begun.
        journal.committed = true
        do {
            try journal.write(to: journalPath)
        } catch {
            removeBackups()
            rollBack()
            return [failureDiagnostic(error)]
        }
        // Now the renames, each atomic.
        for (index, written) in temporaries.enumerated() {
            do {
                ContentCommitFaults.step()
                try operations.rename(written.temporary, to: written.target.path)
            } catch {
                for rest in temporaries[index...] { operations.remove(rest.temporary) }
                for backup in backups[index...].compactMap({ $0 }) { operations.remove(backup) }
                let unrestored = undo(temporaries[..<index].map(\.target), backups: Array(backups[..<index]), operations: operations)
                for folder in madeFolders.reversed() { rmdir(folder) }
                // Said and done: a journal left here would be finished forward, deleting the
                // kept files the message below points the user to.
                ContentJournal.remove(journalPath)
                guard !unrestored.isEmpty else { return [failureDiagnostic(error)] }
                return [.error("io.write-failed", at: FileLocation(file: error.path),
                               error.description + "; the files already replaced could not all be put back: "
                                   + unrestored.map { "`\($0.path)` (its previous text is in `\($0.kept)`)" }.joined(separator: ", "),
                               fix: "rename each kept file back over the file named before it, then run the command again")]
            }
        }
        for folder in Set(temporaries.map { ($0.target.path as NSString).deletingLastPathComponent }) {
            operations.syncFolder(folder.isEmpty ? "." : folder)
        }
        removeBackups()
        ContentJournal.remove(journalPath)
        return []
    }

    /// `path` from `/`, as the journal names it: a recovery may run from another folder.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// The folders among `folders` and their parents that do not exist yet, parents first:
    /// what `makeFolders` will make.
    static func missingFolders(_ folders: [String]) -> [String] {
        var missing: [String] = []
        for folder in folders {
            var current = folder.isEmpty ? "." : folder
            var chain: [String] = []
            while !current.isEmpty, current != "/", current != ".", !FileManager.default.fileExists(atPath: current) {
                chain.insert(current, at: 0)
                current = (current as NSString).deletingLastPathComponent
            }
            for item in chain where !missing.contains(item) { missing.append(item) }
        }
        return missing
    }

    /// Puts back what the renames before a failed one did, last first: a replaced file is
    /// renamed back from its kept name, a new file removed. Returns the files that could
    /// not be put back, with where their previous text is.
    static func undo(_ replaced: [Target], backups: [String?], operations: any FileOperations) -> [(path: String, kept: String)] {
        var unrestored: [(path: String, kept: String)] = []
        for (target, backup) in zip(replaced, backups).reversed() {
            guard let backup else {
                operations.remove(target.path)
                continue
            }
            do {
                try operations.rename(backup, to: target.path)
            } catch {
                unrestored.append((target.path, backup))
            }
        }
        return unrestored.reversed()
    }

    static func failureDiagnostic(_ error: FileOperationError) -> Diagnostic {
        .error("io.write-failed", at: FileLocation(file: error.path), error.description + "; nothing was changed",
               fix: "free space or fix the permissions, then run the command again")
    }

    /// The file to replace for a planned file, and the permission bits to keep. Where the
    /// file (or, for a new file, its nearest existing folder) really is must be inside the
    /// project, whether a link names it or a linked folder holds it.
    static func target(of file: PlannedFile, projectRoot: String) -> Result<Target, Diagnostic> {
        func inside(_ resolved: String) -> Bool {
            resolved == projectRoot || resolved.hasPrefix(projectRoot.hasSuffix("/") ? projectRoot : projectRoot + "/")
        }
        func outside(_ resolved: String) -> Diagnostic {
            .error("io.link-outside-project", at: FileLocation(file: file.path),
                   "`\(file.path)` is a symbolic link to `\(resolved)` (or lies in a linked folder), outside the project `\(projectRoot)`; duet writes only inside the project, so nothing was written",
                   fix: "copy the file into the project in place of the link")
        }
        var info = stat()
        guard lstat(file.path, &info) == 0 else {
            guard errno == ENOENT else { return .failure(failureDiagnostic(.last("read", file.path))) }
            // A new file: its folder (or the nearest one that exists) must be in the project.
            var folder = (file.path as NSString).deletingLastPathComponent
            while !folder.isEmpty, realPath(folder) == nil, folder != "/" { folder = (folder as NSString).deletingLastPathComponent }
            let resolved = realPath(folder.isEmpty ? "." : folder) ?? folder
            guard inside(resolved) else { return .failure(outside(resolved)) }
            // The permissions a new file gets here.
            return .success(Target(planned: file, path: file.path, mode: 0o666 & ~currentUmask, replacesFile: false))
        }
        let isLink = (info.st_mode & S_IFMT) == S_IFLNK
        guard let resolved = realPath(file.path), stat(resolved, &info) == 0 else {
            return .failure(.error("io.link-outside-project", at: FileLocation(file: file.path),
                                   "`\(file.path)` is a symbolic link to a file that does not exist; nothing was written",
                                   fix: "point the link at the page inside the project, or replace it with the page"))
        }
        guard inside(resolved) else { return .failure(outside(resolved)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.error("io.not-a-file", at: FileLocation(file: file.path),
                                   "`\(file.path)` is not a regular file; nothing was written"))
        }
        // A link is written through: the file it names is replaced, the link stays.
        return .success(Target(planned: file, path: isLink ? resolved : file.path, mode: info.st_mode & 0o7777, replacesFile: true))
    }

    /// Makes `folder` and its missing parents, recording each one made.
    package static func makeFolders(_ folder: String, made: inout [String]) -> FileOperationError? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : FileOperationError("make the folder", folder, code: ENOTDIR)
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != folder, let failure = makeFolders(parent, made: &made) { return failure }
        guard mkdir(folder, 0o777) == 0 else { return .last("make the folder", folder) }
        made.append(folder)
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The process's umask, read without changing it for other threads for long.
    static let currentUmask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}
