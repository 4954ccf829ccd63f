import DuetContent
import DuetSite
import DuetExchange
import DuetTestSupport
import Foundation
import Testing

/// Catalogs are read exactly: a PO catalog or XLIFF document either means one thing, the
/// thing `msgfmt` and an XML parser would read, or it is refused at the line (and byte)
/// that is wrong, with nothing written. Runs on catalogs exported from a scratch copy of
/// the shipped content.
@Suite("Catalogs are read exactly", .serialized)
struct CatalogReadingTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    /// The 1-based number of the first line of `text` that starts with `prefix`, counting
    /// from `after`.
    static func line(of prefix: String, in text: String, after: Int = 0) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.indices.first { $0 >= after && lines[$0].hasPrefix(prefix) }) + 1
    }

    static func scratchFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let folder = TestScratch.url("duet-catalog").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: PO

    @Test("a second entry for the same block (as msgcat writes when two catalogs are joined) is an error at its own line, naming the first")
    func duplicateEntry() throws {
        let project = try Project()
        defer { project.remove() }
        var catalog = try project.export()
        let index = try #require(catalog.entries.firstIndex { !$0.string.isEmpty })
        var copy = catalog.entries[index]
        copy.string = "另一份译文。"
        catalog.entries.append(copy)
        let text = catalog.serialized()
        let first = try Self.line(of: "msgctxt \"\(copy.context)\"", in: text)
        let second = try Self.line(of: "msgctxt \"\(copy.context)\"", in: text, after: first)
        let (parsed, diagnostics) = POCatalog.parse(text, path: "zh.po")
        #expect(parsed == nil)
        #expect(diagnostics.map(\.identifier) == ["po.duplicate-entry"])
        #expect(diagnostics.first?.location == FileLocation(file: "zh.po", line: second, column: 1))
        #expect(diagnostics.first?.related == FileLocation(file: "zh.po", line: first, column: 1))
        #expect(diagnostics.first?.message.contains("line \(first)") == true)
    }

    @Test("an entry msgcat joined from two catalogs (both translations between #-#-#-#-# lines) is a duplicate at the first marker line")
    func msgcatMerge() throws {
        let folder = TestScratch.url("duet-msgcat").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
        try (header + "msgctxt \"p.md#1\"\nmsgid \"Hello\"\nmsgstr \"你好\"\n").write(toFile: folder + "/a.po", atomically: true, encoding: .utf8)
        try (header + "msgctxt \"p.md#1\"\nmsgid \"Hello\"\nmsgstr \"您好\"\n").write(toFile: folder + "/b.po", atomically: true, encoding: .utf8)
        let (status, joined) = try POExchangeTests.run("msgcat", [folder + "/a.po", folder + "/b.po"])
        #expect(status == 0 && joined.contains("#-#-#-#-#"), "\(joined)")
        let (catalog, diagnostics) = POCatalog.parse(joined, path: "joined.po")
        #expect(catalog == nil)
        #expect(diagnostics.map(\.identifier) == ["po.duplicate-entry"])
        let markerLine = try Self.line(of: "\"#-#-#-#-#", in: joined)
        #expect(diagnostics.first?.location.line == markerLine)
        // Concatenated instead (`cat a.po b.po`): the second header and entry are duplicates.
        let concatenated = try String(contentsOfFile: folder + "/a.po", encoding: .utf8) + "\n" + String(contentsOfFile: folder + "/b.po", encoding: .utf8)
        let (_, twice) = POCatalog.parse(concatenated, path: "cat.po")
        #expect(twice.map(\.identifier) == ["po.duplicate-entry", "po.duplicate-entry"])
        #expect(twice.map(\.location.line) == [9, 13], "at the second header and the second entry, as msgfmt reports them")
    }

    @Test("two entries with the same msgid and no msgctxt are duplicates too, as msgfmt says")
    func duplicateWithoutContext() {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"a\"\nmsgstr \"甲\"\n\nmsgid \"a\"\nmsgstr \"乙\"\n"
        let (_, diagnostics) = POCatalog.parse(text, path: "x.po")
        #expect(diagnostics.map(\.identifier) == ["po.duplicate-entry"])
        #expect(diagnostics.first?.location.line == 8)
    }

    @Test("gettext's octal and hex escapes read as the bytes they spell, UTF-8 included, as msgfmt reads them")
    func octalAndHexEscapes() throws {
        let text = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
            + "msgctxt \"a\"\nmsgid \"\\101\\x42C\"\nmsgstr \"\\x41\\102\\0103 caf\\303\\251 \\xe5\\xb0\\xba\"\n"
        let (catalog, diagnostics) = POCatalog.parse(text, path: "zh.po")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let entry = try #require(catalog?.entries.first)
        #expect(entry.id == "A,", "msgfmt reads \\x42C as one escape, 0x42C, and keeps its low byte")
        #expect(entry.string == "AB\u{8}3 café 尺")
    }

    @Test("an escape that spells no UTF-8, or a value past a byte, is one error at its line, and the entry after it reads")
    func badEscapesAreOneError() throws {
        for bad in ["\\303", "\\x100", "\\x", "\\q", "\\0"] {
            let text = "msgctxt \"a\"\nmsgid \"x\"\nmsgstr \"\(bad)\"\n\nmsgctxt \"b\"\nmsgid \"y\"\nmsgstr \"z\"\n"
            let (catalog, diagnostics) = POCatalog.parse(text, path: "zh.po")
            #expect(diagnostics.count == 1, "\(bad): \(diagnostics.map(\.message))")
            #expect(diagnostics.first?.location.line == 3)
            _ = catalog
        }
    }

    @Test("LF, CRLF, lone CR and mixed line endings read as the same catalog, and no line ending reaches a string")
    func lineEndings() throws {
        let project = try Project()
        defer { project.remove() }
        let text = try project.export().serialized()
        let (expected, none) = POCatalog.parse(text, path: "zh.po")
        #expect(none.isEmpty)
        let lines = text.components(separatedBy: "\n")
        // A lone CR is always followed by a CRLF, so it never pairs with the next LF.
        let mixed = lines.enumerated().map { $0.element + ["\n", "\r", "\r\n"][$0.offset % 3] }.joined()
        for variant in [text.replacingOccurrences(of: "\n", with: "\r\n"), text.replacingOccurrences(of: "\n", with: "\r"), mixed] {
            let (catalog, diagnostics) = POCatalog.parse(variant, path: "zh.po")
            #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
            let same = catalog == expected
            #expect(same, "the same entries, header and lines as the LF catalog")
            let strings = (catalog?.entries ?? []).flatMap { [$0.context, $0.id, $0.string] + $0.extractedComments + $0.references }
            #expect(!strings.contains { $0.contains("\r") }, "no carriage return leaks into the text")
        }
    }

    @Test("the header's charset is honoured for UTF-8 in any spelling, and any other is refused by name at its header line",
          arguments: [("UTF-8", nil), ("utf-8", nil), ("UTF8", nil), ("ISO-8859-1", "ISO-8859-1"), ("GB2312", "GB2312"), ("CHARSET", "CHARSET")])
    func charset(_ declared: String, _ refused: String?) {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Language: zh_CN\\n\"\n\"Content-Type: text/plain; charset=\(declared)\\n\"\n\nmsgctxt \"a\"\nmsgid \"a\"\nmsgstr \"\"\n"
        let (catalog, diagnostics) = POCatalog.parse(bytes: Array(text.utf8), path: "zh.po")
        if let refused {
            #expect(catalog == nil)
            #expect(diagnostics.map(\.identifier) == ["po.charset"])
            #expect(diagnostics.first?.location == FileLocation(file: "zh.po", line: 4, column: 1))
            #expect(diagnostics.first?.message.contains("`\(refused)`") == true)
        } else {
            #expect(diagnostics.isEmpty)
            #expect(catalog?.entries.count == 1)
        }
    }

    @Test("a Latin-1 catalog is refused for its charset, not for the bytes that follow from it")
    func latin1Catalog() {
        let bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgctxt \"a\"\nmsgid \"caf".utf8) + [0xE9] + Array("\"\nmsgstr \"\"\n".utf8)
        let (_, diagnostics) = POCatalog.parse(bytes: bytes, path: "zh.po")
        #expect(diagnostics.map(\.identifier) == ["po.charset"])
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test("invalid UTF-8 in a catalog is an error at its line and column, with its byte offset")
    func invalidUTF8() throws {
        let head = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgctxt \"a\"\nmsgid \"a\"\nmsgstr \"中文"
        let bytes = Array(head.utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        let (catalog, diagnostics) = POCatalog.parse(bytes: bytes, path: "zh.po")
        #expect(catalog == nil)
        #expect(diagnostics.map(\.identifier) == ["po.encoding"])
        #expect(diagnostics.first?.location == FileLocation(file: "zh.po", line: 7, column: 11))
        #expect(diagnostics.first?.message.contains("byte offset \(head.utf8.count)") == true)
        #expect(diagnostics.first?.message.contains("0xC3") == true)
    }

    @Test("a catalog that cannot be read says why: no such file, a folder, a named pipe (without waiting for a writer)")
    func unreadable() throws {
        let folder = TestScratch.url("duet-unreadable").path
        try FileManager.default.createDirectory(atPath: folder + "/dir.po", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/fifo.po", 0o644) == 0)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, id, reason) in [("missing.po", "io.unreadable", "no such file or directory"), ("dir.po", "io.unreadable", "is a directory"),
                                   ("fifo.po", "io.not-a-file", "named pipe")] {
            let path = folder + "/" + name
            let (catalog, diagnostics) = POCatalog.read(path: path)
            #expect(catalog == nil)
            #expect(diagnostics.map(\.identifier) == [id], "\(name)")
            #expect(diagnostics.first?.location.file == path)
            #expect(diagnostics.first?.message.contains(reason) == true, "\(diagnostics.first?.message ?? "")")
            let (document, xliffDiagnostics) = XLIFFDocument.read(path: path)
            #expect(document == nil)
            #expect(xliffDiagnostics.first?.message.contains(reason) == true)
        }
    }

    // MARK: XLIFF

    @Test("a second unit for the same block is an error at its own line, naming the first, in both versions", arguments: XLIFFVersion.allCases)
    func duplicateUnit(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let text = try XLIFFExchangeTests.export(project, version)
        let open = version == .v12 ? "      <trans-unit " : "    <unit "
        let close = version == .v12 ? "      </trans-unit>\n" : "    </unit>\n"
        let start = try #require(text.range(of: open))
        let end = try #require(text[start.lowerBound...].range(of: close))
        let unit = String(text[start.lowerBound..<end.upperBound])
        var edited = text
        edited.insert(contentsOf: unit, at: end.upperBound)
        let first = try Self.line(of: open, in: edited)
        let second = try Self.line(of: open, in: edited, after: first)
        let before = try project.snapshot()
        let plan = try XLIFFExchangeTests.importing(edited, into: project)
        #expect(plan.diagnostics.map(\.identifier) == ["xliff.duplicate-unit"])
        #expect(plan.diagnostics.first?.location.line == second)
        #expect(plan.diagnostics.first?.related?.line == first)
        #expect(plan.replacements.isEmpty && plan.accepted.isEmpty)
        #expect(try project.snapshot() == before)
    }

    @Test("a CDATA section in a target is text, as CAT tools (Okapi, memoQ) write it", arguments: XLIFFVersion.allCases)
    func cdata(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let text = try XLIFFExchangeTests.export(project, version)
        let old = "尺寸类的类型是 "
        #expect(text.contains(old))
        let plan = try XLIFFExchangeTests.importing(text.replacingOccurrences(of: old, with: "尺寸类<![CDATA[的类型为]]> "), into: project)
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.map(\.message))")
        #expect(plan.replacements.count == 1)
        let page = try String(contentsOfFile: project.content + "/zh/01-adaptive-model.md", encoding: .utf8)
        #expect(page.contains("尺寸类的类型为 `UIUserInterfaceSizeClass`，"), "the CDATA text is kept, in place")
    }

    @Test("a DOCTYPE, with internal or external entities, is refused at its line before anything is parsed, and nothing is written")
    func doctype() throws {
        let project = try Project()
        defer { project.remove() }
        let text = try XLIFFExchangeTests.export(project, .v12)
        let before = try project.snapshot()
        for declaration in ["<!DOCTYPE xliff [\n<!ENTITY what \"讲解 UIKit\">\n]>\n", "<!DOCTYPE xliff SYSTEM \"file:///etc/passwd\">\n",
                            "<!DOCTYPE xliff [<!ENTITY secret SYSTEM \"/etc/hostname\">]>\n"] {
            var edited = text
            edited.insert(contentsOf: "<!-- an & in a comment is text -->\n" + declaration, at: try #require(edited.range(of: "\n")).upperBound)
            edited = edited.replacingOccurrences(of: "尺寸类的类型是 ", with: "尺寸类&what;的类型是 ")
            let plan = try XLIFFExchangeTests.importing(edited, into: project)
            #expect(plan.diagnostics.map(\.identifier) == ["xliff.doctype"])
            #expect(plan.diagnostics.first?.location == FileLocation(file: project.root + "/zh.xlf", line: 3, column: 1))
            #expect(try project.snapshot() == before)
        }
    }

    @Test("an entity other than XML's five is an error at its line and column; character references and the five are text")
    func entity() throws {
        let project = try Project()
        defer { project.remove() }
        var text = try XLIFFExchangeTests.export(project, .v21)
        text = text.replacingOccurrences(of: "尺寸类的类型是 ", with: "尺寸类&#30340;类型是&amp;&lt;&gt;&apos;&quot;&nbsp; ")
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("&nbsp;") }) + 1
        let targetLine = lines[line - 1]
        let column = try #require(targetLine.range(of: "&nbsp;")).lowerBound.utf16Offset(in: targetLine) + 1
        let plan = try XLIFFExchangeTests.importing(text, into: project)
        #expect(plan.diagnostics.map(\.identifier) == ["xliff.entity"])
        #expect(plan.diagnostics.first?.location.line == line)
        #expect(plan.diagnostics.first?.location.column == column)
        #expect(plan.diagnostics.first?.message.contains("&nbsp;") == true)
    }

    @Test("a document in another declared encoding is refused by name; invalid UTF-8 is located to its byte")
    func encoding() throws {
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<xliff version=\"1.2\"><file original=\"a.md\"><body/></file></xliff>\n".utf8)
        let (_, refused) = XLIFFDocument.parse(Data(latin1), path: "zh.xlf")
        #expect(refused.map(\.identifier) == ["xliff.encoding"])
        #expect(refused.first?.message.contains("`ISO-8859-1`") == true)
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">\n  <file original=\"a.md\"><body><trans-unit id=\"x\"><source>ab"
        let bytes = Array(head.utf8) + [0xFF] + Array("</source></trans-unit></body></file></xliff>\n".utf8)
        let (document, invalid) = XLIFFDocument.parse(Data(bytes), path: "zh.xlf")
        #expect(document == nil)
        #expect(invalid.map(\.identifier) == ["xliff.encoding"])
        let lastLine = try #require(head.split(separator: "\n").last)
        #expect(invalid.first?.location == FileLocation(file: "zh.xlf", line: 3, column: lastLine.count + 1))
        #expect(invalid.first?.message.contains("byte offset \(head.utf8.count) (0xFF)") == true)
    }

    @Test("a document saved with CRLF line endings imports like the one exported", arguments: XLIFFVersion.allCases)
    func crlfDocument(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let text = try XLIFFExchangeTests.export(project, version)
        let before = try project.snapshot()
        let plan = try XLIFFExchangeTests.importing(text.replacingOccurrences(of: "\n", with: "\r\n"), into: project)
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.prefix(3).map(\.message))")
        #expect(plan.replacements.isEmpty)
        #expect(try project.snapshot() == before)
    }

    // MARK: Commands

    @Test("duet po import and duet xliff import refuse a duplicate at its line, exit 1 and write nothing")
    func commandsRefuseDuplicates() throws {
        let binary = try #require(ChecksFixture.duetBinary(), "run `swift build` first")
        let project = try Project()
        defer { project.remove() }
        var catalog = try project.export()
        let index = try #require(catalog.entries.firstIndex { !$0.string.isEmpty })
        catalog.entries.append(catalog.entries[index])
        let po = project.root + "/zh.po"
        try catalog.serialized().write(toFile: po, atomically: true, encoding: .utf8)
        let before = try project.snapshot()
        let (status, output) = try POExchangeTests.run(binary.path, ["po", "import", po, "--content", project.content])
        #expect(status == 1)
        #expect(output.contains("[duet.po.duplicate-entry]") && output.contains("the first is at line"))
        #expect(!output.contains("Changed"))
        #expect(try project.snapshot() == before)
        let unreadable = try POExchangeTests.run(binary.path, ["po", "import", project.root, "--content", project.content])
        #expect(unreadable.0 == 1 && unreadable.1.contains("cannot read `\(project.root)`: is a directory"))
        let xliff = try Self.scratchFile("dup.xlf", Array(try XLIFFExchangeTests.export(project, .v12).utf8))
        var text = try String(contentsOfFile: xliff, encoding: .utf8)
        let start = try #require(text.range(of: "      <trans-unit "))
        let end = try #require(text[start.lowerBound...].range(of: "      </trans-unit>\n"))
        text.insert(contentsOf: String(text[start.lowerBound..<end.upperBound]), at: end.upperBound)
        try text.write(toFile: xliff, atomically: true, encoding: .utf8)
        let refused = try POExchangeTests.run(binary.path, ["xliff", "import", xliff, "--content", project.content])
        #expect(refused.0 == 1 && refused.1.contains("[duet.xliff.duplicate-unit]"))
        #expect(try project.snapshot() == before)
    }
}
