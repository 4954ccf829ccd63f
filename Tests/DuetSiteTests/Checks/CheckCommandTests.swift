import DuetContent
import DuetTestSupport
import DuetSite
import Foundation
import Testing

/// Runs the built `duet` binary on fixtures: the exit codes are the CLI's contract.
@Suite("duet check, status and accept, end to end")
struct CheckCommandTests {
    init() { ShippedStrings.install() }

    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try ChecksFixture.run(binary, arguments)
    }

    /// The fixture's content options; the clean fixture's Chinese table is read with the
    /// shipped catalog's words, as a project with a catalog is.
    private func content(_ name: String) throws -> [String] {
        let path = name == "clean" ? try ChecksFixture.copyWithCatalog(name) : ChecksFixture.path(name)
        return ["--content", path, "--templates", ChecksFixture.templates]
    }

    @Test("exit 0 when clean, 1 with errors, 1 with warnings under --warnings-as-errors, 2 on an unknown option")
    func exitCodes() throws {
        #expect(try duet(["check"] + content("clean")).status == 0)
        #expect(try duet(["check"] + content("symbols")).status == 1)
        #expect(try duet(["check"] + content("code")).status == 0)
        #expect(try duet(["check", "--warnings-as-errors"] + content("code")).status == 1)
        #expect(try duet(["check", "--no-such-option"] + content("clean")).status == 2)
    }

    @Test("--format json prints the diagnostics as decodable JSON")
    func json() throws {
        let (status, output) = try duet(["check", "--format", "json"] + content("symbols"))
        #expect(status == 1)
        let decoded = try JSONDecoder().decode([JSONDiagnostic].self, from: Data(output.utf8))
        #expect(decoded.map(\.id) == ["duet.symbols.missing", "duet.symbols.extra", "duet.symbol.unresolved"])
    }

    @Test("--list-external prints each external URL once")
    func listExternal() throws {
        let (status, output) = try duet(["check", "--list-external"] + content("clean"))
        #expect(status == 0)
        #expect(output.contains("External links (1, not checked):"))
        #expect(output.contains("https://developer.apple.com/documentation/uikit"))
    }

    @Test("accept --all writes the lock, status reports it, accept with no page is a usage error")
    func acceptAndStatus() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try duet(["accept", "--content", directory]).status == 2)
        #expect(try duet(["accept", "no-such-page", "--content", directory]).status == 1)
        #expect(try duet(["accept", "basics", "--content", directory]).status == 0)
        let (status, table) = try duet(["status", "--content", directory])
        #expect(status == 0)
        #expect(table.contains("Page          Translated  Minor  Stale  Needs review  Unreviewed  Untranslated"))
        #expect(table.contains("01-basics.md           5      0      0             0           0             0"))
        #expect(table.contains("02-more.md             0      0      0             0           4             0"))
        #expect(try duet(["accept", "--all", "--content", directory]).status == 0)
        let (_, json) = try duet(["status", "--format", "json", "--content", directory])
        struct Report: Decodable { struct Row: Decodable { let translated: Int; let stale: Int; let missing: Int }; let total: Row }
        let report = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
        #expect(report.total.translated == 9)
        #expect(report.total.missing == 0)
    }

    @Test("the words a Chinese table may use are the catalog's: a word the catalog lists reads, one it does not is an unreadable cell")
    func tableWordsComeFromTheCatalog() throws {
        let directory = try ChecksFixture.copyWithCatalog("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let page = directory + "/zh/02-more.md"
        // A word for "vertical" no list holds, in one cell.
        let original = try String(contentsOfFile: page, encoding: .utf8)
        try original.replacingOccurrences(of: "| 竖直：紧凑<br>", with: "| 纵轴：紧凑<br>").write(toFile: page, atomically: true, encoding: .utf8)
        let (status, output) = try duet(["check", "--content", directory, "--templates", ChecksFixture.templates])
        #expect(status == 1)
        #expect(output.contains("zh/02-more.md:15:") && output.contains("cannot read") && output.contains("table.unreadable-cell"), "\(output)")
        // The translator adds it to the catalog's list of words for "vertical".
        let catalogPath = directory + "/" + ReferenceCatalog.relativePath
        let catalog = try String(contentsOfFile: catalogPath, encoding: .utf8)
        let entry = "msgctxt \"table-words.size.vertical\"\nmsgid \"vertical | vertically | height | tall | v\"\nmsgstr \""
        #expect(catalog.contains(entry))
        try catalog.replacingOccurrences(of: entry, with: entry + "纵轴 | ").write(toFile: catalogPath, atomically: true, encoding: .utf8)
        let (fixed, fixedOutput) = try duet(["check", "--content", directory, "--templates", ChecksFixture.templates])
        #expect(fixed == 0, "\(fixedOutput)")
    }

    @Test("a catalog without a table word list is a located error, like any model string it lacks")
    func missingTableWordsAreAnError() throws {
        let directory = try ChecksFixture.copyWithCatalog("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let catalogPath = directory + "/" + ReferenceCatalog.relativePath
        let catalog = try String(contentsOfFile: catalogPath, encoding: .utf8)
        let entry = "msgctxt \"table-words.header.raw-value\"\nmsgid \"raw | value\"\nmsgstr \""
        let start = try #require(catalog.range(of: entry))
        let end = try #require(catalog[start.upperBound...].range(of: "\n\n"))
        try (String(catalog[..<start.lowerBound]) + String(catalog[end.upperBound...])).write(toFile: catalogPath, atomically: true, encoding: .utf8)
        let (status, output) = try duet(["check", "--content", directory, "--templates", ChecksFixture.templates])
        #expect(status == 1)
        #expect(output.contains("zh/reference.po:") && output.contains("`table-words.header.raw-value`") && output.contains("reference.missing"), "\(output)")
    }
}
