@testable import DuetSite
import DuetTestSupport
import Foundation
import Testing

@Suite("Release variants on demand: the page carries every release's form, the file beside it the rest")
struct ReleaseVariantsOnDemandTests {
    init() { ShippedStrings.install() }

    static func variant(_ releases: String, _ body: String) -> String {
        "<div class=\"release-variant\" data-variant=\"\(releases)\" hidden>\n<div class=\"inner\"><table><caption>\(body)</caption></table></div>\n</div>\n"
    }

    static let shown = "<div class=\"release-variant\" data-variant=\"all\">\n<table><caption>all</caption></table>\n</div>\n"

    @Test("each block's run of hidden variants becomes one placeholder; the shown form and the rest of the page stay")
    func split() {
        let first = Self.variant("8 9", "old") + Self.variant("13", "new")
        let second = Self.variant("26 27", "now")
        let html = "<p>a</p>\n<div class=\"model-table\">\n" + Self.shown + first + "<p class=\"note\">n</p>\n</div>\n"
            + "<figure class=\"model-figure\">\n" + Self.shown + second + "<figcaption>c</figcaption>\n</figure>\n<p>z</p>\n"
        let split = ReleaseVariantsOnDemand.split(html)
        #expect(split.slots == [first, second])
        #expect(split.html == "<p>a</p>\n<div class=\"model-table\">\n" + Self.shown + ReleaseVariantsOnDemand.placeholder(0)
                + "<p class=\"note\">n</p>\n</div>\n<figure class=\"model-figure\">\n" + Self.shown + ReleaseVariantsOnDemand.placeholder(1)
                + "<figcaption>c</figcaption>\n</figure>\n<p>z</p>\n")
        // The file hands the slots to the reader script as one array, in page order.
        #expect(VariantsScript.slots(split.script ?? "") == [first, second])
        #expect(split.script?.contains("data-variant=\"8 9\" hidden>\n<div class=\"inner\">") == true, "quotes and line breaks as written")
    }

    @Test("a slot's backslashes, backticks and ${ survive the template literal")
    func escaping() {
        let html = "<code>a\\b `c` ${d} $e {f}</code>"
        let literal = ReleaseVariantsOnDemand.templateLiteral(html)
        #expect(literal == "`<code>a\\\\b \\`c\\` $\\{d} $e {f}</code>`")
        #expect(VariantsScript.slots("window.duetVariants=[" + literal + "];\n") == [html])
    }

    @Test("a page without hidden variants is left as it is and gets no file")
    func nothingToSplit() {
        let html = "<div class=\"model-table\">\n" + Self.shown + "</div>\n"
        let split = ReleaseVariantsOnDemand.split(html)
        #expect(split.html == html && split.slots.isEmpty && split.script == nil)
    }

    @Test("the file sits beside its page")
    func path() {
        #expect(ReleaseVariantsOnDemand.path(besides: "en/segues/index.html") == "en/segues/variants.js")
        #expect(ReleaseVariantsOnDemand.path(besides: "zh/reference/traits/index.html") == "zh/reference/traits/variants.js")
    }

    @Test("a built chapter with variants names none in its body, loads them first only for a reader who chose a release, and has its file")
    func builtChapter() throws {
        let files = ShippedSite.context.output.files
        for language in ["en", "zh"] {
            let path = "\(language)/building-adaptive-interfaces/index.html"
            let page = String(decoding: try #require(files[path]), as: UTF8.self)
            #expect(!page.contains("\" hidden>\n<div class=\"figure-scroll\"") && !page.contains("<div class=\"release-variant\" data-variant=\"8"))
            #expect(page.contains("<div class=\"release-variants\" data-slot=\"0\" hidden></div>"))
            #expect(page.contains("<script>if(document.documentElement.hasAttribute(\"data-edition\"))document.write("))
            let script = String(decoding: try #require(files[ReleaseVariantsOnDemand.path(besides: path)]), as: UTF8.self)
            #expect(VariantsScript.slots(script)?.isEmpty == false && script.contains("hidden>"))
            // The page shrank by the variants it left out.
            #expect(page.utf8.count < 450_000, "\(path): \(page.utf8.count) bytes")
        }
        let glossary = String(decoding: try #require(files["en/glossary/index.html"]), as: UTF8.self)
        #expect(!glossary.contains("duet.variants") && !glossary.contains("variants.js"), "a page without variants has no loader")
        #expect(files["en/glossary/variants.js"] == nil)
    }

    @Test("a variants file deleted by hand is made again with its page, as from scratch")
    func deletedByHand() throws {
        let workspace = try Workspace(copying: "site")
        let options = workspace.options.cached(output: "Site")
        #expect(SiteBuilder.build(options).succeeded)
        let before = try workspace.snapshot(of: "Site")
        #expect(before["en/reference/traits/variants.js"] != nil, "the fixture's reference page has variants")
        try FileManager.default.removeItem(atPath: workspace.path("Site/en/reference/traits/variants.js"))
        #expect(SiteBuilder.build(options).succeeded)
        #expect(try workspace.snapshot(of: "Site") == before)
    }
}
