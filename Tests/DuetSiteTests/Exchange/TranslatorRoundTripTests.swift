import DuetContent
import DuetTestSupport
import DuetSite
import DuetExchange
import Foundation
import Testing

/// A translator's round trip through the tools they use (polib, Python's XML library,
/// msgfmt) without surprises: a fuzzy or to-be-reviewed mark keeps its block unaccepted,
/// an emptied translation is reported, a re-saved or imported catalog is "up to date",
/// headers draw no msgfmt warning, and the tags name the language by each format's
/// standard.
@Suite("A translator's round trip", .serialized)
struct TranslatorRoundTripTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project
    typealias Tools = ThirdPartyToolsTests

    static let aboutEnglish = "The English and Chinese pages are aligned paragraph by paragraph."

    /// Runs a Python script with the test venv's interpreter (polib, ElementTree), the file
    /// as its one argument.
    static func python(_ script: String, _ path: String) throws {
        let (status, output) = try Tools.run(Tools.venv + "/python", ["-c", script, path])
        #expect(status == 0, "\(output)")
    }

    static func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first")
        return try POExchangeTests.run(binary.path, arguments)
    }

    static func lockHash(_ project: Project, page: String, text: String) throws -> (TranslationLock.Key, String?) {
        let (content, lock) = try project.load()
        let pair = try #require(content.pairs.first { $0.fileName == page })
        let en = try #require(pair.en), zh = try #require(pair.zh)
        let alignment = BlockAlignment(english: en.document, chinese: zh.document)
        let block = try #require(alignment.pairs.first { en.sourceText(of: $0.en.node).hasPrefix(text) })
        let key = TranslationLock.Key(fileName: page, block: block.zh.index)
        return (key, lock.entries[key])
    }

    @Test("an accepted entry a reviewer marks fuzzy in polib with new text is written, withdrawn from the lock, and exported fuzzy again")
    func fuzzyWithdrawsAcceptance() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/zh.po"
        try project.export().serialized().write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Self.lockHash(project, page: "00-about.md", text: Self.aboutEnglish).1 != nil, "accepted before the review")
        try Self.python("""
        import polib, sys
        po = polib.pofile(sys.argv[1])
        for e in po:
            if e.msgid.startswith("\(Self.aboutEnglish)"):
                e.msgstr = e.msgstr.replace("逐段对齐", "按段落对齐", 1)
                e.flags.append("fuzzy")
        po.save(sys.argv[1])
        """, path)
        let plan = try project.importing(try String(contentsOfFile: path, encoding: .utf8))
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.map(\.message))")
        #expect(plan.replacements.count == 1 && plan.accepted.isEmpty && plan.withdrawn.count == 1 && plan.leftFuzzy == 1)
        #expect(plan.summary.contains("1 acceptance(s) withdrawn"))
        #expect(try String(contentsOfFile: project.content + "/zh/00-about.md", encoding: .utf8).contains("按段落对齐"), "the text is still written")
        let (key, hash) = try Self.lockHash(project, page: "00-about.md", text: Self.aboutEnglish)
        let marked = try project.load().1.review.contains(key)
        #expect(hash != nil && marked, "no longer accepted: its lock line is marked for review")
        let again = try #require(try project.export().entries.first { $0.id.hasPrefix(Self.aboutEnglish) })
        #expect(again.fuzzy && again.string.contains("按段落对齐"), "the next export keeps it fuzzy")
        let (content, lock) = try project.load()
        #expect(TranslationStatus(content: content, lock: lock).pages.first { $0.fileName == "00-about.md" }?.needsReview == 1, "counted as needing review, not as translated")

        // Clearing the mark (and nothing else) accepts it.
        try Self.python("""
        import polib, sys
        po = polib.pofile(sys.argv[1])
        for e in po:
            if e.msgid.startswith("\(Self.aboutEnglish)"):
                e.flags.remove("fuzzy")
        po.save(sys.argv[1])
        """, path)
        let accepted = try project.importing(try String(contentsOfFile: path, encoding: .utf8))
        #expect(accepted.replacements.isEmpty && accepted.accepted.count == 1 && accepted.withdrawn.isEmpty)
        #expect(try Self.lockHash(project, page: "00-about.md", text: Self.aboutEnglish).1 != nil)
    }

    @Test("a to-be-reviewed XLIFF unit edited with Python's XML library (1.2 needs-review-translation or new, 2.1 initial) is written but not accepted",
          arguments: [(XLIFFVersion.v12, "needs-review-translation"), (.v12, "new"), (.v21, "initial")])
    func xliffReviewState(_ version: XLIFFVersion, _ state: String) throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/zh.xlf"
        try XLIFFExchangeTests.export(project, version).write(toFile: path, atomically: true, encoding: .utf8)
        let ns = version.namespace
        try Self.python("""
        import sys, xml.etree.ElementTree as ET
        ns = "\(ns)"
        ET.register_namespace("", ns)
        tree = ET.parse(sys.argv[1])
        for unit in tree.getroot().iter():
            if unit.tag not in ("{%s}trans-unit" % ns, "{%s}unit" % ns): continue
            source = unit.find(".//{%s}source" % ns)
            if not (source.text or "").startswith("\(Self.aboutEnglish)"): continue
            target = unit.find(".//{%s}target" % ns)
            target.text = target.text.replace("逐段对齐", "按段落对齐", 1)
            if "\(version.rawValue)" == "1.2":
                target.set("state", "\(state)")
            else:
                unit.find("{%s}segment" % ns).set("state", "\(state)")
        tree.write(sys.argv[1], encoding="UTF-8", xml_declaration=True)
        """, path)
        let plan = try XLIFFExchangeTests.importing(try String(contentsOfFile: path, encoding: .utf8), into: project)
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.map(\.message))")
        #expect(plan.replacements.count == 1 && plan.accepted.isEmpty && plan.withdrawn.count == 1)
        let (key, _) = try Self.lockHash(project, page: "00-about.md", text: Self.aboutEnglish)
        #expect(try project.load().1.review.contains(key), "marked for review in the lock")
        let exported = try XLIFFExchangeTests.export(project, version)
        let unit = try #require(exported.components(separatedBy: version == .v12 ? "<trans-unit" : "<unit").first { $0.contains("按段落对齐") })
        #expect(unit.contains(version == .v12 ? "state=\"needs-review-translation\"" : "state=\"initial\""), "the next export asks for review again")
    }

    @Test("an emptied msgstr and a removed <target> are warnings at the entry's line; the block keeps its current Chinese")
    func emptiedTranslations() throws {
        let project = try Project()
        defer { project.remove() }
        let before = try project.snapshot()
        let path = project.root + "/zh.po"
        try project.export().serialized().write(toFile: path, atomically: true, encoding: .utf8)
        try Self.python("""
        import polib, sys
        po = polib.pofile(sys.argv[1])
        for e in po:
            if e.msgid.startswith("\(Self.aboutEnglish)"): e.msgstr = ""
        po.save(sys.argv[1])
        """, path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let plan = try project.importing(text)
        let warning = try #require(plan.diagnostics.first)
        #expect(plan.diagnostics.count == 1 && warning.identifier == "po.empty-translation" && warning.severity == .warning)
        #expect(warning.message.contains("keeps its current Chinese"))
        // The entry's first keyword line (its msgctxt) in the file polib wrote.
        let lines = text.components(separatedBy: "\n")
        let msgid = try #require(lines.firstIndex { $0.contains(Self.aboutEnglish.prefix(30)) })
        #expect(lines[warning.location.line - 1].hasPrefix("msgctxt") && warning.location.line - 1 < msgid)
        #expect(warning.related?.file.hasSuffix("zh/00-about.md") == true)
        #expect(try project.snapshot() == before, "nothing written")

        let xliff = try XLIFFExchangeTests.export(project, .v12)
        let unitLine = try #require(xliff.components(separatedBy: "\n").firstIndex { $0.contains("<source>\(Self.aboutEnglish)") }) // source line follows the unit line
        var dropped = xliff.components(separatedBy: "\n")
        let targetLine = try #require(dropped[unitLine...].firstIndex { $0.contains("<target") })
        dropped.remove(at: targetLine)
        let xplan = try XLIFFExchangeTests.importing(dropped.joined(separator: "\n"), into: project)
        #expect(xplan.diagnostics.map(\.identifier) == ["xliff.empty-translation"])
        #expect(xplan.diagnostics.first?.location.line == unitLine, "the unit's line")
        #expect(try project.snapshot() == before)
    }

    @Test("the export compares by meaning: a polib re-save is up to date, an import leaves nothing to refuse, and only unimported work refuses, at its line")
    func exportVerdicts() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/zh.po"
        try project.export().serialized().write(toFile: path, atomically: true, encoding: .utf8)
        try Self.python("import polib, sys\npo = polib.pofile(sys.argv[1])\npo.save(sys.argv[1])\n", path)
        let resaved = try #require(FileManager.default.contents(atPath: path))
        #expect(String(decoding: resaved, as: UTF8.self) != (try project.export().serialized()), "polib wrote its own layout")
        #expect(try project.export().verdict(existing: [UInt8](resaved), path: path) == .upToDate)

        try Self.python("""
        import polib, sys
        po = polib.pofile(sys.argv[1])
        for e in po:
            if e.msgid.startswith("\(Self.aboutEnglish)"): e.msgstr = e.msgstr.replace("逐段对齐", "按段落对齐", 1)
        po.save(sys.argv[1])
        """, path)
        let edited = try String(contentsOfFile: path, encoding: .utf8)
        guard case .refuse(let refusal) = try project.export().verdict(existing: Array(edited.utf8), path: path) else {
            Issue.record("an edited catalog not yet imported must refuse")
            return
        }
        #expect(refusal.identifier == "po.would-overwrite")
        #expect(edited.components(separatedBy: "\n")[refusal.location.line - 1].hasPrefix("msgctxt \"00-about.md#"), "the example entry's line")
        #expect(refusal.message.contains("1 entry") && refusal.message.contains("at line \(refusal.location.line)"))

        try project.importing(edited)
        // After the import only the entry's export record is out of date, and a merge
        // rewrites its comment lines alone.
        let after = try project.export()
        #expect(after.verdict(existing: Array(edited.utf8), path: path) == .replace)
        let merged = after.text(over: Array(edited.utf8)).split(separator: "\n", omittingEmptySubsequences: false)
        let editedLines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let editedSet = Set(editedLines), mergedSet = Set(merged)
        let added = merged.filter { !editedSet.contains($0) }, removed = editedLines.filter { !mergedSet.contains($0) }
        #expect(added.allSatisfy { $0.hasPrefix("#") } && removed.allSatisfy { $0.hasPrefix("#") }, "\(added) \(removed)")
        #expect(added.contains { $0.hasPrefix("#. exported: zh ") } && added.count <= 3, "\(added)")
        let remerged = after.text(over: Array(merged.joined(separator: "\n").utf8))
        #expect(after.verdict(existing: Array(remerged.utf8), path: path) == .upToDate, "once merged the file means what the export would write")
        // One page's export over the whole book's catalog: the other pages' translations are in the content.
        let (content, lock) = try project.load()
        let page = POExchange.export(content, lock: lock, page: "01-adaptive-model.md").catalog
        #expect(page.verdict(existing: Array(edited.utf8), path: path, content: try project.export()) == .replace)
        #expect(try project.export().verdict(existing: nil, path: path) == .create)
        #expect(try project.export().verdict(existing: Array("msgid \"x\n".utf8), path: path) != .replace, "a file duet cannot read is never replaced")
    }

    @Test("duet po export and duet xliff export say up to date for a re-saved file, print their counts, and refuse only unimported work")
    func exportCommands() throws {
        let project = try Project()
        defer { project.remove() }
        let po = project.root + "/po", xliff = project.root + "/xliff"
        let first = try Self.duet(["po", "export", "--content", project.content, "--output", po])
        #expect(first.status == 0 && first.output.contains("Wrote") && first.output.contains("entries,") && first.output.contains("translated,"))
        let bytes = try #require(FileManager.default.contents(atPath: po + "/zh.po"))
        try Self.python("import polib, sys\npo = polib.pofile(sys.argv[1])\npo.save(sys.argv[1])\n", po + "/zh.po")
        let again = try Self.duet(["po", "export", "--content", project.content, "--output", po])
        #expect(again.status == 0 && again.output.contains("up to date"), "\(again.output)")
        try bytes.write(to: URL(fileURLWithPath: po + "/zh.po"))
        #expect(try Self.duet(["po", "export", "--content", project.content, "--output", po]).output.contains("up to date"))

        // Unimported work, or a file that is not a catalog: refused at the line, exit 1, both files as they were.
        let edited = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "逐段对齐", with: "按段落对齐")
        let editedLine = try #require(edited.components(separatedBy: "\n").firstIndex { $0.contains("按段落对齐") })
        for text in [edited, "msgid \"unterminated\n"] {
            try text.write(toFile: po + "/zh.po", atomically: true, encoding: .utf8)
            let template = try #require(FileManager.default.contents(atPath: po + "/duet.pot"))
            let refused = try Self.duet(["po", "export", "--content", project.content, "--output", po])
            #expect(refused.status == 1 && refused.output.contains("[duet.po.would-overwrite]"), "\(refused.output)")
            if text == edited {
                // The entry starts at its msgctxt, a line or two above its msgstr.
                let line = try #require(Int(refused.output.components(separatedBy: "zh.po:")[1].prefix { $0.isNumber }))
                #expect(line < editedLine + 1 && line >= editedLine - 3, "\(refused.output)")
            } else {
                #expect(refused.output.contains("zh.po:1:") && refused.output.contains("cannot be read as a catalog"))
            }
            #expect(try String(contentsOfFile: po + "/zh.po", encoding: .utf8) == text)
            #expect(FileManager.default.contents(atPath: po + "/duet.pot") == template)
        }
        #expect(try Self.duet(["po", "export", "--content", project.content, "--output", po, "--force"]).status == 0)

        let written = try Self.duet(["xliff", "export", "--content", project.content, "--output", xliff])
        #expect(written.status == 0)
        let counts = try #require(written.output.range(of: #"(\d+) units, (\d+) translated, (\d+) needs review"#, options: .regularExpression))
        let numbers = written.output[counts].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 3 && numbers[0] == numbers[1] + numbers[2] && numbers[0] > 300)
        try Self.python("""
        import sys, xml.etree.ElementTree as ET
        ET.register_namespace("", "urn:oasis:names:tc:xliff:document:1.2")
        tree = ET.parse(sys.argv[1])
        tree.write(sys.argv[1], encoding="UTF-8", xml_declaration=True)
        """, xliff + "/zh.xlf")
        let resaved = try Self.duet(["xliff", "export", "--content", project.content, "--output", xliff])
        #expect(resaved.status == 0 && resaved.output.contains("up to date"), "\(resaved.output)")

        let text = try String(contentsOfFile: xliff + "/zh.xlf", encoding: .utf8)
        try text.replacingOccurrences(of: "逐段对齐", with: "按段落对齐").write(toFile: xliff + "/zh.xlf", atomically: true, encoding: .utf8)
        let refused = try Self.duet(["xliff", "export", "--content", project.content, "--output", xliff])
        #expect(refused.status == 1 && refused.output.contains("[duet.xliff.would-overwrite]") && refused.output.contains("zh.xlf:"))
        let imported = try Self.duet(["xliff", "import", xliff + "/zh.xlf", "--content", project.content])
        #expect(imported.status == 0, "\(imported.output)")
        let after = try Self.duet(["xliff", "export", "--content", project.content, "--output", xliff])
        #expect(after.status == 0, "an imported document is not refused: \(after.output)")
    }

    @Test("exports are the same bytes for the same content; the revision date is the newest updated: date and msgfmt --check says nothing")
    func headers() throws {
        let project = try Project()
        defer { project.remove() }
        let first = try project.export().serialized()
        #expect(try project.export().serialized() == first)
        let (content, _) = try project.load()
        let dates: [String] = content.pairs.flatMap { [$0.en?.updated, $0.zh?.updated] }.compactMap { $0 }
        let newest = try #require(dates.max())
        #expect(first.contains("\"PO-Revision-Date: \(newest) 00:00+0000\\n\""))
        #expect(first.contains("\"Last-Translator: Duet <none>\\n\""))
        #expect(first.contains("\"Language: zh_CN\\n\""))
        let path = project.root + "/zh.po"
        try first.write(toFile: path, atomically: true, encoding: .utf8)
        let (status, output) = try POExchangeTests.run("msgfmt", ["--check", "-o", "/dev/null", path])
        #expect(status == 0 && output.isEmpty, "\(output)")
    }

    @Test("one tag per format by its standard: zh-Hans in XLIFF (BCP 47, as the pages' lang), zh_CN in PO (gettext), each explained in docs/translators.md")
    func languageTags() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try XLIFFExchangeTests.export(project, .v12).contains("target-language=\"zh-Hans\""))
        #expect(try XLIFFExchangeTests.export(project, .v21).contains("trgLang=\"zh-Hans\""))
        #expect(!(try XLIFFExchangeTests.export(project, .v12)).contains("zh-CN"))
        #expect(try project.export().header.contains { $0 == ("Language", "zh_CN") })
        let docs = try String(contentsOf: ChecksFixture.repositoryRoot.appendingPathComponent("docs/translators.md"), encoding: .utf8)
        let section = try #require(docs.components(separatedBy: "## Language tags").dropFirst().first).components(separatedBy: "\n## ")[0]
        for tag in ["`zh-Hans`", "`zh_CN`", "BCP 47", "gettext"] { #expect(section.contains(tag), "\(tag)") }
    }
}
