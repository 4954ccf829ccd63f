import DuetMarkdown
import Foundation

/// A file read from disk and checked to be UTF-8, with the path diagnostics print.
package struct SourceFile {
    let path: String
    let bytes: [UInt8]
    package let text: String

    /// Reads the file; invalid UTF-8 becomes a diagnostic at the first bad byte. With a
    /// root, a file that resolves outside it (through a symbolic link) is refused unread.
    package static func read(_ path: String, confinedTo root: String? = nil) -> Result<SourceFile, Diagnostic> {
        if let root, let refusal = Confinement.check(path, inside: root) { return .failure(refusal) }
        guard var bytes = readBytes(path) else { return .failure(unreadable(path)) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // The string's own validation decides; only a file that fails it is scanned again
        // for the first bad byte, so valid files (nearly all) are validated once.
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(SourceFile(path: path, bytes: bytes, text: text))
        }
        let bad = UTF8Validation.firstInvalidByte(in: bytes) ?? 0
        let location = UTF8Validation.location(ofByte: bad, in: bytes)
        return .failure(.error("encoding.invalid-utf8", at: FileLocation(file: path, location),
                               String(format: "invalid UTF-8 (byte 0x%02X); save the file as UTF-8", bytes[bad])))
    }

    /// The folder a file is in (`content` for `content/glossary.yml`).
    static func folder(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    /// A file's bytes as they are (an asset), refused like `read` when it resolves outside
    /// `root`, and with the reason when it cannot be read.
    package static func readBytes(_ path: String, confinedTo root: String) -> Result<[UInt8], Diagnostic> {
        if let refusal = Confinement.check(path, inside: root) { return .failure(refusal) }
        guard let bytes = readBytes(path) else { return .failure(unreadable(path)) }
        return .success(bytes)
    }

    /// Why `readBytes(path)` just returned nil, as the diagnostic at the path: the system's
    /// reason (`errno`, read at once, before anything else can change it), or which kind of
    /// file it is when it is not a regular one.
    package static func unreadable(_ path: String) -> Diagnostic {
        let code = errno
        let reason = code == 0 ? notRegularReason(path) : String(cString: strerror(code)).lowercased()
        return .error(code == 0 ? "io.not-a-file" : "io.unreadable", at: FileLocation(file: path), "cannot read `\(path)`: \(reason)",
                      fix: code == 0 ? "replace it with a regular file" : nil)
    }

    /// "it is a named pipe (FIFO), not a regular file", and the like.
    static func notRegularReason(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "it is not a regular file" }
        let kind = switch info.st_mode & S_IFMT {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file"
        }
        return kind.hasPrefix("not") ? "it is \(kind)" : "it is \(kind), not a regular file"
    }

    /// The file's bytes, read with POSIX calls straight into an array: a build reads every
    /// page, and going through `Data` cost an extra copy and Foundation's bookkeeping
    /// per file.
    ///
    /// Opened without blocking: opening a named pipe (FIFO) for reading waits until
    /// something writes to it, so a FIFO in `content/` would stop a build for ever before
    /// the regular-file check below could refuse it. Nil with `errno` 0 for a file that
    /// is not regular (see `unreadable`).
    package static func readBytes(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            errno = (info.st_mode & S_IFMT) == S_IFDIR ? EISDIR : 0
            return nil
        }
        return readBytes(descriptor: descriptor, size: Int(info.st_size))
    }

    /// The bytes of the open file `descriptor` from where it stands to its end; `size` is
    /// what `fstat` said, so one read usually takes all. Nil on a read error.
    static func readBytes(descriptor: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 { return nil }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
