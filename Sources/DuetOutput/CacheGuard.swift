import Foundation

/// Decides, before a build reads or writes its cache, whether a folder may hold it.
///
/// The cache holds this machine's absolute paths and duet's own records. Inside
/// `templates/` (its `assets/` are published) the next build would publish them; inside
/// `content/` they would be read as pages; inside the output they would vanish with it.
/// An empty `--cache` means the current folder, which would scatter them among the
/// user's files. The same rules as the output's (`OutputGuard`), for the same reasons.
public enum CacheGuard {
    /// Nil when `cache` may hold the cache, or why it may not.
    public static func check(cache: String, output: String?, content: String, templates: String,
                             currentDirectory: String = FileManager.default.currentDirectoryPath,
                             home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String? {
        guard !cache.isEmpty else { return "--cache is empty; give a folder for the cache, or pass --no-cache" }
        let target = OutputGuard.resolved(cache, from: currentDirectory)
        func refuse(_ reason: String) -> String { "--cache `\(cache)` is refused: \(reason)" }
        if target == "/" { return refuse("it is the root of the file system") }
        if let home, !home.isEmpty, target == OutputGuard.resolved(home, from: currentDirectory) { return refuse("it is your home folder") }
        let here = OutputGuard.resolved(currentDirectory, from: currentDirectory)
        if OutputGuard.contains(target, here) { return refuse(target == here ? "it is the current folder" : "it contains the current folder") }
        var folders = [("content", content), ("templates", templates)]
        if let output { folders.append(("output", output)) }
        for (name, folder) in folders {
            let source = OutputGuard.resolved(folder, from: currentDirectory)
            if OutputGuard.contains(source, target) {
                return refuse(target == source ? "it is the \(name) folder" : "it is inside the \(name) folder `\(folder)`")
            }
            if OutputGuard.contains(target, source) { return refuse("it contains the \(name) folder `\(folder)`") }
        }
        return nil
    }
}
