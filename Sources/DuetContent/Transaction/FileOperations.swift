import Foundation

/// The few file system calls a transaction makes, behind a protocol so a test can make
/// any one of them fail (a full disk on the third write) and check that nothing changed.
public protocol FileOperations: Sendable {
    /// Creates `path`, which must not exist, with `bytes` and permission bits `mode`, and
    /// flushes it to disk before returning.
    func createFile(_ path: String, bytes: [UInt8], mode: mode_t) throws(FileOperationError)
    /// Renames within one folder, replacing the target in one step.
    func rename(_ source: String, to target: String) throws(FileOperationError)
    /// Removes a file; used only to clean up temporaries, so a failure is not reported.
    func remove(_ path: String)
    /// Flushes a folder's entries (the renames in it) to disk, as far as the system allows.
    func syncFolder(_ path: String)
    /// Gives the file at `path` a second name, `backup`, in the same folder, which must not
    /// exist: the file a commit is about to replace, so that a later failure can put it back.
    func keep(_ path: String, as backup: String) throws(FileOperationError)
}

extension FileOperations {
    /// A hard link: no byte is copied and the file keeps its inode, permissions and owner.
    /// Where the file system has no hard links, a flushed copy with the same permissions.
    public func keep(_ path: String, as backup: String) throws(FileOperationError) {
        if link(path, backup) == 0 { return }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .last("keep a copy of", path) }
        guard let bytes = FileManager.default.contents(atPath: path) else { throw .last("keep a copy of", path) }
        try createFile(backup, bytes: [UInt8](bytes), mode: info.st_mode & 0o7777)
    }
}

/// The real calls: `open(O_EXCL)`, `write`, `fchmod`, `fsync`, `rename`.
public struct POSIXFileOperations: FileOperations {
    public init() {}

    public func createFile(_ path: String, bytes: [UInt8], mode: mode_t) throws(FileOperationError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw .last("write", path) }
        var failure: FileOperationError?
        // The mode the target had, whatever the umask says.
        if fchmod(descriptor, mode) != 0 { failure = .last("set the permissions of", path) }
        var written = 0
        while failure == nil && written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                failure = .last("write", path)
            } else {
                written += count
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = .last("flush", path) }
        if close(descriptor) != 0 && failure == nil { failure = .last("write", path) }
        if let failure {
            unlink(path)
            throw failure
        }
    }

    public func rename(_ source: String, to target: String) throws(FileOperationError) {
        guard Foundation.rename(source, target) == 0 else { throw .last("replace", target) }
    }

    public func remove(_ path: String) {
        unlink(path)
    }

    public func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
