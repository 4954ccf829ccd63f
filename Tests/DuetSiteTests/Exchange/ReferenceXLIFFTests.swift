import DuetContent
import DuetExchange
import DuetTestSupport
import Foundation
import Testing

/// The reference catalog's strings through XLIFF (`xliff/reference.xlf`), for translators
/// whose tools do not speak PO: exported with the pages' document, imported entry by entry
/// into `content/zh/reference.po`, through the checks a build makes of the catalog.
@Suite("Reference strings through XLIFF", .serialized)
struct ReferenceXLIFFTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project
    static let duet = TranslationMemoryTests.duet
    static var catalogPath: (Project) -> String { { $0.content + "/" + ReferenceCatalog.relativePath } }

    /// Sets the target of the unit `key` to `chinese` with ElementTree, as a script or tool
    /// would (namespace prefix `ns0:` on every element).
    static func setTarget(_ document: String, key: String, to chinese: String) throws {
        _ = try TranslationMemoryTests.python("""
        import sys, xml.etree.ElementTree as ET
        tree = ET.parse(sys.argv[1])
        unit = next(u for u in tree.iter() if u.tag.split("}")[-1] in ("trans-unit", "unit") and u.get("id") == sys.argv[2])
        target = next(t for t in unit.iter() if t.tag.endswith("}target"))
        target.text = sys.argv[3]
        tree.write(sys.argv[1], encoding="utf-8", xml_declaration=True)
        """, [document, key, chinese])
    }

    @Test("an edited target, in XLIFF 1.2 and 2.1, changes that entry's msgstr and no other line of the catalog", arguments: ["1.2", "2.1"])
    func editedTarget(version: String) throws {
        let project = try Project()
        defer { project.remove() }
        let (status, output) = try Self.duet(["xliff", "export", "--content", project.content, "--output", project.root + "/x", "--xliff-version", version])
        #expect(status == 0 && output.contains("reference.xlf") && output.contains("reference strings"), "\(output)")
        let document = project.root + "/x/reference.xlf"
        let before = try String(contentsOfFile: Self.catalogPath(project), encoding: .utf8)
        let (unchanged, unchangedOutput) = try Self.duet(["xliff", "import", document, "--content", project.content])
        #expect(unchanged == 0 && unchangedOutput.contains("Changed 0 reference string(s)"), "\(unchangedOutput)")
        #expect(try String(contentsOfFile: Self.catalogPath(project), encoding: .utf8) == before)

        try Self.setTarget(document, key: "common.list", to: "{first}，{rest}")
        let (edited, editedOutput) = try Self.duet(["xliff", "import", document, "--content", project.content])
        #expect(edited == 0 && editedOutput.contains("Changed 1 reference string(s)"), "\(editedOutput)")
        let after = try String(contentsOfFile: Self.catalogPath(project), encoding: .utf8)
        let old = before.components(separatedBy: "\n"), new = after.components(separatedBy: "\n")
        #expect(old.count == new.count)
        let changed = zip(old, new).filter { $0 != $1 }
        #expect(changed.count == 1 && changed.first?.1 == "msgstr \"{first}，{rest}\"", "\(changed)")
        let (checked, checkOutput) = try Self.duet(["check", "--content", project.content])
        #expect(checked == 0, "\(checkOutput)")
    }

    @Test("a target that drops a placeholder or uses a forbidden term is refused at its unit, and the catalog is not written")
    func refusedTargets() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try Self.duet(["xliff", "export", "--content", project.content, "--output", project.root + "/x"]).status == 0)
        let document = project.root + "/x/reference.xlf"
        let before = try String(contentsOfFile: Self.catalogPath(project), encoding: .utf8)
        try Self.setTarget(document, key: "common.list", to: "{first}、")
        try Self.setTarget(document, key: "size-classes.cell", to: "尺码类：{vertical}，水平：{horizontal}")
        let (status, output) = try Self.duet(["xliff", "import", document, "--content", project.content])
        #expect(status == 1)
        #expect(output.contains("reference.placeholder") && output.contains("common.list"), "\(output)")
        #expect(output.contains("terminology.forbidden") && output.contains("尺码类"), "\(output)")
        #expect(output.contains("reference.xlf:"), "each at its unit's line: \(output)")
        #expect(try String(contentsOfFile: Self.catalogPath(project), encoding: .utf8) == before)
    }

    @Test("a stale string is exported to be reviewed; confirmed, it is current again; a string the catalog lacks is added")
    func staleAndMissing() throws {
        let project = try Project()
        defer { project.remove() }
        let catalog = try String(contentsOfFile: Self.catalogPath(project), encoding: .utf8)
        // The entry as if written for older English, and an entry removed.
        let stale = "msgctxt \"common.list\"\nmsgid \"{first}, {rest}\""
        let removed = "msgctxt \"common.clauses\"\nmsgid \"{first}; {second}\"\nmsgstr \"{first}；{second}\"\n"
        #expect(catalog.contains(stale) && catalog.contains(removed))
        try catalog.replacingOccurrences(of: stale, with: "msgctxt \"common.list\"\nmsgid \"{first} and {rest}\"")
            .replacingOccurrences(of: removed, with: "").write(toFile: Self.catalogPath(project), atomically: true, encoding: .utf8)
        #expect(try Self.duet(["xliff", "export", "--content", project.content, "--output", project.root + "/x"]).status == 0)
        let document = project.root + "/x/reference.xlf"
        let text = try String(contentsOfFile: document, encoding: .utf8)
        #expect(text.contains("<target state=\"needs-review-translation\">{first}、{rest}</target>"))
        #expect(text.contains("<trans-unit id=\"common.clauses\"") && !text.contains("{first}；{second}"))
        _ = try TranslationMemoryTests.python("""
        import sys, xml.etree.ElementTree as ET
        ns = "{urn:oasis:names:tc:xliff:document:1.2}"
        ET.register_namespace("", ns[1:-1])
        tree = ET.parse(sys.argv[1])
        for unit in tree.iter(ns + "trans-unit"):
            if unit.get("id") == "common.list":
                unit.find(ns + "target").set("state", "translated")
            if unit.get("id") == "common.clauses":
                target = ET.SubElement(unit, ns + "target", {"state": "translated"})
                target.text = "{first}；{second}"
        tree.write(sys.argv[1], encoding="utf-8", xml_declaration=True)
        """, [document])
        let (status, output) = try Self.duet(["xliff", "import", document, "--content", project.content])
        #expect(status == 0 && output.contains("Changed 2 reference string(s)"), "\(output)")
        let after = try String(contentsOfFile: Self.catalogPath(project), encoding: .utf8)
        #expect(after.contains("msgctxt \"common.list\"\nmsgid \"{first}, {rest}\"\nmsgstr \"{first}、{rest}\""))
        #expect(after.hasSuffix("\nmsgctxt \"common.clauses\"\nmsgid \"{first}; {second}\"\nmsgstr \"{first}；{second}\"\n"))
        let (checked, checkOutput) = try Self.duet(["check", "--content", project.content])
        #expect(checked == 0 && !checkOutput.contains("reference.stale") && !checkOutput.contains("reference.missing"), "\(checkOutput)")
    }

    @Test("an export over a reference document holding work not yet imported is refused; --force replaces it")
    func pendingWorkIsKept() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try Self.duet(["xliff", "export", "--content", project.content, "--output", project.root + "/x"]).status == 0)
        let document = project.root + "/x/reference.xlf"
        try Self.setTarget(document, key: "common.list", to: "{first}，{rest}")
        let pending = try Data(contentsOf: URL(fileURLWithPath: document))
        let (status, output) = try Self.duet(["xliff", "export", "--content", project.content, "--output", project.root + "/x"])
        #expect(status == 1 && output.contains("xliff.unimported"), "\(output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: document)) == pending)
        #expect(try Self.duet(["xliff", "export", "--content", project.content, "--output", project.root + "/x", "--force"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: document)) != pending)
    }
}
