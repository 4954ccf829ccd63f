import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Duet reads only inside the project: a page, a setting, a template or an asset reached
/// through a symbolic link must resolve inside its folder (content or templates). In a CI
/// that builds contributed content, a link to `/etc/passwd` would otherwise be published.
enum Confinement {
    /// Nil when `path` resolves inside `root`, or the located reason it is refused.
    static func check(_ path: String, inside root: String) -> Diagnostic? {
        let location = FileLocation(file: path)
        guard let real = realPath(path) else {
            let code = errno
            var info = stat()
            let isLink = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
            switch code {
            case ELOOP:
                return .error("io.link-loop", at: location, "cannot read `\(path)`: its symbolic links form a loop")
            case ENOENT where isLink:
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return .error("io.dangling-link", at: location, "cannot read `\(path)`: it is a symbolic link to `\(target)`, which does not exist")
            default:
                return .error("io.unreadable", at: location, "cannot read `\(path)`: \(String(cString: strerror(code)).lowercased())")
            }
        }
        guard let base = realPath(root) else { return nil }
        if real == base || real.hasPrefix(base == "/" ? "/" : base + "/") { return nil }
        return .error("io.outside-project", at: location,
                      "`\(path)` resolves to `\(real)`, outside `\(root)`; duet reads only files inside the project",
                      fix: "copy the file into the project instead of linking to it")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
