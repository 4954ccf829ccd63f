import DuetContent
import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// `duet tmx export` and `duet tbx export`, read by tools Duet did not write: each file
/// validates against its standard's grammar (Tests/DuetSiteTests/Fixtures/schemas, read
/// with lxml's RELAX NG), translate-toolkit's TMX and TBX readers find in it what the
/// content says, and a memory turned back into a PO catalog by translate-toolkit imports
/// as no change.
@Suite("Translation memory and terminology out", .serialized)
struct TranslationMemoryTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project
    static let python = ThirdPartyToolsTests.venv + "/python"
    static let schemas = ChecksFixture.repositoryRoot.appendingPathComponent("Tests/DuetSiteTests/Fixtures/schemas").path

    static func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet binary is not built")
        return try ThirdPartyToolsTests.run(binary.path, arguments)
    }

    /// Runs `script` with the test venv's Python (lxml, translate-toolkit, polib); its
    /// standard output, which the script uses to report what it found.
    static func python(_ script: String, _ arguments: [String]) throws -> String {
        let (status, output) = try ThirdPartyToolsTests.run(python, ["-c", script] + arguments)
        #expect(status == 0, "\(output)")
        return output
    }

    /// Validates `document` with the grammar `schema`, then validates it again after
    /// `mutation` (Python on `root`), which must fail: the grammar can tell.
    static let validation = """
    import sys
    from lxml import etree
    schema = etree.RelaxNG(etree.parse(sys.argv[1]))
    document = etree.parse(sys.argv[2])
    print("valid" if schema.validate(document) else "invalid: %s" % schema.error_log.last_error)
    root = document.getroot()
    exec(sys.argv[3])
    print("mutated valid" if schema.validate(document) else "mutated invalid")
    """

    @Test("the memory is TMX 1.4b: every accepted block and current reference string, as translate-toolkit reads it")
    func tmxExport() throws {
        let project = try Project()
        defer { project.remove() }
        let (status, output) = try Self.duet(["tmx", "export", "--content", project.content, "--output", project.root + "/tmx"])
        #expect(status == 0, "\(output)")
        let memory = project.root + "/tmx/zh.tmx"
        let checked = try Self.python(Self.validation, [Self.schemas + "/tmx-1.4b.rng", memory, "del root.find('header').attrib['srclang']"])
        #expect(checked == "valid\nmutated invalid\n")

        // What translate-toolkit reads: one unit per accepted block, keyed by the PO
        // catalog's context, and one per current reference string, equal to the catalog's.
        let catalog = try project.export()
        let accepted = catalog.entries.filter { !$0.fuzzy && !$0.string.isEmpty }
        let read = try Self.python("""
        import sys, polib
        from translate.storage import tmx
        memory = tmx.tmxfile.parsefile(sys.argv[1])
        reference = {e.msgctxt: e for e in polib.pofile(sys.argv[2])}
        pages = [u for u in memory.units if ".md#" in u.getcontext()]
        strings = [u for u in memory.units if ".md#" not in u.getcontext()]
        wrong = [u.getcontext() for u in strings
                 if u.getcontext() not in reference or reference[u.getcontext()].msgid != u.source or reference[u.getcontext()].msgstr != u.target]
        print(len(pages), len(strings), len(wrong))
        first = pages[0]
        print(first.getcontext())
        print(first.source)
        print(first.target)
        """, [memory, project.content + "/zh/reference.po"])
        let lines = read.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let counts = lines[0].split(separator: " ").compactMap { Int($0) }
        #expect(counts.count == 3)
        #expect(counts.first == accepted.count, "every accepted block is a unit")
        #expect(counts.dropFirst().first ?? 0 > 900, "the reference strings are units")
        #expect(counts.last == 0, "a reference unit is its catalog entry")
        #expect(lines[1] == accepted[0].context && lines[2] == accepted[0].id && lines[3] == accepted[0].string)
        #expect(output.contains("Wrote") && output.contains("\(accepted.count) page blocks"))
    }

    @Test("a block the English changed since it was accepted, or never accepted, is not in the memory")
    func onlyAcceptedBlocks() throws {
        let project = try Project()
        defer { project.remove() }
        let page = project.content + "/en/00-about.md"
        let english = try String(contentsOfFile: page, encoding: .utf8)
        let sentence = "It is written for iOS developers who need the exact rules"
        #expect(english.contains(sentence))
        try english.replacingOccurrences(of: sentence, with: "It is written for iOS engineers who need the exact rules")
            .write(toFile: page, atomically: true, encoding: .utf8)
        let (status, output) = try Self.duet(["tmx", "export", "--content", project.content, "--output", project.root + "/tmx"])
        #expect(status == 0, "\(output)")
        let memory = try String(contentsOfFile: project.root + "/tmx/zh.tmx", encoding: .utf8)
        #expect(!memory.contains("iOS engineers") && !memory.contains(sentence))
        #expect(memory.contains("<tu tuid=\"00-about.md#051e7e6951\">"), "the blocks around it are still there")
    }

    @Test("a memory turned back into a PO catalog by translate-toolkit imports with no change")
    func tmxRoundTrip() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try Self.duet(["tmx", "export", "--content", project.content, "--output", project.root + "/tmx"]).status == 0)
        let before = try project.snapshot()
        let written = try Self.python("""
        import sys
        from translate.storage import tmx, po
        memory = tmx.tmxfile.parsefile(sys.argv[1])
        catalog = po.pofile()
        for unit in memory.units:
            if ".md#" not in unit.getcontext():
                continue
            entry = catalog.addsourceunit(unit.source)
            entry.target = unit.target
            entry.setcontext(unit.getcontext())
        catalog.savefile(sys.argv[2])
        print(len(catalog.units))
        """, [project.root + "/tmx/zh.tmx", project.root + "/from-memory.po"])
        #expect(Int(written.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 500)
        let (status, output) = try Self.duet(["po", "import", project.root + "/from-memory.po", "--content", project.content])
        #expect(status == 0, "\(output)")
        #expect(output.contains("Changed 0 block(s)"), "\(output)")
        #expect(try project.snapshot() == before)
    }

    @Test("the termbase is TBX-Basic: every glossary entry, alternates admitted, forbidden variants deprecated, as translate-toolkit reads it")
    func tbxExport() throws {
        let project = try Project()
        defer { project.remove() }
        let (status, output) = try Self.duet(["tbx", "export", "--content", project.content, "--output", project.root + "/tbx"])
        #expect(status == 0, "\(output)")
        let termbase = project.root + "/tbx/glossary.tbx"
        let checked = try Self.python(Self.validation, [Self.schemas + "/tbx-basic-v2.rng", termbase,
                                                        "root.find('.//termNote').text = 'preferred'"])
        #expect(checked == "valid\nmutated invalid\n")
        let (content, _) = try project.load()
        let entry = try #require(content.glossary.entry(id: "view-controller"))
        let read = try Self.python("""
        import sys
        from translate.storage import tbx
        termbase = tbx.tbxfile.parsefile(sys.argv[1])
        print(len(termbase.units))
        unit = next(u for u in termbase.units if u.getid() == "term-" + sys.argv[2])
        print(unit.source)
        print(unit.target)
        print("|".join(t.text for t in unit.get_target_terms() if t.deprecated))
        print("|".join(t.text for t in unit.get_target_terms() if t.administrative_status == "admittedTerm-admn-sts"))
        print(unit.getnotes())
        print("|".join(n.text for n in unit.get_common_notes(source=True) if n.origin == "definition"))
        print("|".join(n.text for n in unit.get_common_notes() if n.origin == "definition"))
        """, [termbase, entry.id])
        let lines = read.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == String(content.glossary.entries.count))
        #expect(lines[1] == entry.en && lines[2] == entry.zh)
        #expect(lines[3] == entry.zhForbidden.joined(separator: "|"))
        #expect(lines[4] == entry.zhAlternates.filter { $0 != entry.zh }.joined(separator: "|"))
        #expect(lines[5] == "API: UIViewController")
        #expect(lines[6] == entry.definition.en && lines[7] == entry.definition.zh, "each language's definition")
    }

    @Test("an export over a file duet did not write is refused by name unless --force; the same bytes write nothing")
    func foreignFileIsKept() throws {
        let project = try Project()
        defer { project.remove() }
        let folder = project.root + "/tmx"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "a translator's own memory\n".write(toFile: folder + "/zh.tmx", atomically: true, encoding: .utf8)
        let (refused, said) = try Self.duet(["tmx", "export", "--content", project.content, "--output", folder])
        #expect(refused == 1)
        #expect(said.contains("zh.tmx") && said.contains("export.not-ours"), "\(said)")
        #expect(try String(contentsOfFile: folder + "/zh.tmx", encoding: .utf8) == "a translator's own memory\n")
        #expect(try Self.duet(["tmx", "export", "--content", project.content, "--output", folder, "--force"]).status == 0)
        let (again, up) = try Self.duet(["tmx", "export", "--content", project.content, "--output", folder])
        #expect(again == 0 && up.contains("up to date"), "\(up)")
    }
}
