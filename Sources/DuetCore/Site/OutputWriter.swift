import Foundation

/// Writes an `OutputTree` atomically: into a temporary folder beside the output, swapped
/// in by rename only when everything is written. A failure leaves the old site untouched.
public enum OutputWriter {
    public static func write(_ tree: OutputTree, to output: String) throws {
        // A tree built on a staging folder is already on disk: only the swap is left.
        if let staging = tree.staging {
            try staging.commit()
            return
        }
        let staging = try OutputStaging(outputDirectory: output, cacheDirectory: nil)
        for path in tree.sortedPaths {
            _ = staging.write(path, tree.files[path]!, key: nil)
        }
        try staging.commit()
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
