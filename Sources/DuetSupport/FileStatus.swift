import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says of a path, with times in nanoseconds: what incremental builds use
/// to know a file or folder unchanged without reading it (see `SourceRecordCache`,
/// `OutputFolders`, `OutputStaging`).
package struct FileStatus: Equatable, Sendable {
    package let size: Int
    package let modified: Int64
    package let changed: Int64
    package let inode: UInt64
    package let isFolder: Bool
    package let isRegularFile: Bool

    /// How long ago a change must be for a recorded time to be trusted: file systems stamp
    /// times from a coarse clock (jiffies on Linux, 2 s on FAT), so something changed again
    /// within the same tick keeps its time. Anything changed more recently than this before
    /// a build is not recorded, and the next build looks at it again (Git's "racily clean"
    /// entries).
    package static let racyWindow: Int64 = 3_000_000_000

    /// The status of `path` (links followed), or nil if there is nothing there.
    package static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    package init(_ info: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        let type = info.st_mode & S_IFMT
        self.init(size: Int(info.st_size), modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed),
                  inode: UInt64(info.st_ino), isFolder: type == S_IFDIR, isRegularFile: type == S_IFREG)
    }

    init(size: Int, modified: Int64, changed: Int64, inode: UInt64, isFolder: Bool, isRegularFile: Bool) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.isFolder = isFolder
        self.isRegularFile = isRegularFile
    }

    /// The current time in nanoseconds, on the clock file times come from.
    package static func now() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return nanoseconds(now)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
