import DuetContent
import DuetTestSupport
import DuetCore
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

    private func content(_ name: String) -> [String] {
        ["--content", ChecksFixture.path(name), "--templates", ChecksFixture.templates]
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
}
