import DuetSupport
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
    package static func isInside(_ path: String) -> Bool { RelativePath.staysInside(path) }

    /// `isInside(_:)` on a path's UTF-8 bytes.
    package static func isInside(bytes: UnsafeBufferPointer<UInt8>) -> Bool { RelativePath.staysInside(bytes: bytes) }

    /// A path a build may publish: inside the output (`isInside`), and with no part that
    /// starts with a dot. Dot files are what tools keep beside a site (`.git`, `.DS_Store`,
    /// duet's own lists, which live outside the output), and servers hide them; a build
    /// never puts one in the published tree.
    static func isPublishable(_ path: String) -> Bool {
        // On the bytes, as `isInside`: every file of a build is asked.
        isInside(path) && path.utf8.first != UInt8(ascii: ".") && !containsDotPart(path)
    }

    private static func containsDotPart(_ path: String) -> Bool {
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && byte == UInt8(ascii: ".") { return true }
            previous = byte
        }
        return false
    }

    public enum OutputError: Error, CustomStringConvertible, PlainlyWordedError {
        case pathEscapes(String)
        case notPublishable(String)
        public var description: String {
            switch self {
            case .pathEscapes(let path): "refusing to write outside the output folder: \(path)"
            case .notPublishable(let path):
                OutputWriter.isInside(path) ? "refusing to publish `\(path)`: a name that starts with a dot is not part of the site"
                    : "refusing to write outside the output folder: \(path)"
            }
        }
    }
}
