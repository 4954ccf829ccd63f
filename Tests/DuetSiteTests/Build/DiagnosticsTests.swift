import DuetContent
import DuetTestSupport
import DuetSite
import Foundation
import Testing

@Suite("Diagnostics for bad input")
struct BuildDiagnosticsTests {
    init() { ShippedStrings.install() }

    func build(_ change: (Workspace) throws -> Void) throws -> (BuildResult, Workspace) {
        let workspace = try Workspace(copying: "site")
        try change(workspace)
        return (SiteBuilder.build(workspace.options.build), workspace)
    }

    func only(_ identifier: String, in result: BuildResult) throws -> Diagnostic {
        let matches = result.diagnostics.filter { $0.identifier == identifier }
        #expect(matches.count == 1, "\(result.diagnostics)")
        return try #require(matches.first)
    }

    @Test("malformed YAML front matter is reported at its line in the file")
    func malformedFrontMatter() throws {
        let (result, _) = try build { try $0.write("content/zh/01-traits.md", "---\ntitle: 特征\nsummary: \"unterminated\n---\n\n正文\n") }
        #expect(!result.succeeded)
        let d = try only("yaml.invalid", in: result)
        #expect(d.location.file.hasSuffix("content/zh/01-traits.md"))
        #expect(d.location.line == 3)
        #expect(d.severity == .error)
    }

    @Test("a page without a title is an error at the start of its front matter")
    func missingTitle() throws {
        let (result, _) = try build { try $0.write("content/en/02-presentations.md", "---\nslug: presenting\n---\n\nBody\n") }
        #expect(!result.succeeded)
        let d = try only("front-matter.missing-title", in: result)
        #expect(d.location.file.hasSuffix("content/en/02-presentations.md"))
        #expect(d.location.line == 1)
    }

    @Test("a page with no front matter at all is an error")
    func noFrontMatter() throws {
        let (result, _) = try build { try $0.write("content/en/02-presentations.md", "Just text\n") }
        #expect(try only("front-matter.missing", in: result).location.line == 1)
    }

    @Test("invalid UTF-8 is reported at the line and column of the bad byte")
    func invalidUTF8() throws {
        let (result, _) = try build { workspace in
            var bytes = Array("---\ntitle: 特征\n---\n\n视图控制器".utf8)
            bytes.append(0xC3)
            bytes += Array("(\n".utf8)
            try workspace.write("content/zh/01-traits.md", bytes: bytes)
        }
        #expect(!result.succeeded)
        let d = try only("encoding.invalid-utf8", in: result)
        #expect(d.location.line == 5)
        #expect(d.location.column == 6)
    }

    @Test("two pages with the same slug in one language are an error at the second page's slug line")
    func duplicateSlug() throws {
        let (result, _) = try build { try $0.write("content/en/04-again.md", "---\ntitle: Again\nslug: traits\n---\n\nText\n") }
        #expect(!result.succeeded)
        let d = try only("page.duplicate-slug", in: result)
        #expect(d.location.file.hasSuffix("content/en/04-again.md"))
        #expect(d.location.line == 3 && d.location.column == 1)
        #expect(d.related?.file.hasSuffix("content/en/01-traits.md") == true)
    }

    @Test("a slug that would escape the output folder is refused")
    func unsafeSlug() throws {
        let (result, workspace) = try build { try $0.write("content/en/04-evil.md", "---\ntitle: Evil\nslug: ../../outside\n---\n\nText\n") }
        #expect(!result.succeeded)
        #expect(try only("page.unsafe-slug", in: result).location.file.hasSuffix("content/en/04-evil.md"))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.deletingLastPathComponent().appendingPathComponent("outside").path))
    }

    @Test("a template syntax error is reported at its line in the template")
    func templateSyntax() throws {
        let (result, _) = try build { try $0.write("templates/home.mustache", "<html>\n<body>\n{{#chapters}}\n<p>{{title}}</p>\n</body>\n") }
        #expect(!result.succeeded)
        let d = try only("template.syntax", in: result)
        #expect(d.location.file.hasSuffix("templates/home.mustache"))
        #expect(d.location.line >= 3)
    }

    @Test("a missing required template is an error naming it")
    func missingTemplate() throws {
        let (result, _) = try build { try $0.remove("templates/page.mustache") }
        #expect(!result.succeeded)
        #expect(try only("template.missing", in: result).location.file.hasSuffix("templates/page.mustache"))
    }

    @Test("a partial that does not exist is an error at the tag")
    func unknownPartial() throws {
        let (result, _) = try build { try $0.write("templates/root.mustache", "<html>\n  {{> header}}\n</html>\n") }
        let d = try only("template.unknown-partial", in: result)
        #expect(d.location.line == 2)
        #expect(d.location.column == 3)
    }

    @Test("a sidebar that inserts rendered chapter entries needs sidebar-chapter.mustache")
    func renderedPartTemplateMissing() throws {
        let (result, _) = try build { try $0.write("templates/root.mustache", "<html>\n<ol>{{#nav}}\n  {{{html}}}\n{{/nav}}</ol>\n</html>\n") }
        #expect(!result.succeeded)
        let d = try only("template.missing", in: result)
        #expect(d.location.file.hasSuffix("templates/root.mustache"))
        #expect(d.location.line == 3)
        #expect(d.location.column == 3)
        #expect(d.message.contains("sidebar-chapter.mustache"))
    }

    @Test("an unknown front matter key is a warning, not an error")
    func unknownKey() throws {
        let (result, _) = try build { try $0.write("content/en/03-only-english.md", "---\ntitle: Only\ntitel: typo\n---\n\nText\n") }
        #expect(result.succeeded)
        let d = try only("front-matter.unknown-key", in: result)
        #expect(d.severity == .warning)
        #expect(d.location.line == 3)
    }

    @Test("human output prints file:line:column, the message and the identifier, then a summary")
    func humanFormat() {
        let d = Diagnostic.error("yaml.invalid", at: FileLocation(file: "content/zh/01-x.md", line: 12, column: 5), "malformed YAML")
        let text = DiagnosticFormat.human.render([d, .warning("page.missing-counterpart", at: FileLocation(file: "content/en/02.md"), "no counterpart")])
        #expect(text == """
        content/en/02.md:1:1: warning: no counterpart [duet.page.missing-counterpart]
        content/zh/01-x.md:12:5: error: malformed YAML [duet.yaml.invalid]
        1 error, 1 warning

        """)
    }
}
