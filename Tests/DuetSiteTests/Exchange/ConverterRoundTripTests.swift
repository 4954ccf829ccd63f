import DuetContent
import DuetTestSupport
import Foundation
import Testing

/// Catalogs that went through tools which drop duet's ids: translate-toolkit's `po2xliff`
/// (XLIFF 1.1, numeric unit ids, no `msgctxt`) and `xliff2po` (no `msgctxt`, or the
/// references as `msgctxt` where English repeats), and a document in the shape an Okapi
/// pipeline hands back (segmented sources and targets, CDATA, memory suggestions, its
/// own extensions). Each imports what the translator changed, and nothing else.
@Suite("Catalogs through translate-toolkit's converters and an Okapi-style pipeline", .serialized)
struct ConverterRoundTripTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project
    static let venv = ThirdPartyToolsTests.venv
    static let duet = TranslationMemoryTests.duet

    /// The project's files under content/ that differ from `before`, by path.
    static func changedFiles(_ project: Project, since before: [String: Data]) throws -> [String] {
        let after = try project.snapshot()
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    @Test("po2xliff's XLIFF 1.1 imports: unchanged it changes nothing, and an edited target lands on its block")
    func po2xliff() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try Self.duet(["po", "export", "--content", project.content, "--output", project.root + "/po"]).status == 0)
        let document = project.root + "/tt.xlf"
        let (converted, said) = try ThirdPartyToolsTests.run(Self.venv + "/po2xliff", [project.root + "/po/zh.po", document])
        #expect(converted == 0, "\(said)")
        #expect(try String(contentsOfFile: document, encoding: .utf8).contains("version=\"1.1\""))
        let before = try project.snapshot()
        let (status, output) = try Self.duet(["xliff", "import", document, "--content", project.content])
        #expect(status == 0, "\(output)")
        #expect(output.contains("Changed 0 block(s)"), "\(output)")
        #expect(try project.snapshot() == before)

        _ = try TranslationMemoryTests.python("""
        import sys
        from lxml import etree
        ns = {"x": "urn:oasis:names:tc:xliff:document:1.1"}
        tree = etree.parse(sys.argv[1])
        unit = next(u for u in tree.iterfind(".//x:trans-unit", ns) if u.find("x:source", ns).text == "## How this guide is built")
        unit.find("x:target", ns).text = sys.argv[2]
        tree.write(sys.argv[1], encoding="UTF-8", xml_declaration=True)
        """, [document, "## 这份手册是怎样构建的"])
        let (edited, editedOutput) = try Self.duet(["xliff", "import", document, "--content", project.content])
        #expect(edited == 0, "\(editedOutput)")
        #expect(editedOutput.contains("Changed 1 block(s)"), "\(editedOutput)")
        #expect(try Self.changedFiles(project, since: before) == ["zh/00-about.md"])
        #expect(try String(contentsOfFile: project.content + "/zh/00-about.md", encoding: .utf8).contains("\n## 这份手册是怎样构建的\n"))
    }

    @Test("xliff2po's catalog imports: an edit of English the book repeats lands on the block its references name")
    func xliff2po() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try Self.duet(["po", "export", "--content", project.content, "--output", project.root + "/po"]).status == 0)
        let document = project.root + "/tt.xlf", catalog = project.root + "/back.po"
        #expect(try ThirdPartyToolsTests.run(Self.venv + "/po2xliff", [project.root + "/po/zh.po", document]).0 == 0)
        #expect(try ThirdPartyToolsTests.run(Self.venv + "/xliff2po", [document, catalog]).0 == 0)
        let before = try project.snapshot()
        let (status, output) = try Self.duet(["po", "import", catalog, "--content", project.content])
        #expect(status == 0 && output.contains("Changed 0 block(s)"), "\(output)")
        #expect(output.contains("unchanged") && !output.contains("left as exported"), "every entry is matched to its block: \(output)")

        // "### Since iOS 13" heads sections of two chapters; xliff2po tells them apart
        // only by their references, which it writes as msgctxt.
        let edited = try TranslationMemoryTests.python("""
        import sys, polib
        po = polib.pofile(sys.argv[1])
        repeated = [e for e in po if e.msgid == "### Since iOS 13"]
        entry = next(e for e in repeated if any(f == "content/en/03-presentations.md" for f, _ in e.occurrences) or "03-presentations" in (e.msgctxt or ""))
        entry.msgstr = sys.argv[2]
        po.save(sys.argv[1])
        print(len(repeated), entry.msgctxt is not None)
        """, [catalog, "### 从 iOS 13 起"])
        #expect(edited.hasPrefix("2 True") || edited.hasPrefix("3 True"), "the repeated heading is told apart by msgctxt: \(edited)")
        let (imported, importOutput) = try Self.duet(["po", "import", catalog, "--content", project.content])
        #expect(imported == 0 && importOutput.contains("Changed 1 block(s)"), "\(importOutput)")
        #expect(try Self.changedFiles(project, since: before) == ["zh/03-presentations.md"])
    }

    @Test("an Okapi-style document imports the one target the translator changed; segments, CDATA and its extensions read as the text, a memory suggestion is not applied")
    func okapiStyle() throws {
        let directory = try ChecksFixture.copyWithCatalog("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try Self.duet(["accept", "--all", "--content", directory]).status == 0)
        let page = directory + "/zh/01-basics.md"
        let original = try String(contentsOfFile: page, encoding: .utf8)
        let fixture = ChecksFixture.repositoryRoot.appendingPathComponent("Tests/DuetSiteTests/Fixtures/exchange/okapi-style.xlf").path
        let (status, output) = try Self.duet(["xliff", "import", fixture, "--content", directory, "--templates", ChecksFixture.templates])
        #expect(status == 0, "\(output)")
        #expect(output.contains("Changed 1 block(s)") && output.contains("3 unchanged"), "\(output)")
        let imported = try String(contentsOfFile: page, encoding: .utf8)
        #expect(imported == original.replacingOccurrences(of: "\n## 尺寸类\n", with: "\n## 尺寸类简介\n"))
        #expect(!imported.contains("备选译文"), "the alt-trans suggestion stays a suggestion")
    }
}
