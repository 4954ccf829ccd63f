import DuetSupport
/// What the commit needs to know about the output's folders when a build makes exactly
/// the files the previous one made (an edit of a page's text, the usual rebuild), worked
/// out from the previous manifest while the pages render.
///
/// The commit of such a build would otherwise spend its first 20 ms at 10,000 pairs
/// finding the folders of 20,000 paths, joining and sorting them and comparing 20,000
/// times, on one core, at the very end of the build, when there is nothing left to run
/// beside it. With the same files the folders are the previous build's, so all of that can
/// be done earlier on a core the build leaves idle.
struct OutputFolderSurvey: Sendable {
    /// Every folder holding one of the previous build's files, with its ancestors.
    let expected: Set<String>
    /// `expected` and the folders the manifest recorded: every folder the commit looks at.
    package let candidates: Set<String>
    /// `expected` in name order, for the manifest.
    package let sorted: [String]
    /// Folders of `expected` whose time, read while the build ran, is the recorded one:
    /// they hold what the previous build left there.
    package let unchanged: [String: Int64]
    /// Folders of `expected` whose time was read and differs from the recorded one.
    package let changed: [String]
    /// Candidates whose time was not read while the build ran: the commit reads them.
    let unread: [String]

    /// - Parameters:
    ///   - manifest: the previous build's manifest.
    ///   - times: the times of the manifest's folders, read while the build ran (nil for
    ///     a folder that is no longer one).
    package init(manifest: OutputManifest, times: [(folder: String, time: Int64?)]) {
        let expected = OutputFolders.holding(manifest.files.keys)
        var candidates = expected
        for folder in manifest.folders.keys { candidates.insert(folder) }
        var unchanged: [String: Int64] = [:]
        unchanged.reserveCapacity(times.count)
        var changed: [String] = []
        var unread = candidates
        for (folder, time) in times where expected.contains(folder) {
            // A folder that was not one when read stays unread: the commit reads it again,
            // so its record is looked at (and taken back if it is gone).
            guard let time else { continue }
            unread.remove(folder)
            if manifest.folders[folder] == time { unchanged[folder] = time } else { changed.append(folder) }
        }
        self.expected = expected
        self.candidates = candidates
        self.sorted = NameSorting.sorted(Array(expected))
        self.unchanged = unchanged
        self.changed = changed
        self.unread = Array(unread)
    }
}
