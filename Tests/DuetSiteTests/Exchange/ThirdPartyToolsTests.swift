import DuetContent
import DuetTestSupport
import DuetSite
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

    /// Rewrites an XLIFF document with Python's ElementTree as a script would: its default
    /// output names the namespace `ns0:` on every element; with `indent`, it also
    /// re-indents every unit (`ElementTree.indent`); `edit` appends to the first target.
    static func elementTree(_ input: String, _ output: String, indent: Bool, edit: String?) throws {
        let script = """
        import sys, xml.etree.ElementTree as ET
        tree = ET.parse(sys.argv[1])
        if sys.argv[3] == "indent":
            ET.indent(tree)
        if sys.argv[4]:
            first = next(e for e in tree.iter() if e.tag.endswith("}target"))
            first.text = (first.text or "") + sys.argv[4]
        tree.write(sys.argv[2], encoding="utf-8", xml_declaration=True)
        """
        let (status, text) = try run(venv + "/python", ["-c", script, input, output, indent ? "indent" : "plain", edit ?? ""])
        #expect(status == 0, "\(text)")
    }

    @Test("XLIFF rewritten by ElementTree, with its ns0: prefix, re-indented or not, imports as the translator left it: only the edited unit changes",
          arguments: XLIFFVersion.allCases)
    func elementTreeXLIFF(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let exported = project.root + "/zh.xlf", rewritten = project.root + "/et.xlf"
        try XLIFFExchangeTests.export(project, version).write(toFile: exported, atomically: true, encoding: .utf8)
        for indent in [false, true] {
            try Self.elementTree(exported, rewritten, indent: indent, edit: nil)
            let text = try String(contentsOfFile: rewritten, encoding: .utf8)
            #expect(text.contains("<ns0:xliff"), "ElementTree writes the namespace prefix")
            if indent {
                // A placeholder on a line of its own: ElementTree re-indented inside a unit's text.
                #expect(text.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("<ns0:") && ($0.contains("<ns0:x ") || $0.contains("<ns0:ph ")) },
                        "no unit text was re-indented")
            }
            let (content, lock) = try project.load()
            let (_, unchanged) = XLIFFExchange.plan(Data(text.utf8), path: rewritten, content: content, lock: lock)
            #expect(unchanged.diagnostics.isEmpty, "indent \(indent): \(unchanged.diagnostics.map(\.message).prefix(3))")
            #expect(unchanged.replacements.isEmpty, "indent \(indent): \(unchanged.replacements.map(\.newText).prefix(2))")

            try Self.elementTree(exported, rewritten, indent: indent, edit: "（校订）")
            let edited = try String(contentsOfFile: rewritten, encoding: .utf8)
            let (_, plan) = XLIFFExchange.plan(Data(edited.utf8), path: rewritten, content: content, lock: lock)
            #expect(plan.diagnostics.isEmpty, "indent \(indent): \(plan.diagnostics.map(\.message).prefix(3))")
            #expect(plan.replacements.count == 1)
            #expect(plan.replacements.first.map { $0.newText == $0.oldText + "（校订）" } == true)
        }
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
