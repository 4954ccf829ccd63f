@testable import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// A template rendered through its skeleton (once per shape of the values, with
/// placeholders filled in per page) must give exactly what swift-mustache gives.
@Suite("Templates rendered once per shape of their values")
struct TemplateSkeletonTests {
    init() { ShippedStrings.install() }

    /// Templates that use every construct the skeleton stands in for, in a folder of their own.
    func templates(_ files: [String: String]) throws -> TemplateSet {
        let folder = TestScratch.url("duet-skeleton")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var all = ["page": "{{title}}", "home": "", "root": "", "not-found": ""]
        for (name, text) in files { all[name] = text }
        for (name, text) in all { try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).mustache")) }
        let (set, diagnostics) = TemplateSet.load(directory: folder.path)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return try #require(set)
    }

    static let everything = """
    <h1>{{title}}</h1>{{{body}}}
    {{#notice}}<p>{{notice}}</p>{{/notice}}{{^notice}}<p>no notice</p>{{/notice}}
    <ol>{{#items}}<li class="{{#current}}on{{/current}}">{{name}} {{{snippet}}} {{count}}</li>{{/items}}</ol>
    {{^items}}empty{{/items}}
    {{#link}}<a href="{{link.url}}">{{text}} of {{title}}</a>{{/link}}
      {{> part}}
    {{strings.a}}/{{strings.b}}
    """
    static let part = """
    <div>
    {{{raw}}}
    {{title}}{{empty}}
    </div>

    """

    static func values(title: String, items: Int, notice: String?, raw: String, current: Int = 0) -> [String: Any] {
        var values: [String: Any] = [
            "title": title, "body": "<p>one & two</p>\n<p>three</p>\n",
            "items": (0..<items).map { ["name": TemplateText("item <\($0)>"), "snippet": "<b>\($0)</b>", "current": $0 == current, "count": $0] },
            "link": ["url": "../a/index.html?x=1&y='2'", "text": TemplateText("“quoted”")],
            "raw": raw, "empty": "", "unused": ["deep": [1, 2, 3]],
            "strings": ["a": TemplateText("A&B"), "b": TemplateText("é<́")],
        ]
        if let notice { values["notice"] = notice }
        return values
    }

    @Test("every shape of values gives swift-mustache's own output, the second page of a shape through the skeleton")
    func sameAsMustache() throws {
        let set = try templates(["page": Self.everything, "part": Self.part])
        #expect(set.skeletons.supports("page"))
        let cases: [[String: Any]] = [
            Self.values(title: "One", items: 3, notice: nil, raw: "<em>raw</em>"),
            Self.values(title: "Two <&> \"'", items: 3, notice: "Careful & quick", raw: "line one\nline two\n"),
            Self.values(title: "三 e\u{301}<\u{301}", items: 0, notice: "", raw: ""),
            Self.values(title: "Four", items: 3, notice: nil, raw: "<em>raw</em>", current: 2),
            Self.values(title: "Five", items: 1, notice: "n", raw: "ends with a break\n"),
        ]
        // Each case three times with other texts: the first render of a shape is
        // swift-mustache's, the second makes the skeleton, the third is filled from it.
        for values in cases + cases.map({ case_ in
            var other = case_
            other["title"] = "Other title & more"
            return other
        }) + cases.map({ case_ in
            var other = case_
            other["title"] = "A third <title>"
            return other
        }) {
            let wrapped = TemplateText.wrappingStrings(values)
            #expect(set.render("page", wrapped) == set.renderDirectly("page", wrapped))
            #expect(set.render("page", values) == set.renderDirectly("page", values))
        }
        #expect(set.skeletons.count == cases.count, "one skeleton per shape, each made and then filled")
    }

