import DuetContent
import DuetTestSupport
import DuetSite
import DuetMarkdown
import Foundation
import Testing

@Suite("duet check diagnostics, one fixture per kind")
struct CheckDiagnosticsTests {
    init() { ShippedStrings.install() }

    @Test("a clean, aligned page pair yields no diagnostic at all")
    func clean() {
        #expect(ChecksFixture.check("clean") == [])
    }

    @Test("a list of 4 items against 3 is reported at the Chinese list, once, and the next section still aligns")
    func alignment() throws {
        let found = ChecksFixture.check("alignment")
        #expect(found.map(\.identifier) == ["alignment.mismatch", "alignment.mismatch"])
        let list = try #require(found.first)
        #expect(list.severity == .error)
        #expect(list.location.short == "zh/01-align.md:9:1")
        #expect(list.related?.short == "en/01-align.md:9:1")
        #expect(list.message.contains("English has a list of 4 items here, Chinese has 3"))
        let marker = found[1]
        #expect(marker.location.short == "zh/01-align.md:21:1")
        #expect(marker.related?.short == "en/01-align.md:22:1")
        #expect(marker.message.contains("<!-- duet:note reviewed -->"))
    }

    @Test("a forbidden variant is an error at its character column, after CJK text and after a code span, never inside code")
    func forbiddenVariant() {
        let found = ChecksFixture.check("terminology").filter { $0.identifier == "terminology.forbidden" }
        // 这里的视图调控器拥有 `rootViewController` 视图调控器: byte columns would be 10 and 45.
        #expect(found.map(\.location.short) == ["zh/01-terms.md:5:4", "zh/01-terms.md:5:33"])
        #expect(found.allSatisfy { $0.severity == .error && $0.fix == "use 视图控制器" && $0.related == nil })
    }

    @Test("an English glossary term with none of its Chinese forms is a warning at the Chinese block")
    func missingTerm() throws {
        let found = ChecksFixture.check("terminology").filter { $0.identifier == "terminology.missing-term" }
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.location.short == "zh/01-terms.md:7:1")
        #expect(warning.related?.short == "en/01-terms.md:7:1")
        #expect(warning.fix == "use 尺寸类")
        #expect(ChecksFixture.check("terminology").count == 3)
    }

    @Test("a missing symbol is an error at the Chinese block, an altered one at its code span")
    func symbols() throws {
        let all = ChecksFixture.check("symbols")
        // The misspelt class is also a UIKit-looking name the reference does not know.
        #expect(all.filter { $0.identifier == "symbol.unresolved" }.map(\.location.short) == ["zh/01-symbols.md:5:4"])
        let found = all.filter { $0.identifier.hasPrefix("symbols.") }
        #expect(found.map(\.identifier) == ["symbols.missing", "symbols.extra"])
        #expect(found.allSatisfy { $0.severity == .error && $0.related?.short == "en/01-symbols.md:5:1" })
        #expect(found[0].location.short == "zh/01-symbols.md:5:1")
        #expect(found[0].message.contains("`UIViewController`"))
        #expect(found[1].location.short == "zh/01-symbols.md:5:4")
        #expect(found[1].message.contains("`UIViewControler`"))
    }

    @Test("code that differs beyond comments is a warning at the first differing line of both files")
    func code() throws {
        let found = ChecksFixture.check("code")
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.identifier == "code.differs")
        #expect(warning.severity == .warning)
        #expect(warning.location.short == "zh/01-code.md:7:1")
        #expect(warning.related?.short == "en/01-code.md:7:1")
        #expect(warning.message.contains("print(y)"))
    }

    @Test("comments are stripped outside string literals only")
    func commentStripping() {
        let code = "let s = \"// not a comment\" // a comment\nlet t = 1 /* block\ncomment */ + 2"
        #expect(CodeParityCheck.significantLines(code).map(\.text) == ["let s = \"// not a comment\"", "let t = 1", "+ 2"])
    }

    @Test("unknown pages and anchors are errors at the link, in both languages")
    func links() {
        let found = ChecksFixture.check("links")
        #expect(found.map(\.identifier) == ["link.unknown-page", "link.unknown-anchor", "link.unknown-anchor",
                                            "link.unknown-page", "link.unknown-anchor", "link.unknown-anchor"])
        #expect(found.map(\.location.short) == ["en/01-links.md:7:5", "en/01-links.md:7:27", "en/01-links.md:7:61",
                                                "zh/01-links.md:7:3", "zh/01-links.md:7:20", "zh/01-links.md:7:46"])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test("external links are listed, counted, not reported")
    func externalLinks() throws {
        let (content, _) = ContentLoader.load(directory: ChecksFixture.path("clean"))
        let links = LinkCheck.externalLinks(in: try #require(content))
        #expect(links.map(\.url) == ["https://developer.apple.com/documentation/uikit"])
        #expect(links.first?.count == 2)
        #expect(links.first?.location.short == "en/01-basics.md:17:96")
    }

    @Test("JSON output decodes back to the same diagnostics")
    func jsonRoundTrip() throws {
        let diagnostics = ["alignment", "terminology", "symbols", "code", "links"].flatMap(ChecksFixture.check)
        let text = DiagnosticFormat.json.render(diagnostics)
        let decoded = try JSONDecoder().decode([JSONDiagnostic].self, from: Data(text.utf8))
        #expect(decoded == diagnostics.sortedForOutput().map(JSONDiagnostic.init))
        #expect(decoded.contains { $0.id == "duet.alignment.mismatch" && $0.relatedLine == 9 && $0.relatedFile?.hasSuffix("en/01-align.md") == true })
    }
}
