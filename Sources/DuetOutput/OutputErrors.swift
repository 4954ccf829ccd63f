import DuetSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file duet did not write stands where a build would write one.
package struct OutputCollision: PlainlyWordedError {
    package let path: String
    package var description: String {
        "`\(path)` was not written by duet, and this build would replace it; move it out of the output folder"
    }
}

/// The output folder was renamed or replaced while a build was updating it in place: the
/// build looked at the files of the folder it opened, so it commits nothing.
package struct OutputReplacedDuringBuild: PlainlyWordedError {
    package let path: String
    package var description: String {
        "`\(path)` was replaced by another folder during the build; nothing was written there, build again"
    }
}

/// A file system call on the output failed, in plain words with the path and the reason.
package struct OutputIOError: PlainlyWordedError {
    package let action: String
    package let path: String
    package let code: Int32
    package var description: String {
        "cannot \(action) `\(path)`: \(String(cString: strerror(code)))" + (Self.hint(for: code).map { "; " + $0 } ?? "")
    }

    /// What to do about the failures an output folder commonly meets.
    static func hint(for code: Int32) -> String? {
        switch code {
        case EBUSY: "the output may be a mount point, which cannot be replaced; give a folder inside it with --output"
        case EROFS: "the file system is read-only; give an output folder on a writable one"
        case EACCES, EPERM: "check the permissions of the output folder and the folder holding it"
        case ENOSPC, EDQUOT: "free some space on the disk"
        default: nil
        }
    }
}
