import Foundation
import DuetTestSupport
import Testing

/// A command that changes the content (`po import`, `xliff import`, `accept`, `import`)
/// killed at any file operation of its commit leaves the content wholly old or wholly new
/// as the next duet command sees it: that command finishes or undoes the change from the
/// project's journal, and leaves no journal, temporary or kept file anywhere.
@Suite("A content change killed during its commit")
struct KilledContentChangeTests {
    init() { ShippedStrings.install() }

    enum Change: String, CaseIterable, Sendable {
        case poImport = "po import", xliffImport = "xliff import", accept = "accept --all", documentImport = "import"
    }

    private func duet(_ arguments: [String], in workspace: Workspace, killAt step: Int? = nil) throws -> DuetProcess {
        try DuetProcess.run(arguments, in: workspace.url, environment: step.map { ["DUET_TEST_KILL_AT_CONTENT_STEP": String($0)] } ?? [:])
    }

    /// Prepares the workspace for `change` and returns the command that makes it: two pages
    /// and the lock and accepted English change (or, for an import, two pages are new).
    private func prepare(_ change: Change, _ workspace: Workspace) throws -> [String] {
        switch change {
        case .poImport, .xliffImport:
            let (format, file) = change == .poImport ? ("po", "po/zh.po") : ("xliff", "xliff/zh.xlf")
            #expect(try duet([format, "export", "--output", format], in: workspace).status == 0)
            var catalog = try workspace.read(file)
            for old in ["以了解尺寸类。", "呈现"] {
                let range = try #require(catalog.range(of: old), "the catalog has no \(old)")
                catalog.replaceSubrange(range, with: old + "（改）")
            }
            try workspace.write(file, catalog)
            return [format, "import", file]
        case .accept:
            return ["accept", "--all"]
        case .documentImport:
            try workspace.write("doc.md", "# Extra\n\n# 额外\n\nA view controller reads its traits.\n\n视图控制器读取它的特征。\n")
            return ["import", "doc.md", "--slug", "extra"]
        }
    }

