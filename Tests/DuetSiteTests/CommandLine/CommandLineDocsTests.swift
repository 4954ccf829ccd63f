import DuetTestSupport
import Foundation
import Testing

/// The man page (`make cli-docs`, swift-argument-parser's generate-manual) and the shell
/// completions are generated from the command line's own definition: they are as complete
/// as its help texts, which these specs hold to every command and option.
@Suite("The command line documents itself", .serialized)
struct CommandLineDocsTests {
    typealias Run = (status: Int32, stdout: String, stderr: String)
    static func duet(_ arguments: [String]) throws -> Run { try ImportReportTests.duet(arguments) }

    /// Every command in the dump the man page is made from, with its path.
    static func commands() throws -> [(path: String, command: [String: Any])] {
        let run = try duet(["--experimental-dump-help"])
        #expect(run.status == 0)
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var found: [(String, [String: Any])] = []
        func walk(_ command: [String: Any], _ path: String) {
            found.append((path, command))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path + " " + (sub["commandName"] as? String ?? "?"))
            }
        }
        walk(try #require(dump["command"] as? [String: Any]), "duet")
        return found
    }

    @Test("every command and every option it shows has a help text, so the man page leaves nothing out")
    func everythingHasHelp() throws {
        let commands = try Self.commands()
        #expect(commands.count > 15, "every subcommand is in the dump")
        var options = 0
        for (path, command) in commands where !path.hasSuffix(" help") {
            #expect(!(command["abstract"] as? String ?? "").isEmpty, "\(path) has no abstract")
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool ?? true {
                #expect(!(argument["abstract"] as? String ?? "").isEmpty, "\(path): \(argument["valueName"] ?? "?") has no help")
                options += 1
            }
        }
        #expect(options > 50)
    }

    @Test("the bash, zsh and fish completions name every subcommand")
    func completions() throws {
        let names = try Self.commands().compactMap { $0.command["commandName"] as? String }.filter { $0 != "duet" && $0 != "help" }
        #expect(names.contains("build") && names.contains("check") && names.contains("export"))
        for shell in ["bash", "zsh", "fish"] {
            let run = try Self.duet(["--generate-completion-script", shell])
            #expect(run.status == 0, "\(shell)")
            for name in Set(names) { #expect(run.stdout.contains(name), "\(shell) completion lacks \(name)") }
        }
    }

    @Test("-q prints nothing for a clean build and check, and still prints what is wrong")
    func quiet() throws {
        let workspace = try Workspace(copying: "site")
        // The fixture's one page without a translation is a warning; without it, nothing is.
        try workspace.remove("content/en/03-only-english.md")
        let project = ["--content", workspace.path("content"), "--templates", workspace.path("templates")]
        let build = try Self.duet(["build", "-q", "-o", workspace.path("Site")] + project)
        #expect(build.status == 0 && build.stdout.isEmpty && build.stderr.isEmpty, "\(build)")
        let loud = try Self.duet(["build", "-o", workspace.path("Site")] + project)
        #expect(loud.stdout.hasPrefix("Built "), "without -q the summary is printed")
        let page = try workspace.read("content/en/01-traits.md")
        try workspace.write("content/en/01-traits.md", page + "\nSee [nowhere](missing.md).\n")
        let check = try Self.duet(["check", "--quiet"] + project)
        #expect(check.status != 0)
        #expect((check.stdout + check.stderr).contains("01-traits.md:"), "\(check)")
    }
}
