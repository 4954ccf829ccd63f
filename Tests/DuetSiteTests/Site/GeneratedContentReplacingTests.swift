@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

@Suite("The other language's ids on a generated page")
struct GeneratedContentReplacingTests {
    init() { ShippedStrings.install() }

    @Test("every ` id=\"` becomes ` data-anchor=\"`, as Foundation would replace it, Chinese text and all", arguments: [
        "<h2 id=\"traits\">特征 id=\"x\"</h2><p id=\"a\">“引号” é</p>",
        " id=\" id=\"",
        "no attribute here, 没有",
        " id=\"",
        "<p data-id=\"keep\">",
        "",
    ])
    func sameAsFoundation(_ html: String) {
        let replaced = GeneratedPageRenderer.replacing(" id=\"", with: " data-anchor=\"", in: html)
        #expect(replaced == html.replacingOccurrences(of: " id=\"", with: " data-anchor=\""))
        #expect(!replaced.contains(" id=\""))
    }
}
