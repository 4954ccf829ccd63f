@testable import DuetContent
import Testing

@Suite("A mistyped anchor gets a fix, as a mistyped page name does")
struct AnchorSuggestionTests {
    static let anchors: AnchorIDs = ["unwind-segues", "who-actually-presents", "since-ios-13", "presenting-a-view-controller"]

    @Test("a typo of a whole id is answered with that id")
    func typo() {
        #expect(LinkCheck.suggestion(for: "who-actualy-presents", in: Self.anchors) == "did you mean `#who-actually-presents`?")
    }

    @Test("a short, mistyped start of an id is answered with the id: #unwnd is #unwind-segues")
    func start() {
        #expect(LinkCheck.suggestion(for: "unwnd", in: Self.anchors) == "did you mean `#unwind-segues`?")
        #expect(LinkCheck.suggestion(for: "presenting", in: Self.anchors) == "did you mean `#presenting-a-view-controller`?")
    }

    @Test("an anchor like none of them lists a few of the page's headings")
    func nothingClose() {
        let fix = LinkCheck.suggestion(for: "zzzzzzzz", in: Self.anchors) ?? ""
        #expect(fix.hasPrefix("link to a heading of the page, such as `#"))
        #expect(fix.components(separatedBy: "`#").count - 1 == 3)
    }

    @Test("a page without headings says so")
    func noHeadings() {
        #expect(LinkCheck.suggestion(for: "intro", in: []) == "the page has no headings to link to: link to the page itself")
    }
}
