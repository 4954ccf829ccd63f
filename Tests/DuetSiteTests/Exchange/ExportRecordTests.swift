import DuetContent
import DuetTestSupport
import DuetSite
import DuetExchange
import Foundation
import Testing

/// An import changes only what the translator changed. Every exported entry carries what
/// it held at export (`exported: zh <hash>`), so a full catalog from an old export never
/// restores text another translator has since imported, a change made on both sides is a
/// conflict, and a fuzzy flag that was already there never withdraws a later acceptance.
@Suite("Imports change only what the translator changed", .serialized)
struct ExportRecordTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    /// Two entries on different pages whose text needs no escaping in XML and has no code
    /// span, so an XLIFF target holds exactly the entry's Chinese.
    static func plainEntries(_ catalog: POCatalog) throws -> (about: POCatalog.Entry, chapter: POCatalog.Entry) {
        func plain(_ entry: POCatalog.Entry) -> Bool {
            !entry.string.contains { "`<>&\"'\n[".contains($0) } && !entry.id.contains { "`<>&\"'\n[".contains($0) } && entry.string.count > 20
        }
        let about = try #require(catalog.entries.first { $0.context.hasPrefix("00-about.md#") && plain($0) })
        let chapter = try #require(catalog.entries.first { $0.context.hasPrefix("02-") && plain($0) })
        return (about, chapter)
    }

    static func chinese(_ project: Project, page: String) throws -> String {
        try String(contentsOfFile: project.content + "/zh/" + page, encoding: .utf8)
    }

    static func edited(_ catalog: POCatalog, _ context: String, appending mark: String) -> POCatalog {
        var catalog = catalog
        if let index = catalog.entries.firstIndex(where: { $0.context == context }) { catalog.entries[index].string += mark }
        return catalog
    }

    static func editedXLIFF(_ document: String, _ entry: POCatalog.Entry, appending mark: String) throws -> String {
        let target = ">" + entry.string + "</target>"
        #expect(document.components(separatedBy: target).count == 2, "one unit holds the text")
        return document.replacingOccurrences(of: target, with: ">" + entry.string + mark + "</target>")
    }

    @Test("two translators with full catalogs from one export, one in PO and one in XLIFF, keep both changes in either order",
          arguments: XLIFFVersion.allCases, [true, false])
    func twoTranslators(_ version: XLIFFVersion, poFirst: Bool) throws {
        let project = try Project()
        defer { project.remove() }
        let catalog = try project.export()
        let document = try XLIFFExchangeTests.export(project, version)
        let (about, chapter) = try Self.plainEntries(catalog)
        let po = Self.edited(catalog, chapter.context, appending: "（乙改）").serialized()
        let xliff = try Self.editedXLIFF(document, about, appending: "（甲改）")
        let plans = poFirst ? [try project.importing(po), try XLIFFExchangeTests.importing(xliff, into: project)]
                            : [try XLIFFExchangeTests.importing(xliff, into: project), try project.importing(po)]
        for plan in plans {
            #expect(!plan.diagnostics.hasErrors, "\(plan.diagnostics.map(\.message))")
            #expect(plan.replacements.count == 1, "each import changes its translator's one block: \(plan.summary)")
        }
        #expect(try Self.chinese(project, page: "00-about.md").contains(about.string + "（甲改）"))
        let chapterPage = String(chapter.context.split(separator: "#")[0])
        #expect(try Self.chinese(project, page: chapterPage).contains(chapter.string + "（乙改）"))
    }

    @Test("two translators' imports run at once, PO and XLIFF, both through duet: both changes survive")
    func twoTranslatorsAtOnce() throws {
        let project = try Project()
        defer { project.remove() }
        let catalog = try project.export()
        let (about, chapter) = try Self.plainEntries(catalog)
        try Self.edited(catalog, chapter.context, appending: "（乙改）").serialized().write(toFile: project.root + "/zh.po", atomically: true, encoding: .utf8)
        try Self.editedXLIFF(try XLIFFExchangeTests.export(project, .v12), about, appending: "（甲改）")
            .write(toFile: project.root + "/zh.xlf", atomically: true, encoding: .utf8)
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first")
        let runs = [["po", "import", project.root + "/zh.po"], ["xliff", "import", project.root + "/zh.xlf"]].map { arguments in
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments + ["--content", project.content]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in runs { try process.run() }
        for process in runs { process.waitUntilExit(); #expect(process.terminationStatus == 0) }
        #expect(try Self.chinese(project, page: "00-about.md").contains(about.string + "（甲改）"))
        #expect(try Self.chinese(project, page: String(chapter.context.split(separator: "#")[0])).contains(chapter.string + "（乙改）"))
    }

    @Test("a block changed in content/zh since the export and changed again in the catalog is a conflict at both places, and nothing is written")
    func conflict() throws {
        let project = try Project()
        defer { project.remove() }
        let catalog = try project.export()
        let (about, _) = try Self.plainEntries(catalog)
        try project.importing(Self.edited(catalog, about.context, appending: "（甲改）").serialized())
        let before = try project.snapshot()
        let text = Self.edited(catalog, about.context, appending: "（乙改）").serialized()
        let plan = try project.importing(text)
        let errors = plan.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.identifier) == ["po.conflict"])
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "msgctxt \"\(about.context)\"" })
        #expect(errors.first?.location.line == line + 1, "at the entry")
        #expect(errors.first?.related?.file.hasSuffix("zh/00-about.md") == true, "and at the block in content/zh")
        #expect(try project.snapshot() == before, "nothing is written")
        // The same change on both sides is no conflict.
        let same = try project.importing(Self.edited(catalog, about.context, appending: "（甲改）").serialized())
        #expect(!same.diagnostics.hasErrors && same.replacements.isEmpty)
    }

    @Test("an entry left as exported changes nothing when its English changed since, and is counted, not refused")
    func outdatedEntryLeftAlone() throws {
        let project = try Project()
        defer { project.remove() }
        let catalog = try project.export()
        let (about, chapter) = try Self.plainEntries(catalog)
        let english = project.content + "/en/00-about.md"
        let page = try String(contentsOfFile: english, encoding: .utf8)
        try page.replacingOccurrences(of: about.id, with: about.id + " Still true.").write(toFile: english, atomically: true, encoding: .utf8)
        let plan = try project.importing(Self.edited(catalog, chapter.context, appending: "（乙改）").serialized())
        #expect(!plan.diagnostics.hasErrors, "\(plan.diagnostics.map(\.message))")
        #expect(plan.replacements.count == 1 && plan.outdated == 1)
        #expect(plan.summary.contains("1 left as exported for English that has changed since"))
    }

    @Test("a fuzzy flag already there at export never withdraws an acceptance made after it; with new text it does")
    func fuzzyFromExport() throws {
        let project = try Project()
        defer { project.remove() }
        var catalog = try project.export()
        let (about, _) = try Self.plainEntries(catalog)
        let index = try #require(catalog.entries.firstIndex { $0.context == about.context })
        // A reviewer withdraws the acceptance; the next export is fuzzy there.
        catalog.entries[index].fuzzy = true
        #expect(try project.importing(catalog.serialized()).withdrawn.count == 1)
        let stale = try project.export()
        #expect(stale.entries.first { $0.context == about.context }?.fuzzy == true)
        // Someone accepts it again (an entry without the flag).
        var accepting = stale
        let staleIndex = try #require(accepting.entries.firstIndex { $0.context == about.context })
        accepting.entries[staleIndex].fuzzy = false
        #expect(try project.importing(accepting.serialized()).accepted.count == 1)
        // The catalog exported while it was fuzzy, untouched: nothing is withdrawn.
        let untouched = try project.importing(stale.serialized())
        #expect(untouched.withdrawn.isEmpty && untouched.accepted.isEmpty && untouched.replacements.isEmpty)
        // The same catalog with new text under the flag: the new text is unreviewed.
        let changed = try project.importing(Self.edited(stale, about.context, appending: "（待审）").serialized())
        #expect(changed.replacements.count == 1 && changed.withdrawn.count == 1)
    }

    @Test("each exported entry and unit records the Chinese it was exported with, and the record reads back")
    func recordsAreWritten() throws {
        let project = try Project()
        defer { project.remove() }
        let catalog = try project.export()
        for entry in catalog.entries.prefix(50) {
            let record = try #require(ExportRecord.find(in: entry.extractedComments))
            #expect(record.matches(entry.string) && record.fuzzy == entry.fuzzy)
        }
        #expect(ExportRecord.find(in: ["exported: zh 12345"]) == nil, "a mangled record is no record")
        #expect(ExportRecord.find(in: ["exported:\nzh 0123456789abcdef fuzzy"])?.fuzzy == true, "however a tool wrapped it")
        for version in XLIFFVersion.allCases {
            #expect(try XLIFFExchangeTests.export(project, version).components(separatedBy: ExportRecord(chinese: catalog.entries[0].string, fuzzy: false).comment).count == 2)
        }
    }
}
