import Foundation

/// Writes an `OutputTree` atomically: into a temporary folder beside the output, swapped
/// in by rename only when everything is written. A failure leaves the old site untouched.
public enum OutputWriter {
    public static func write(_ tree: OutputTree, to output: String) throws {
        let fm = FileManager.default
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        let parent = outputURL.deletingLastPathComponent()
        let name = outputURL.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).duet-staging-\(pid)")
        let retired = parent.appendingPathComponent(".\(name).duet-retired-\(pid)")
        try? fm.removeItem(at: staging)
        try? fm.removeItem(at: retired)
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            for path in tree.sortedPaths {
                guard isInside(path) else { throw OutputError.pathEscapes(path) }
                let url = staging.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(tree.files[path]!).write(to: url)
            }
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
        if fm.fileExists(atPath: outputURL.path) {
            try fm.moveItem(at: outputURL, to: retired)
        }
        do {
            try fm.moveItem(at: staging, to: outputURL)
        } catch {
            if fm.fileExists(atPath: retired.path) { try? fm.moveItem(at: retired, to: outputURL) }
            try? fm.removeItem(at: staging)
            throw error
        }
        try? fm.removeItem(at: retired)
    }

    /// A relative path with no `..`, no absolute start: nothing may land outside the output.
    static func isInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.isEmpty
    }

    public enum OutputError: Error, CustomStringConvertible {
        case pathEscapes(String)
        public var description: String {
            switch self {
            case .pathEscapes(let path): "refusing to write outside the output folder: \(path)"
            }
        }
    }
}
