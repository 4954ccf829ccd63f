import DuetContent
import DuetTestSupport
import DuetSite
@testable import DuetServe
import Testing

@Suite("duet serve: content types, reload script, failure overlay, base path")
struct ServingRulesTests {
    init() { ShippedStrings.install() }

    @Test("each kind of site file is served with its media type", arguments: [
        ("en/index.html", "text/html; charset=utf-8"),
        ("assets/style.css", "text/css; charset=utf-8"),
        ("assets/duet.js", "text/javascript; charset=utf-8"),
        ("search.json", "application/json"),
        ("sitemap.xml", "application/xml"),
        ("assets/logo.svg", "image/svg+xml"),
        ("assets/icon.png", "image/png"),
        ("assets/fonts/body.woff2", "font/woff2"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("assets/unknown.bin", "application/octet-stream"),
    ])
    func contentTypes(path: String, type: String) {
        #expect(ContentTypes.type(forPath: path) == type)
    }

    @Test("the reload script goes before the last </body>, or at the end of a page without one")
    func scriptPlacement() {
        let page = LiveReload.inject(into: "<html><body><p>x</p></body></html>", generation: 7)
        #expect(page.hasPrefix("<html><body><p>x</p><script>"))
        #expect(page.hasSuffix("</script></body></html>"))
        #expect(page.contains("var g=7;"))
        #expect(LiveReload.inject(into: "<p>fragment</p>", generation: 1).hasPrefix("<p>fragment</p><script>"))
    }

    @Test("the overlay lists each diagnostic at file:line:column, escaped, in both languages")
    func overlay() {
        let diagnostic = Diagnostic(.error, "table.unknown-id", at: FileLocation(file: "content/en/01-x.md", line: 12, column: 5),
                                    "unknown model table `<b>`")
        let page = LiveReload.overlay([diagnostic], generation: 3)
        #expect(page.contains("content/en/01-x.md:12:5: error: unknown model table `&lt;b&gt;`"))
        #expect(!page.contains("`<b>`"))
        #expect(page.contains("Build failed"))
        #expect(page.contains("构建失败"))
        #expect(page.contains("var g=3;"))
    }

    @Test("a failed build's overlay counts what the terminal counts: its warnings too")
    func overlayCountsWarnings() throws {
        let error = Diagnostic(.error, "table.unknown-id", at: FileLocation(file: "content/en/01-x.md", line: 12, column: 5), "unknown model table `x`")
        let warning = Diagnostic(.warning, "glossary.alternate", at: FileLocation(file: "content/zh/01-x.md", line: 3, column: 1), "an alternate term")
        let state = BuildState()
        state.record(succeeded: false, diagnostics: [error, warning], baseURL: nil)
        let failure = try #require(state.snapshot.failure)
        let page = LiveReload.overlay(failure, generation: state.generation)
        #expect(page.contains("1 error, 1 warning"))
        #expect(page.contains(DiagnosticFormat.summaryLine([error, warning])))
        #expect(page.contains("content/zh/01-x.md:3:1: warning: an alternate term"))
        state.record(succeeded: true, diagnostics: [warning], baseURL: "https://example.org/guide/")
        #expect(state.snapshot.failure == nil && state.snapshot.basePath == "/guide/")
    }

    @Test("until the first build is done, pages say so in both languages and wait for it")
    func buildingPage() {
        let page = LiveReload.building(generation: 0)
        #expect(page.contains("Building the site"))
        #expect(page.contains("正在构建网站"))
        #expect(page.contains("var g=0;"))
    }

    @Test("the base URL's path is where the site is served", arguments: [
        ("https://duet.example.org/", "/"),
        ("https://example.org/guide/", "/guide/"),
        ("https://example.org/guide", "/guide/"),
        ("/", "/"),
    ])
    func basePath(baseURL: String, path: String) {
        #expect(BuildState.path(of: baseURL) == path)
    }
}
