import Foundation

/// A failed system call on a file, in words: what duet was doing, the path, and the
/// system's reason (`strerror`), never a Foundation error dump.
public struct FileOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let action: String
    public let path: String
    public let code: Int32

    public init(_ action: String, _ path: String, code: Int32) {
        self.action = action
        self.path = path
        self.code = code
    }

    /// The error for the last failed call, from `errno`.
    package static func last(_ action: String, _ path: String) -> FileOperationError {
        FileOperationError(action, path, code: errno)
    }

    public var description: String {
        "cannot \(action) `\(path)`: \(String(cString: strerror(code)).lowercased())"
    }
}
