import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// Settings are validated, not trusted: the base URL, unknown keys, the languages block,
/// empty glossary fields and lock lines for pages that are gone.
@Suite("Validated settings")
struct SettingsValidationTests {
    init() { ShippedStrings.install() }

    private func check(_ edit: (Workspace) throws -> Void) throws -> (BuildContext, Workspace) {
        let workspace = try Workspace(copying: "site")
        try edit(workspace)
        return (SiteBuilder.check(workspace.options.build), workspace)
    }

    /// Adds lines to site.yml; a `baseURL:` line replaces the fixture's own.
    private func settings(_ workspace: Workspace, adding text: String) throws {
        var current = try workspace.read("content/site.yml")
        if text.hasPrefix("baseURL:") { current = current.replacingOccurrences(of: "baseURL: https://example.org/guide/\n", with: "") }
        try workspace.write("content/site.yml", current + text)
    }

    @Test("a base URL that is not an absolute http(s) address is an error at its value",
          arguments: ["42", "\"javascript:alert(1)\"", "ftp://example.org/", "guide/", "https://", "\"https://a.org/x\\\"onload=\\\"\""])
    func badBaseURL(value: String) throws {
        let (context, workspace) = try check { try settings($0, adding: "baseURL: \(value)\n") }
        let error = try #require(context.diagnostics.first { $0.identifier == "settings.invalid-base-url" })
        let lines = try workspace.read("content/site.yml").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(error.location.line == lines.count - 1)
        #expect(error.location.column == 10)
    }

    @Test("an absolute https address, or none, is a valid base URL", arguments: ["https://example.org/guide/", "http://localhost:8080", "\"\""])
    func goodBaseURL(value: String) throws {
        let (context, _) = try check { try settings($0, adding: "baseURL: \(value)\n") }
        #expect(!context.diagnostics.contains { $0.identifier == "settings.invalid-base-url" })
    }

    @Test("--base-url is validated like baseURL")
    func baseURLOption() throws {
        let workspace = try Workspace(copying: "site")
        var options = workspace.options.build
        options.baseURL = "javascript:alert(1)"
        let result = SiteBuilder.build(options)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains { $0.identifier == "settings.invalid-base-url" && $0.location.file == "--base-url" })
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")))
    }

    @Test("an unknown key of site.yml is reported at the key")
    func unknownKey() throws {
        let (context, _) = try check { try settings($0, adding: "theme: dark\n") }
        let warning = try #require(context.diagnostics.first { $0.identifier == "settings.unknown-key" })
        #expect(warning.message.contains("`theme`"))
        #expect(warning.location.column == 1)
    }

    @Test("a languages block is checked: duet publishes en and zh-Hans")
    func languagesBlock() throws {
        let good = "languages:\n  - code: en\n    tag: en\n  - code: zh\n    tag: zh-Hans\n"
        #expect(!(try check { try settings($0, adding: good) }).0.diagnostics.contains { $0.identifier.hasPrefix("settings.") })
        let french = "languages:\n  - code: en\n  - code: fr\n"
        let (context, _) = try check { try settings($0, adding: french) }
        let error = try #require(context.diagnostics.first { $0.identifier == "settings.invalid-languages" })
        #expect(error.message.contains("English (`en`) and Simplified Chinese (`zh`) only"))
    }

    @Test("a glossary entry with an empty id, term or definition is an error at the field", arguments: [
        ("id: \"\"", "`id`"), ("en: \" \"", "`en`"), ("zh: \"\"", "`zh`"),
    ])
    func emptyGlossaryField(field: String, named: String) throws {
        let entry = "- id: trait\n  en: trait\n  zh: 特征\n  definition:\n    en: A value.\n    zh: 一个值。\n"
        let key = String(field.prefix { $0 != ":" })
        let broken = entry.split(separator: "\n").map { line -> String in
            line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "- ", with: "").hasPrefix(key + ":") && !line.contains("    ")
                ? (line.hasPrefix("- ") ? "- " : "  ") + field : String(line)
        }.joined(separator: "\n") + "\n"
        let (context, _) = try check { try $0.write("content/glossary.yml", broken) }
        let error = try #require(context.diagnostics.first { $0.identifier == "glossary.empty-field" }, "\(broken)")
        #expect(error.message.contains(named))
        #expect(error.location.file.hasSuffix("glossary.yml"))
    }

    @Test("a glossary entry without a definition is an error")
    func missingDefinition() throws {
        let (context, _) = try check { try $0.write("content/glossary.yml", "- id: trait\n  en: trait\n  zh: 特征\n") }
        #expect(context.diagnostics.contains { $0.identifier == "glossary.empty-field" && $0.message.contains("definition.en") })
    }
}

@Suite("Lock lines for pages and blocks that are gone")
struct LockOrphanTests {
    init() { ShippedStrings.install() }

    @Test("a lock line for an unknown page or block is a warning at its line, and duet accept --prune removes it")
    func orphansReportedAndPruned() throws {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        let workspace = try Workspace(copying: "site")
        let source = ["--content", workspace.path("content")]
        #expect(try ChecksFixture.run(binary, ["accept", "--all"] + source).status == 0)
        let lock = try workspace.read("content/translations.lock")
        try workspace.write("content/translations.lock", lock + "99-gone.md 0 0123456789abcdef\n01-traits.md 999 0123456789abcdef\n")
        let lines = lock.split(separator: "\n", omittingEmptySubsequences: false).count
        let context = SiteBuilder.check(workspace.options.build)
        let orphans = context.diagnostics.filter { $0.identifier == "lock.orphan" }
        #expect(orphans.map(\.location.line) == [lines, lines + 1])
        #expect(orphans.map(\.severity) == [.warning, .warning])
        #expect(orphans[0].message.contains("`99-gone.md` is not a page"))
        #expect(orphans[1].message.contains("no aligned Chinese block 999"))
        #expect(orphans[1].location.column == "01-traits.md".count + 2)
        let pruned = try ChecksFixture.run(binary, ["accept", "--prune"] + source)
        #expect(pruned.status == 0)
        #expect(pruned.output.contains("Removed 2 line(s)"))
        #expect(try workspace.read("content/translations.lock") == lock)
        #expect(!SiteBuilder.check(workspace.options.build).diagnostics.contains { $0.identifier == "lock.orphan" })
    }
}
