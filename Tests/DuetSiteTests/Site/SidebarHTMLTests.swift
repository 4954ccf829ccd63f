@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// Chapter pages share one rendering of each sidebar entry and of the reference links;
/// every page must still get exactly the sidebar it would get on its own.
@Suite("One rendering of the sidebar's shared parts for all chapter pages")
struct SidebarHTMLTests {
    init() { ShippedStrings.install() }

    /// The fixture guide with the shipped templates (the fixture's own sidebar lists its
    /// chapters itself), up to the checks, as the render step sees it.
    func preparedContext() throws -> BuildContext {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates")
        let workspace = try Workspace(copying: "site")
        try workspace.remove("templates")
        try FileManager.default.copyItem(at: shipped, to: workspace.url.appendingPathComponent("templates"))
        let steps = SiteBuilder.steps.prefix { $0.name != "render pages" }
        return SiteBuilder.run(workspace.options.build, steps: Array(steps))
    }

    @Test("every page rendered with the shared sidebar parts equals the page rendered with its own")
    func sharedEqualsOwn() throws {
        let context = try preparedContext()
        let content = try #require(context.content)
        let templates = try #require(context.templates)
        let jobs = SiteAssembler.pageJobs(content)
        #expect(jobs.count > 2)
        let shared = SidebarHTML(templates: templates, settings: content.settings, links: context.links)
        for job in jobs {
            let own = SiteAssembler.renderPage(job, context: context).html
            let withShared = SiteAssembler.renderPage(job, context: context, sidebar: shared).html
            #expect(withShared == own, "\(job.pair.fileName) \(job.language)")
        }
    }

    @Test("the current chapter is marked and lists its sections; the other chapters are plain links")
    func currentChapterMarked() throws {
        let context = try preparedContext()
        let content = try #require(context.content)
        let jobs = SiteAssembler.pageJobs(content)
        let job = try #require(jobs.first { $0.language == .en })
        let html = SiteAssembler.renderPage(job, context: context).html
        let sidebar = try #require(html.range(of: "<ol class=\"chapters\">").flatMap { start in
            html.range(of: "</ol>\n  <ul class=\"reference-nav\">", range: start.upperBound..<html.endIndex).map { html[start.lowerBound..<$0.upperBound] }
        })
        #expect(sidebar.components(separatedBy: "aria-current=\"page\"").count == 2, "exactly one current chapter")
        #expect(sidebar.contains("<ol class=\"sections\">"))
        #expect(sidebar.components(separatedBy: "<li").count - 1 > content.pairs.count, "every chapter and the current one's sections")
    }

    @Test("chapter pages of one language see the same reference links")
    func referenceLinksShared() throws {
        let context = try preparedContext()
        let content = try #require(context.content)
        let templates = try #require(context.templates)
        for language in Language.allCases {
            let locations = content.pairs.compactMap { context.links.location(forSource: $0.fileName, language: language) }
            #expect(locations.count > 1)
            let rendered = Set(locations.map { location in
                SidebarHTML.referenceNav(GeneratedPageRenderer.referenceNavigation(language: language, from: location, current: nil),
                                         language: language, from: location, settings: content.settings, templates: templates)
            })
            #expect(rendered.count == 1)
            #expect(rendered.first?.contains("reference-nav") == true)
        }
    }
}
