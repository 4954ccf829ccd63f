import DuetContent
import DuetTestSupport
import DuetSite
import DuetMarkdown
import DuetModel
import Foundation
import Testing

/// A `duet-figure` fence in a page becomes the figure in the page's language.
@Suite("Figures in pages")
struct FigureBlockTests {
    init() { ShippedStrings.install() }

    static func render(_ markdown: String, _ language: Language) -> String {
        let tree = MarkdownParser().parse(markdown)
        return FigureBlock().html(for: tree.children[0], language: language, renderer: HTMLRenderer()) ?? "(not a figure)"
    }

    @Test("a figure fence renders inline SVG with role img, a caption and a title in the page's language")
    func inline() {
        let zh = Self.render("```duet-figure device-size-classes\n```\n", .zh)
        #expect(zh.contains("<svg") && zh.contains("role=\"img\""))
        #expect(zh.contains("lang=\"zh-Hans\""))
        #expect(zh.contains("<figcaption><span class=\"release-badge\">iOS 8.0+</span> 按比例绘制的设备及其全屏尺寸类</figcaption>"))
        #expect(zh.contains("class=\"figure-scroll\""), "a wide figure scrolls in its own box")
    }

    @Test("a figure's name is read once: its caption names it, the drawing is named by what it shows, the scroll box has no name")
    func nameReadOnce() throws {
        for id in FigureCatalogue.ids {
            for language in Language.allCases {
                let html = Self.render("```duet-figure \(id)\n```\n", language)
                let figure = try #require(FigureCatalogue.figure(id: id))
                let caption = HTMLEscaping.escape(figure.caption[language])
                #expect(html.contains(caption + "</figcaption>"), "\(id) \(language): the caption names it")
                #expect(!html.contains("<title>" + caption) && !html.contains("aria-label=\"" + caption), "\(id) \(language): named again")
                #expect(!html.contains("<div class=\"figure-scroll\" tabindex=\"0\" role=\"group\" aria-label"), "\(id) \(language)")
                let labels = html.components(separatedBy: "role=\"img\" aria-label=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
                #expect(!labels.isEmpty && labels.allSatisfy { $0.count > caption.count / 2 && $0 != caption }, "\(id) \(language): every drawing says what it shows")
                #expect(html.components(separatedBy: "role=\"img\"").count == html.components(separatedBy: "\">\n<g aria-hidden=\"true\">").count,
                        "\(id) \(language): a drawing's labels are not read one by one after its description")
            }
        }
    }

    @Test("a sequence figure carries the ordered list of calls as text")
    func textEquivalent() {
        let en = Self.render("```duet-figure rotation-sequence\n```\n", .en)
        #expect(en.contains("<details class=\"figure-steps\">"))
        let items = en.components(separatedBy: "<li>").count - 1
        #expect(items == FigureCatalogue.figure(id: "rotation-sequence")!.steps(language: .en)!.count)
    }

    @Test("an unknown figure id is an error at the fence")
    func unknownID() throws {
        let folder = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "zh"] {
            let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder + "/" + language).first { $0.hasSuffix(".md") })
            let path = folder + "/" + language + "/" + file
            try (String(contentsOfFile: path, encoding: .utf8) + "\n```duet-figure no-such-figure\n```\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let found = SiteBuilder.check(ChecksFixture.options(folder)).diagnostics.filter { $0.identifier == "figure.unknown-id" }
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .error && $0.location.line > 1 })
    }

    @Test("every figure is shown somewhere in the shipped content")
    func everyFigureUsed() throws {
        var used: Set<String> = []
        for language in ["en", "zh"] {
            let folder = ChecksFixture.repositoryRoot.appendingPathComponent("content/\(language)").path
            for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".md") {
                let tree = MarkdownParser().parse(try String(contentsOfFile: folder + "/" + file, encoding: .utf8))
                for block in tree.children { if let id = FigureFence.figureID(of: block) { used.insert(id) } }
            }
        }
        #expect(Set(FigureCatalogue.ids).subtracting(used).isEmpty)
    }
}

@Suite("Figure styles")
struct FigureStyleTests {
    init() { ShippedStrings.install() }

    @Test("the site's stylesheet styles figures with exactly the rules standalone figures embed")
    func stylesInStep() throws {
        let css = try String(contentsOfFile: ChecksFixture.templates + "/assets/style.css", encoding: .utf8)
        for rule in FigureTheme.rules.split(separator: "\n") where rule.contains(".fig-") {
            #expect(css.contains(rule), "style.css lacks: \(rule)")
        }
    }
}