    @Test("a page whose shape was seen before is filled in without swift-mustache")
    func filledFromSkeleton() throws {
        let set = try templates(["page": Self.everything, "part": Self.part])
        let first = Self.values(title: "First", items: 2, notice: "a", raw: "x")
        let second = Self.values(title: "Second <b>", items: 2, notice: "b & c", raw: "<y>")
        // The first page of a shape is left to swift-mustache; the second makes the
        // skeleton, the third is filled in from it.
        #expect(set.skeletons.render("page", first, library: set.library) == nil)
        #expect(set.skeletons.count == 0)
        _ = try #require(set.skeletons.render("page", first, library: set.library))
        #expect(set.skeletons.count == 1)
        let filled = try #require(set.skeletons.render("page", second, library: set.library))
        #expect(set.skeletons.count == 1, "the third page made no skeleton of its own")
        #expect(filled == set.renderDirectly("page", second))
        #expect(filled.contains("<h1>Second &lt;b&gt;</h1>") && filled.contains("<y>"))
    }

    @Test("templates a skeleton cannot stand in for are rendered by swift-mustache alone", arguments: [
        "{{#items}}{{.}}{{/items}}", "{{ lowercased(title) }}", "{{=<% %>=}}<% title %>", "{{$block}}x{{/block}}",
        "{{.title}}", "a\u{1}b {{title}}",
    ])
    func unsupported(_ text: String) throws {
        let set = try templates(["page": text])
        #expect(!set.skeletons.supports("page"))
        let values: [String: Any] = ["title": "T", "items": ["a", "b"], "dynamic": "page"]
        for _ in 0..<3 { #expect(set.skeletons.render("page", values, library: set.library) == nil) }
    }

    @Test("a template including an unsupported partial is unsupported too")
    func unsupportedPartial() throws {
        let set = try templates(["page": "<p>{{> inner}}</p>", "inner": "{{#list}}{{.}}{{/list}}"])
        #expect(!set.skeletons.supports("page"))
        #expect(set.render("page", ["list": ["x", "y"]]) == "<p>xy</p>")
    }

    @Test("a value of a kind the skeleton does not know is rendered by swift-mustache")
    func unknownValue() throws {
        let set = try templates(["page": "{{#flag}}{{title}}{{/flag}}"])
        let values: [String: Any] = ["title": "T", "flag": 1.5]
        for _ in 0..<3 { #expect(set.skeletons.render("page", values, library: set.library) == nil) }
        #expect(set.render("page", values) == set.renderDirectly("page", values))
    }

    @Test("the shipped guide built with skeletons is byte for byte the guide swift-mustache renders")
    func shippedGuide() throws {
        let repository = ShippedSite.repository
        let options = BuildOptions(contentDirectory: repository.appendingPathComponent("content").path,
                                   templatesDirectory: repository.appendingPathComponent("templates").path)
        try expectSameSite(options)
    }

    @Test("the fixture site (untranslated pages, notices, single-language pages) built with skeletons is the same site")
    func fixtureSite() throws {
        let fixture = Fixtures.url("site")
        try expectSameSite(BuildOptions(contentDirectory: fixture.appendingPathComponent("content").path,
                                        templatesDirectory: fixture.appendingPathComponent("templates").path))
    }

    func expectSameSite(_ options: BuildOptions) throws {
        let withSkeletons = SiteBuilder.run(options)
        var steps = SiteBuilder.steps
        let index = try #require(steps.firstIndex { $0.name == "load templates" })
        steps.insert(BuildStep("render templates without skeletons") { context in
            context.templates = context.templates?.withoutSkeletons()
        }, at: index + 1)
        let direct = SiteBuilder.run(options, steps: steps)
        #expect(!withSkeletons.failed && !direct.failed)
        #expect(withSkeletons.output.files.count > 10)
        #expect(Set(withSkeletons.output.files.keys) == Set(direct.output.files.keys))
        var pages = 0
        for (path, bytes) in withSkeletons.output.files {
            #expect(bytes == direct.output.files[path], "\(path)")
            if path.hasSuffix(".html") { pages += 1 }
        }
        #expect(pages > 4)
        let templates = try #require(withSkeletons.templates)
        #expect(templates.skeletons.supports("page") && templates.skeletons.supports("home"))
    }
}
