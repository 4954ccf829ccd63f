import DuetSupport
import Foundation

/// What the last successful build wrote to an output folder: for each file its size and
/// modification time (to notice a file changed by hand since) and the key of the inputs
/// it was made from. Kept in the cache folder, never in the output.
struct OutputManifest: Sendable {
    struct File: Sendable, Equatable {
        package let size: Int
        package let modified: Int64
        package let key: String
    }

    package var files: [String: File] = [:]
    /// Each output folder's modification time when the build left it (relative path, ""
    /// for the output itself). Adding or removing an entry changes a folder's time, so a
    /// folder whose time is unchanged holds exactly what the build left, and the next build
    /// need not list it to find files added by hand (see `OutputFolders`).
    var folders: [String: Int64] = [:]
    /// How many lines the file it was read from had: more than its files and folders once
    /// changes are appended (see `append`).
    private(set) var storedLines = 0
    /// The size, modification time and inode of the file it was read from, and whether
    /// that file ends with a line feed: lines are appended only to that very file, whole.
    private(set) var storedFile: (size: Int, modified: Int64, inode: UInt64)?
    private(set) var storedEndsWithLineFeed = false

    /// The manifest file for an output folder: one per absolute output path, so several
    /// sites can share a cache folder.
    package static func path(cacheDirectory: String, output: URL) -> String {
        join(cacheDirectory, "output-" + FNV1a64.hex(output.path) + ".manifest")
    }

