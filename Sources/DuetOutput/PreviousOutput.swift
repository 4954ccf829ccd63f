import DuetSupport
import Foundation

/// What the previous build left for this one: its manifest, what duet owns in the output
/// (`OutputOwnership`), and whether the output can be updated in place.
struct PreviousOutput {
    let manifest: OutputManifest
    /// The files duet may replace or delete; empty when the output is new or empty.
    let owned: Set<String>
    /// Where that came from; nil when nothing claims the output.
    package let source: OutputOwnership.Source?
    /// The output folder's device and inode when the build began.
    package let identity: FolderIdentity?
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

    package init(output: String, manifestPath: String?) {
        identity = FolderIdentity.of(output)
        listStatus = FileStatus.of(OutputOwnership.listPath(for: output))
        // The list is read once (it is 20,000 lines in a large book).
        let claim = OutputOwnership.claim(output)
        owned = claim?.owned ?? []
        source = claim?.source
        manifest = manifestPath.map(OutputManifest.load) ?? OutputManifest()
        // Only an output the list beside it names is updated in place: one claimed by an
        // earlier build's list inside it is replaced whole once, which drops that list.
        updatesInPlace = !manifest.files.isEmpty && identity != nil && claim?.source == .beside
        let folders = Array(manifest.folders.keys)
        let times = updatesInPlace ? BackgroundResult(whenIdle: { OutputFolders.times(of: folders, in: output, jobs: 1) }) : nil
        folderTimes = times
        let previous = manifest
        folderSurvey = times.map { times in BackgroundResult(whenIdle: { OutputFolderSurvey(manifest: previous, times: times.value) }) }
    }
}
