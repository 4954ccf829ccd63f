import DuetCore
import Foundation
import Testing

/// `duet model --edition`, through the real executable.
@Suite("duet model --edition")
struct ModelCommandTests {
    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try ChecksFixture.run(binary, arguments)
    }

    @Test("asked for the guide's adaptation table in iOS 13–17, duet prints the iOS 13 table")
    func familyMember() throws {
        let result = try duet(["model", "presentation-adaptation", "--edition", "ios13", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.contains("\"id\":\"presentation-adaptation-ios13\""))
    }

    @Test("a table with no edition of the rules asked for is an error, not a guess")
    func noTableForEdition() throws {
        let result = try duet(["model", "sheet-detents", "--edition", "guide"])
        #expect(result.status != 0)
        #expect(result.output.isEmpty)
    }

    @Test("--list --edition guide leaves out the tables of later releases")
    func listByEdition() throws {
        let ids = try duet(["model", "--list", "--edition", "guide"]).output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(ids.contains("presentation-adaptation"))
        #expect(!ids.contains("sheet-detents"))
        #expect(!ids.contains("devices-os26"))
    }

    /// scripts/bench-corpus.py counts API symbols in content through this hook, so it must
    /// give the catalogue's own answer: a type prefix still resolves, a near miss does not.
    @Test("--resolve-symbols names the catalogue entry of each code span read from standard input")
    func resolveSymbols() throws {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["model", "--resolve-symbols"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("UIViewController.show(_:sender:)\npresentViewControler(_:)\ntrue\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines.count == 3)
        #expect(lines.first?.first == "UIViewController.show(_:sender:)" && lines.first?.last != "-")
        #expect(lines.dropFirst().map { $0.last } == ["-", "-"])
    }
}
