import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which folders above a path in the output are real folders, asked with `lstat` so a
/// link is not followed, and remembered: an in-place commit asks for every file it moves
/// in or deletes, and most share their folders.
///
/// A user can put a file, or a link to a folder elsewhere, where duet keeps a folder of
/// pages. Moving a page in there would fail half-way through the commit, or write and
/// later delete files outside the output; the commit asks first.
struct RealFolders {
    package let root: String
    private var known: Set<Substring> = []

    package init(root: String) {
        self.root = root
    }

    /// The first folder above `path` (relative to the root, outermost first) that exists
    /// and is not a real folder; nil when each one is a real folder or is not there yet.
    /// A folder that is not there is made by the commit, so nothing below it is looked at.
    mutating func firstNotRealFolder(above path: String) -> String? {
        var end = path.startIndex
        while let slash = path[end...].firstIndex(of: "/") {
            let folder = path[..<slash]
            end = path.index(after: slash)
            if known.contains(folder) { continue }
            var info = stat()
            guard lstat(root + "/" + folder, &info) == 0 else { return nil }
            guard (info.st_mode & S_IFMT) == S_IFDIR else { return String(folder) }
            known.insert(folder)
        }
        return nil
    }
}
