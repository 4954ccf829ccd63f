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

    @Test("the Chinese for “sidebar” is one word, 侧边栏, and the reference calls itself 本手册, in every chapter, the catalog and the glossary")
    func oneWordForSidebar() throws {
        let folder = Self.repository.appendingPathComponent("content")
        var files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("zh").path)
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".po") }.map { "zh/" + $0 }
        files.append("glossary.yml")
        #expect(files.count > 10)
        var sidebars = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            sidebars += text.components(separatedBy: "侧边栏").count - 1
            // 边栏 alone (not inside 侧边栏) is the other word the chapters once mixed in.
            let alone = text.replacingOccurrences(of: "侧边栏", with: "").components(separatedBy: "边栏").count - 1
            #expect(alone == 0, "\(file) writes 边栏 \(alone) time(s) where the glossary's word is 侧边栏")
            // The reference names itself one way, 本手册; 本指南 read as Apple's guide too.
            for other in ["本指南", "本参考"] {
                #expect(!text.contains(other), "\(file) calls this reference \(other), not 本手册")
            }
        }
        #expect(sidebars > 30)
        let (content, _) = ContentLoader.load(directory: options.contentDirectory)
        let entry = try #require(content?.glossary.entries.first { $0.id == "tab-bar-sidebar" })
        #expect(entry.zh == "侧边栏" && !entry.acceptedChineseForms.contains("边栏"), "the glossary accepts one word")
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
