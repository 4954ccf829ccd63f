@testable import DuetCore
import DuetModel
import DuetTestSupport
import Testing

@Suite("Source notes: numbered marks and one Sources list per page")
struct SourceNotesTests {
    init() { ShippedStrings.install() }

    static func table(_ language: String, _ items: [String]) -> String {
        SourceNotes.open + language + "\">\n<ul>\n" + items.map { "<li>\($0)</li>\n" }.joined() + SourceNotes.close
    }

    @Test("each language numbers its sources in order of first citation; a source cited twice is listed once")
    func numbering() {
        let body = "<div><div lang=\"en\">\n<p>A</p>\n" + Self.table("en", ["Apple: sheets", "Guide"]) + "</div>\n"
            + "<div lang=\"zh-Hans\">\n" + Self.table("zh", ["苹果：表单"]) + "</div></div>\n"
            + "<div><div lang=\"en\">\n" + Self.table("en", ["Guide", "WWDC"]) + "</div>\n"
            + "<div lang=\"zh-Hans\">\n" + Self.table("zh", ["指南"]) + "</div></div>\n"
        let html = SourceNotes.gather(body)
        #expect(!html.contains("model-sources"), "every table's list became marks")
        #expect(html.contains("<a class=\"source-mark\" href=\"#source-en-1\" aria-label=\"Source 1\">[1]</a> <a class=\"source-mark\" href=\"#source-en-2\" aria-label=\"Source 2\">[2]</a></p>"))
        #expect(html.contains("href=\"#source-en-2\" aria-label=\"Source 2\">[2]</a> <a class=\"source-mark\" href=\"#source-en-3\""), "the guide keeps its number")
        #expect(html.contains("<span class=\"source-marks-label\">来源</span> <a class=\"source-mark\" href=\"#source-zh-2\" aria-label=\"来源 2\">[2]</a>"))
        #expect(html.contains("<li id=\"source-en-1\">Apple: sheets</li>\n<li id=\"source-en-2\">Guide</li>\n<li id=\"source-en-3\">WWDC</li>\n"))
        #expect(html.contains("<li id=\"source-zh-1\">苹果：表单</li>\n<li id=\"source-zh-2\">指南</li>\n"))
        #expect(html.components(separatedBy: "<h2>Sources</h2>").count == 2 && html.contains("<h2>来源</h2>"))
        #expect(html.hasSuffix("</section>\n</div></div>\n"), "the list is the page's last unit, with both languages")
    }

    @Test("a page that cites nothing is left as it is")
    func nothingCited() {
        let body = "<div><div lang=\"en\">\n<p>No tables.</p>\n</div></div>\n"
        #expect(SourceNotes.gather(body) == body)
    }

    @Test("a table on a chapter page leaves marks in place and the list at the end, in both languages")
    func builtChapter() throws {
        let workspace = try ShippedTemplates.builtSite()
        for language in ["en", "zh"] {
            let page = try workspace.read("Site/\(language)/reference/presentations/index.html")
            #expect(!page.contains("Shows: ") && !page.contains("适用版本："), "\(language)")
            #expect(page.contains("<p class=\"source-marks\">"), "\(language)")
            #expect(page.contains("<li id=\"source-en-1\">") && page.contains("<li id=\"source-zh-1\">"), "\(language)")
        }
    }
}
