import Foundation
import DuetTestSupport
import Testing
@testable import DuetSite
@testable import DuetSearch

@Suite("Search index in the built site")
struct SearchBuildTests {
    init() { ShippedStrings.install() }

    static func built() throws -> (Workspace, BuildResult) {
        let workspace = try Workspace(copying: "site")
        let result = SiteBuilder.build(workspace.options.build)
        return (workspace, result)
    }

    @Test("each language gets search-index.js, which sets a global listing the shard scripts beside it; nothing is written twice as JSON")
    func filesPerLanguage() throws {
        let (workspace, result) = try Self.built()
        #expect(result.succeeded, "\(result.diagnostics)")
        for language in ["en", "zh"] {
            let script = try workspace.read("Site/\(language)/search-index.js")
            #expect(script.hasPrefix("window.DUET_SEARCH_INDEX = {"))
            let object = try #require(try SearchScriptJSON.object(script) as? [String: Any])
            #expect(object["lang"] as? String == language)
            let shards = try #require(object["shards"] as? [[String: Any]])
            #expect(shards.map { $0["file"] as? String } == ["search-index.0.js", "search-index.reference.js"])
            var documents = 0
            for shard in shards {
                let file = try #require(shard["file"] as? String)
                let shardScript = try workspace.read("Site/\(language)/\(file)")
                #expect(shardScript.hasPrefix("(window.DUET_SEARCH_SHARDS = window.DUET_SEARCH_SHARDS || {})[\"\(file)\"] = {"))
                let index = try #require(try SearchScriptJSON.object(shardScript) as? [String: Any])
                let docs = try #require(index["docs"] as? [Any])
                #expect(shard["docs"] as? Int == docs.count, "\(file)")
                documents += docs.count
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Site/\(language)").path)
            #expect(!names.contains { $0.hasPrefix("search-index") && $0.hasSuffix(".json") }, "\(names)")
            #expect(object["documents"] as? Int == documents)
            #expect(documents > 0)
        }
    }

    @Test("sections open at the id their heading has in the built page")
    func sectionURLs() throws {
        let (workspace, result) = try Self.built()
        #expect(result.succeeded)
        let json = SearchScriptJSON.json(try workspace.read("Site/zh/search-index.0.js"))
        #expect(json.contains(",\"弹出框\",\"popovers\","))
        let page = try workspace.read("Site/zh/presenting/index.html")
        #expect(page.contains("<h2 id=\"popovers\">弹出框"))
        #expect(json.contains("\"presenting/index.html\"]"))
    }

    @Test("the build summary reports what a reader downloads: the entry point and every shard script")
    func summaryReportsSize() throws {
        let (workspace, result) = try Self.built()
        let folder = workspace.url.appendingPathComponent("Site/en")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("search-index.") && $0.hasSuffix(".js") }
        let size = try scripts.reduce(0) { $0 + (try Data(contentsOf: folder.appendingPathComponent($1)).count) }
        #expect(scripts.count == 3)
        #expect(result.summary.contains("Search index: en \(SearchIndexStep.kibibytes(size)) KiB in 3 files ("))
        #expect(result.summary.contains(", zh "))
    }

    @Test("the search box is in the page header; the page does not say where the index is or repeat the results' words")
    func searchBox() throws {
        let (workspace, result) = try Self.built()
        #expect(result.succeeded)
        let templates = try String(contentsOf: ShippedSite.repository.appendingPathComponent("templates/header.mustache"), encoding: .utf8)
        #expect(templates.contains("{{> search}}"))
        let values: [String: Any] = ["root": "../../", "language": "zh", "assets": "../../assets/", "isChinese": true,
                                     "strings": UIStrings.templateTable(.zh)]
        let (set, diagnostics) = TemplateSet.load(directory: ShippedSite.repository.appendingPathComponent("templates").path)
        #expect(diagnostics.isEmpty)
        let html = try #require(set).render("search", values)
        #expect(html.contains("<input type=\"search\" id=\"search-input\""))
        #expect(html.contains("id=\"search-results\""))
        #expect(html.contains("placeholder=\"搜索\""))
        // search.js finds the index from its own folder (assets/../<language>/search-index.js)
        // and the words at the head of assets/duet.js.
        // Its only data attributes are the placeholder and name in both languages, which
        // follow the reading mode.
        let data = html.matches(of: /data-([a-z-]+)=/).map { String($0.1) }
        #expect(Set(data) == ["placeholder-en", "placeholder-zh", "label-en", "label-zh"], "\(data)")
        #expect(!html.contains("<script") && !html.contains("<link"))
        let script = try String(contentsOf: ShippedSite.repository.appendingPathComponent("templates/assets/search.js"), encoding: .utf8)
        #expect(script.contains("search-index.js") && script.contains("DUET_INTERFACE"))
        _ = workspace
    }

    @Test("the shipped guide answers the browser test's queries with the sections they name")
    func shippedGuide() throws {
        let context = ShippedSite.context
        #expect(!context.failed, "\(context.diagnostics)")
        let en = SearchIndex(language: .en, documents: SearchDocuments.collect(context, language: .en))
        let zh = SearchIndex(language: .zh, documents: SearchDocuments.collect(context, language: .zh))
        #expect(en.search("popover").first?.heading.lowercased().contains("popover") == true)
        #expect(zh.search("弹出框").first?.heading.contains("弹出框") == true)
        #expect(en.search("trait collection").contains { $0.heading == "traitCollectionDidChange(_:)" })
        #expect(zh.search("转场").first?.url == "custom-transitions/index.html")
    }
}
