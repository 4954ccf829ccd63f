import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder whose entries' status is asked for by their path below it (`fstatat`).
///
/// An edit's rebuild of a 10,000-pair book asks for the status of 60,000 paths (every
/// source, every output file, every output folder) to know them unchanged; with an
/// absolute path the kernel walks every folder from `/` each time. Relative to the open
/// folder it walks only the last two or three, which measured 1.2 to 1.4 µs a call
/// against 2.0 µs (docs/benchmark.md).
package final class DirectoryHandle: @unchecked Sendable {
    let path: String
    package let descriptor: Int32

    /// Nil if `path` is not a folder that can be opened; callers then use whole paths.
    /// With `followingLink: false`, a link at `path` itself is not opened either (the
    /// output, whose commit writes through this handle, must be the folder and not a link).
    package init?(_ path: String, followingLink: Bool = true) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The names of the entries of the folder at `path` ("." and ".." left out), in the
    /// order the file system gives them; nil if it cannot be listed. Read with `readdir`:
    /// listing a 10,000-page language folder through `FileManager` took several
    /// milliseconds of every build.
    package static func names(in path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether `path` still names the folder this handle opened (the same device and
    /// inode): a folder renamed and replaced since is another folder.
    package var isStillAtPath: Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// The status of `relative` below this folder (links followed, like `stat`), "" for
    /// the folder itself; nil if there is nothing there.
    package func status(_ relative: String) -> FileStatus? {
        var info = stat()
        guard fstatat(descriptor, relative.isEmpty ? "." : relative, &info, 0) == 0 else { return nil }
        return FileStatus(info)
    }
}
