import Foundation
import DuetTestSupport
import Testing
@testable import DuetSite
@testable import DuetSearch

@Suite("Search index")
struct SearchIndexTests {
    init() { ShippedStrings.install() }

    static func document(_ page: String, heading: String, title: String = "", body: String, url: String) -> SearchDocument {
        SearchDocument(pageTitle: page, heading: heading, url: url, titleText: title, bodyText: body)
    }

    @Test("a title match ranks above a heading match, which ranks above body matches")
    func ranking() {
        let documents = [
            Self.document("Segues", heading: "Unwinding", body: "A popover popover popover popover is mentioned often here.", url: "segues/index.html#unwinding"),
            Self.document("Presentations", heading: "Popovers", body: "Anchoring one.", url: "presentations/index.html#popovers"),
            Self.document("Popovers", heading: "", title: "Popovers", body: "Intro.", url: "popovers/index.html"),
        ]
        let index = SearchIndex(language: .en, documents: documents)
        #expect(index.search("popover").map(\.url) == ["popovers/index.html", "presentations/index.html#popovers", "segues/index.html#unwinding"])
    }

    @Test("every query term must occur in a result")
    func allTermsRequired() {
        let index = SearchIndex(language: .en, documents: [
            Self.document("A", heading: "Trait collections", body: "", url: "a/index.html#t"),
            Self.document("B", heading: "Collections of views", body: "", url: "b/index.html#c"),
        ])
        #expect(index.search("trait collection").map(\.url) == ["a/index.html#t"])
        #expect(index.search("nothing here").isEmpty)
    }

    @Test("a Chinese query finds its section through bigrams")
    func chineseQuery() {
        let index = SearchIndex(language: .zh, documents: [
            Self.document("呈现", heading: "在弹出框中呈现视图控制器", body: "弹出框需要锚点。", url: "presentations/index.html#popover"),
            Self.document("呈现", heading: "转场样式", body: "动画。", url: "presentations/index.html#transition-styles"),
        ])
        #expect(index.search("弹出框").map(\.url) == ["presentations/index.html#popover"])
        #expect(index.search("转场").map(\.url) == ["presentations/index.html#transition-styles"])
    }

    @Test("the JSON keeps only the excerpt of a section, not its text, and packs postings")
    func compactJSON() throws {
        let long = String(repeating: "Size classes describe the room available along an axis. ", count: 20) + "needle"
        let index = SearchIndex(language: .en, documents: [Self.document("Traits", heading: "Size classes", body: long, url: "traits/index.html#size-classes")])
        #expect(!index.json.contains("an axis. needle"))
        #expect(index.json.utf8.count < long.utf8.count)
        #expect(index.documents[0].excerpt.hasSuffix("…"))
        #expect(index.documents[0].excerpt.count <= SearchDocument.excerptColumns + 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(index.json.utf8)) as? [String: Any])
        let pages = try #require(object["pages"] as? [[String]])
        #expect(pages == [["Traits", "traits/index.html"]])
        let docs = try #require(object["docs"] as? [[Any]])
        #expect(docs[0][2] as? String == "size-classes")
        let terms = try #require(object["terms"] as? String).split(separator: " ").map(String.init)
        let postings = try #require(object["postings"] as? String).split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        #expect(terms == terms.sorted())
        #expect(terms.count == postings.count)
        let packed = Dictionary(uniqueKeysWithValues: zip(terms, postings))
        // "needle" occurs once in the body of document 0: (0 - 0) * 16 + 1.
        #expect(packed["needle"] == "1")
        // "size" is in the heading (4) and in the body more than three times (3): 7.
        #expect(packed["size"] == String(SearchIndex.headingWeight + SearchIndex.bodyCap, radix: 36))
    }

    @Test("postings store the gap to the previous document and the weight in base 36")
    func deltaPacking() throws {
        let documents = (0..<40).map { number in
            Self.document("P", heading: number == 39 ? "Popover" : "Other", body: number == 2 ? "popover" : "text", url: "p/index.html#s\(number)")
        }
        let index = SearchIndex(language: .en, documents: documents)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(index.json.utf8)) as? [String: Any])
        let terms = try #require(object["terms"] as? String).split(separator: " ").map(String.init)
        let postings = try #require(object["postings"] as? String).split(separator: ";", omittingEmptySubsequences: false)
        let popover = try #require(terms.firstIndex(of: "popover"))
        // Document 2 with weight 1: 2 * 16 + 1 = 33 = "x"; then document 39 with weight 4:
        // (39 - 2) * 16 + 4 = 596 = "gk".
        #expect(postings[popover] == "x,gk")
        #expect(SearchIndex.maximumWeight < 16, "a weight must fit the four bits the packing leaves it")
    }

    @Test("a Chinese excerpt is cut by display width, two columns per character")
    func chineseExcerptWidth() {
        let text = String(repeating: "尺寸类", count: 60)
        let excerpt = SearchDocument.excerpt(of: text)
        #expect(excerpt == String(text.prefix(SearchDocument.excerptColumns / 2)) + "…")
    }

    @Test("an excerpt collapses every kind of white space, ASCII or not, into single spaces")
    func excerptWhiteSpace() {
        #expect(SearchDocument.excerpt(of: " a\t\n\u{0B}\u{0C}\r\nb\u{A0}c\u{3000}d\u{2028}e ") == "a b c d e")
        #expect(SearchDocument.excerpt(of: "e\u{301} 弹出框") == "e\u{301} 弹出框")
        // 54 Chinese characters (108 columns), a space and one letter: exactly 110 columns.
        let wide = String(repeating: "弹", count: SearchDocument.excerptColumns / 2 - 1) + " x"
        #expect(SearchDocument.excerpt(of: wide) == wide)
        #expect(SearchDocument.excerpt(of: wide + "y") == String(repeating: "弹", count: SearchDocument.excerptColumns / 2 - 1) + "…")
    }

    @Test("JSON strings escape what would end a script element or a JavaScript string")
    func scriptSafeStrings() {
        #expect(JSONText.quoted("</script>\"\\\u{2028}") == "\"\\u003c/script>\\\"\\\\\\u2028\"")
    }
}
