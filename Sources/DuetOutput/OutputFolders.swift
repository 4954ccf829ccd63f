import DuetSupport
import Foundation

/// The folders of an output and their modification times, so an in-place update lists
/// only folders that something other than duet changed since the last build.
///
/// A folder's modification time changes whenever an entry is added to it, removed or
/// renamed, so a folder whose time is the one recorded holds exactly what the last build
/// left there. Listing every folder of a large site to look for files added by hand took
/// most of an incremental build's commit (20,000 folders at 10,000 page pairs); reading
/// one time per folder takes a fraction of that.
///
/// File systems stamp times from a coarse clock, so an entry added just after duet
/// recorded a folder can leave its time unchanged. Like Git's "racily clean" entries, a
/// folder changed shortly before it is recorded is not recorded at all, and the next build
/// lists it.
enum OutputFolders {
    /// Every folder that holds one of `paths`, with its ancestors, "" for the output itself.
    static func holding(_ paths: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = [""]
        for path in paths {
            // Slashes are found among the UTF-8 bytes: searching by characters had every
            // path of a large site (20,000) broken into grapheme clusters.
            var folder = Substring(path)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                if !folders.insert(String(folder)).inserted { break }
            }
        }
        return folders
    }

    /// The folder holding `path` ("" at the top).
    static func parent(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// The modification time of `folder` under `root` in nanoseconds, nil if it is not a folder.
    package static func modified(_ folder: String, in root: String) -> Int64? {
        modified(FileStatus.of(folder.isEmpty ? root : root + "/" + folder))
    }

    private static func modified(_ status: FileStatus?) -> Int64? {
        guard let status, status.isFolder else { return nil }
        return status.modified
    }

    /// Times to record for `folders`: a folder in `unchanged` keeps that time (nothing
    /// touched it), the others are read again; a folder changed within
    /// `FileStatus.racyWindow` of now is left out, so the next build lists it.
    ///
    /// Nearly every folder is unchanged after an edit, and this runs on one core at the
    /// end of every build: the record starts as a copy of `unchanged` (its table copied,
    /// not 20,000 entries hashed into a new one) less what does not belong, and only the
    /// other folders are read, picked out without building a set of them.
    ///
    /// `others`, when the caller knows them, are the folders of `folders` that are not in
    /// `unchanged`, every key of which is then one of `folders`: after an edit that
    /// leaves the files as they were, a handful against 20,000 lookups at the end of the
    /// commit.
    package static func record(_ folders: Set<String>, in root: String, unchanged: [String: Int64], others: [String]? = nil,
                       jobs: Int) -> [String: Int64] {
        let trustedBefore = FileStatus.now() - FileStatus.racyWindow
        var recorded = unchanged
        for (folder, time) in unchanged where time >= trustedBefore || (others == nil && !folders.contains(folder)) {
            recorded[folder] = nil
        }
        for (folder, time) in times(of: others ?? Array(folders.lazy.filter { unchanged[$0] == nil }), in: root, jobs: jobs) {
            if let time, time < trustedBefore { recorded[folder] = time }
        }
        return recorded
    }

    /// The times of `folders`, read on `jobs` threads (a large site has tens of thousands).
    static func times(of folders: some Collection<String>, in root: String, jobs: Int) -> [(folder: String, time: Int64?)] {
        let list = Array(folders)
        let chunk = 512
        let handle = DirectoryHandle(root)
        return ParallelWork.map((list.count + chunk - 1) / chunk, jobs: jobs) { index in
            list[(index * chunk)..<min(list.count, (index + 1) * chunk)].map { folder in
                (folder, handle.map { modified($0.status(folder)) } ?? modified(folder, in: root))
            }
        }.flatMap { $0 }
    }
}
