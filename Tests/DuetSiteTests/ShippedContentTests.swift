import DuetContent
import DuetSite
import DuetMarkdown
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// The shipped guide is the product: these tests hold it to the bar.
@Suite("The shipped bilingual guide")
struct ShippedContentTests {
    init() { ShippedStrings.install() }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let chapters = ["01-adaptive-model.md", "02-building-adaptive-interfaces.md", "03-presentations.md", "04-segues.md",
                           "05-custom-transitions.md", "06-custom-presentations.md", "07-container-view-controllers.md",
                           "08-windows-and-scenes.md"]

    var options: BuildOptions {
        BuildOptions(contentDirectory: Self.repository.appendingPathComponent("content").path,
                     templatesDirectory: Self.repository.appendingPathComponent("templates").path,
                     outputDirectory: TestScratch.url("duet-shipped").path)
    }

    @Test("every chapter exists in English and in Chinese", arguments: chapters)
    func chapterExists(_ name: String) {
        for language in Language.allCases {
            let path = Self.repository.appendingPathComponent("content/\(language.rawValue)/\(name)").path
            #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
        }
    }

    @Test("every model table id is used somewhere in the content")
    func everyTableUsed() throws {
        let (content, _) = ContentLoader.load(directory: options.contentDirectory)
        let loaded = try #require(content)
        var used: Set<String> = []
        for pair in loaded.pairs {
            for page in [pair.en, pair.zh].compactMap({ $0 }) {
                page.document.walk { node in
                    if let id = ModelTableFence.tableID(of: node) ?? ModelTableFence.markerID(of: node) { used.insert(id) }
                    return .visitChildren
                }
            }
        }
        #expect(Set(ReferenceTables.ids).subtracting(used).sorted() == [])
    }

    @Test("each language has at least one hand-written table checked against the model")
    func handWrittenTables() throws {
        let (content, _) = ContentLoader.load(directory: options.contentDirectory)
        for language in Language.allCases {
            let marked = try #require(content).pages(in: language).flatMap(\.document.children).compactMap(ModelTableFence.markerID)
            #expect(!marked.isEmpty, "no `<!-- duet:table id -->` table in \(language)")
        }
    }

    @Test("the shipped content builds with no errors and no warnings")
    func buildsClean() throws {
        let result = SiteBuilder.build(options)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.human.render(result.diagnostics))")
        #expect(result.succeeded)
        try? FileManager.default.removeItem(atPath: options.outputDirectory)
    }
}
