@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// The top bar is rendered once per language and depth, and a page's contents once per
/// set of entries; every page must still be exactly the page it would be on its own.
@Suite("One rendering of the top bar and of the contents for the pages that share them")
struct SharedPagePartsTests {
    init() { ShippedStrings.install() }

    func preparedContext() throws -> BuildContext {
        try SidebarHTMLTests().preparedContext()
    }

    @Test("every page rendered with one shared top bar and one shared contents memo equals the page rendered alone")
    func sharedEqualsOwn() throws {
        let context = try preparedContext()
        let content = try #require(context.content)
        let templates = try #require(context.templates)
        let jobs = SiteAssembler.pageJobs(content)
        #expect(jobs.count > 2)
        // One memo for every page of the book, not one per pair: a key that forgot part of
        // an entry would hand one page another's contents here.
        let header = HeaderHTML(templates: templates)
        let contents = TableOfContentsHTML(templates: templates)
        var contentsLists: Set<String> = []
        for job in jobs {
            let own = SiteAssembler.renderPage(job, context: context).html
            let shared = SiteAssembler.renderPage(job, context: context, contents: contents, header: header).html
            #expect(shared == own, "\(job.pair.fileName) \(job.language)")
            if let start = shared.range(of: "<nav class=\"toc\""), let end = shared.range(of: "</nav>", range: start.upperBound..<shared.endIndex) {
                contentsLists.insert(String(shared[start.lowerBound..<end.upperBound]))
            }
        }
        #expect(contentsLists.count > 1, "the fixture's chapters list different contents")
    }

    @Test("each page's top bar links to that page in the other language")
    func languageSwitchPerPage() throws {
        let context = try preparedContext()
        let content = try #require(context.content)
        let templates = try #require(context.templates)
        let header = HeaderHTML(templates: templates)
        for job in SiteAssembler.pageJobs(content) {
            let html = SiteAssembler.renderPage(job, context: context, header: header).html
            let slug = try #require((job.pair[job.language] ?? job.pair[job.language.counterpart])?.slug)
            let other = job.language.counterpart
            #expect(html.contains("<a class=\"language-switch\" href=\"../../\(other.rawValue)/\(slug)/index.html\" hreflang=\"\(other.tag)\""),
                    "\(job.pair.fileName) \(job.language)")
            #expect(!html.contains(HeaderHTML.alternateMarker))
        }
    }

    @Test("the contents are listed once on a page, in both languages, besides the sidebar's sections")
    func contentsOnce() throws {
        let context = try preparedContext()
        let content = try #require(context.content)
        let job = try #require(SiteAssembler.pageJobs(content).first { $0.language == .zh && $0.pair.en != nil && $0.pair.zh != nil })
        let html = SiteAssembler.renderPage(job, context: context).html
        // An entry of the contents: toc-entries.mustache puts each on a line of its own (the
        // sidebar lists its sections on the chapter's line).
        let entry = try #require(html.range(of: "\n<li><a href=\"#").map { start in
            String(html[html.index(after: start.lowerBound)...].prefix { $0 != "\n" })
        })
        #expect(entry.hasSuffix("</a></li>"))
        #expect(entry.contains("lang=\"en\"") && entry.contains("lang=\"zh-Hans\""))
        // The contents list the entry once, for the folding list above the text and the
        // column beside it (style.css); the sidebar lists the level-2 sections on its own,
        // on its chapter's line.
        #expect(html.components(separatedBy: "\n" + entry).count - 1 == 1)
        #expect(html.components(separatedBy: entry).count - 1 == 2)
        #expect(html.components(separatedBy: "<nav class=\"toc\"").count == 2)
        #expect(!html.contains("toc-inline") && !html.contains("<aside class=\"toc\""))
    }
}
