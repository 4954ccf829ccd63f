import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices changes under the content and templates folders by comparing a fingerprint of
/// every entry (path and a hash of its bytes) with the previous one. Polling is simple,
/// portable, and fast enough for a folder of Markdown.
///
/// The walk reads nothing it should not: every entry is looked at with `lstat` semantics
/// (`fstatat` without following links) before anything is opened, and only regular files
/// are opened, with `O_NOFOLLOW | O_NONBLOCK`, so neither a FIFO (which would block an
/// open until a writer came) nor a link swapped in after the look can hold or mislead it.
/// A symbolic link is read through only when it resolves to a regular file inside one of
/// the watched folders; any other link counts by its text alone, so retargeting it is
/// still a change while the file it names outside the project is never opened.
struct SourceWatcher {
    let directories: [String]
    private var last: [String: UInt64] = [:]

    /// Folders deeper than this are not walked (a guard against pathological trees).
    static let maximumDepth = 64

    init(directories: [String]) {
        self.directories = directories
        last = Self.fingerprint(directories)
    }

    /// Whether anything was added, removed or changed since the previous call.
    mutating func changed() -> Bool {
        let current = Self.fingerprint(directories)
        defer { last = current }
        return current != last
    }

    static func fingerprint(_ directories: [String]) -> [String: UInt64] {
        let roots = directories.compactMap(realPath)
        var result: [String: UInt64] = [:]
        for directory in directories {
            let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            walk(descriptor, path: directory, depth: 0, roots: roots, into: &result)
        }
        return result
    }

    /// Fingerprints the entries of an open folder, then closes it.
    private static func walk(_ folder: Int32, path: String, depth: Int, roots: [String], into result: inout [String: UInt64]) {
        guard let stream = fdopendir(folder) else { close(folder); return }
        defer { closedir(stream) }
        let folder = dirfd(stream)
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard depth < maximumDepth else { continue }
                let descriptor = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                if descriptor >= 0 { walk(descriptor, path: child, depth: depth + 1, roots: roots, into: &result) }
            case S_IFREG:
                if let hash = hashOfRegularFile(openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)) {
                    result[child] = hash
                }
            case S_IFLNK:
                result[child] = linkFingerprint(folder, name: name, path: child, roots: roots)
            default:
                // A FIFO, socket or device: its presence counts, its contents are never read.
                result[child] = UInt64(info.st_mode & S_IFMT)
            }
        }
    }

    /// A link's text, and the bytes it leads to when that is a regular file inside a
    /// watched folder.
    private static func linkFingerprint(_ folder: Int32, name: String, path: String, roots: [String]) -> UInt64 {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlinkat(folder, name, &buffer, buffer.count - 1)
        var value = hash(length > 0 ? buffer[0..<length] : [])
        guard let target = realPath(path), roots.contains(where: { target.hasPrefix($0 + "/") }) else { return value }
        // The resolved path has no links left; O_NOFOLLOW refuses one put there since.
        if let content = hashOfRegularFile(open(target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)) {
            value = (value ^ content) &* 0x100000001b3
        }
        return value
    }

    /// The hash of what an open descriptor holds if it is a regular file; closes it.
    private static func hashOfRegularFile(_ descriptor: Int32) -> UInt64? {
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var value = Self.basis
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            value = hash(chunk[0..<count], from: value)
        }
        return value
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static let basis: UInt64 = 0xcbf29ce484222325

    /// FNV-1a 64 over the bytes, continuing from `value`.
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes, from value: UInt64 = basis) -> UInt64 {
        var value = value
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x100000001b3
        }
        return value
    }
}
