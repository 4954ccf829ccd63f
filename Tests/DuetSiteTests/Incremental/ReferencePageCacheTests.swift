@testable import DuetContent
@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

@Suite("Reference pages kept between builds")
struct ReferencePageCacheTests {
    init() { ShippedStrings.install() }

    /// Every field of a page, in a form that compares.
    private func fields(_ pages: [GeneratedPage]) -> [String] {
        pages.map { page in
            ([page.location.language.rawValue, page.location.segments.joined(separator: "/"), page.source, page.title,
              page.summary, page.contentHTML] + page.anchors.sorted()
                + page.toc.map { "\($0.level) \($0.id) \($0.text)" }).joined(separator: "\u{1}")
        }
    }

    private func temporaryFolder() throws -> String {
        let path = TestScratch.path("duet-reference-cache")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("pages read back from the cache are the pages drawn from the model, in both languages")
    func readBack() throws {
        let cache = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for language in Language.allCases {
            let drawn = ReferencePages.pages(language: language)
            #expect(drawn.count > 1)
            let first = ReferencePageCache.pages(language: language, cacheDirectory: cache)
            #expect(FileManager.default.fileExists(atPath: ReferencePageCache.file(in: cache, language: language)))
            let read = ReferencePageCache.pages(language: language, cacheDirectory: cache)
            #expect(fields(first) == fields(drawn))
            #expect(fields(read) == fields(drawn))
        }
    }

    @Test("text with tabs, line breaks and backslashes survives the cache's escaping")
    func escapedText() throws {
        let page = GeneratedPage(location: SiteLocation(language: .zh, segments: ["reference", "a\tb"]), source: "x\\y.md",
                                 title: "标题\n第二行", summary: "a\r\nb", contentHTML: "<pre>\tcode\\n\n</pre>",
                                 anchors: ["one", "two\tthree"], toc: [(id: "i\\d", text: "文本\t", level: 3)])
        let decoded = try #require(ReferencePageCache.decode(Array(ReferencePageCache.encode([page], header: "h").utf8), header: "h"))
        #expect(fields(decoded) == fields([page]))
    }

    @Test("a cache another executable wrote, or one cut short, is not read: the pages are drawn again")
    func staleOrCutShort() throws {
        let cache = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let drawn = ReferencePages.pages(language: .en)
        let file = ReferencePageCache.file(in: cache, language: .en)
        let encoded = Array(ReferencePageCache.encode(drawn, header: ReferencePageCache.header).utf8)
        #expect(ReferencePageCache.decode(encoded, header: "duet-reference-pages-1\tanother duet") == nil)
        for cut in [encoded.count - 1, encoded.count - 5, encoded.count / 2, 10] {
            #expect(ReferencePageCache.decode(Array(encoded[..<cut]), header: ReferencePageCache.header) == nil)
        }
        // A file whose pages were changed by hand under another executable's header is redrawn and replaced.
        let forged = ReferencePageCache.encode([drawn[0]], header: "duet-reference-pages-1\tanother duet")
        try forged.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(fields(ReferencePageCache.pages(language: .en, cacheDirectory: cache)) == fields(drawn))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == ReferencePageCache.encode(drawn, header: ReferencePageCache.header))
    }
}
