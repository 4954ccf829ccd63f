@testable import DuetSite
import Testing
import DuetTestSupport

@Suite("Searching generated HTML by bytes")
struct UTF8SearchTests {
    init() { ShippedStrings.install() }

    @Test("finds markup after Chinese text, at the same place as a character search")
    func findsAfterChinese() throws {
        let html = "<p>尺寸类 size class</p>\n<div class=\"model-sources\" data-lang=\"zh\">"[...]
        let found = try #require(html.firstUTF8Range(of: "<div class="))
        #expect(found == html.range(of: "<div class="))
        #expect(html[found] == "<div class=")
    }

    @Test("searches a substring from its own start and finds the first of several matches")
    func searchesWithinASubstring() throws {
        let text = "</ul>\n</div>\n和 </ul>\n</div>\n"
        let rest = text[text.index(text.startIndex, offsetBy: 3)...]
        let found = try #require(rest.firstUTF8Range(of: "</ul>\n</div>\n"))
        // Past the match the substring starts inside of: the one after "和 ".
        #expect(text.distance(from: text.startIndex, to: found.lowerBound) == 15)
        #expect(found == rest.range(of: "</ul>\n</div>\n"))
    }

    @Test("a needle that is absent, longer than the text, or empty is not found")
    func notFound() {
        #expect("abc"[...].firstUTF8Range(of: "abd") == nil)
        #expect("ab"[...].firstUTF8Range(of: "abc") == nil)
        #expect("abc"[...].firstUTF8Range(of: "") == nil)
    }
}
