@testable import DuetContent
@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// `duet check` finds a forbidden Chinese variant in the pages' text, but the tables,
/// figures and reference entries the model generates are Swift strings it never reads:
/// this holds them to the same glossary, so a term fixed in the prose cannot live on in a
/// generated table beside it.
@Suite("Chinese text generated from the model uses the glossary's terms")
struct GeneratedChineseTermsTests {
    init() { ShippedStrings.install() }

    static let glossaryPath = ShippedContentTests.repository.appendingPathComponent("content/glossary.yml").path

    private func forbidden() throws -> [(variant: String, entry: GlossaryEntry)] {
        let (glossary, diagnostics) = Glossary.load(path: Self.glossaryPath)
        #expect(!diagnostics.hasErrors)
        let variants = TerminologyCheck.forbiddenVariants(of: try #require(glossary))
        #expect(variants.count > 50, "the shipped glossary forbids many variants")
        return variants
    }

    private func offences(in text: String, named name: String, _ variants: [(variant: String, entry: GlossaryEntry)]) -> [String] {
        variants.filter { text.contains($0.variant) }.map { "\(name): “\($0.variant)” (use \($0.entry.zh))" }
    }

    @Test("no generated table says a forbidden variant in Chinese")
    func tables() throws {
        let variants = try forbidden()
        let found = ReferenceTables.all.flatMap { offences(in: $0.rendered(as: .markdown, language: .zh), named: "table \($0.id)", variants) }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("no reference entry's Chinese summary says a forbidden variant")
    func symbols() throws {
        let variants = try forbidden()
        let found = SymbolCatalogue.all.flatMap { offences(in: $0.summary.zh, named: "symbol \($0.swiftName)", variants) }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("no figure's Chinese text says a forbidden variant")
    func figures() throws {
        let variants = try forbidden()
        let found = FigureCatalogue.all.flatMap { figure in
            offences(in: figure.svg(language: .zh, theme: .light) + figure.caption.zh + (figure.steps(language: .zh) ?? []).joined(separator: "\n"),
                     named: "figure \(figure.id)", variants)
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("the check sees a forbidden variant where one is (the page-sheet term the glossary rejects)")
    func detectsAVariant() throws {
        let variants = try forbidden()
        #expect(!offences(in: "模态呈现为页面表单", named: "probe", variants).isEmpty)
    }
}
