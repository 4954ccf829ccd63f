@testable import DuetContent
@testable import DuetSite
@testable import DuetOutput
@testable import DuetSupport
import DuetTestSupport
import Foundation
import Testing

@Suite("Loading a book's file names")
struct LoadedFileNamesTests {
    init() { ShippedStrings.install() }

    private func names(_ list: [String]) -> [(name: String, page: String)] { list.map { ($0, $0) } }

    @Test("both languages' pages are paired by file name, in one sorted list without repeats")
    func pairedNames() {
        let paired = ContentLoader.pairUp(names(["01-a.md", "03-c.md", "05-e.md"]), names(["02-b.md", "03-c.md", "06-f.md"]))
        #expect(paired.map(\.name) == ["01-a.md", "02-b.md", "03-c.md", "05-e.md", "06-f.md"])
        #expect(paired.map(\.first) == ["01-a.md", nil, "03-c.md", "05-e.md", nil])
        #expect(paired.map(\.second) == [nil, "02-b.md", "03-c.md", nil, "06-f.md"])
        #expect(ContentLoader.pairUp(names([]), names(["a.md"])).map(\.name) == ["a.md"])
        #expect(ContentLoader.pairUp(names(["a.md", "b.md"]), names([])).map(\.name) == ["a.md", "b.md"])
        #expect(ContentLoader.pairUp(names([]), names([])).isEmpty)
        // As a set and a sort would give them, for names of any script.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let pool = ["页面.md", "a.md", "Z.md", "é.md", "10.md", "9.md", "ab.md", "b.md", "中文.md", "_x.md"]
            let lists = (0..<2).map { _ in Array(Set(pool.filter { _ in Bool.random(using: &generator) })).sorted() }
            let paired = ContentLoader.pairUp(names(lists[0]), names(lists[1]))
            #expect(paired.map(\.name) == Set(lists.flatMap { $0 }).sorted())
            #expect(paired.allSatisfy { ($0.first != nil) == lists[0].contains($0.name) && ($0.second != nil) == lists[1].contains($0.name) })
        }
    }

    @Test("the folders holding output files are found by the slashes in their bytes, whatever follows a slash")
    func foldersHoldingFiles() {
        #expect(OutputFolders.holding(["en/a/index.html", "en/b/index.html", "index.html", "zh/页面/index.html"])
                == ["", "en", "en/a", "en/b", "zh", "zh/页面"])
        // A combining mark after `/` makes one character of the two; the file system still has a folder.
        #expect(OutputFolders.holding(["a/\u{301}b/index.html"]) == ["", "a", "a/\u{301}b"])
        #expect(OutputFolders.parent(of: "a/\u{301}b") == "a")
        #expect(OutputFolders.parent(of: "index.html") == "")
    }

    @Test("recorded folder times: unchanged ones kept, ones this build left or changed moments ago dropped, the rest read")
    func recordedFolderTimes() throws {
        let root = TestScratch.url("duet-folders").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["en/a", "en/b", "zh/old"] { try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        // "zh/old" and "zh" were just made: too recent to be trusted, so not recorded.
        let hourAgo = FileStatus.now() - 3_600_000_000_000
        for folder in ["", "en", "en/a"] {
            let date = Date(timeIntervalSince1970: TimeInterval(hourAgo) / 1e9)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder.isEmpty ? root : root + "/" + folder)
        }
        let unchanged: [String: Int64] = ["en/b": 42, "gone": 7, "zh/old": FileStatus.now()]
        let recorded = OutputFolders.record(["", "en", "en/a", "en/b", "zh", "zh/old"], in: root, unchanged: unchanged, jobs: 2)
        #expect(recorded["en/b"] == 42)
        #expect(recorded["gone"] == nil)
        #expect(recorded["zh/old"] == nil && recorded["zh"] == nil)
        #expect(recorded["en/a"] == FileStatus.of(root + "/en/a")?.modified)
        #expect(recorded[""] == FileStatus.of(root)?.modified && recorded["en"] == FileStatus.of(root + "/en")?.modified)
        #expect(Set(recorded.keys) == ["", "en", "en/a", "en/b"])
        // Told which folders are not in `unchanged` (whose keys are then all folders of the
        // build), the record is the same.
        let known = unchanged.filter { $0.key != "gone" }
        let told = OutputFolders.record(["", "en", "en/a", "en/b", "zh", "zh/old"], in: root, unchanged: known,
                                        others: ["", "en", "en/a", "zh"], jobs: 2)
        #expect(told == recorded)
    }
}

@Suite("Page file names that differ only in their encoding")
struct EquivalentFileNamesTests {
    init() { ShippedStrings.install() }

    @Test("two page files whose names differ only in how `é` is encoded are reported, and the second is not read")
    func equivalentNames() throws {
        let workspace = try Workspace(copying: "site")
        let composed = "10-caf\u{e9}.md"
        let decomposed = "10-cafe\u{301}.md"
        #expect(composed == decomposed, "one name to Swift")
        #expect(Array(composed.utf8) != Array(decomposed.utf8), "two names on disk")
        for language in ["en", "zh"] {
            for (name, slug) in [(composed, "cafe-one"), (decomposed, "cafe-two")] {
                try workspace.write("content/\(language)/\(name)", "---\ntitle: \(slug)\nslug: \(slug)\n---\n\nText of \(slug).\n")
            }
        }
        let result = SiteBuilder.build(workspace.options.build)
        #expect(!result.succeeded)
        let reported = result.diagnostics.filter { $0.identifier == "page.equivalent-name" }
        #expect(reported.count == 2, "one per language folder")
        let content = try #require(result.context.content)
        #expect(content.pairs.filter { $0.fileName == composed }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")))
    }
}
