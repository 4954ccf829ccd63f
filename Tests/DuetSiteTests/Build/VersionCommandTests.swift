import Foundation
import DuetTestSupport
import Testing

/// What a user types first to report a problem: the version of duet and of its parser.
@Suite("duet --version and option help")
struct VersionCommandTests {
    init() { ShippedStrings.install() }

    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try ChecksFixture.run(binary, arguments)
    }

    @Test("duet --version names duet's version and the cmark-gfm version it runs with, and exits 0")
    func version() throws {
        let (status, output) = try duet(["--version"])
        #expect(status == 0)
        let line = output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.range(of: #"^duet \d+\.\d+\.\d+ \(cmark-gfm \d+\.\d+\.\d+[^)]*\)$"#, options: .regularExpression) != nil, "got \(line)")
    }

    @Test("--jobs states its default once, in words, not as this machine's core count")
    func jobsHelp() throws {
        let (status, output) = try duet(["build", "--help"])
        #expect(status == 0)
        let help = output.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(help.contains("--jobs <n> Threads that parse and render pages (default: every active core)."))
        #expect(!help.contains("(default: \(ProcessInfo.processInfo.activeProcessorCount))"))
    }
}
