import DuetSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The commit: what decides between replacing the whole output and updating it in place,
/// and what both do with the manifest.
extension OutputStaging {
    /// Makes the staged files the output and records the manifest.
    package func commit() throws {
        // What the previous build left is read before anything below changes it (the
        // manifest is deleted first): every build has waited for it by now, but the commit
        // must not depend on that.
        _ = previousBuild.value
        if let failure {
            discard()
            throw failure
        }
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
        // Forget the old manifest first: if anything below fails or is killed half-way,
        // the next build must not trust it, and builds the site from scratch. A build that
        // may append its few changes to it moves it aside instead, under a name no build
        // reads.
        let setAside = manifestPath.map { $0 + ".committing" }
        var keptAside = false
        if let manifestPath, let setAside {
            CommitFaults.step()
            unlink(setAside)
            keptAside = survey != nil && rename(manifestPath, setAside) == 0
            if !keptAside { unlink(manifestPath) }
            DurableFile.flushFolder(holding: manifestPath)
        }
        guard updatesInPlace else {
            try commitBySwap()
            if let manifestPath {
                next.folders = OutputFolders.record(OutputFolders.holding(next.files.keys), in: output.path, unchanged: [:], jobs: jobs)
                CommitFaults.step()
                try? next.save(manifestPath)
            }
            return
        }
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
        CommitFaults.step()
        if keptAside, let setAside, appendChanges(to: setAside, revisited: revisited), rename(setAside, manifestPath) == 0 {
            DurableFile.flushFolder(holding: manifestPath)
            return
        }
        if let setAside { unlink(setAside) }
        try? next.save(manifestPath, fileLines: fileLines?.value, sortedFolders: sortedFolders.value)
    }
}
