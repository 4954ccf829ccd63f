@testable import DuetContent
@testable import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// Templates escape values with `TemplateEscaping`, which must give exactly the text
/// swift-mustache's own HTML escaping gives: the site's bytes may not change.
@Suite("Escaping values in templates")
struct TemplateEscapingTests {
    init() { ShippedStrings.install() }

    /// Values with and without the five escaped characters, ASCII, Chinese, emoji, and a
    /// combining mark after `<` and `&` (one `Character`, which the built-in escaper
    /// leaves alone).
    static let samples = [
        "", "plain text", "Duet: UIKit's Adaptive Model", "a < b && c > d", "\"quoted\" 'single'",
        "<script>alert('x')</script>", "视图控制器 <特征> & “引号”", "emoji 👩‍👩‍👧 & <tag>", "<\u{301}a &\u{308}b",
        "e\u{301}<", "\r\n<\r\n", "&amp; already", "a'b\"c<d>e&f",
    ]

    /// A template folder: the required templates, `ours` (Duet's escaping) and `builtIn`,
    /// which switches back to swift-mustache's HTML content type with its own pragma.
    static func templates(_ extra: [String: String] = [:]) throws -> (TemplateSet?, [Diagnostic]) {
        let directory = TestScratch.url("duet-template-escaping")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files = Dictionary(uniqueKeysWithValues: TemplateSet.required.map { ($0, "<p>{{title}}</p>\n") })
        files["ours"] = "[{{value}}]"
        files["builtIn"] = "{{% CONTENT_TYPE: HTML}}\n[{{value}}]"
        files.merge(extra) { _, new in new }
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name + ".mustache"), atomically: true, encoding: .utf8)
        }
        return TemplateSet.load(directory: directory.path)
    }

    @Test("every sample escapes to the built-in HTML content type's text")
    func sameAsBuiltIn() throws {
        let set = try #require(try Self.templates().0)
        for value in Self.samples {
            let builtIn = set.render("builtIn", ["value": value])
            #expect(builtIn.hasPrefix("[") && builtIn.hasSuffix("]"))
            #expect(set.render("ours", ["value": value]) == builtIn, "\(value.debugDescription)")
            #expect(TemplateEscaping().escapeText(value) == String(builtIn.dropFirst().dropLast()), "\(value.debugDescription)")
        }
    }

    @Test("escaping replaces the five characters and leaves other text alone")
    func replacements() {
        #expect(TemplateEscaping().escapeText("<a href=\"x\">Tom & Jerry's</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(TemplateEscaping().escapeText("中文 text") == "中文 text")
        #expect(TemplateEscaping().escapeText("中文 <b>") == "中文 &lt;b&gt;")
    }

    @Test("a standalone tag on a template's first line is still standalone after the pragma")
    func pragmaKeepsFirstLine() throws {
        let set = try #require(try Self.templates(["list": "{{#items}}\n- {{.}}\n{{/items}}\nend\n"]).0)
        #expect(set.render("list", ["items": ["a", "b"]]) == "- a\n- b\nend\n")
    }

    @Test("a syntax error is reported at the author's line, not shifted by the pragma")
    func syntaxErrorLine() throws {
        let (set, diagnostics) = try Self.templates(["home": "<html>\n<p>{{#a}}x{{/b}}</p>\n"])
        #expect(set == nil)
        let error = try #require(diagnostics.first { $0.identifier == "template.syntax" })
        #expect(error.location.file.hasSuffix("home.mustache"))
        #expect(error.location.line == 2)
    }

    @Test("a TemplateText value renders exactly as the same String in every kind of tag")
    func templateTextLikeString() throws {
        let template = "{{#a}}[{{a}}|{{.}}|{{text}}|{{{a}}}]{{/a}}{{^a}}none{{/a}}{{#e}}E({{e}}){{/e}}{{^e}}noE{{/e}}"
            + "{{uppercased(a)}}{{#empty(e)}}empty{{/empty(e)}}{{#list}}<{{.}}>{{/list}}{{#d}}{{d.k}}{{/d}}"
        let set = try #require(try Self.templates(["both": template]).0)
        let strings: [String: Any] = ["a": "x<y'", "text": "T", "e": "", "list": ["p&", "q"], "d": ["k": "v\""]]
        let wrapped: [String: Any] = ["a": TemplateText("x<y'"), "text": TemplateText("T"), "e": TemplateText(""),
                                      "list": [TemplateText("p&"), TemplateText("q")], "d": ["k": TemplateText("v\"")]]
        let expected = "[x&lt;y&#39;|x&lt;y&#39;|T|x<y']E()X&lt;Y&#39;empty<p&amp;><q>v&quot;"
        #expect(set.render("both", strings) == expected)
        #expect(set.render("both", wrapped) == expected)
    }
}
