import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cache file's bytes, mapped from the page cache rather than copied into memory.
///
/// An edit's rebuild of a 10,000-pair book reads 22 MB of cache files (outlines, source
/// records, the output manifest, the lock's hashes). Read into arrays, each page of them was faulted in
/// twice (zeroed, then filled by `read`, or copied out of `Data`), and those faults were
/// a fifth of the CPU time of loading. Mapped, the kernel hands over the pages it already
/// holds.
///
/// Only for files duet itself writes into its cache folder, which it replaces by renaming
/// or appends to and never shortens in place: a mapped file cut short by someone else
/// would stop the process (`SIGBUS`). Files people edit, such as the translation lock,
/// are read, not mapped.
package final class MappedFile: @unchecked Sendable {
    /// The mapped bytes; empty for an empty file. Private: they are valid only while this
    /// object lives, which `withBytes` guarantees and a stored pointer would not.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let mapping: UnsafeMutableRawPointer?
    /// The bytes were read into memory of ours rather than mapped (see `init`).
    private let isCopy: Bool

    /// Calls `body` with the file's bytes, keeping them mapped until it returns.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }

    /// Maps the regular file at `path`, or reads it where it cannot be mapped (some
    /// network and FUSE file systems refuse `mmap`: without this, every build there would
    /// start without its caches, silently); nil when it cannot be opened or read.
    /// `maps: false` takes the reading way (tests).
    package init?(_ path: String, maps: Bool = true) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard size > 0 else {
            mapping = nil
            isCopy = false
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        // The whole file is read straight away: on Linux its pages are mapped in one call
        // rather than a fault at a time.
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        if maps, let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED {
            mapping = address
            isCopy = false
        } else {
            guard let copy = Self.read(descriptor, size: size) else { return nil }
            mapping = copy
            isCopy = true
        }
        bytes = UnsafeBufferPointer(start: mapping?.assumingMemoryBound(to: UInt8.self), count: size)
    }

    /// The file's first `size` bytes in memory of ours; nil if it holds fewer now (cut
    /// short since `fstat`) or a read fails.
    private static func read(_ descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var done = 0
        while done < size {
            let count = pread(descriptor, buffer + done, size - done, off_t(done))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                buffer.deallocate()
                return nil
            }
            done += count
        }
        return buffer
    }

    deinit {
        guard let mapping else { return }
        if isCopy { mapping.deallocate() } else { munmap(mapping, bytes.count) }
    }
}
