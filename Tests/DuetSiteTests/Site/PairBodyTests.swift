@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// The two pages of a pair share one rendering of their blocks; each page's body must be
/// exactly what rendering it on its own gives.
@Suite("One rendering of a pair's blocks for both its pages")
struct PairBodyTests {
    init() { ShippedStrings.install() }

    /// The fixture site's context, up to the checks, as the render step sees it.
    func preparedContext() throws -> BuildContext {
        let workspace = try Workspace(copying: "site")
        let steps = SiteBuilder.steps.prefix { $0.name != "render pages" }
        return SiteBuilder.run(workspace.options.build, steps: Array(steps))
    }

    @Test("each page's body from the shared rendering equals the page's body rendered on its own")
    func sharedEqualsOwn() throws {
        let context = try preparedContext()
        let jobs = SiteAssembler.pageJobs(try #require(context.content))
        #expect(jobs.count > 2)
        var headingsSeen = 0
        for job in jobs {
            let own = SiteAssembler.renderBody(job, context: context, anchorMarkers: false).html
            // The build renders the shared blocks for the pair's first page and gives them to
            // both: its links must read the same from the other page.
            let first = try #require(jobs.first { $0.pair.fileName == job.pair.fileName })
            let shared = try #require(SiteAssembler.renderBody(first, context: context, anchorMarkers: true).shared)
            let shown = (job.pair[job.language] ?? job.pair[job.language.counterpart])!.language
            #expect(shared.html(shownLanguage: shown) == own, "\(job.pair.fileName) \(job.language)")
            headingsSeen += shared.markers
        }
        #expect(headingsSeen > 0, "the fixture has headings with ids")
    }

    @Test("each page holds its own language's blocks, whose headings own the ids")
    func markersReplaced() {
        let unit = BilingualBody.RenderedUnit(en: "<h2\(PairBody.marker(.en))=\"a\">A</h2>", zh: "<h2\(PairBody.marker(.zh))=\"a\">甲</h2>", staleAnchor: nil)
        let body = PairBody(units: [unit], untranslatedNote: nil, markers: 2)
        #expect(body.html(shownLanguage: .en) == "<div><div lang=\"en\"><h2 id=\"a\">A</h2></div></div>\n")
        #expect(body.html(shownLanguage: .zh) == "<div><div lang=\"zh-Hans\"><h2 id=\"a\">甲</h2></div></div>\n")
    }

    @Test("a unit without the page's language shows the other's block, its heading's anchor kept aside")
    func fallbackBlock() throws {
        let unit = BilingualBody.RenderedUnit(en: "<h2\(PairBody.marker(.en))=\"a\">A</h2>", zh: "", staleAnchor: nil)
        let body = PairBody(units: [unit], untranslatedNote: "未译", markers: 1)
        let zh = try #require(body.html(shownLanguage: .zh))
        #expect(zh.contains("<h2 data-anchor=\"a\">A</h2>") && zh.contains("class=\"only-en\"") && zh.contains("未译"))
    }

    @Test("HTML whose markers do not add up is refused, so the page is rendered on its own")
    func unexpectedMarkersRefused() {
        let marked = "<h2\(PairBody.marker(.en))=\"a\">A</h2>"
        let twice = BilingualBody.RenderedUnit(en: marked + marked, zh: "", staleAnchor: nil)
        #expect(PairBody(units: [twice], untranslatedNote: nil, markers: 1).html(shownLanguage: .en) == nil)
        let stray = BilingualBody.RenderedUnit(en: "<p>\u{0}x</p>", zh: "", staleAnchor: nil)
        #expect(PairBody(units: [stray], untranslatedNote: nil, markers: 0).html(shownLanguage: .zh) == nil)
    }
}
