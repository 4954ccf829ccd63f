@testable import DuetContent
import DuetMarkdown
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// One English spelling throughout: site.yml names it, every English page is held to it
/// at the word's column, and the model's own English (the catalog's source strings) too.
@Suite("English spelling")
struct SpellingCheckTests {
    static func page(_ markdown: String) -> ContentPage {
        ContentPage(language: .en, fileName: "01-x.md", path: "content/en/01-x.md", title: "X", slug: "x",
                    order: 1, summary: nil, document: MarkdownParser().parse(markdown), source: markdown)
    }

    @Test("a British book warns at “centered” and names “centred”; `.center` and code are API names, never checked")
    func british() {
        let page = Self.page("The sheet is centered.\n\nUse `.center` or .center, and a `centered` span.\n")
        let found = SpellingCheck.variants(in: page, forbidden: EnglishSpelling.british.forbidden, spelling: .british)
        #expect(found.map(\.identifier) == ["spelling.variant"])
        #expect(found.first?.location.line == 1 && found.first?.location.column == 14)
        #expect(found.first?.fix?.contains("centred") == true)
    }

    @Test("an American book warns at “behaviour” instead")
    func american() {
        let page = Self.page("Its behaviour and its behavior.\n")
        let found = SpellingCheck.variants(in: page, forbidden: EnglishSpelling.american.forbidden, spelling: .american)
        #expect(found.count == 1 && found.first?.location.column == 5)
    }

    @Test("the shipped book names its spelling, and its pages and the model's English keep to it")
    func shippedBook() throws {
        let root = ChecksFixture.repositoryRoot
        let settings = try String(contentsOf: root.appendingPathComponent("content/site.yml"), encoding: .utf8)
        #expect(settings.contains("\nspelling: british\n"))
        let forbidden = EnglishSpelling.british.forbidden
        let catalog = try String(contentsOf: root.appendingPathComponent("content/zh/reference.po"), encoding: .utf8)
        let sources = catalog.split(separator: "\n").filter { $0.hasPrefix("msgid ") }.map(String.init)
        #expect(sources.count > 500)
        let american = sources.filter { line in SpellingCheck.words(in: line).contains { forbidden[$0.lowercased()] != nil } }
        #expect(american.isEmpty, "\(american.prefix(5))")
        for file in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("content/en").path) where file.hasSuffix(".md") {
            let text = try String(contentsOf: root.appendingPathComponent("content/en/" + file), encoding: .utf8)
            let found = SpellingCheck.variants(in: Self.page(text), forbidden: forbidden, spelling: .british)
            #expect(found.isEmpty, "\(file): \(found.prefix(3).map(\.message))")
        }
    }
}
