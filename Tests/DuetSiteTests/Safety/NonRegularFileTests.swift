import DuetContent
import DuetTestSupport
import DuetSite
import Foundation
import Testing

/// A named pipe (FIFO) where duet expects a file: opening one for reading waits until
/// something writes to it, so each used to stop `duet build`, `check` and `po import`
/// for ever. Every one is refused at its path, at once. The commands run under a time
/// limit, so a regression fails here instead of hanging the test run.
@Suite("Non-regular files in the project are refused without blocking", .serialized)
struct NonRegularFileTests {
    init() { ShippedStrings.install() }

    static let paths = ["content/en/01-traits.md", "content/glossary.yml", "content/site.yml", "content/translations.lock",
                        "templates/page.mustache", "templates/assets/style.css"]

    /// The commands that read the project, each with and without the build cache.
    static let commands: [[String]] = [
        ["build", "--content", "content", "--templates", "templates", "--output", "Site"],
        ["build", "--content", "content", "--templates", "templates", "--output", "Site", "--no-cache"],
        ["check", "--content", "content", "--templates", "templates"],
        ["po", "import", "zh.po", "--content", "content"],
    ]

    @Test("a FIFO in content/ or templates/ is an error at its path in build, check and po import, which end at once", arguments: Self.paths)
    func fifo(_ relative: String) throws {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        let workspace = try Workspace(copying: "site")
        try workspace.write("zh.po", "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n")
        #expect(try Self.run(binary, Self.commands[0], in: workspace).status == 0)
        let before = try workspace.snapshot(of: "Site")
        try? FileManager.default.removeItem(atPath: workspace.path(relative))
        #expect(mkfifo(workspace.path(relative), 0o644) == 0)
        for arguments in Self.commands {
            // The import reads the content only, and the check no assets.
            if arguments[0] == "po" && relative.hasPrefix("templates/") { continue }
            if arguments[0] == "check" && relative.hasPrefix("templates/assets/") { continue }
            let (status, output, timedOut) = try Self.run(binary, arguments, in: workspace)
            #expect(!timedOut, "`duet \(arguments.joined(separator: " "))` waited on the FIFO \(relative)")
            #expect(status == 1, "\(arguments.prefix(2)): exit \(status)\n\(output.prefix(600))")
            let line = output.split(separator: "\n").first { $0.hasPrefix(relative + ":1:1: error: ") }
            #expect(line?.hasSuffix("[duet.io.not-a-file]") == true, "\(arguments.prefix(2)) \(relative):\n\(output.prefix(800))")
            #expect(line?.contains("named pipe (FIFO)") == true)
        }
        #expect(try workspace.snapshot(of: "Site") == before, "the previous site is kept")
        try FileManager.default.removeItem(atPath: workspace.url.path)
    }

    /// Runs duet in the workspace for at most 60 seconds; a process still running then is
    /// killed and reported as timed out.
    static func run(_ binary: URL, _ arguments: [String], in workspace: Workspace) throws -> (status: Int32, output: String, timedOut: Bool) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = workspace.url
        let output = workspace.path("duet-output.txt")
        #expect(FileManager.default.createFile(atPath: output, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: output)
        return (process.terminationStatus, text, timedOut)
    }
}
