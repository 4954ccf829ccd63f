import Foundation
import DuetTestSupport
import Testing

/// Paths and numbers on the command line are refused before anything is read or written:
/// an empty `--output` (an unset `$OUT` in a script) writes nothing at the root of the file
/// system or in the current folder, a cache never goes where the site or the content would
/// pick it up, and no `--jobs` crashes.
@Suite("Paths and numbers on the command line are refused before use")
struct PathArgumentTests {
    init() { ShippedStrings.install() }

    private func run(_ arguments: [String], in workspace: Workspace) throws -> (status: Int32, reason: Process.TerminationReason, output: String) {
        let run = try DuetProcess.run(arguments, in: workspace.url)
        return (run.status, run.reason, run.output)
    }

    /// The workspace and the root of the file system, as lists of names, and the workspace's files.
    private func state(_ workspace: Workspace) throws -> ([String], [String], [String: Data]) {
        let manager = FileManager.default
        return (try manager.contentsOfDirectory(atPath: workspace.path("")).sorted(), try manager.contentsOfDirectory(atPath: "/").sorted(),
                try workspace.snapshot(of: ""))
    }

    @Test("an empty --output, --cache, --content, --templates or --page is refused with exit 2 and writes nothing, on every command that takes it",
          arguments: [["build", "--output", ""], ["build", "--cache", ""], ["build", "--content", ""], ["build", "--templates", ""],
                      ["check", "--content", ""], ["serve", "--output", ""], ["serve", "--cache", ""],
                      ["po", "export", "--output", ""], ["po", "export", "--page", ""], ["xliff", "export", "--output", ""],
                      ["status", "--format", "html", "--output", ""]])
    func emptyPath(_ arguments: [String]) throws {
        let workspace = try Workspace(copying: "site")
        #expect(try run(["build"], in: workspace).status == 0)
        let before = try state(workspace)
        let result = try run(arguments, in: workspace)
        #expect(result.reason == .exit && result.status == 2, "\(arguments): exit \(result.status)\n\(result.output)")
        #expect(result.output.contains("is empty"), "\(result.output)")
        #expect(!result.output.contains("NSCocoaErrorDomain"))
        let after = try state(workspace)
        #expect(after.0 == before.0 && after.1 == before.1, "\(arguments) added files")
        #expect(after.2 == before.2, "\(arguments) changed a file")
        for name in ["zh.po", "duet.pot", "zh.xlf"] { #expect(!FileManager.default.fileExists(atPath: "/" + name)) }
    }

    @Test("--page names a page by file name or slug on every command; a name no page has is an error that lists the pages, and the catalog already there is left as it was",
          arguments: [["po", "export", "--output", "po"], ["xliff", "export", "--output", "po"]])
    func unknownPage(_ export: [String]) throws {
        let workspace = try Workspace(copying: "site")
        #expect(try run(export, in: workspace).status == 0)
        let before = try workspace.snapshot(of: "po")
        for name in ["99-nope.md", "nope", "01-traits.md.md"] {
            let result = try run(export + ["--page", name], in: workspace)
            #expect(result.reason == .exit && result.status == 1, "\(name): exit \(result.status)\n\(result.output)")
            #expect(result.output.contains("no page named `\(name)`") && result.output.contains("01-traits.md"), "\(result.output)")
            #expect(try workspace.snapshot(of: "po") == before, "\(name) changed the catalog")
        }
        var catalogs: [[String: Data]] = []
        for name in ["01-traits.md", "01-traits", "traits"] {
            let result = try run(export + ["--page", name, "--output", "one-\(name)"], in: workspace)
            #expect(result.status == 0, "\(name): \(result.output)")
            catalogs.append(try workspace.snapshot(of: "one-\(name)"))
        }
        #expect(catalogs.allSatisfy { $0 == catalogs[0] }, "a file name and a slug export different catalogs")
        #expect(catalogs[0].values.contains { !$0.isEmpty })
    }

    @Test("a cache inside templates/, content/ or the output, or one that is or contains the current folder, is refused before the build starts",
          arguments: ["templates/assets/cache", "content/cache", "Site/cache", ".", "..", "/"])
    func cacheWhereItWouldBePublished(_ cache: String) throws {
        let workspace = try Workspace(copying: "site")
        #expect(try run(["build"], in: workspace).status == 0)
        let before = try state(workspace)
        let result = try run(["build", "--cache", cache], in: workspace)
        #expect(result.reason == .exit && result.status == 2, "\(cache): exit \(result.status)\n\(result.output)")
        #expect(result.output.contains("--cache `\(cache)` is refused"), "\(result.output)")
        #expect(try state(workspace).2 == before.2)
    }

    @Test("--jobs 9223372036854775807 builds the same site as --jobs 1, without a crash; --jobs 0 is refused",
          arguments: [["--no-cache"], ["--cache", ".build/jobs-cache"]])
    func hugeJobs(_ cache: [String]) throws {
        let workspace = try Workspace(copying: "site")
        #expect(try run(["build", "--output", "One", "--jobs", "1", "--no-cache"], in: workspace).status == 0)
        let huge = try run(["build", "--output", "Many", "--jobs", String(Int.max)] + cache, in: workspace)
        #expect(huge.reason == .exit && huge.status == 0, "exit \(huge.status)\n\(huge.output)")
        #expect(try workspace.snapshot(of: "Many") == workspace.snapshot(of: "One"))
        let zero = try run(["build", "--output", "None", "--jobs", "0"], in: workspace)
        #expect(zero.status == 2 && zero.output.contains("--jobs must be at least 1"))
    }

    @Test("--base-url with a user and password is refused with exit 2, and nothing is built")
    func baseURLCredentials() throws {
        let workspace = try Workspace(copying: "site")
        let result = try run(["build", "--base-url", "https://user:secret@example.org/guide/"], in: workspace)
        #expect(result.status == 2 && result.output.contains("names a user or password"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")))
    }

    @Test("an output folder whose ownership list is damaged is refused with words that say the list is damaged, not missing")
    func damagedOwnershipList() throws {
        let workspace = try Workspace(copying: "site")
        #expect(try run(["build"], in: workspace).status == 0)
        let list = workspace.path(".Site.duet.owned")
        let text = try String(contentsOfFile: list, encoding: .utf8)
        try Data(("damaged " + text).utf8).write(to: URL(fileURLWithPath: list))
        let before = try workspace.snapshot(of: "Site")
        let result = try run(["build"], in: workspace)
        #expect(result.status == 1)
        #expect(result.output.contains("is damaged"), "\(result.output)")
        #expect(!result.output.contains("no ownership list"), "\(result.output)")
        #expect(try workspace.snapshot(of: "Site") == before)
    }
}
