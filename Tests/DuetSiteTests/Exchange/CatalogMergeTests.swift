import DuetContent
import DuetTestSupport
import DuetSite
import DuetExchange
import Foundation
import Testing

/// An export merges into the translator's catalog as msgmerge does: their header fields,
/// comments, flags, order and wrapping stay, new entries take their place, entries whose
/// block is gone stay as obsolete, and the diff of a round trip is only what changed.
@Suite("Exports merge into the translator's catalog", .serialized)
struct CatalogMergeTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project
    typealias RoundTrip = TranslatorRoundTripTests

    /// Edits an English paragraph of the project (the block's id changes with it).
    static func changeEnglish(_ project: Project, _ entry: POCatalog.Entry, to text: String) throws {
        let page = String(entry.context.split(separator: "#")[0])
        let path = project.content + "/en/" + page
        let english = try String(contentsOfFile: path, encoding: .utf8)
        #expect(english.contains(entry.id))
        try english.replacingOccurrences(of: entry.id, with: text).write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test("re-exporting over a catalog a translator saved in polib keeps their header, comments, flags, order and wrapping; only the changed entry differs")
    func translatorsCatalogKept() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/po/zh.po"
        let exported = try RoundTrip.duet(["po", "export", "--content", project.content, "--output", project.root + "/po"])
        #expect(exported.status == 0, "\(exported.output)")
        let (about, _) = try ExportRecordTests.plainEntries(try project.export())
        // Poedit-style edits through polib: header, a translator comment, a flag, the last
        // entry moved to the top, and polib's own line wrapping on save.
        try RoundTrip.python("""
        import polib, sys
        po = polib.pofile(sys.argv[1])
        po.metadata['Last-Translator'] = 'Li Lei <li@example.com>'
        po.metadata['Language-Team'] = 'Chinese <zh@example.com>'
        po.metadata['PO-Revision-Date'] = '2026-11-20 10:00+0800'
        po.metadata['X-Generator'] = 'Poedit 3.4'
        po[3].tcomment = 'checked against Apple zh docs'
        po[4].flags.append('no-wrap')
        po.insert(0, po.pop())
        po.save(sys.argv[1])
        """, path)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        // The first export sets the one field duet owns and changes no other line.
        #expect(try RoundTrip.duet(["po", "export", "--content", project.content, "--output", project.root + "/po"]).status == 0)
        let translators = try String(contentsOfFile: path, encoding: .utf8)
        let savedLines = Set(Self.lines(saved))
        let changedLines = Self.lines(translators).filter { !savedLines.contains($0) }
        #expect(changedLines == ["\"X-Generator: duet po export\\n\""], "\(changedLines)")
        let (catalog, _) = POCatalog.parse(translators, path: path)
        let theirs = try #require(catalog)
        let unchangedAgain = try RoundTrip.duet(["po", "export", "--content", project.content, "--output", project.root + "/po"])
        #expect(unchangedAgain.output.contains("up to date"), "nothing changed: the file is left as it is: \(unchangedAgain.output)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == translators)

        try Self.changeEnglish(project, about, to: about.id + " This still holds.")
        let merged = try RoundTrip.duet(["po", "export", "--content", project.content, "--output", project.root + "/po"])
        #expect(merged.status == 0, "\(merged.output)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let (parsedAfter, diagnostics) = POCatalog.parse(after, path: path)
        #expect(diagnostics.isEmpty)
        let mine = try #require(parsedAfter)
        let header = Dictionary(mine.header.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        #expect(header["Last-Translator"] == "Li Lei <li@example.com>" && header["Language-Team"] == "Chinese <zh@example.com>")
        #expect(header["PO-Revision-Date"] == "2026-11-20 10:00+0800")
        #expect(header["X-Generator"] == "duet po export", "the one field duet owns")
        #expect(mine.entries.map(\.translatorComments).contains(["checked against Apple zh docs"]))
        #expect(mine.entries.contains { $0.flags == ["no-wrap"] })
        #expect(mine.entries.first?.context == theirs.entries.first?.context, "the file's order")
        let oldIndex = try #require(theirs.entries.firstIndex { $0.context == about.context })
        #expect(mine.entries[oldIndex].id == about.id + " This still holds.", "the new entry takes the old one's place")
        #expect(mine.entries[oldIndex].fuzzy && mine.entries[oldIndex].previousID == about.id)
        #expect(mine.obsolete.isEmpty, "the old entry held only what was exported")
        // The diff: the header's X-Generator and the one entry, nothing else.
        let old = try #require(theirs.entries[oldIndex].lines), new = try #require(mine.entries[oldIndex].lines)
        let before = Self.lines(translators), now = Self.lines(after)
        let beforeSet = Set(before), nowSet = Set(now)
        let removed = before.enumerated().filter { !nowSet.contains($0.element) }
        let added = now.enumerated().filter { !beforeSet.contains($0.element) }
        #expect(removed.allSatisfy { old.contains($0.offset + 1) || $0.element.contains("X-Generator") }, "\(removed)")
        #expect(added.allSatisfy { new.contains($0.offset + 1) || $0.element.contains("X-Generator") }, "\(added)")
        let (status, output) = try POExchangeTests.run("msgfmt", ["--check", "-o", "/dev/null", path])
        #expect(status == 0, "\(output)")
    }

    @Test("an entry whose English changed since, holding a translation not imported, is kept as obsolete with its comment, never refused or lost")
    func unimportedWorkKeptObsolete() throws {
        let project = try Project()
        defer { project.remove() }
        let export = try project.export()
        let (about, _) = try ExportRecordTests.plainEntries(export)
        var catalog = export
        let index = try #require(catalog.entries.firstIndex { $0.context == about.context })
        catalog.entries[index].string += "（未导入）"
        catalog.entries[index].translatorComments = ["draft"]
        let text = catalog.serialized()
        try Self.changeEnglish(project, about, to: about.id + " This still holds.")
        let fresh = try project.export()
        #expect(fresh.verdict(existing: Array(text.utf8), path: "zh.po") == .replace, "nothing would be lost")
        let merged = fresh.text(over: Array(text.utf8))
        let (parsed, _) = POCatalog.parse(merged, path: "zh.po")
        let mine = try #require(parsed)
        #expect(mine.obsolete.count == 1 && mine.obsolete[0].contains("（未导入）") && mine.obsolete[0].hasPrefix("# draft\n#~ msgctxt"))
        #expect(mine.entries[index].translatorComments == ["draft"], "the comment follows the block too")
        // Once written, a second export keeps the obsolete entry once, byte for byte.
        #expect(fresh.text(over: Array(merged.utf8)) == merged)
        let path = project.root + "/merged.po"
        try merged.write(toFile: path, atomically: true, encoding: .utf8)
        let (status, output) = try POExchangeTests.run("msgfmt", ["--check", "-o", "/dev/null", path])
        #expect(status == 0, "\(output)")
        try RoundTrip.python("""
        import polib, sys
        po = polib.pofile(sys.argv[1])
        assert len(po.obsolete_entries()) == 1, po.obsolete_entries()
        assert '（未导入）' in po.obsolete_entries()[0].msgstr
        """, path)
    }

    @Test("xliff export never refuses over units a later PO import superseded, nor po export over entries a later XLIFF import superseded")
    func formatsMixed() throws {
        let project = try Project()
        defer { project.remove() }
        let (about, chapter) = try ExportRecordTests.plainEntries(try project.export())
        let po = project.root + "/po", xliff = project.root + "/xliff"
        for command in [["po", "export", "--output", po], ["xliff", "export", "--output", xliff]] {
            #expect(try RoundTrip.duet(command + ["--content", project.content]).status == 0)
        }
        let catalog = try project.export()
        try ExportRecordTests.edited(catalog, about.context, appending: "（甲改）").serialized().write(toFile: project.root + "/mine.po", atomically: true, encoding: .utf8)
        #expect(try RoundTrip.duet(["po", "import", project.root + "/mine.po", "--content", project.content]).status == 0)
        let xliffAgain = try RoundTrip.duet(["xliff", "export", "--output", xliff, "--content", project.content])
        #expect(xliffAgain.status == 0, "\(xliffAgain.output)")
        let document = try XLIFFExchangeTests.export(project, .v12)
        try ExportRecordTests.editedXLIFF(document, chapter, appending: "（乙改）").write(toFile: project.root + "/mine.xlf", atomically: true, encoding: .utf8)
        #expect(try RoundTrip.duet(["xliff", "import", project.root + "/mine.xlf", "--content", project.content]).status == 0)
        let poAgain = try RoundTrip.duet(["po", "export", "--output", po, "--content", project.content])
        #expect(poAgain.status == 0, "\(poAgain.output)")
        let written = try String(contentsOfFile: po + "/zh.po", encoding: .utf8)
        #expect(written.contains("（甲改）") && written.contains("（乙改）"))
    }

    @Test("xliff export keeps a translator's note, a target's state-qualifier and another tool's header entry", arguments: XLIFFVersion.allCases)
    func xliffKept(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let folder = project.root + "/xliff", path = folder + "/zh.xlf"
        #expect(try RoundTrip.duet(["xliff", "export", "--xliff-version", version.rawValue, "--content", project.content, "--output", folder]).status == 0)
        var document = try String(contentsOfFile: path, encoding: .utf8)
        let (about, chapter) = try ExportRecordTests.plainEntries(try project.export())
        let target = ">" + chapter.string + "</target>"
        let unit = try #require(document.range(of: target))
        switch version {
        case .v12:
            let open = try #require(document.range(of: "<target state=\"translated\"", options: .backwards, range: document.startIndex..<unit.lowerBound))
            document.replaceSubrange(open, with: "<target state=\"translated\" state-qualifier=\"exact-match\"")
            let end = try #require(document.range(of: "</trans-unit>", range: open.upperBound..<document.endIndex))
            document.replaceSubrange(end, with: "  <note from=\"translator\">checked against Apple zh docs</note>\n      </trans-unit>")
            document = document.replacingOccurrences(of: "<tool tool-id=\"duet\" tool-name=\"duet xliff export\"/>",
                                                     with: "<tool tool-id=\"duet\" tool-name=\"duet xliff export\"/><tool tool-id=\"okapi\" tool-name=\"Rainbow\"/>")
        case .v21:
            let notes = try #require(document.range(of: "</notes>", options: .backwards, range: document.startIndex..<unit.lowerBound))
            document.replaceSubrange(notes, with: "  <note category=\"translator\">checked against Apple zh docs</note>\n      </notes>")
            let segment = try #require(document.range(of: "<segment state=\"translated\">", options: .backwards, range: document.startIndex..<unit.lowerBound))
            document.replaceSubrange(segment, with: "<segment state=\"translated\" subState=\"memoq:locked\">")
        }
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        try Self.changeEnglish(project, about, to: about.id + " This still holds.")
        let again = try RoundTrip.duet(["xliff", "export", "--xliff-version", version.rawValue, "--content", project.content, "--output", folder])
        #expect(again.status == 0, "\(again.output)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("This still holds."), "the export did write")
        #expect(written.contains(version == .v12 ? "<note from=\"translator\">checked against Apple zh docs</note>" : "<note category=\"translator\">checked against Apple zh docs</note>"))
        if version == .v12 {
            #expect(written.contains("state-qualifier=\"exact-match\">" + chapter.string))
            #expect(written.components(separatedBy: "<tool tool-id=\"okapi\" tool-name=\"Rainbow\"/>").count > 1)
        } else {
            #expect(written.contains("subState=\"memoq:locked\""))
        }
    }
}
