import DuetContent
import DuetTestSupport
import DuetSupport
import Foundation
import Testing

/// What duet prints cannot lie to the reader or to CI: names and strings from the user's
/// files are echoed with their control and invisible characters spelled out, and a report
/// that cannot be written (a full disk, a reader gone) never turns finished work into a
/// crash or changes the exit status.
@Suite("Terminal output: names are escaped, and a failed write never changes the exit status")
struct TerminalOutputTests {
    init() { ShippedStrings.install() }

    private func run(_ arguments: [String], in workspace: Workspace, sink: FileHandle? = nil) throws -> (status: Int32, output: [UInt8]) {
        let run = try DuetProcess.run(arguments, in: workspace.url, sink: sink)
        return (run.status, run.bytes)
    }

    private static let build = ["build", "--content", "content", "--templates", "templates", "--output", "Site", "--no-cache"]

    @Test("a page named with a line feed prints one diagnostic line that spells the line feed, never a line of its own")
    func lineFeedInFileName() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/en/09-a\nb.md", "---\ntitle: Odd\n---\n\nText.\n")
        let (_, output) = try run(Self.build, in: workspace)
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains("09-a\\u{A}b.md"), "\(text.prefix(1200))")
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("b.md") }, "\(text.prefix(1200))")
    }

    @Test("an ESC, a backspace and a right-to-left override in a file name reach the terminal as escapes, not as bytes")
    func escapeBytesInFileName() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/en/09-\u{1B}[2J\u{8}\u{202E}x.md", "---\ntitle: Odd\n---\n\nText.\n")
        let (_, output) = try run(Self.build, in: workspace)
        let text = String(decoding: output, as: UTF8.self)
        #expect(!output.contains(0x1B) && !output.contains(0x08), "raw control bytes reached the output")
        #expect(!text.unicodeScalars.contains("\u{202E}"))
        #expect(text.contains("\\u{1B}[2J\\u{8}\\u{202E}x.md"), "\(text.prefix(1200))")
    }

    @Test("a msgctxt holding NUL and ESC is named with both spelled out, and the import is refused", arguments: [true, false])
    func controlBytesInCatalogContext(nul: Bool) throws {
        let workspace = try Workspace(copying: "site")
        #expect(try run(["po", "export", "--content", "content", "--output", "po"], in: workspace).status == 0)
        let catalog = try workspace.read("po/zh.po")
        let context = try #require(catalog.split(separator: "\n").first { $0.hasPrefix("msgctxt \"") })
        let forged = String(context.dropLast()) + (nul ? "\u{0}" : "") + "\u{1B}]0;owned\u{7}\""
        // Without its export records the entry is checked, not left alone as exported.
        try workspace.write("po/zh.po", catalog.replacingOccurrences(of: String(context), with: forged)
            .replacingOccurrences(of: "#. exported: zh ", with: "#. was "))
        let before = try workspace.snapshot(of: "content")
        let (status, output) = try run(["po", "import", "po/zh.po", "--content", "content"], in: workspace)
        #expect(status == 1, "\(String(decoding: output, as: UTF8.self).prefix(800))")
        #expect(!output.contains(0x1B) && !output.contains(0x07) && !output.contains(0x00), "raw control bytes reached the output")
        #expect(try workspace.snapshot(of: "content") == before)
    }

    @Test("a build whose report goes to /dev/full still exits 0 and publishes the site")
    func reportToFullDevice() throws {
        let workspace = try Workspace(copying: "site")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let (status, _) = try run(Self.build, in: workspace)
        #expect(status == 0)
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes", with: "to learn its size classes"))
        let (fullStatus, _) = try run(Self.build, in: workspace, sink: full)
        #expect(fullStatus == 0, "exit \(fullStatus): a lost report must not fail the build")
        #expect(try workspace.read("Site/en/traits/index.html").contains("to learn its size classes"))
    }

    @Test("a failed build whose report goes to /dev/full or to a closed pipe exits 1, not with a crash or a signal")
    func failedBuildToLostReport() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/en/04-x.md", "Just text.\n")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        #expect(try run(Self.build, in: workspace, sink: full).status == 1)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        #expect(try run(Self.build, in: workspace, sink: pipe.fileHandleForWriting).status == 1)
    }

    @Test("a check whose reader has gone exits with the status of its work, not with SIGPIPE")
    func closedPipe() throws {
        let workspace = try Workspace(copying: "site")
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let (status, _) = try run(["check", "--content", "content", "--templates", "templates"], in: workspace, sink: pipe.fileHandleForWriting)
        #expect(status == 0 || status == 1, "exit \(status)")
        let (expected, _) = try run(["check", "--content", "content", "--templates", "templates"], in: workspace)
        #expect(status == expected)
    }

    @Test("VisibleText spells C0, C1, bidirectional and other invisible format characters, and keeps the joiners and ordinary text")
    func visibleText() {
        #expect(VisibleText.escaped("a\nb\tc\u{1B}d\u{85}e\u{202E}f\u{200B}g\u{AD}h") == "a\\u{A}b\\u{9}c\\u{1B}d\\u{85}e\\u{202E}f\\u{200B}g\\u{AD}h")
        #expect(VisibleText.escaped("视图控制器 “trait” 👩\u{200D}💻 a\u{200C}b") == "视图控制器 “trait” 👩\u{200D}💻 a\u{200C}b")
        #expect(VisibleText.escaped("line\u{2028}separator") == "line\\u{2028}separator")
    }

    @Test("a diagnostic's file, message and fix are escaped in the human and GitHub formats; JSON keeps the exact text")
    func diagnosticFormats() throws {
        let diagnostic = Diagnostic.error("x.y", at: FileLocation(file: "content/en/a\nb.md", line: 2, column: 3), "bad \u{1B}[31mred", fix: "\u{202E}fix")
        let human = DiagnosticFormat.human.render([diagnostic])
        #expect(human.hasPrefix("content/en/a\\u{A}b.md:2:3: error: bad \\u{1B}[31mred [duet.x.y]\n  fix: \\u{202E}fix\n"), "\(human)")
        let github = DiagnosticFormat.github.render([diagnostic])
        #expect(!github.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E } && github.split(separator: "\n").count == 1, "\(github)")
        let json = DiagnosticFormat.json.render([diagnostic])
        let decoded = try JSONDecoder().decode([JSONDiagnostic].self, from: Data(json.utf8))
        #expect(decoded.first?.file == "content/en/a\nb.md" && decoded.first?.message == "bad \u{1B}[31mred")
    }
}