    /// Reads a manifest; a missing or malformed one is empty (the build then does all the work).
    package static func load(_ path: String) -> OutputManifest {
        let status = FileStatus.of(path)
        guard let file = MappedFile(path) else { return OutputManifest() }
        var manifest = OutputManifest()
        manifest.storedFile = status.map { ($0.size, $0.modified, $0.inode) }
        // Read as bytes: a large site's manifest has a line for each of tens of thousands
        // of files, and every incremental build reads it.
        // Fields are found by scanning the buffer: a slice and an array of fields per line
        // were most of reading 40,000 lines.
        file.withBytes { bytes in
            let lineCount = ByteScan.count(of: 10, in: bytes)
            manifest.storedLines = lineCount
            manifest.storedEndsWithLineFeed = bytes.last == 10
            manifest.files.reserveCapacity(lineCount / 2 + 1)
            manifest.folders.reserveCapacity(lineCount / 2 + 1)
            var start = 0
            while start < bytes.count {
                let end = ByteScan.lineEnd(in: bytes, from: start)
                defer { start = end + 1 }
                // The first three tabs end size, time and key; the path is the rest of the line.
                let first = ByteScan.index(of: 9, in: bytes, from: start, to: end)
                let second = ByteScan.index(of: 9, in: bytes, from: min(first + 1, end), to: end)
                let third = ByteScan.index(of: 9, in: bytes, from: min(second + 1, end), to: end)
                guard third < end else { continue }
                let tabs = (first, second, third)
                let size = UnsafeBufferPointer(rebasing: bytes[start..<tabs.0])
                var time = UnsafeBufferPointer(rebasing: bytes[(tabs.0 + 1)..<tabs.1])
                // A time before 1970 is negative.
                let negative = time.first == UInt8(ascii: "-")
                if negative { time = UnsafeBufferPointer(rebasing: time.dropFirst()) }
                guard let magnitude = Int(decimal: time) else { continue }
                let modified = Int64(negative ? -magnitude : magnitude)
                let path = UnsafeBufferPointer(rebasing: bytes[(tabs.2 + 1)..<end])
                let isFolder = size.elementsEqual(Self.folderMark)
                let isGoneFolder = size.elementsEqual(Self.goneFolderMark)
                // The manifest lives in the cache, which anyone can edit: a path that leaves
                // the output (`..`, `/`) would have the commit delete a folder outside it.
                // The output itself is the folder "".
                guard path.isEmpty ? isFolder || isGoneFolder : OutputWriter.isInside(bytes: path) else { continue }
                // Lines appended by later builds win over earlier ones.
                if isGoneFolder {
                    manifest.folders[String(decoding: path, as: UTF8.self)] = nil
                    continue
                }
                if size.elementsEqual(Self.goneFileMark) {
                    manifest.files[String(decoding: path, as: UTF8.self)] = nil
                    continue
                }
                if isFolder {
                    manifest.folders[String(decoding: path, as: UTF8.self)] = modified
                    continue
                }
                guard let size = Int(decimal: size) else { continue }
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[(tabs.1 + 1)..<tabs.2]), as: UTF8.self)
                manifest.files[String(decoding: path, as: UTF8.self)] = File(size: size, modified: modified, key: key)
            }
        }
        return manifest
    }

    /// The files' lines, sorted by path: most of the manifest (20,000 lines in a large book).
    static func fileLines(_ files: [String: File]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.count * 96)
        func field(_ text: String) { CacheFields.append(text, to: &bytes) }
        for (file, entry) in NameSorting.sorted(Array(files), by: \.key) {
            field(String(entry.size))
            field(String(entry.modified))
            field(entry.key)
            bytes.append(contentsOf: file.utf8)
            bytes.append(10)
        }
        return bytes
    }

    /// Marks a folder's line in place of a size.
    private static let folderMark = Array("d".utf8)
    /// Mark appended lines that take back a file's or a folder's earlier line.
    private static let goneFileMark = Array("x".utf8)
    private static let goneFolderMark = Array("dx".utf8)

    /// Whether `append` may add this many lines to the file the manifest was read from:
    /// lines that later ones replace may be at most a sixteenth of the file (or 64 lines,
    /// for a small site), so reading it never costs much more than reading a fresh one.
    func canAppend(_ count: Int) -> Bool {
        let live = files.count + folders.count
        return storedLines > 0 && storedEndsWithLineFeed && storedLines - live + count <= max(live / 16, 64)
    }

    /// Whether the file at `path` is still the one this manifest was read from (a rename
    /// keeps all three), so lines appended to it read back over what was read.
    func isStored(at path: String) -> Bool {
        guard let storedFile, let now = FileStatus.of(path) else { return false }
        return now.size == storedFile.size && now.modified == storedFile.modified && now.inode == storedFile.inode
    }

    /// Appends to the manifest file at `path`, read as this manifest's earlier state, the
    /// lines of `files` and `folders` as they stand now (a line taking each back if it is
    /// gone), so the file reads back as this manifest. An edit changes a few of a large
    /// site's 40,000 lines: rewriting them all was a tenth of its commit, on one core.
    package func append(to path: String, files changedFiles: some Sequence<String>, folders changedFolders: some Sequence<String>) throws {
        var bytes: [UInt8] = []
        func field(_ text: String) { CacheFields.append(text, to: &bytes) }
        for file in changedFiles {
            if let entry = files[file] {
                field(String(entry.size))
                field(String(entry.modified))
                field(entry.key)
            } else {
                bytes.append(contentsOf: Self.goneFileMark)
                bytes += [9, UInt8(ascii: "0"), 9, UInt8(ascii: "-"), 9]
            }
            bytes.append(contentsOf: file.utf8)
            bytes.append(10)
        }
        for folder in changedFolders {
            if let modified = folders[folder] {
                bytes.append(contentsOf: Self.folderMark)
                bytes.append(9)
                field(String(modified))
            } else {
                bytes.append(contentsOf: Self.goneFolderMark)
                bytes += [9, UInt8(ascii: "0"), 9]
            }
            field("-")
            bytes.append(contentsOf: folder.utf8)
            bytes.append(10)
        }
        let descriptor = open(path, O_WRONLY | O_APPEND)
        guard descriptor >= 0 else { throw OutputIOError(action: "append to", path: path, code: errno) }
        defer { close(descriptor) }
        // Flushed: the caller renames the file into place next (see `DurableFile`).
        guard OutputStaging.writeAll(bytes, to: descriptor), fsync(descriptor) == 0 else {
            throw OutputIOError(action: "append to", path: path, code: errno)
        }
    }

    /// `size \t mtime-ns \t key \t path` for each file, then `d \t mtime-ns \t - \t path`
    /// for each folder, each sorted by path; written as bytes, like it is read.
    /// `fileLines`, when given, are `Self.fileLines(files)` made beforehand (the commit makes
    /// them on another thread while it looks at the output's folders).
    /// `sortedFolders`, when given, holds every folder of `folders` (and maybe others) in
    /// path order, sorted beforehand on another thread.
    package func save(_ path: String, fileLines: [UInt8]? = nil, sortedFolders: [String]? = nil) throws {
        var bytes = fileLines ?? Self.fileLines(files)
        bytes.reserveCapacity(bytes.count + folders.count * 48)
        func field(_ text: String) { CacheFields.append(text, to: &bytes) }
        let ordered = sortedFolders.map { $0.compactMap { folder in folders[folder].map { (folder, $0) } } }
            ?? folders.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
        for (folder, modified) in ordered {
            bytes.append(contentsOf: Self.folderMark)
            bytes.append(9)
            field(String(modified))
            field("-")
            bytes.append(contentsOf: folder.utf8)
            bytes.append(10)
        }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try DurableFile.replace(path, with: bytes)
    }
}
