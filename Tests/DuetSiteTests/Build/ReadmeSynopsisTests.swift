import Foundation
import DuetTestSupport
import Testing

/// The README's synopsis is what a new user copies from: it must name every command and
/// every option that `--help` lists, and nothing `--help` does not.
@Suite("The README's CLI synopsis matches duet --help")
struct ReadmeSynopsisTests {
    init() { ShippedStrings.install() }

    private static let ignored: Set<String> = ["--help", "--version"]

    private func duet(_ arguments: [String]) throws -> String {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        let (status, output) = try ChecksFixture.run(binary, arguments)
        #expect(status == 0, "duet \(arguments.joined(separator: " ")) exited \(status)")
        return output
    }

    /// The synopsis block: the first fenced block after `## The CLI`, as command path
    /// (`po export`) to the options its lines name.
    private func synopsis() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: ChecksFixture.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try #require(readme.components(separatedBy: "\n## The CLI\n").dropFirst().first, "README has no `## The CLI` section")
        let fenced = afterHeading.components(separatedBy: "```")
        let block = try #require(fenced.count > 1 ? fenced[1] : nil, "the CLI section has no fenced synopsis")
        var commands: [String: Set<String>] = [:]
        var current: String?
        for line in block.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "duet" {
                let path = words.dropFirst().prefix { $0.first.map { $0.isLetter } ?? false }.joined(separator: " ")
                current = path
                commands[path, default: []].formUnion(options(in: line))
            } else if let current {
                commands[current, default: []].formUnion(options(in: line))
            }
        }
        return commands
    }

    private func options(in text: some StringProtocol) -> Set<String> {
        var found: Set<String> = []
        for word in text.split(whereSeparator: { " []|<>(),".contains($0) }) where word.hasPrefix("--") {
            let name = word.prefix { $0 == "-" || $0.isLetter || $0.isNumber }
            if !Self.ignored.contains(String(name)) { found.insert(String(name)) }
        }
        return found
    }

    /// The commands `duet --help` lists, with a group's subcommands (`po export`).
    private func commandPaths() throws -> [String] {
        func subcommands(of help: String) -> [String] {
            // The list ends at the blank line before "See 'duet help <subcommand>'".
            guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first?.components(separatedBy: "\n\n").first else { return [] }
            return section.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
                return line.split(separator: " ").first.map(String.init)
            }
        }
        var paths: [String] = []
        for command in subcommands(of: try duet(["--help"])) {
            let nested = subcommands(of: try duet([command, "--help"]))
            paths += nested.isEmpty ? [command] : nested.map { command + " " + $0 }
        }
        return paths
    }

    @Test("every command of duet --help has a synopsis line, and every synopsis line is a command")
    func everyCommandIsListed() throws {
        let listed = try Set(synopsis().keys)
        let real = try Set(commandPaths())
        #expect(real.count >= 10)
        #expect(listed == real, "missing from README: \(real.subtracting(listed).sorted()); not commands: \(listed.subtracting(real).sorted())")
    }

    @Test("each command's synopsis names exactly the options its --help usage names")
    func optionsMatch() throws {
        let listed = try synopsis()
        for path in try commandPaths() {
            let help = try duet(path.split(separator: " ").map(String.init) + ["--help"])
            let usage = try #require(help.components(separatedBy: "USAGE:").dropFirst().first?.components(separatedBy: "\n\n").first)
            let expected = options(in: usage)
            #expect(listed[path] == expected, "`duet \(path)`: README \(listed[path]?.sorted() ?? []), --help \(expected.sorted())")
        }
    }
}
