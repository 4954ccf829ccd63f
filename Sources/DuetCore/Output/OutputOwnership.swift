import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The list of files duet wrote into an output folder, kept in that folder.
///
/// It is what lets duet tell its own files from a user's: a build replaces or deletes only
/// files the list names, refuses a non-empty folder without the list, and keeps anything
/// else a user put in the output. It lives in the output (not the cache) so that it holds
/// whatever cache, if any, the next build uses.
enum OutputOwnership {
    static let fileName = ".duet-output"
    private static let header = "duet output: the files duet wrote here, one per line; duet replaces or deletes only these"

    /// The paths the list names, or nil when the folder has no list (or a damaged one).
    ///
    /// Split on bytes: every build of a large book reads 20,000 lines here, and splitting
    /// a `String` into `Character`s cost more than the rest of the reading.
    static func read(_ output: String) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: output + "/" + fileName), isWhole(data) else { return nil }
        let lines = [UInt8](data).split(separator: 10, omittingEmptySubsequences: false)
        var paths = Set<String>(minimumCapacity: lines.count)
        for line in lines.dropFirst().dropLast() {
            let path = String(decoding: line, as: UTF8.self)
            if OutputWriter.isInside(path) { paths.insert(path) }
        }
        return paths
    }

    /// Whether the folder has a list that reads whole, without making the set of its paths
    /// (20,000 lines in a large book, and every build asks before it starts).
    static func isListed(_ output: String) -> Bool {
        FileManager.default.contents(atPath: output + "/" + fileName).map(isWhole) ?? false
    }

    /// The header first and a line feed at the end: a list cut short by a crash is not trusted.
    private static func isWhole(_ data: Data) -> Bool {
        let headerLine = Array((header + "\n").utf8)
        return data.count >= headerLine.count && data.prefix(headerLine.count).elementsEqual(headerLine) && data.last == 10
    }

    /// The bytes of the list for these paths, sorted so two builds write the same file.
    static func bytes(_ paths: some Sequence<String>) -> [UInt8] {
        Array(([header] + paths.sorted()).joined(separator: "\n").utf8) + [10]
    }

    /// What duet owns in an existing output folder: the list's files, or, for a site built
    /// before duet kept a list, every file of duet's layout (root pages, `assets/`, `en/`,
    /// `zh/`); nil when the folder is not duet's.
    static func owned(in output: String) -> Set<String>? {
        if let listed = read(output) { return listed }
        guard isEarlierDuetOutput(output) else { return nil }
        return Set(OutputFiles.list(output))
    }

    /// Whether a folder is duet's output: it has the list, or it has the layout a site
    /// built before the list existed has, and nothing else.
    static func isDuetOutput(_ output: String) -> Bool {
        isListed(output) || isEarlierDuetOutput(output)
    }

    private static let earlierLayout: Set<String> = ["index.html", "404.html", "sitemap.xml", "assets", "en", "zh"]

    private static func isEarlierDuetOutput(_ output: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: output), !entries.isEmpty,
              Set(entries).isSubset(of: earlierLayout) else { return false }
        return entries.contains("index.html") && entries.contains("sitemap.xml") && (entries.contains("en") || entries.contains("zh"))
    }
}

/// Every file below a folder, as relative paths (symbolic links are listed, not followed).
enum OutputFiles {
    static func list(_ root: String) -> [String] {
        var result: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var info = stat()
                guard lstat(root + "/" + relative, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR { folders.append(relative) } else { result.append(relative) }
            }
        }
        return result.sorted()
    }
}

/// A file duet did not write stands where a build would write one.
struct OutputCollision: Error, CustomStringConvertible {
    let path: String
    var description: String {
        "`\(path)` was not written by duet, and this build would replace it; move it out of the output folder"
    }
}

/// The output folder was renamed or replaced while a build was updating it in place: the
/// build looked at the files of the folder it opened, so it commits nothing.
struct OutputReplacedDuringBuild: Error, CustomStringConvertible {
    let path: String
    var description: String {
        "`\(path)` was replaced by another folder during the build; nothing was written there, build again"
    }
}

/// A file system call on the output failed, in plain words with the path and the reason.
struct OutputIOError: Error, CustomStringConvertible {
    let action: String
    let path: String
    let code: Int32
    var description: String { "cannot \(action) `\(path)`: \(String(cString: strerror(code)))" }
}
