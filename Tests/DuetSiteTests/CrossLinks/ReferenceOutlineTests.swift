@testable import DuetContent
@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// `duet check` takes the reference pages without their bodies: what the checks read of
/// them (where they are, their anchors and contents lists) must be what the build draws.
@Suite("Reference pages as a check takes them")
struct ReferenceOutlineTests {
    init() { ShippedStrings.install() }

    /// Every field but the body, in a form that compares.
    private func outline(_ page: GeneratedPage) -> [String] {
        [page.location.language.rawValue, page.location.segments.joined(separator: "/"), page.source, page.title,
         page.summary] + page.anchors.sorted() + page.toc.map { "\($0.level) \($0.id) \($0.text)" }
    }

    @Test("in both languages, every page's place, title, anchors and contents list are the drawn page's, and only the body is left out")
    func outlinesMatchDrawnPages() {
        for language in Language.allCases {
            let drawn = ReferencePages.pages(language: language)
            let outlined = ReferencePages.outlines(language: language)
            #expect(outlined.count == drawn.count)
            #expect(drawn.count == ReferenceArea.allCases.count + 1, "the index and one page per area")
            for (full, bare) in zip(drawn, outlined) {
                #expect(outline(bare) == outline(full), "\(full.location.segments.joined(separator: "/")) in \(language)")
                #expect(bare.contentHTML.isEmpty)
                #expect(!full.contentHTML.isEmpty)
            }
            let figureAnchors = drawn.flatMap(\.anchors).filter { $0.hasPrefix("figure-") }
            #expect(!figureAnchors.isEmpty, "figures' anchors are among those compared")
        }
    }

    @Test("a link to a reference entry, a figure and a table resolves in a check as in a build; a wrong anchor is reported by both")
    func checkResolvesLikeBuild() throws {
        let folder = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let symbol = try #require(SymbolCatalogue.symbols(in: .traits).first)
        let entry = ReferencePages.location(of: .traits, language: .en)
        let figure = try #require(ReferenceFigures.figureIDs(for: .traits).first)
        let table = try #require(ReferencePages.tableIDs(for: .devices).first)
        let links = "\n[entry](reference/traits.md#\(symbol.id)), [figure](reference/traits.md#\(FigureFence.anchor(of: figure))), "
            + "[table](reference/devices.md#table-\(table)), [missing](reference/traits.md#no-such-anchor).\n"
        for language in ["en", "zh"] {
            let page = URL(fileURLWithPath: folder).appendingPathComponent("\(language)/02-more.md")
            try (String(contentsOf: page, encoding: .utf8) + links).write(to: page, atomically: true, encoding: .utf8)
        }
        let options = ChecksFixture.options(folder)
        #expect(entry.segments == ["reference", "traits"])
        let checked = SiteBuilder.check(options).diagnostics
        // Every step, the site kept in memory: nothing is written.
        let built = SiteBuilder.run(options).diagnostics
        let describe = { (found: [Diagnostic]) in found.map { "\($0.identifier) \($0.location)" }.sorted() }
        #expect(describe(checked) == describe(built))
        #expect(checked.contains { $0.identifier == "link.unknown-anchor" && $0.message.contains("no-such-anchor") },
                "the wrong anchor is reported")
        #expect(checked.filter { $0.identifier == "link.unknown-anchor" }.count == 2, "once per language, nothing else")
        #expect(!checked.contains { $0.message.contains(symbol.id) || $0.message.contains("table-\(table)") })
    }
}
