import DuetTestSupport
import Foundation
import Testing

/// One command line: the same option for the same thing on every command, offered only
/// where it is used, with short forms for the common ones.
@Suite("Command-line options are the same everywhere and offered only where used")
struct CommandLineOptionsTests {
    private func usage(_ command: [String]) throws -> String {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests")
        let (status, output) = try ChecksFixture.run(binary, command + ["--help"])
        #expect(status == 0)
        return output
    }

    static let readTemplates = [["build"], ["check"], ["serve"], ["accept"], ["import"], ["po", "import"], ["xliff", "import"]]
    static let ignoreTemplates = [["model"], ["figure"], ["status"], ["po", "export"], ["xliff", "export"], ["tmx", "export"], ["tbx", "export"]]

    @Test("--templates is offered by the commands that build or check, and by no other", arguments: readTemplates + ignoreTemplates)
    func templatesWhereRead(command: [String]) throws {
        let help = try usage(command)
        #expect(help.contains("--templates <templates>") == Self.readTemplates.contains(command), "duet \(command.joined(separator: " "))")
    }

    @Test("every --output has the short form -o", arguments: [["build"], ["serve"], ["status"], ["po", "export"], ["xliff", "export"], ["tmx", "export"], ["tbx", "export"]])
    func shortOutput(command: [String]) throws {
        #expect(try usage(command).contains("-o, --output <output>"), "duet \(command.joined(separator: " "))")
    }

    @Test("every --jobs has the short form -j", arguments: [["build"], ["serve"]])
    func shortJobs(command: [String]) throws {
        #expect(try usage(command).contains("-j, --jobs <n>"), "duet \(command.joined(separator: " "))")
    }

    @Test("a short form does what its long form does: -o names the output folder")
    func shortFormWorks() throws {
        let workspace = try Workspace(copying: "site")
        let binary = try #require(ChecksFixture.duetBinary())
        let (status, _) = try ChecksFixture.run(binary, ["build", "--content", workspace.path("content"), "--templates", workspace.path("templates"),
                                                         "-o", workspace.path("Elsewhere"), "-j", "1", "--no-cache"])
        #expect(status == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.path("Elsewhere/en/index.html")))
    }
}