    /// Puts back `files` (as `content` read them) in place of the content folder.
    private func restore(_ files: [String: Data], in workspace: Workspace) throws {
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("content"))
        for (path, data) in files {
            let url = workspace.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Every file of the project but the catalogs and the scratch build output, by path.
    private func content(_ workspace: Workspace) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, data) in try workspace.snapshot(of: "content") { files["content/" + path] = data }
        for (path, data) in try workspace.snapshot(of: ".build") where !path.hasPrefix("duet-cache") && path != "duet-content.lock" {
            files[".build/" + path] = data
        }
        return files
    }

    @Test("SIGKILL at every file operation: the next command sees the content wholly old or wholly new, and leaves nothing behind",
          arguments: Change.allCases)
    func killedAtEveryStep(_ change: Change) throws {
        let workspace = try Workspace(copying: "site")
        let command = try prepare(change, workspace)
        let old = try content(workspace)
        // The change made once, unkilled, on a copy: the new content.
        let reference = try Workspace(copying: "site")
        for name in ["po", "xliff", "doc.md"] where FileManager.default.fileExists(atPath: workspace.path(name)) {
            try FileManager.default.copyItem(atPath: workspace.path(name), toPath: reference.path(name))
        }
        let made = try duet(command, in: reference)
        #expect(made.status == 0, "\(made.output)")
        let new = try content(reference)
        #expect(new != old, "the change changes nothing")
        var kills = 0, finished = 0, undone = 0
        for step in 1...200 {
            let run = try duet(command, in: workspace, killAt: step)
            guard run.reason == .uncaughtSignal else {
                #expect(run.status == 0, "unkilled at step \(step): \(run.output)")
                #expect(try content(workspace) == new)
                break
            }
            kills += 1
            // The next command that reads the content finishes or undoes the change.
            let next = try duet(["check"], in: workspace)
            #expect(next.reason == .exit, "\(next.output)")
            let after = try content(workspace)
            #expect(after == old || after == new, "a mix after a kill at step \(step): \(Set(after.keys).symmetricDifference(old.keys).sorted())")
            if after == new { finished += 1 } else { undone += 1 }
            // The note, when there is one, says which way the change went.
            if next.output.contains("note: a content change") {
                #expect(next.output.contains(after == new ? "was finished" : "was undone"), "at step \(step): \(next.output.prefix(400))")
            }
            let leftovers = after.keys.filter { $0.hasSuffix(".tmp") || $0.hasSuffix(".kept") || $0.hasPrefix(".build/duet-content-") }
            #expect(leftovers.isEmpty, "\(leftovers) after a kill at step \(step)")
            // Back to the old content for the next step.
            try restore(old, in: workspace)
        }
        #expect(kills >= 8, "the hook stopped the commit \(kills) times")
        #expect(finished > 0 && undone > 0, "finished \(finished), undone \(undone): both ends of the commit were reached")
    }

    @Test("a recovery killed at any step ends, when run again, where an unstopped recovery ends")
    func recoveryKilled() throws {
        let workspace = try Workspace(copying: "site")
        let command = try prepare(.poImport, workspace)
        let old = try content(workspace)
        // A kill in the middle of the renames: the journal says committed, some files are new.
        var killedAt: Int?
        for step in stride(from: 12, through: 1, by: -1) {
            let run = try duet(command, in: workspace, killAt: step)
            if run.reason == .uncaughtSignal, try content(workspace) != old { killedAt = step; break }
            try restore(old, in: workspace)
        }
        try #require(killedAt != nil, "no step left the content half-changed")
        let half = try content(workspace)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace.path(".build")).first { $0.hasSuffix(".journal") })
        #expect(name.contains("-L-"), "a command writes its journal under the project lock: \(name)")
        let saved = try Data(contentsOf: URL(fileURLWithPath: workspace.path(".build/" + name)))
        try FileManager.default.removeItem(atPath: workspace.path(".build/" + name))
        // Written without the lock by a process still running (this one): its commit may
        // not be over, so nobody touches it.
        let live = workspace.path(".build/duet-content-\(getpid())-U-live.journal")
        try saved.write(to: URL(fileURLWithPath: live))
        #expect(try duet(["check"], in: workspace).reason == .exit)
        let withoutJournals = { (files: [String: Data]) in files.filter { !$0.key.hasSuffix(".journal") } }
        #expect(withoutJournals(try content(workspace)) == withoutJournals(half), "a running process's journal was acted on")
        #expect(FileManager.default.fileExists(atPath: live))
        try FileManager.default.removeItem(atPath: live)
        // Written under the lock by a process whose number is in use again (1, always
        // running): the lock was released, so the commit is over and is recovered.
        let journal = workspace.path(".build/duet-content-1-L-reused.journal")
        try saved.write(to: URL(fileURLWithPath: journal))
        // What a recovery that is not stopped makes of this state.
        #expect(try duet(["check"], in: workspace).reason == .exit)
        let expected = try content(workspace)
        #expect(expected != half)
        for step in 1...20 {
            // The same half-done state each time, then a recovery killed at `step`.
            try restore(half, in: workspace)
            try saved.write(to: URL(fileURLWithPath: journal))
            let killed = try duet(["check"], in: workspace, killAt: step)
            let final = try duet(["status"], in: workspace)
            #expect(final.reason == .exit)
            let after = try content(workspace)
            #expect(after == expected, "a recovery killed at step \(step) then run again left \(Set(after.keys).symmetricDifference(expected.keys).sorted())")
            if killed.reason != .uncaughtSignal { break }
        }
    }

    @Test("a forged journal naming a file outside the project, or one that is not duet's, is refused at its path and nothing is touched",
          arguments: ["outside", "not-a-temporary", "damaged"])
    func forgedJournal(_ kind: String) throws {
        let workspace = try Workspace(copying: "site")
        let victim = workspace.url.deletingLastPathComponent().appendingPathComponent("victim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("theirs\n".utf8).write(to: victim.appendingPathComponent("file"))
        try Data("kept\n".utf8).write(to: victim.appendingPathComponent(".file.duet-1-abc-0.kept"))
        let page = workspace.path("content/en/01-traits.md")
        let journal: String
        switch kind {
        case "outside":
            journal = #"{"committed":true,"entries":[{"kept":"\#(victim.path)/.file.duet-1-abc-0.kept","target":"\#(victim.path)/file","temporary":"\#(victim.path)/.file.duet-1-abc-0.tmp"}],"folders":[],"format":"duet content journal 1"}"#
        case "not-a-temporary":
            journal = #"{"committed":true,"entries":[{"inode":1,"target":"\#(page)","temporary":"\#(workspace.path("content/en/02-presentations.md"))"}],"folders":[],"format":"duet content journal 1"}"#
        default:
            journal = #"{"committed":true,"entries":[{"#
        }
        try FileManager.default.createDirectory(atPath: workspace.path(".build"), withIntermediateDirectories: true)
        try workspace.write(".build/duet-content-2147483646-forged.journal", journal)
        let before = try workspace.snapshot(of: "content")
        let victimBefore = try FileManager.default.contentsOfDirectory(atPath: victim.path).sorted()
        for command in [["check"], ["accept", "--all"]] {
            let run = try duet(command, in: workspace)
            #expect(run.status == 1, "\(command): \(run.output)")
            #expect(run.output.contains(".build/duet-content-2147483646-forged.journal:1:1: error:") && run.output.contains("[duet.content.journal-invalid]"), "\(run.output)")
        }
        #expect(try workspace.snapshot(of: "content") == before)
        #expect(try workspace.read(".build/duet-content-2147483646-forged.journal") == journal, "the journal is left for the user to look at")
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).sorted() == victimBefore)
        #expect(try String(contentsOf: victim.appendingPathComponent("file"), encoding: .utf8) == "theirs\n")
    }
}
