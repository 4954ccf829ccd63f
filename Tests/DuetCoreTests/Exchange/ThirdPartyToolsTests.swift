import DuetContent
import DuetTestSupport
import DuetCore
import DuetExchange
import Foundation
import Testing

/// Duet's catalogs against tools it did not write: a catalog edited and saved by polib
/// (rewrapped, re-escaped) imports correctly; msgfmt --check accepts every catalog duet
/// exports; translate-toolkit's pofilter finds nothing on the shipped translation except
/// the checks docs/translators.md explains. polib and translate-toolkit come from
/// `scripts/install-deps.sh --test` (.build/test-venv), which `make test` runs first.
@Suite("PO catalogs through third-party tools", .serialized)
struct ThirdPartyToolsTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    static let venv = ChecksFixture.repositoryRoot.appendingPathComponent(".build/test-venv/bin").path

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        #expect(FileManager.default.isExecutableFile(atPath: executable), "\(executable) is missing: run scripts/install-deps.sh --test")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Loads the catalog with polib, applies `edit` (Python, with `po` bound) and saves it
    /// with polib's own wrapping.
    static func polib(_ path: String, edit: String) throws {
        let script = "import polib, sys\npo = polib.pofile(sys.argv[1])\n\(edit)\npo.save(sys.argv[1])\n"
        let (status, output) = try run(venv + "/python", ["-c", script, path])
        #expect(status == 0, "\(output)")
    }

    @Test("a catalog saved by polib without changes imports to the same content; an entry polib edits is written and accepted")
    func polibRoundTrip() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/zh.po"
        let exported = try project.export().serialized()
        try exported.write(toFile: path, atomically: true, encoding: .utf8)
        try Self.polib(path, edit: "")
        let resaved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(resaved != exported, "polib rewraps long lines, so the import reads another writer's layout")
        let before = try project.snapshot()
        let unchanged = try project.importing(resaved)
        #expect(unchanged.diagnostics.isEmpty && unchanged.replacements.isEmpty)
        #expect(try project.snapshot() == before)

        try Self.polib(path, edit: """
        for e in po:
            if e.msgid.startswith("The English and Chinese pages are aligned"):
                e.msgstr = e.msgstr.replace("英文页面和中文页面", "英文页面与中文页面", 1)
        """)
        let zhPath = project.content + "/zh/00-about.md"
        let zhBefore = try String(contentsOfFile: zhPath, encoding: .utf8)
        let plan = try project.importing(try String(contentsOfFile: path, encoding: .utf8))
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.map(\.message))")
        #expect(plan.replacements.count == 1)
        #expect(try String(contentsOfFile: zhPath, encoding: .utf8) == zhBefore.replacingOccurrences(of: "英文页面和中文页面", with: "英文页面与中文页面"))
    }

    @Test("msgfmt --check accepts every catalog duet exports: each page's, and one with stale entries and #| msgid")
    func msgfmtEveryCatalog() throws {
        let project = try Project()
        defer { project.remove() }
        let enPath = project.content + "/en/01-adaptive-model.md"
        try String(contentsOfFile: enPath, encoding: .utf8).replacingOccurrences(of: "The two size classes are the coarse signals.", with: "The two size classes are coarse signals.")
            .write(toFile: enPath, atomically: true, encoding: .utf8)
        let (content, lock) = try project.load()
        let previous = AcceptedEnglish.load(contentDirectory: project.content).0
        var catalogs = content.pairs.map { POExchange.export(content, lock: lock, previous: previous, page: $0.fileName) }
        catalogs.append(POExchange.export(content, lock: lock, previous: previous))
        #expect(catalogs.last!.catalog.entries.contains { $0.previousID != nil })
        for (index, (catalog, template)) in catalogs.enumerated() {
            for (name, text) in [("zh-\(index).po", catalog.serialized()), ("duet-\(index).pot", template.serialized())] {
                let path = project.root + "/" + name
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                let (status, output) = try Self.run("/usr/bin/msgfmt", ["--check", "-o", "/dev/null", path])
                #expect(status == 0, "\(name): \(output)")
            }
        }
    }

    /// The pofilter checks docs/translators.md explains as not applying to a Chinese
    /// translation of Markdown: the rows of its table that start with a check's name.
    static func explainedChecks() throws -> [String] {
        let docs = try String(contentsOf: ChecksFixture.repositoryRoot.appendingPathComponent("docs/translators.md"), encoding: .utf8)
        let section = try #require(docs.components(separatedBy: "## pofilter").dropFirst().first).components(separatedBy: "\n## ")[0]
        return section.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return String(line.dropFirst(3).prefix { $0 != "`" })
        }
    }

    /// The pofilter command line docs/translators.md gives (the fenced `pofilter …` block
    /// of its pofilter section, continuation lines joined), as arguments after `pofilter`.
    static func documentedCommand() throws -> [String] {
        let docs = try String(contentsOf: ChecksFixture.repositoryRoot.appendingPathComponent("docs/translators.md"), encoding: .utf8)
        let section = try #require(docs.components(separatedBy: "## pofilter").dropFirst().first).components(separatedBy: "\n## ")[0]
        let fence = try #require(section.components(separatedBy: "```sh\n").dropFirst().first).components(separatedBy: "```")[0]
        let words = fence.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(words.first == "pofilter", "the block is one pofilter command")
        return Array(words.dropFirst())
    }

    @Test("the pofilter command docs/translators.md gives finds nothing on the shipped translation, excludes exactly the checks its table explains, and is live")
    func pofilter() throws {
        let project = try Project()
        defer { project.remove() }
        let explained = try Self.explainedChecks()
        #expect(explained.count >= 5)
        let documented = try Self.documentedCommand()
        let excluded = documented.filter { $0.hasPrefix("--excludefilter=") }.map { String($0.dropFirst("--excludefilter=".count)) }
        #expect(excluded.sorted() == explained.sorted(), "the command excludes exactly the explained checks")
        #expect(documented.suffix(2) == ["po/zh.po", "po/pofilter.po"])
        let path = project.root + "/zh.po", findings = project.root + "/findings.po"
        try project.export().serialized().write(toFile: path, atomically: true, encoding: .utf8)
        // The documented command, with the scratch project's catalog and findings file.
        let arguments = documented.dropLast(2) + [path, findings]
        let (status, output) = try Self.run(Self.venv + "/pofilter", Array(arguments))
        #expect(status == 0, "\(output)")
        let found = (try? String(contentsOfFile: findings, encoding: .utf8)) ?? ""
        let lines = found.split(separator: "\n").filter { $0.contains("(pofilter)") }
        #expect(lines.isEmpty, "findings not explained in docs/translators.md: \(lines.prefix(10))")
        // The same run without the exclusions does find something, so the check is live.
        let (_, _) = try Self.run(Self.venv + "/pofilter", documented.dropLast(2).filter { !$0.hasPrefix("--excludefilter=") } + [path, findings])
        #expect(try String(contentsOfFile: findings, encoding: .utf8).contains("(pofilter)"))
    }
}
