import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// Bad input of every kind a hostile or careless user can produce, through the real
/// executable: each class gets its diagnostic id at its `file:line:column`, the exit
/// status says whether the build failed, and a failed build leaves the previous site
/// byte for byte.
@Suite("Hostile input: every class is located, exits right and keeps the previous site")
struct HostileInputTests {
    init() { ShippedStrings.install() }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The diagnostic's id (without `duet.`).
        let id: String
        /// Where it is reported, relative to the project (`content/en/04-x.md:3:1`).
        let at: String
        /// Whether the build fails (exit 1) or only warns (exit 0).
        let fails: Bool
        let edit: @Sendable (Workspace) throws -> Void
        var testDescription: String { name }
    }

    static let page = "---\ntitle: Extra\n---\n\n"

    static func write(_ path: String, _ text: String) -> @Sendable (Workspace) throws -> Void {
        { try $0.write(path, text) }
    }

    static func replace(_ path: String, _ old: String, _ new: String) -> @Sendable (Workspace) throws -> Void {
        { workspace in
            let text = try workspace.read(path)
            precondition(text.contains(old), "\(path) has no \(old)")
            try workspace.write(path, text.replacingOccurrences(of: old, with: new))
        }
    }

    static func bytes(_ path: String, _ bytes: [UInt8]) -> @Sendable (Workspace) throws -> Void {
        { try $0.write(path, bytes: bytes) }
    }

    static func link(_ path: String, to target: String) -> @Sendable (Workspace) throws -> Void {
        { workspace in
            try? FileManager.default.removeItem(atPath: workspace.path(path))
            try FileManager.default.createSymbolicLink(atPath: workspace.path(path), withDestinationPath: target)
        }
    }

    static let glossary = "- id: trait\n  en: trait\n  zh: 特征\n  zh_forbidden: [特性]\n  definition:\n    en: A value that describes the environment.\n    zh: 描述环境的一个值。\n"

    static let cases: [Case] = [
        // Encoding
        Case(name: "invalid UTF-8 in a page, at its byte", id: "encoding.invalid-utf8", at: "content/en/04-x.md:5:7", fails: true,
             edit: bytes("content/en/04-x.md", Array((page + "Hello ").utf8) + [0xC3, 0x28] + Array(" world\n".utf8))),
        Case(name: "invalid UTF-8 in site.yml", id: "encoding.invalid-utf8", at: "content/site.yml:2:7", fails: true,
             edit: bytes("content/site.yml", Array("title:\n  en: ".utf8) + [0xFF] + Array("x\n".utf8))),
        Case(name: "invalid UTF-8 in a template", id: "encoding.invalid-utf8", at: "templates/page.mustache:1:1", fails: true,
             edit: bytes("templates/page.mustache", [0xFE, 0xFF])),
        // Characters nobody sees
        Case(name: "a right-to-left override in a page, at its column", id: "text.invisible-character", at: "content/en/04-x.md:5:7", fails: true,
             edit: write("content/en/04-x.md", page + "Hello \u{202E}dlrow\n")),
        Case(name: "a zero-width space in a page, at its column", id: "text.invisible-character", at: "content/en/04-x.md:5:3", fails: true,
             edit: write("content/en/04-x.md", page + "UI\u{200B}Kit\n")),
        Case(name: "a soft hyphen in a page, at its column", id: "text.invisible-character", at: "content/en/04-x.md:5:5", fails: true,
             edit: write("content/en/04-x.md", page + "adap\u{00AD}tive\n")),
        // Front matter
        Case(name: "a page without front matter", id: "front-matter.missing", at: "content/en/04-x.md:1:1", fails: true,
             edit: write("content/en/04-x.md", "Just text.\n")),
        Case(name: "front matter never closed", id: "front-matter.unclosed", at: "content/en/04-x.md:1:1", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: Open\n\nText.\n")),
        Case(name: "front matter that is a list", id: "front-matter.not-a-mapping", at: "content/en/04-x.md:2:1", fails: true,
             edit: write("content/en/04-x.md", "---\n- a\n- b\n---\n\nText.\n")),
        Case(name: "front matter without a title", id: "front-matter.missing-title", at: "content/en/04-x.md:1:1", fails: true,
             edit: write("content/en/04-x.md", "---\nsummary: no title\n---\n\nText.\n")),
        Case(name: "an empty title", id: "front-matter.missing-title", at: "content/en/04-x.md:2:8", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: \"  \"\n---\n\nText.\n")),
        Case(name: "an order that is not a number", id: "front-matter.invalid-value", at: "content/en/04-x.md:3:8", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: X\norder: first\n---\n\nText.\n")),
        Case(name: "an unknown front matter key", id: "front-matter.unknown-key", at: "content/en/04-x.md:3:1", fails: false,
             edit: write("content/en/04-x.md", "---\ntitle: X\nauthor: me\n---\n\nText.\n")),
        Case(name: "malformed YAML, at its true line and column", id: "yaml.invalid", at: "content/en/04-x.md:3:15", fails: true,
             edit: write("content/en/04-x.md", "---\norder: 4\ntitle: this is: not allowed\n---\n\nText.\n")),
        Case(name: "an unterminated quote, where it opens", id: "yaml.invalid", at: "content/en/04-x.md:2:8", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: \"open\nslug: y\n---\n\nText.\n")),
        Case(name: "a duplicate key, at the duplicate", id: "yaml.duplicate-key", at: "content/en/04-x.md:4:1", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: X\nslug: a\nslug: b\n---\n\nText.\n")),
        Case(name: "a control character in YAML", id: "yaml.invalid", at: "content/en/04-x.md:2:9", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: A\u{1}b\n---\n\nText.\n")),
        Case(name: "a YAML alias bomb, at the anchored value it expands to", id: "front-matter.invalid-value", at: "content/en/04-x.md:10:4", fails: true,
             edit: write("content/en/04-x.md", "---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\ng: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]\nh: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]\ni: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]\ntitle: X\norder: *i\n---\n\nText.\n")),
        // Slugs and file names
        Case(name: "a slug that climbs out of the output", id: "page.unsafe-slug", at: "content/en/04-x.md:3:1", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: X\nslug: ../../outside\n---\n\nText.\n")),
        Case(name: "a slug with a space, at the slug line", id: "page.unsafe-slug", at: "content/en/04-x.md:3:1", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: X\nslug: x y\n---\n\nText.\n")),
        Case(name: "a file name that gives no valid slug", id: "page.unsafe-slug", at: "content/en/-09-dash.md:1:1", fails: true,
             edit: write("content/en/-09-dash.md", page + "Text.\n")),
        Case(name: "a slug that is a generated page", id: "page.slug-taken", at: "content/en/02-presentations.md:3:1", fails: true,
             edit: replace("content/en/02-presentations.md", "slug: presenting", "slug: glossary")),
        Case(name: "two pages with one slug", id: "page.duplicate-slug", at: "content/en/04-x.md:3:1", fails: true,
             edit: write("content/en/04-x.md", "---\ntitle: X\nslug: presenting\n---\n\nText.\n")),
        Case(name: "an upper-case .MD page", id: "page.extension-case", at: "content/en/04-x.MD:1:1", fails: false,
             edit: write("content/en/04-x.MD", page + "Text.\n")),
        // Files and links on disk
        Case(name: "a page linked from outside the project", id: "io.outside-project", at: "content/en/04-x.md:1:1", fails: true,
             edit: link("content/en/04-x.md", to: "/etc/hostname")),
        Case(name: "an asset linked to /etc/passwd", id: "io.outside-project", at: "templates/assets/leak.css:1:1", fails: true,
             edit: link("templates/assets/leak.css", to: "/etc/passwd")),
        Case(name: "a template linked from outside", id: "io.outside-project", at: "templates/page.mustache:1:1", fails: true,
             edit: link("templates/page.mustache", to: "/etc/hostname")),
        Case(name: "a dangling link", id: "io.dangling-link", at: "content/en/04-x.md:1:1", fails: true,
             edit: link("content/en/04-x.md", to: "missing.md")),
        Case(name: "a link loop", id: "io.link-loop", at: "content/en/04-x.md:1:1", fails: true,
             edit: link("content/en/04-x.md", to: "04-x.md")),
        Case(name: "a folder named like a page", id: "io.unreadable", at: "content/en/04-x.md:1:1", fails: true,
             edit: { try FileManager.default.createDirectory(atPath: $0.path("content/en/04-x.md"), withIntermediateDirectories: true) }),
        // Markdown
        Case(name: "100,000 nested block quotes", id: "markdown.too-deep", at: "content/en/04-x.md:5:201", fails: true,
             edit: write("content/en/04-x.md", page + String(repeating: "> ", count: 100_000) + "x\n")),
        Case(name: "100,000 nested lists", id: "markdown.too-deep", at: "content/en/04-x.md:5:101", fails: true,
             edit: write("content/en/04-x.md", page + String(repeating: "- ", count: 100_000) + "x\n")),
        Case(name: "a link to a page that does not exist", id: "link.unknown-page", at: "content/en/04-x.md:5:1", fails: true,
             edit: write("content/en/04-x.md", page + "[gone](99-gone.md)\n")),
        Case(name: "a link to a heading that does not exist", id: "link.unknown-anchor", at: "content/en/04-x.md:5:1", fails: true,
             edit: write("content/en/04-x.md", page + "[here](#nowhere)\n")),
        Case(name: "a translation with a block too many", id: "alignment.mismatch", at: "content/zh/01-traits.md:8:1", fails: true,
             edit: replace("content/zh/01-traits.md", "## 尺寸类", "多出的一段。\n\n## 尺寸类")),
        Case(name: "a code span changed in translation", id: "symbols.missing", at: "content/zh/01-traits.md:6:1", fails: true,
             edit: replace("content/zh/01-traits.md", "`traitCollection`", "traitCollection")),
        Case(name: "a model table with a wrong cell, at the cell", id: "table.cell-mismatch", at: "content/en/04-x.md:9:14", fails: true,
             edit: write("content/en/04-x.md", page + "<!-- duet:table size-classes-by-device -->\n\n| Device | Portrait | Landscape |\n|---|---|---|\n| iPhone 6 | Vertical: regular, horizontal: regular | Vertical: compact, horizontal: compact |\n")),
        Case(name: "a duet-table block with an unknown id", id: "table.unknown-id", at: "content/en/04-x.md:5:1", fails: true,
             edit: write("content/en/04-x.md", page + "```duet-table no-such-table\n```\n")),
        Case(name: "an API symbol the model does not know", id: "symbol.unresolved", at: "content/en/04-x.md:5:6", fails: false,
             edit: write("content/en/04-x.md", page + "Use `UINotARealController` here.\n")),
        // Templates
        Case(name: "a template with a section never closed, where its end was due", id: "template.syntax", at: "templates/page.mustache:2:1", fails: true,
             edit: write("templates/page.mustache", "{{#open}}never closed\n")),
        Case(name: "a required template that is missing", id: "template.missing", at: "templates/root.mustache:1:1", fails: true,
             edit: { try $0.remove("templates/root.mustache") }),
        // Settings, glossary, lock
        Case(name: "a spelling that is neither british nor american, at its value", id: "settings.invalid-spelling", at: "content/site.yml:9:11", fails: true,
             edit: replace("content/site.yml", "baseURL: https://example.org/guide/", "baseURL: https://example.org/guide/\nspelling: canadian")),
        Case(name: "a base URL that is a number", id: "settings.invalid-base-url", at: "content/site.yml:8:10", fails: true,
             edit: replace("content/site.yml", "baseURL: https://example.org/guide/", "baseURL: 42")),
        Case(name: "a javascript: base URL", id: "settings.invalid-base-url", at: "content/site.yml:8:10", fails: true,
             edit: replace("content/site.yml", "baseURL: https://example.org/guide/", "baseURL: \"javascript:alert(1)\"")),
        Case(name: "a base URL with a user and password", id: "settings.invalid-base-url", at: "content/site.yml:8:10", fails: true,
             edit: replace("content/site.yml", "baseURL: https://example.org/guide/", "baseURL: https://user:pw@example.org/guide/")),
        Case(name: "an unknown key in site.yml", id: "settings.unknown-key", at: "content/site.yml:9:1", fails: false,
             edit: replace("content/site.yml", "baseURL: https://example.org/guide/\n", "baseURL: https://example.org/guide/\ntheme: dark\n")),
        Case(name: "a third language", id: "settings.invalid-languages", at: "content/site.yml:11:11", fails: true,
             edit: replace("content/site.yml", "baseURL: https://example.org/guide/\n", "baseURL: https://example.org/guide/\nlanguages:\n  - code: en\n  - code: fr\n")),
        Case(name: "site.yml without a title", id: "settings.missing-field", at: "content/site.yml:1:1", fails: true,
             edit: replace("content/site.yml", "title:\n  en: Fixture Guide\n  zh: 测试指南\n", "")),
        Case(name: "a glossary that is not a list", id: "glossary.invalid", at: "content/glossary.yml:1:1", fails: true,
             edit: write("content/glossary.yml", "trait: 特征\n")),
        Case(name: "a glossary entry with an empty id", id: "glossary.empty-field", at: "content/glossary.yml:1:7", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "id: trait", with: "id: \"\""))),
        Case(name: "an empty forbidden variant in the glossary, at the string", id: "glossary.empty-field", at: "content/glossary.yml:4:22", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "zh_forbidden: [特性]", with: "zh_forbidden: [特性, \"\"]"))),
        Case(name: "a blank alternate in the glossary", id: "glossary.empty-field", at: "content/glossary.yml:4:19", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "zh_forbidden: [特性]", with: "zh_alternates: [\" \"]"))),
        Case(name: "an empty symbol in a block list of the glossary", id: "glossary.empty-field", at: "content/glossary.yml:6:7", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "zh_forbidden: [特性]\n", with: "zh_forbidden: [特性]\n  symbols:\n    - ''\n"))),
        Case(name: "a glossary id that is the id of the page's contents drawer", id: "glossary.reserved-id", at: "content/glossary.yml:1:7", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "id: trait", with: "id: sidebar"))),
        Case(name: "a glossary id used twice", id: "glossary.duplicate-id", at: "content/glossary.yml:8:3", fails: true,
             edit: write("content/glossary.yml", glossary + glossary)),
        Case(name: "a forbidden Chinese variant", id: "terminology.forbidden", at: "content/zh/01-traits.md:6:1", fails: true,
             edit: { workspace in
                 try workspace.write("content/glossary.yml", glossary)
                 try HostileInputTests.replace("content/zh/01-traits.md", "视图控制器读取它的", "特性决定了视图控制器读取它的")(workspace)
             }),
        Case(name: "a forbidden variant written as one string, not a list, is still forbidden", id: "terminology.forbidden", at: "content/zh/01-traits.md:6:1", fails: true,
             edit: { workspace in
                 try workspace.write("content/glossary.yml", glossary.replacingOccurrences(of: "zh_forbidden: [特性]", with: "zh_forbidden: 特性"))
                 try HostileInputTests.replace("content/zh/01-traits.md", "视图控制器读取它的", "特性决定了视图控制器读取它的")(workspace)
             }),
        Case(name: "a key flag that is not true or false, at the flag", id: "glossary.invalid-field", at: "content/glossary.yml:4:8", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "  zh_forbidden: [特性]", with: "  key: often\n  zh_forbidden: [特性]"))),
        Case(name: "a mapping where the glossary expects a list, at the mapping", id: "glossary.invalid-field", at: "content/glossary.yml:4:17", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "zh_forbidden: [特性]", with: "zh_forbidden: {a: 特性}"))),
        Case(name: "a list inside a glossary list, at the item", id: "glossary.invalid-field", at: "content/glossary.yml:4:18", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "zh_forbidden: [特性]", with: "zh_forbidden: [[特性]]"))),
        Case(name: "a list where the glossary expects one string, at the list", id: "glossary.invalid-field", at: "content/glossary.yml:3:7", fails: true,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "zh: 特征\n", with: "zh: [特征, 特性]\n"))),
        Case(name: "an unknown key in a glossary entry, at the key", id: "glossary.unknown-key", at: "content/glossary.yml:4:3", fails: false,
             edit: write("content/glossary.yml", glossary.replacingOccurrences(of: "zh_forbidden: [特性]", with: "zh_forbiden: [特性]"))),
        Case(name: "a malformed lock line, at its column", id: "lock.malformed", at: "content/translations.lock:1:14", fails: true,
             edit: write("content/translations.lock", "01-traits.md x 0123456789abcdef\n")),
        Case(name: "a lock line for a page that is gone", id: "lock.orphan", at: "content/translations.lock:1:1", fails: false,
             edit: write("content/translations.lock", "99-gone.md 0 0123456789abcdef\n")),
    ]

    @Test("a hostile input is located, exits with the right status, and a failed build leaves Site as it was",
          arguments: Self.cases)
    func hostile(_ hostile: Case) throws {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        let workspace = try Workspace(copying: "site")
        let arguments = ["build", "--content", "content", "--templates", "templates", "--output", "Site", "--no-cache"]
        #expect(try run(binary, arguments, in: workspace).status == 0)
        let before = try workspace.snapshot(of: "Site")
        try hostile.edit(workspace)
        let (status, output) = try run(binary, arguments, in: workspace)
        let severity = output.split(separator: "\n").first { $0.hasPrefix(hostile.at + ": ") && $0.hasSuffix("[duet.\(hostile.id)]") }
        #expect(severity != nil, "\(hostile.name): expected \(hostile.at) [duet.\(hostile.id)], got:\n\(output.prefix(1500))")
        #expect(status == (hostile.fails ? 1 : 0), "\(hostile.name): exit \(status)\n\(output.prefix(800))")
        if hostile.fails {
            #expect(try workspace.snapshot(of: "Site") == before, "\(hostile.name): the previous site changed")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.path("")).filter { $0.contains(".duet-") }
            #expect(leftovers.isEmpty)
        }
    }

    @Test("at least forty classes of hostile input are covered")
    func coverage() {
        #expect(Self.cases.count >= 40)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    private func run(_ binary: URL, _ arguments: [String], in workspace: Workspace) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = workspace.url
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": "1"]) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
