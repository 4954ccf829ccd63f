import DuetContent
import DuetSupport
import Foundation

/// Runs `duet check` on the content as a change would leave it, before anything is written.
///
/// The content folder is mirrored into a scratch folder under the project's `.build/`
/// (hard links where the file system allows, so a large book costs little; symbolic links
/// as links, so nothing outside the project is read), the planned files are put in place
/// there, and the same checks the build runs (`SiteBuilder.check`) run on it and on the
/// content as it is. An error the change introduces refuses it; an error the content had
/// already is printed as a warning and does not stop a translator whose entry is fine.
public enum ChangeCheck {
    /// Where a changed page's lines came from: a catalog entry, so a problem in them is
    /// reported at the entry's line too.
    public struct Origin: Sendable {
        public let page: String
        /// The lines in the page as it will be.
        public let lines: ClosedRange<Int>
        public let entry: FileLocation

        public init(page: String, lines: ClosedRange<Int>, entry: FileLocation) {
            self.page = page
            self.lines = lines
            self.entry = entry
        }
    }

    public struct Findings: Sendable {
        /// Errors and warnings the change brings in, at the entry where one is known.
        public var introduced: [Diagnostic] = []
        /// Errors the content had before the change, as warnings.
        public var preexisting: [Diagnostic] = []

        public var refuses: Bool { introduced.hasErrors }
        public var all: [Diagnostic] { (introduced + preexisting).sortedForOutput() }
    }

    /// Checks the content with `files` in place of (or beside) its files.
    public static func run(_ files: [PlannedFile], contentDirectory: String, templatesDirectory: String,
                           origins: [Origin] = []) -> Findings {
        let root = ProjectLock.projectRoot(ofContent: contentDirectory)
        // Unique per call: the project lock keeps processes apart, and two checks in one
        // process (tests, a server) must not share a folder either.
        let scratch = (root == "/" ? "" : root) + "/.build/duet-check-\(getpid())-\(UUID().uuidString.prefix(8))"
        let scratchContent = scratch + "/content"
        let manager = FileManager.default
        try? manager.removeItem(atPath: scratch)
        defer { try? manager.removeItem(atPath: scratch) }
        var findings = Findings()
        if let failure = mirror(contentDirectory, to: scratchContent, skipping: scratch) ?? place(files, from: contentDirectory, in: scratchContent) {
            findings.introduced = [.error("check.scratch-failed", at: FileLocation(file: failure.path),
                                          failure.description + "; the change could not be checked, so nothing was written",
                                          fix: "make room in the project's .build folder, then run the command again")]
            return findings
        }
        // The two checks read different folders and share nothing: side by side.
        let beforeRun = BackgroundResult { check(contentDirectory, templates: templatesDirectory) }
        let after = check(scratchContent, templates: templatesDirectory).map { rename($0, from: scratchContent, to: contentDirectory) }
        let before = beforeRun.value
        var remaining: [String: Int] = [:]
        for diagnostic in before where diagnostic.severity != .note { remaining[key(diagnostic), default: 0] += 1 }
        for diagnostic in after where diagnostic.severity != .note {
            let key = key(diagnostic)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                guard diagnostic.severity == .error else { continue }
                var kept = diagnostic
                kept.severity = .warning
                kept.message += " (so before this change too; it does not stop it)"
                findings.preexisting.append(kept)
            } else {
                findings.introduced.append(atEntry(diagnostic, origins: origins))
            }
        }
        return findings
    }

    /// The diagnostics `duet check` gives for a content folder.
    static func check(_ content: String, templates: String) -> [Diagnostic] {
        SiteBuilder.check(BuildOptions(contentDirectory: content, templatesDirectory: templates)).diagnostics
    }

    /// What makes two diagnostics the same problem before and after a change: where a
    /// block moved by a few lines, its numbers differ and nothing else.
    static func key(_ diagnostic: Diagnostic) -> String {
        let message = String(diagnostic.message.map { $0.isASCII && $0.isNumber ? "#" : $0 })
        return "\(diagnostic.severity) \(diagnostic.identifier) \(diagnostic.location.file) \(message)"
    }

    /// A diagnostic in lines a catalog entry wrote, reported at the entry, with the page's
    /// line as its counterpart.
    static func atEntry(_ diagnostic: Diagnostic, origins: [Origin]) -> Diagnostic {
        for location in [diagnostic.location] + (diagnostic.related.map { [$0] } ?? []) {
            guard let origin = origins.first(where: { $0.page == location.file && $0.lines.contains(location.line) }) else { continue }
            var moved = diagnostic
            moved.location = origin.entry
            moved.related = location
            moved.message = "in \(location): " + diagnostic.message
            return moved
        }
        return diagnostic
    }

    static func rename(_ diagnostic: Diagnostic, from scratch: String, to content: String) -> Diagnostic {
        func renamed(_ path: String) -> String {
            path.hasPrefix(scratch) ? content + path.dropFirst(scratch.count) : path
        }
        var diagnostic = diagnostic
        diagnostic.location.file = renamed(diagnostic.location.file)
        if let related = diagnostic.related { diagnostic.related = FileLocation(file: renamed(related.file), line: related.line, column: related.column) }
        diagnostic.message = diagnostic.message.replacingOccurrences(of: scratch, with: content)
        return diagnostic
    }

    /// Mirrors a folder: folders made, files hard-linked (copied across file systems),
    /// symbolic links made again with the same text.
    static func mirror(_ source: String, to target: String, skipping: String) -> FileOperationError? {
        var made: [String] = []
        if let failure = FileSetCommit.makeFolders(target, made: &made) { return failure }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []
        for name in names {
            let from = source + "/" + name, to = target + "/" + name
            if URL(fileURLWithPath: from).standardizedFileURL.path == URL(fileURLWithPath: skipping).standardizedFileURL.path { continue }
            var info = stat()
            guard lstat(from, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if let failure = mirror(from, to: to, skipping: skipping) { return failure }
            case S_IFLNK:
                if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: from), symlink(link, to) != 0 {
                    return .last("link", to)
                }
            case S_IFREG:
                if link(from, to) != 0 {
                    guard let bytes = SourceFile.readBytes(from) else { return .last("read", from) }
                    do { try POSIXFileOperations().createFile(to, bytes: bytes, mode: 0o644) } catch { return error }
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Puts the planned files into the mirror: the entry is replaced (never written
    /// through, since it may be a hard link to the real file).
    static func place(_ files: [PlannedFile], from content: String, in scratch: String) -> FileOperationError? {
        let base = URL(fileURLWithPath: content).standardizedFileURL.path
        for file in files {
            let path = URL(fileURLWithPath: file.path).standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            let target = scratch + path.dropFirst(base.count)
            var made: [String] = []
            if let failure = FileSetCommit.makeFolders((target as NSString).deletingLastPathComponent, made: &made) { return failure }
            unlink(target)
            do { try POSIXFileOperations().createFile(target, bytes: file.bytes, mode: 0o644) } catch { return error }
        }
        return nil
    }
}
