@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// One path, one owner: a slug that another page or one of duet's own pages already uses
/// is an error at the `slug:` line, and the previous site stays exactly as it was.
@Suite("Slugs: every output folder has one owner")
struct SlugOwnershipTests {
    init() { ShippedStrings.install() }

    private func options(_ workspace: Workspace, cached: Bool) -> BuildOptions {
        var options = workspace.options.build
        options.cacheDirectory = cached ? workspace.path("cache") : nil
        return options
    }

    @Test("a slug equal to a generated page is an error at its slug line, with or without the cache, and Site stays",
          arguments: ["glossary", "reference", "playground", "search-index.js", "index.html", "search-synonyms.js"])
    func generatedPageSlug(slug: String) throws {
        for cached in [true, false] {
            let workspace = try Workspace(copying: "site")
            #expect(SiteBuilder.build(options(workspace, cached: cached)).succeeded)
            let before = try workspace.snapshot(of: "Site")
            let page = "content/en/02-presentations.md"
            try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "slug: presenting", with: "slug: \(slug)"))
            let result = SiteBuilder.build(options(workspace, cached: cached))
            #expect(!result.succeeded)
            let error = try #require(result.diagnostics.first { $0.identifier == "page.slug-taken" })
            #expect(error.location.short == "en/02-presentations.md:3:1")
            #expect(error.message.contains("slug `\(slug)`") && error.message.contains("generated") || error.message.contains("start page"))
            #expect(error.message.contains("`en/\(slug)`"), "the generated file is named: \(error.message)")
            #expect(try workspace.snapshot(of: "Site") == before)
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: workspace.path(""))).contains { $0.contains("duet-staging") })
            // The user did nothing to the output: no diagnostic blames a file of theirs.
            #expect(!result.diagnostics.contains { $0.message.contains("was not written by duet") })
        }
    }

    @Test("a page folder the build also wrote a file into, or at, is an error at the page's slug line naming the generated file, found from the written paths alone")
    func collisionFoundFromWrittenPaths() throws {
        let workspace = try Workspace(copying: "site")
        let page = "content/en/02-presentations.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "slug: presenting", with: "slug: tags"))
        let context = SiteBuilder.check(workspace.options.build)
        let pairs = try #require(context.content?.pairs)
        // A step no list of names knows about writes `en/tags/feed.xml`; another one `zh/tags`.
        for (written, generated) in [(["en/tags/index.html", "en/tags/feed.xml"], "en/tags/feed.xml"), (["en/tags/index.html", "en/tags"], "en/tags")] {
            let errors = SlugOwnership.collisions(of: pairs, written: written, writtenTwice: [])
            let error = try #require(errors.first)
            #expect(errors.count == 1)
            #expect(error.identifier == "page.slug-taken")
            #expect(error.location.short == "en/02-presentations.md:3:1")
            #expect(error.message.contains("slug `tags`") && error.message.contains("`\(generated)`, a file duet generates"), "\(error.message)")
        }
        // The page's own file, written twice: two parts of the build made the same file.
        let twice = SlugOwnership.collisions(of: pairs, written: ["en/tags/index.html"], writtenTwice: ["en/tags/index.html"])
        #expect(twice.map(\.location.short) == ["en/02-presentations.md:3:1"])
        #expect(SlugOwnership.collisions(of: pairs, written: ["en/tags/index.html", "en/tagsx/index.html"], writtenTwice: []).isEmpty)
    }

    @Test("two pages with one slug: the second is an error at its slug line that names the first")
    func duplicateSlug() throws {
        let workspace = try Workspace(copying: "site")
        let page = "content/en/03-only-english.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "title: Only in English\n", with: "title: Only in English\nslug: presenting\n"))
        let result = SiteBuilder.check(workspace.options.build)
        let errors = result.diagnostics.filter { $0.identifier == "page.duplicate-slug" }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.location.short == "en/03-only-english.md:3:1")
        #expect(error.message.contains("02-presentations.md"))
        #expect(error.related?.short == "en/02-presentations.md:3:1")
    }
}
