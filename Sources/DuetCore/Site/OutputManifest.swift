import Foundation

/// What the last successful build wrote to an output folder: for each file its size and
/// modification time (to notice a file changed by hand since) and the key of the inputs
/// it was made from. Kept in the cache folder, never in the output.
struct OutputManifest: Sendable {
    struct File: Sendable, Equatable {
        let size: Int
        let modified: Int64
        let key: String
    }

    var files: [String: File] = [:]

    /// The manifest file for an output folder: one per absolute output path, so several
    /// sites can share a cache folder.
    static func path(cacheDirectory: String, output: URL) -> String {
        join(cacheDirectory, "output-" + FNV1a64.hex(output.path) + ".manifest")
    }

    /// Reads a manifest; a missing or malformed one is empty (the build then does all the work).
    static func load(_ path: String) -> OutputManifest {
        guard let data = FileManager.default.contents(atPath: path) else { return OutputManifest() }
        var manifest = OutputManifest()
        // Read as bytes: a large site's manifest has a line for each of tens of thousands
        // of files, and every incremental build reads it.
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: 10)
        manifest.files.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: 9, maxSplits: 3, omittingEmptySubsequences: false)
            // A time before 1970 is negative.
            let negative = fields[1].first == UInt8(ascii: "-")
            guard fields.count == 4, let size = Int(decimal: fields[0]),
                  let magnitude = Int(decimal: negative ? fields[1].dropFirst() : fields[1]) else { continue }
            let modified = Int64(negative ? -magnitude : magnitude)
            manifest.files[String(decoding: fields[3], as: UTF8.self)] = File(size: size, modified: modified,
                                                                              key: String(decoding: fields[2], as: UTF8.self))
        }
        return manifest
    }

    /// `size \t mtime-ns \t key \t path`, sorted by path.
    func save(_ path: String) throws {
        var text = ""
        for (file, entry) in files.sorted(by: { $0.key < $1.key }) {
            text += "\(entry.size)\t\(entry.modified)\t\(entry.key)\t\(file)\n"
        }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
