@testable import DuetContent
@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// Builds with a cache folder must produce exactly what a build from scratch produces,
/// whatever changed in between, and must still leave the site alone when they fail.
@Suite("Incremental builds with a cache folder")
struct IncrementalBuildTests {
    init() { ShippedStrings.install() }

    /// Options for the fixture site with a cache folder inside the workspace.
    func cachedOptions(_ workspace: Workspace, output: String = "Site") -> BuildOptions {
        workspace.options.cached(output: output)
    }

    /// A build from scratch of the workspace's current content, into `Reference`.
    func reference(_ workspace: Workspace) throws -> [String: Data] {
        var options = workspace.options.build
        options.outputDirectory = workspace.path("Reference")
        let result = SiteBuilder.build(options)
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        return try workspace.snapshot(of: "Reference")
    }

    @Test("after editing a page, the cached build equals a build from scratch, byte for byte")
    func editedPage() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its current size classes."))
        let result = SiteBuilder.build(cachedOptions(workspace))
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        let built = try workspace.snapshot(of: "Site")
        #expect(built == (try reference(workspace)))
        #expect(String(decoding: try #require(built["en/traits/index.html"]), as: UTF8.self).contains("to learn its current"))
    }

    @Test("after editing one page, only that page's pair is parsed; the others are known by their cached outlines")
    func onlyEditedPairParsed() throws {
        let workspace = try Workspace(copying: "site")
        let first = SiteBuilder.build(cachedOptions(workspace))
        #expect(first.succeeded)
        let pairs = try #require(first.context.content?.pairs)
        #expect(pairs.count > 2)
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its current size classes."))
        let second = SiteBuilder.build(cachedOptions(workspace))
        #expect(second.succeeded, "\(second.diagnostics.map(\.message))")
        let parsed = try #require(second.context.content?.pairs).filter { pair in
            [pair.en, pair.zh].contains { $0?.tree.isParsed == true }
        }
        #expect(parsed.map(\.fileName) == ["01-traits.md"])
    }

    @Test("a build without a cache outlines every pair from its parsed pages")
    func uncachedBuildParsesAll() throws {
        let workspace = try Workspace(copying: "site")
        let result = SiteBuilder.build(workspace.options.build)
        let pairs = try #require(result.context.content?.pairs)
        #expect(pairs.allSatisfy { pair in [pair.en, pair.zh].allSatisfy { $0?.tree.isParsed ?? true } })
    }

    @Test("a cached build updates the output in place: what duet wrote is as from scratch, files added by hand stay")
    func strayFilesRemoved() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        try workspace.write("Site/stray.txt", "added by hand")
        try FileManager.default.createDirectory(atPath: workspace.path("Site/en/old-page"), withIntermediateDirectories: true)
        try workspace.write("Site/en/old-page/index.html", "left over")
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its current size classes."))
        let result = SiteBuilder.build(cachedOptions(workspace))
        #expect(result.succeeded)
        #expect(try workspace.read("Site/stray.txt") == "added by hand")
        #expect(try workspace.read("Site/en/old-page/index.html") == "left over")
        var site = try workspace.snapshot(of: "Site")
        site["stray.txt"] = nil
        site["en/old-page/index.html"] = nil
        #expect(site == (try reference(workspace)))
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: workspace.path(""))).contains { $0.contains("duet-staging") })
    }

    @Test("a deleted page disappears from the cached build, as from a build from scratch")
    func deletedPage() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        #expect(FileManager.default.fileExists(atPath: workspace.path("Site/en/only-english/index.html")))
        try workspace.remove("content/en/03-only-english.md")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let built = try workspace.snapshot(of: "Site")
        #expect(built["en/only-english/index.html"] == nil)
        #expect(built["zh/only-english/index.html"] == nil)
        #expect(built == (try reference(workspace)))
    }

    @Test("a page changed by hand in the output is rebuilt, not trusted")
    func handEditedOutput() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        try workspace.write("Site/en/traits/index.html", "tampered")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        #expect(try workspace.snapshot(of: "Site") == (try reference(workspace)))
    }

    @Test("an unchanged file keeps its identity: it is linked from the previous build, not rewritten")
    func unchangedFilesNotRewritten() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let before = try inode(workspace.path("Site/zh/presenting/index.html"))
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "A container may override a child.", with: "A container may override its child."))
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        #expect(try inode(workspace.path("Site/zh/presenting/index.html")) == before)
    }

    @Test("the sitemap is kept while the pages are the same, and made again, as from scratch, when one is added")
    func sitemapKeptThenRemade() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let before = try inode(workspace.path("Site/sitemap.xml"))
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its size classes."))
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        #expect(try inode(workspace.path("Site/sitemap.xml")) == before, "kept, not written again")
        for language in ["en", "zh"] {
            try workspace.write("content/\(language)/04-new.md", "---\ntitle: New\nslug: new-page\n---\n\nNew text.\n")
        }
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let sitemap = try workspace.read("Site/sitemap.xml")
        #expect(sitemap.contains("en/new-page/"))
        #expect(try workspace.snapshot(of: "Site") == (try reference(workspace)))
    }

    @Test("a failed cached build leaves the previous site exactly as it was")
    func failureKeepsSite() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let before = try workspace.snapshot(of: "Site")
        try workspace.write("content/en/02-presentations.md", "---\ntitle: [unclosed\n---\n\nBody\n")
        #expect(!SiteBuilder.build(cachedOptions(workspace)).succeeded)
        #expect(try workspace.snapshot(of: "Site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter { $0.contains("duet-") }
        #expect(leftovers.isEmpty)
    }

    @Test("cached check findings are reported again on the next build")
    func cachedFindingsRepeat() throws {
        let workspace = try Workspace(copying: "site")
        let first = SiteBuilder.build(cachedOptions(workspace)).diagnostics
        #expect(first.contains { $0.identifier == "page.missing-counterpart" })
        let second = SiteBuilder.build(cachedOptions(workspace)).diagnostics
        #expect(Set(second) == Set(first))
    }

    private func inode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.systemFileNumber] as? Int)
    }
}
