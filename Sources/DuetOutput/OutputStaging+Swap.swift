import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing the whole output: a build from scratch, or one whose output the manifest does
/// not describe. The staging folder holds the complete new site, so the output's path can
/// be pointed at it in one step, and a kill at any point leaves the old site or the new
/// one, whole.
extension OutputStaging {
    /// 1. The user's files in the old output are hard-linked into the new one (they stay
    ///    where they are until the swap, so a kill loses none of them).
    /// 2. The new ownership list, naming the staging folder, is written beside the output
    ///    under its pending name: whichever folder is at the output's path, one list names it.
    /// 3. The two folders are exchanged in one step (`FolderExchange`); where the system
    ///    cannot, the old one is renamed aside and the new one into place, and a kill between
    ///    the two renames is undone by the next build (`AbandonedFolders`).
    /// 4. The pending list is renamed over the list, and the old site is deleted.
    func commitBySwap() throws {
        let root = output.path
        let exists = FolderIdentity.of(root) != nil
        let listPath = OutputOwnership.listPath(for: root)
        let pendingPath = OutputOwnership.pendingListPath(for: root)
        do {
            // The user's files are taken from the folder the build surveyed, not from
            // whatever stands at its path now.
            if let outputFolder, !outputFolder.isStillAtPath { throw OutputReplacedDuringBuild(path: root) }
            try carryForeignFiles()
            CommitFaults.step()
            try OutputOwnership.write(produced, describing: staging.path, to: pendingPath)
        } catch {
            unlink(pendingPath)
            discard()
            throw error
        }
        CommitFaults.step()
        // The folder this build surveyed (and took the user's files from) must still be
        // the one at the output's path; a link or another folder put there since is not
        // exchanged with, and nothing more happens.
        if let outputFolder, !outputFolder.isStillAtPath {
            unlink(pendingPath)
            discard()
            throw OutputReplacedDuringBuild(path: root)
        }
        if let code = CommitFaults.injectedError("swap") {
            unlink(pendingPath)
            discard()
            throw OutputIOError(action: "replace", path: root, code: code)
        }
        if exists, FolderExchange.exchange(staging.path, root) {
            // The staging name now holds the previous site.
            CommitFaults.step()
            rename(pendingPath, listPath)
            DurableFile.flushFolder(holding: listPath)
            CommitFaults.step()
            discard()
            return
        }
        if exists {
            guard rename(root, retired.path) == 0 else {
                let code = errno
                unlink(pendingPath)
                discard()
                throw OutputIOError(action: "replace", path: root, code: code)
            }
            CommitFaults.step()
        }
        guard rename(staging.path, root) == 0 else {
            let code = errno
            if exists { rename(retired.path, root) }
            unlink(pendingPath)
            discard()
            throw OutputIOError(action: exists ? "replace" : "make", path: root, code: code)
        }
        CommitFaults.step()
        rename(pendingPath, listPath)
        DurableFile.flushFolder(holding: listPath)
        CommitFaults.step()
        try? FileManager.default.removeItem(at: retired)
    }

    /// Before the old output is swapped out: files in it that duet did not write are
    /// hard-linked into the new output at the same place, so they survive the swap; one
    /// that stands where this build writes a file stops the build, since replacing it
    /// would lose it.
    private func carryForeignFiles() throws {
        guard FileManager.default.fileExists(atPath: output.path) else { return }
        let owned = previousOwned
        // Sorted, so the collision reported and the note's list do not depend on the order
        // the file system lists folders in.
        let foreign = OutputFiles.list(output.path).filter { !owned.contains($0) }.sorted()
        if let clash = foreign.first(where: produced.contains) { throw OutputCollision(path: output.path + "/" + clash) }
        // A user's file where this build makes a folder.
        let folders = foreign.isEmpty ? [] : OutputFolders.holding(produced)
        if let clash = foreign.first(where: folders.contains) { throw OutputCollision(path: output.path + "/" + clash) }
        for path in foreign {
            try makeParent(of: path)
            CommitFaults.step()
            let source = output.path + "/" + path, target = staging.path + "/" + path
            guard Foundation.link(source, target) != 0 else { continue }
            let code = errno
            // No hard links on this file system: copy instead.
            if (try? FileManager.default.copyItem(atPath: source, toPath: target)) == nil {
                throw OutputIOError(action: "keep", path: source, code: code)
            }
        }
        keptForeignFiles = foreign
    }
}
