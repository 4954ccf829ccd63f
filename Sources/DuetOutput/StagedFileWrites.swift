import DuetSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The plain POSIX calls a build writes its files with.
extension OutputStaging {
    /// Plain POSIX writes: no temporary file and no fsync per file (the staged files reach
    /// the output only by the commit, so a half-written file is never part of it).
    package static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        guard writeAll(bytes, to: descriptor) else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    /// Writes every byte to an open file, however many calls it takes; false (with
    /// `errno` set) if one fails.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Size and modification time in nanoseconds, or nil if there is no such file.
    package static func status(_ path: String) -> (size: Int, modified: Int64)? {
        FileStatus.of(path).map { ($0.size, $0.modified) }
    }
}
