@testable import DuetContent
@testable import DuetSite
import Testing
import DuetTestSupport

@Suite("What writers type in links")
struct LinkTableTests {
    init() { ShippedStrings.install() }

    @Test("a page file name splits into the page and its fragment", arguments: [
        ("04-segues.md", "04-segues.md", nil),
        ("04-segues.md#unwind-segues", "04-segues.md", "unwind-segues"),
        ("./04-segues.md#a#b", "04-segues.md", "a#b"),
        ("reference/traits.md#", "reference/traits.md", ""),
        ("章节.md#小节", "章节.md", "小节"),
    ] as [(String, String, String?)])
    func internalLinks(_ destination: String, _ source: String, _ fragment: String?) throws {
        let target = try #require(LinkTable.internalTarget(destination))
        #expect(target.source == source)
        #expect(target.fragment == fragment)
    }

    @Test("external, mail, absolute and fragment-only links are not links to a page", arguments: [
        "", "#overview", "/en/index.html", "mailto:team@example.org", "https://developer.apple.com/documentation/uikit",
        "ftp://example.org/a.md", "04-segues.md#see://here", "x://y",
    ])
    func notInternal(_ destination: String) {
        #expect(LinkTable.internalTarget(destination) == nil)
    }
}
