import DuetContent
import Foundation

/// A change to the content, made the one way every command that writes content makes it:
/// the new bytes of every file are planned first, the content as it would become is
/// checked as `duet check` checks it (`ChangeCheck`), and only then is everything written
/// together (`FileSetCommit`). The caller holds the `ProjectLock` from before it read the
/// content until this returns.
public struct ContentTransaction: Sendable {
    public var files: [PlannedFile]
    /// Where changed lines came from, to report a problem at its catalog entry.
    public var origins: [ChangeCheck.Origin]

    public init(files: [PlannedFile], origins: [ChangeCheck.Origin] = []) {
        self.files = files
        self.origins = origins
    }

    /// What a commit did: the files written and what the checks said (warnings only when
    /// it was written).
    public struct Outcome: Sendable {
        public var written: [String] = []
        public var diagnostics: [Diagnostic] = []
    }

    /// The planned files whose bytes differ from the files on disk.
    public var changedFiles: [PlannedFile] {
        files.filter { file in SourceFile.readBytes(file.path) != file.bytes }
    }

    /// What the checks say of the change, without writing it (`--dry-run`).
    public func check(contentDirectory: String, templatesDirectory: String) -> ChangeCheck.Findings {
        let changed = changedFiles
        guard !changed.isEmpty else { return ChangeCheck.Findings() }
        return ChangeCheck.run(changed, contentDirectory: contentDirectory, templatesDirectory: templatesDirectory, origins: origins)
    }

    /// Checks and writes the change; throws `WriteRefused` with the diagnostics when nothing was
    /// written.
    @discardableResult
    public func commit(contentDirectory: String, templatesDirectory: String,
                       operations: any FileOperations = POSIXFileOperations()) throws(WriteRefused) -> Outcome {
        var outcome = Outcome()
        let changed = changedFiles
        guard !changed.isEmpty else { return outcome }
        let findings = ChangeCheck.run(changed, contentDirectory: contentDirectory, templatesDirectory: templatesDirectory, origins: origins)
        if findings.refuses { throw WriteRefused(diagnostics: findings.all) }
        outcome.diagnostics = findings.all
        let failures = FileSetCommit.commit(changed, projectRoot: ProjectLock.projectRoot(ofContent: contentDirectory), operations: operations)
        if !failures.isEmpty { throw WriteRefused(diagnostics: outcome.diagnostics + failures) }
        outcome.written = changed.map(\.path)
        return outcome
    }
}
