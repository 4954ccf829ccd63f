import Foundation
import DuetTestSupport
import Testing
@testable import DuetSite
@testable import DuetSearch

/// Each pair's share of the search index is computed on its own and kept in the cache; the
/// merged index must be the one built from all documents at once.
@Suite("Search index parts and their cache")
struct SearchIndexCacheTests {
    init() { ShippedStrings.install() }

    static func document(_ page: String, heading: String, title: String = "", body: String, url: String) -> SearchDocument {
        SearchDocument(pageTitle: page, heading: heading, url: url, titleText: title, bodyText: body)
    }

    static let documents = [
        document("Traits", heading: "", title: "Traits", body: "A trait collection describes the environment.", url: "traits/index.html"),
        document("Traits", heading: "Size classes", body: "Compact and regular size classes; traitCollectionDidChange(_:).", url: "traits/index.html#size-classes"),
        document("弹出框", heading: "锚点", body: "弹出框需要一个锚点，popover 也是。", url: "popovers/index.html#anchor"),
        document("Popovers", heading: "Adaptation", body: "A popover adapts to a sheet in a compact width.", url: "popovers/index.html#adaptation"),
    ]

    @Test("an index merged from parts, in order, is byte-identical to one built from all documents")
    func mergedEqualsWhole() {
        let whole = SearchIndex(language: .en, documents: Self.documents)
        let parts = [SearchIndexPart(Array(Self.documents[0..<2])), SearchIndexPart([]), SearchIndexPart(Array(Self.documents[2...]))]
        let merged = SearchIndex(language: .en, parts: parts)
        #expect(merged.json == whole.json)
        #expect(merged.search("popover").map(\.url) == whole.search("popover").map(\.url))
        #expect(!merged.search("popover").isEmpty)
    }

    @Test("parts read back from the cache file equal the parts written, whatever their text holds")
    func roundTrip() throws {
        let workspace = try Workspace(copying: "site")
        let file = workspace.path("cache/search-test.cache")
        let awkward = Self.document("Colons: and; semicolons", heading: "Line\nbreak 12:3;", body: "Text with \u{2028} and \"quotes\".", url: "a/index.html#x")
        let written = [(key: "first", part: SearchIndexPart(Self.documents)), (key: "second", part: SearchIndexPart([awkward])),
                       (key: "empty", part: SearchIndexPart([]))]
        SearchIndexCache.save(written, to: file)
        let read = SearchIndexCache.load(file)
        #expect(read.count == 3)
        for (key, part) in written { #expect(read[key] == part, "\(key)") }
    }

    @Test("a damaged cache file is ignored as a whole")
    func damagedFileIgnored() throws {
        let workspace = try Workspace(copying: "site")
        let file = workspace.path("cache/search-test.cache")
        SearchIndexCache.save([(key: "first", part: SearchIndexPart(Self.documents))], to: file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try String(text.dropLast(20)).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(SearchIndexCache.load(file).isEmpty)
        try "not a cache".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(SearchIndexCache.load(file).isEmpty)
    }

    /// The parts file of the fixture's only shard in English.
    static func partsFile(_ workspace: Workspace) throws -> String {
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace.path("cache")).first { $0.hasPrefix("search-") })
        return workspace.path("cache/\(folder)/" + SearchIndexCache.partsName(language: .en, shard: 0))
    }

    @Test("a shard rebuilt without its previous file takes unchanged pairs' parts from the cache instead of tokenizing them again")
    func unchangedPairsComeFromTheCache() throws {
        let workspace = try Workspace(copying: "site")
        var options = workspace.options.build
        options.cacheDirectory = workspace.path("cache")
        #expect(SiteBuilder.build(options).succeeded)
        let file = try Self.partsFile(workspace)
        // Mark every cached excerpt; only a build that reads the cache can publish the mark.
        let marked = SearchIndexCache.load(file).sorted { $0.key < $1.key }.map { key, part in
            (key: key, part: SearchIndexPart(documents: part.documents.map {
                SearchDocument(pageTitle: $0.pageTitle, heading: $0.heading, url: $0.url, excerpt: "CACHED " + $0.excerpt)
            }, terms: part.terms))
        }
        #expect(!marked.isEmpty)
        SearchIndexCache.save(marked, to: file)
        // With the previous output gone, the shard cannot be linked and is made again.
        try workspace.remove("Site")
        #expect(SiteBuilder.build(options).succeeded)
        let index = try workspace.read("Site/en/search-index.0.js")
        #expect(index.contains("\"CACHED "))
    }

    @Test("a build in which nothing changed leaves the parts file as it was")
    func unchangedBuildKeepsTheFile() throws {
        let workspace = try Workspace(copying: "site")
        var options = workspace.options.build
        options.cacheDirectory = workspace.path("cache")
        #expect(SiteBuilder.build(options).succeeded)
        let file = try Self.partsFile(workspace)
        func inode() throws -> Int {
            try #require(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int)
        }
        let before = try inode()
        #expect(SiteBuilder.build(options).succeeded)
        #expect(try inode() == before)
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its size classes."))
        #expect(SiteBuilder.build(options).succeeded)
        #expect(try inode() != before, "an edited pair's part is written")
    }
}
