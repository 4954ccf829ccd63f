@testable import DuetContent
import DuetModel
import DuetTestSupport
import Foundation
import Testing
@testable import DuetSite
@testable import DuetOutput

@Suite("Trait playground page")
struct PlaygroundPageTests {
    init() { ShippedStrings.install() }

    @Test("the page has the five controls and the three outputs, labelled in its language")
    func controls() {
        for language in Language.allCases {
            let html = PlaygroundPage.page(language: language).contentHTML
            for id in ["pg-device", "pg-orientation", "pg-multitasking", "pg-style", "pg-answer"] {
                #expect(html.contains("<select id=\"\(id)\""))
                // Labelled implicitly: the select sits inside its label, in either language block.
                #expect(html.range(of: "<label><span class=\"pg-label\">[^<]+</span>\n<select id=\"\(id)\"", options: .regularExpression) != nil)
            }
            for id in ["pg-result", "pg-size-classes", "pg-style-result", "pg-presenter"] {
                #expect(html.contains("id=\"\(id)\""))
            }
            #expect(html.contains(PlaygroundPage.strings["device"]![language]))
        }
        #expect(PlaygroundPage.page(language: .zh).contentHTML.contains("<option value=\"landscape\">横屏</option>"))
    }

    @Test("the build writes the page in each language and its data once for the site, as a script setting a global")
    func built() throws {
        let workspace = try Workspace(copying: "site")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        for language in ["en", "zh"] {
            let page = try workspace.read("Site/\(language)/playground/index.html")
            #expect(page.contains("<form class=\"playground\""))
            #expect(!page.contains("playground-data"), "duet.js loads the data once; the body is written once per language block")
            #expect(!page.contains("assets/playground.js") && !page.contains("playground.css"))
            #expect(!FileManager.default.fileExists(atPath: workspace.path("Site/\(language)/playground/playground-data.js")))
            #expect(!FileManager.default.fileExists(atPath: workspace.path("Site/\(language)/playground/playground-data.json")))
        }
        let script = try workspace.read("Site/assets/playground-data.js")
        #expect(script.hasPrefix("window.DUET_PLAYGROUND = {") && script.hasSuffix("};\n"))
    }

    @Test("a cached rebuild keeps the data file under the executable's key, and makes it again when it was changed by hand")
    func dataKeptByKey() throws {
        let workspace = try Workspace(copying: "site")
        let options = workspace.options.cached()
        #expect(SiteBuilder.build(options).succeeded)
        let manifestPath = OutputManifest.path(cacheDirectory: workspace.path("cache"), output: URL(fileURLWithPath: workspace.path("Site")))
        let manifest = OutputManifest.load(manifestPath)
        #expect(manifest.files[PlaygroundStep.dataPath]?.key == PlaygroundStep.dataKey(strings: nil))
        let original = try workspace.read("Site/assets/playground-data.js")
        try workspace.write("Site/assets/playground-data.js", "{}")
        #expect(SiteBuilder.build(options).succeeded)
        #expect(try workspace.read("Site/assets/playground-data.js") == original)
        #expect(OutputManifest.load(manifestPath).files[PlaygroundStep.dataPath]?.key == PlaygroundStep.dataKey(strings: nil))
    }

    @Test("writers can link to the playground like to any page")
    func linkable() throws {
        let workspace = try Workspace(copying: "site")
        let page = try workspace.read("content/en/01-traits.md")
        try workspace.write("content/en/01-traits.md", page + "\nTry the [playground](playground.md#result).\n")
        let zh = try workspace.read("content/zh/01-traits.md")
        try workspace.write("content/zh/01-traits.md", zh + "\n试试[演练场](playground.md#result)。\n")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        // Each page holds its own language's block, which links the playground of its language.
        #expect(try workspace.read("Site/en/traits/index.html").components(separatedBy: "href=\"../playground/index.html#result\"").count == 2)
        #expect(try workspace.read("Site/zh/traits/index.html").components(separatedBy: "href=\"../playground/index.html#result\"").count == 2)
    }

    @Test("templates can link the playground from every page")
    func templateFlag() {
        let values = PageTemplateContext.common(settings: SiteSettings(title: LocalizedText(invariant: "Duet"), description: LocalizedText(invariant: "")), language: .zh,
                                                location: SiteLocation(language: .zh, segments: ["traits"]))
        #expect(values["hasPlayground"] as? Bool == true)
        #expect(values["playgroundURL"] as? String == "../playground/index.html")
    }
}
