import Foundation

/// Files a user names for duet to write (`duet status --output`, `duet po export
/// --output`, `duet xliff export --output`): whether one is there already, and writing
/// it, with any failure as a diagnostic at the path in words (`cannot write
/// \`x/zh.po\`: no such file or directory`), never a Foundation error dump.
public enum UserFile {
    /// The bytes of the regular file at `path`; nil when there is none. Opened without
    /// blocking, so a named pipe there is not waited on.
    public static func existingBytes(_ path: String) -> [UInt8]? {
        SourceFile.readBytes(path)
    }

    /// Whether something other than a regular file is at `path` (a folder, a named pipe):
    /// the diagnostic that says so, or nil.
    public static func notAFile(_ path: String) -> Diagnostic? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG else { return nil }
        let reason = (info.st_mode & S_IFMT) == S_IFDIR ? "it is a folder" : SourceFile.notRegularReason(path)
        return .error("io.write-failed", at: FileLocation(file: path), "cannot write `\(path)`: \(reason)",
                      fix: "name a file, not a folder or a special file")
    }

    /// Creates `folder` and its parents where they are not there; a failure is a
    /// diagnostic. Made with `mkdir` one level at a time rather than Foundation's
    /// `createDirectory`, whose error on Linux (Cocoa code 512) carries no reason.
    public static func createFolder(_ folder: String) -> Diagnostic? {
        var current = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            if mkdir(current, 0o755) == 0 { continue }
            let code = errno
            var info = stat()
            let exists = stat(current, &info) == 0
            if exists && (info.st_mode & S_IFMT) == S_IFDIR { continue }
            let reason = exists ? "not a directory (`\(current)` is a file)" : String(cString: strerror(code)).lowercased()
            return .error("io.write-failed", at: FileLocation(file: folder), "cannot create the folder `\(folder)`: \(reason)")
        }
        return nil
    }

    /// Writes `text` to `path` atomically (a temporary file renamed over it, so a reader
    /// never sees half of it); a failure is a diagnostic at the path.
    public static func write(_ text: String, to path: String) -> Diagnostic? {
        if let refusal = notAFile(path) { return refusal }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return .error("io.write-failed", at: FileLocation(file: path), PlainIOError.describe(error, doing: "write", path: path))
        }
    }

    /// A file system error in words, for a command that catches one: the path and the
    /// system's reason, or nil for an error that is not the file system's.
    public static func describe(_ error: any Error) -> String? {
        let nsError = error as NSError
        guard error is CocoaError || error is POSIXError || nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else { return nil }
        return PlainIOError.describe(error, doing: "write")
    }
}
