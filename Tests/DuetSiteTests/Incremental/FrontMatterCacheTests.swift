@testable import DuetContent
@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// Front matter read once is not read again while its YAML is unchanged, and anything a
/// reading reported is reported by every build.
@Suite("Front matter cache")
struct FrontMatterCacheTests {
    init() { ShippedStrings.install() }

    func options(_ workspace: Workspace) -> BuildOptions {
        var options = workspace.options.build
        options.cacheDirectory = workspace.path("cache")
        return options
    }

    /// Quotes make front matter more than plain `key: value` lines, so Yams reads it.
    static let quotedYAML = "title: \"Traits\"\nsummary: What a trait collection holds.\n"

    func quoteTitle(_ workspace: Workspace) throws {
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "title: Traits\n", with: "title: \"Traits\"\n"))
    }

    @Test("a page whose body changed keeps its title, slug, order and summary from the cache")
    func cachedValuesMatch() throws {
        let workspace = try Workspace(copying: "site")
        try quoteTitle(workspace)
        let first = SiteBuilder.check(options(workspace))
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page) + "\nOne more paragraph.\n")
        let cache = FrontMatterCache(cacheDirectory: workspace.path("cache"), contentDirectory: workspace.path("content"))
        #expect(cache.values(forKey: FrontMatterCache.key(Self.quotedYAML)) == .init(title: "Traits", slug: nil, order: nil, summary: "What a trait collection holds.", updated: nil))
        let second = SiteBuilder.check(options(workspace))
        let titles = { (context: BuildContext) in context.content?.pairs.map { [$0.en?.title, $0.en?.summary, $0.en?.slug, $0.zh?.title] } }
        #expect(titles(first) == titles(second))
        #expect(titles(first)?.isEmpty == false)
    }

    @Test("front matter with a warning is read every time, so the warning is reported by every build")
    func warningsRepeat() throws {
        let workspace = try Workspace(copying: "site")
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "title: Traits\n", with: "title: Traits\nauthor: someone\n"))
        for _ in 0..<2 {
            let diagnostics = SiteBuilder.check(options(workspace)).diagnostics
            #expect(diagnostics.contains { $0.identifier == "front-matter.unknown-key" && $0.location.file.hasSuffix("01-traits.md") })
        }
    }

    @Test("plain key: value front matter is read without the cache, which keeps only what needed the YAML parser")
    func plainFrontMatterIsNotCached() throws {
        let workspace = try Workspace(copying: "site")
        try quoteTitle(workspace)
        _ = SiteBuilder.check(options(workspace))
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace.path("cache")).first { $0.hasPrefix("front-matter-") })
        let lines = try workspace.read("cache/" + file).split(separator: "\n")
        #expect(lines.count == 2, "the header and the one quoted front matter: \(lines)")
        #expect(lines.last?.hasPrefix(FrontMatterCache.key(Self.quotedYAML) + "\t") == true)
        let cache = FrontMatterCache(cacheDirectory: workspace.path("cache"), contentDirectory: workspace.path("content"))
        #expect(cache.values(forKey: FrontMatterCache.key("title: Presentations\nslug: presenting\n")) == nil)
    }

    @Test("a cache file entry that does not read back whole is ignored")
    func damagedEntries() throws {
        let workspace = try Workspace(copying: "site")
        try quoteTitle(workspace)
        _ = SiteBuilder.check(options(workspace))
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace.path("cache")).first { $0.hasPrefix("front-matter-") })
        let key = FrontMatterCache.key(Self.quotedYAML)
        try workspace.write("cache/" + file, "duet-front-matter-1\n\(key)\tTraits\t?bad\t\t-\n")
        let cache = FrontMatterCache(cacheDirectory: workspace.path("cache"), contentDirectory: workspace.path("content"))
        #expect(cache.values(forKey: key) == nil)
        let result = SiteBuilder.check(options(workspace))
        #expect(result.content?.pairs.first?.en?.summary == "What a trait collection holds.")
    }
}
