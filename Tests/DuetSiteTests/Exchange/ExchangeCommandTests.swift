import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// Runs the built `duet xliff` and `duet status --format html` on a scratch copy of the
/// shipped content: exit codes, nothing written on error, and no file replaced that duet
/// did not write.
@Suite("duet xliff and duet status --format html, end to end", .serialized)
struct ExchangeCommandTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    /// Runs the built duet; the output is standard output and standard error together,
    /// where the diagnostics go.
    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try POExchangeTests.run(binary.path, arguments)
    }

    @Test("xliff export and import in both versions; a broken document exits 1 and writes nothing; an edited export is not replaced without --force")
    func xliff() throws {
        let project = try Project()
        defer { project.remove() }
        let before = try project.snapshot()
        for version in ["1.2", "2.1"] {
            let folder = project.root + "/xliff-" + version
            let export = try duet(["xliff", "export", "--content", project.content, "--output", folder, "--xliff-version", version])
            #expect(export.status == 0, "\(export.output)")
            let imported = try duet(["xliff", "import", folder + "/zh.xlf", "--content", project.content])
            #expect(imported.status == 0, "\(imported.output)")
            #expect(imported.output.contains("Changed 0 block(s), accepted 0"))
            #expect(try project.snapshot() == before)
            let path = folder + "/zh.xlf"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "</xliff>", with: "</xlif>").write(toFile: path, atomically: true, encoding: .utf8)
            let broken = try duet(["xliff", "import", path, "--content", project.content])
            #expect(broken.status == 1)
            #expect(broken.output.contains("[duet.xliff.syntax]") && broken.output.contains("Nothing was written."))
            #expect(try project.snapshot() == before)
            let again = try duet(["xliff", "export", "--content", project.content, "--output", folder, "--xliff-version", version])
            #expect(again.status == 1 && again.output.contains("[duet.xliff.would-overwrite]"))
            #expect(try duet(["xliff", "export", "--content", project.content, "--output", folder, "--xliff-version", version, "--force"]).status == 0)
        }
        #expect(try duet(["xliff", "export", "--content", project.content, "--xliff-version", "3.0"]).status == 2)
    }

    @Test("status --format html writes the dashboard, and replaces only a file duet wrote unless --force")
    func statusHTML() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/status.html"
        let printed = try duet(["status", "--content", project.content, "--format", "html"])
        #expect(printed.status == 0 && printed.output.contains(StatusDashboard.generator))
        #expect(try duet(["status", "--content", project.content, "--format", "html", "--output", path]).status == 0)
        #expect(try duet(["status", "--content", project.content, "--format", "html", "--output", path]).status == 0, "its own file is replaced")
        try "my notes".write(toFile: path, atomically: true, encoding: .utf8)
        let refused = try duet(["status", "--content", project.content, "--format", "html", "--output", path])
        #expect(refused.status == 1 && refused.output.contains("[duet.status.would-overwrite]"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes")
        #expect(try duet(["status", "--content", project.content, "--format", "html", "--output", path, "--force"]).status == 0)
    }
}
