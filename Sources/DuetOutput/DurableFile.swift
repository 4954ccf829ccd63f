import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a small file that must be whole or absent after a crash: the ownership list and
/// the manifest. The bytes go to a temporary file that is flushed to disk (`fsync`), then
/// renamed over the file, and the folder is flushed so the rename itself is on disk too;
/// without the two flushes a power cut can leave the new name pointing at an empty file.
///
/// Pages are not written this way: a failed or killed build never shows them (see
/// docs/output.md), and flushing 20,000 of them would cost seconds.
enum DurableFile {
    package static func replace(_ path: String, with bytes: [UInt8]) throws {
        let temporary = OutputOwnership.temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputIOError(action: "write", path: temporary, code: errno) }
        guard OutputStaging.writeAll(bytes, to: descriptor), fsync(descriptor) == 0 else {
            let code = errno
            close(descriptor)
            unlink(temporary)
            throw OutputIOError(action: "write", path: temporary, code: code)
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw OutputIOError(action: "write", path: path, code: code)
        }
        flushFolder(holding: path)
    }

    /// Flushes the folder holding `path`, so a rename into it survives a power cut. A
    /// file system that cannot flush a folder (some network ones) is left as it is.
    static func flushFolder(holding path: String) {
        flush(folder: (path as NSString).deletingLastPathComponent)
    }

    static func flush(folder: String) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
