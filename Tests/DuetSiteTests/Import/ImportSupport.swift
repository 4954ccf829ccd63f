@testable import DuetContent
@testable import DuetSite
@testable import DuetImport
import DuetMarkdown
import DuetTestSupport
import Foundation
import Testing

/// A scratch content folder (the fixture site's settings, the shipped glossary, no pages)
/// and templates, into which a test imports and on which it runs `duet check`.
struct ImportWorkspace {
    let url: URL

    init() throws {
        url = TestScratch.url("duet-import")
        let manager = FileManager.default
        try manager.createDirectory(at: url.appendingPathComponent("content"), withIntermediateDirectories: true)
        try manager.copyItem(at: Fixtures.url("site/content/site.yml"), to: url.appendingPathComponent("content/site.yml"))
        try manager.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent("content/glossary.yml"),
                             to: url.appendingPathComponent("content/glossary.yml"))
        try manager.copyItem(at: Fixtures.url("site/templates"), to: url.appendingPathComponent("templates"))
    }

    var content: String { url.appendingPathComponent("content").path }

    func request(_ source: ImportRequest.Source, slug: String, force: Bool = false) -> ImportRequest {
        ImportRequest(source: source, slug: slug, contentDirectory: content, force: force)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let target = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
    }

    /// The errors `duet check` reports on the workspace's content.
    func checkErrors() -> [Diagnostic] {
        let options = BuildOptions(contentDirectory: content, templatesDirectory: url.appendingPathComponent("templates").path,
                                   outputDirectory: url.appendingPathComponent("Site").path)
        return SiteBuilder.check(options).diagnostics.filter { $0.severity == .error }
    }
}

extension Fixtures {
    static var repositoryRoot: URL {
        root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Compares imported pages with `<fixture>/expected.en.md` and `expected.zh.md`,
    /// recording them first with DUET_RECORD_SNAPSHOTS=1.
    static func expectPages(_ workspace: ImportWorkspace, slug: String, fixture: String, record: Bool = true,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for language in ["en", "zh"] {
            let actual = try workspace.read("content/\(language)/\(slug).md")
            let expected = url("import/\(fixture)/expected.\(language).md")
            if recording && record { try Data(actual.utf8).write(to: expected) }
            let text = try String(contentsOf: expected, encoding: .utf8)
            #expect(actual == text, "content/\(language)/\(slug).md differs from Fixtures/import/\(fixture)/expected.\(language).md",
                    sourceLocation: sourceLocation)
        }
    }
}

extension ImportReport {
    /// The report's lines with a folder taken out of file paths, so they read as in the fixture.
    func lines(relativeTo folder: URL) -> [String] {
        lines.map { $0.replacingAll(folder.path + "/", with: "") }
    }
}

/// A content page read back as its title and its top-level blocks' source text.
struct ShippedPage {
    let title: String
    let blocks: [String]

    init(_ url: URL) throws {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let close = try #require(lines.dropFirst().firstIndex(of: "---"))
        title = lines[1..<close].first { $0.hasPrefix("title: ") }.map { String($0.dropFirst(7)) } ?? ""
        let body = Array(lines[(close + 1)...])
        let document = MarkdownParser().parse(body.joined(separator: "\n"))
        blocks = document.children.map { block in
            body[(block.range.start.line - 1)...(block.range.end.line - 1)].joined(separator: "\n")
        }
    }
}
