@testable import DuetContent
import DuetMarkdown
import DuetTestSupport
import DuetModel
import Testing
@testable import DuetSite
@testable import DuetSearch

@Suite("Search documents of a chapter")
struct SearchDocumentsTests {
    init() { ShippedStrings.install() }

    static let markdown = """
    Opening words before any heading.

    ## Size Classes

    | Device | Width |
    |---|---|
    | iPhone | compact |

    ```swift
    let hiddenListingIdentifier = 1
    ```

    ### Overrides

    Use `setOverrideTraitCollection(_:forChild:)`.
    """

    static func sections() -> [SearchDocument] {
        let document = MarkdownParser().parse(markdown)
        let page = ContentPage(language: .en, fileName: "01-traits.md", path: "content/en/01-traits.md", title: "Traits",
                               slug: "traits", order: 1, summary: "What traits are.", document: document, source: markdown)
        let anchors = HeadingAnchors.assign(en: document, zh: nil).english
        return SearchDocuments.sections(of: page, url: "traits/index.html", anchors: anchors)
    }

    @Test("a page gives its opening, titled by the page, and one document per heading")
    func oneDocumentPerSection() {
        let sections = Self.sections()
        #expect(sections.map(\.url) == ["traits/index.html", "traits/index.html#size-classes", "traits/index.html#overrides"])
        #expect(sections.map(\.heading) == ["", "Size Classes", "Overrides"])
        #expect(sections[0].titleText == "Traits")
        #expect(sections[0].excerpt == "What traits are. Opening words before any heading.")
    }

    @Test("table cells stay separate words and code listings are left out")
    func bodyText() {
        let sizeClasses = Self.sections()[1]
        let terms = SearchTokenizer.tokens(sizeClasses.bodyText)
        #expect(terms.contains("iphone") && terms.contains("compact"))
        #expect(!terms.contains("hiddenlistingidentifier"))
        #expect(SearchTokenizer.tokens(Self.sections()[2].bodyText).contains("setoverridetraitcollection"))
    }
}
