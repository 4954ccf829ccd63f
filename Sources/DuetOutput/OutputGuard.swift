import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides, before a build touches anything, whether a folder may be used as its output.
///
/// A build replaces its output, so a mistyped `--output` (the content folder, the project,
/// its parent, a file) would destroy what the user wrote. Duet only ever writes into a
/// folder that is new, empty, or one it wrote itself, which it recognises only by the
/// ownership list it keeps beside the folder (`OutputOwnership`).
public enum OutputGuard {
    /// Why an output folder was refused.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public let output: String
        public let reason: String
        public var description: String { "refusing to write the site to `\(output)`: \(reason)" }
    }

    /// Nil when the output is safe to build into, or why it is not.
    public static func check(output: String, content: String, templates: String, cache: String?,
                             currentDirectory: String = FileManager.default.currentDirectoryPath,
                             home: String? = ProcessInfo.processInfo.environment["HOME"]) -> Refusal? {
        let target = resolved(output, from: currentDirectory)
        func refuse(_ reason: String) -> Refusal { Refusal(output: output, reason: reason) }
        if target == "/" { return refuse("it is the root of the file system") }
        if let home, !home.isEmpty, target == resolved(home, from: currentDirectory) { return refuse("it is your home folder") }
        let here = resolved(currentDirectory, from: currentDirectory)
        if contains(target, here) { return refuse(target == here ? "it is the current folder" : "it contains the current folder") }
        for (name, folder) in [("content", content), ("templates", templates)] {
            let source = resolved(folder, from: currentDirectory)
            if contains(target, source) {
                return refuse(target == source ? "it is the \(name) folder" : "it contains the \(name) folder `\(folder)`")
            }
            if contains(source, target) { return refuse("it is inside the \(name) folder `\(folder)`") }
        }
        if let cache {
            let cacheFolder = resolved(cache, from: currentDirectory)
            if contains(target, cacheFolder) { return refuse("it contains the cache folder `\(cache)`") }
        }
        var info = stat()
        guard lstat(target, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFLNK { return refuse("it is a symbolic link; give the folder it points to") }
        if (info.st_mode & S_IFMT) != S_IFDIR { return refuse("it is a file, not a folder") }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
        if entries.isEmpty || OutputOwnership.isDuetOutput(target) { return nil }
        // No layout is evidence: a Hugo or hand-made site has the same `index.html`,
        // `sitemap.xml`, `en/` and `zh/` as duet's.
        return refuse("the folder is not empty and was not written by duet: " + OutputOwnership.whyNotEvidence(for: target)
            + ", and duet never replaces files it did not write; "
            + "give a new or empty folder with --output, or move the folder's files away")
    }

    /// Whether `inner` is `outer` or lies below it.
    package static func contains(_ outer: String, _ inner: String) -> Bool {
        outer == inner || outer == "/" || inner.hasPrefix(outer + "/")
    }

    /// An absolute path with `.`, `..` and symbolic links resolved as far as the path
    /// exists, so `Site/../content` and a link to the content folder are both recognised.
    package static func resolved(_ path: String, from base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
        let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
        var existing = standard
        var rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let head = String(cString: real)
                let joined = ([head == "/" ? "" : head] + rest.reversed()).joined(separator: "/")
                return joined.isEmpty ? "/" : joined
            }
            guard existing != "/", !existing.isEmpty else { return standard }
            let url = URL(fileURLWithPath: existing)
            rest.append(url.lastPathComponent)
            existing = url.deletingLastPathComponent().path
        }
    }
}
