@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// How often a chapter links the same thing: a glossary term on its first use per page,
/// as Apple's documentation does, and an API symbol on its first use per section, so the
/// code a section discusses is always one step from its reference entry.
@Suite("Link density: terms once per page, symbols once per section")
struct TermLinkDensityTests {
    init() { ShippedStrings.install() }

    static let chapter = """
    ---
    title: Popovers Again
    summary: A page that names the same term and symbol in every section.
    ---

    A popover floats over the content. `UIPopoverPresentationController` manages it.

    ## First Section

    In a compact width a popover adapts. `UIPopoverPresentationController` asks its delegate.

    ## Second Section

    A popover can also stay a popover. `UIPopoverPresentationController` decides.

    """

    static let glossary = """
    - id: popover
      en: popover
      en_forms: [popovers]
      zh: 弹出框
      definition:
        en: A presentation that floats over part of the screen.
        zh: 浮在屏幕一部分之上的呈现方式。

    """

    @Test("a glossary term links once per page; a symbol links once in each section")
    func density() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/en/04-popovers-again.md", Self.chapter)
        try workspace.write("content/glossary.yml", Self.glossary)
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        let page = try workspace.read("Site/en/popovers-again/index.html")
        // The text of the page, after the top bar, the sidebar and the contents.
        let main = try #require(page.components(separatedBy: "<h1").dropFirst().first, "\(page.prefix(3000))")
        let termLinks = main.components(separatedBy: "/glossary/index.html#popover\"").count - 1
        #expect(termLinks == 1, "the term links on its first use in the page alone: \(termLinks) links")
        let symbolLinks = main.replacingOccurrences(of: "<wbr>", with: "").components(separatedBy: "<code>UIPopoverPresentationController</code></a>").count - 1
        #expect(symbolLinks == 3, "the symbol links in the introduction and in each section: \(symbolLinks) links")
    }

    /// The glossary ids a chapter links, and those it only marks, in one language's blocks.
    static func terms(in html: String, language: String) -> (linked: Set<String>, marked: Set<String>) {
        let main = html.components(separatedBy: "<main").dropFirst().joined()
        let lang = language == "en" ? "en" : "zh-Hans"
        var linked: Set<String> = [], marked: Set<String> = []
        // Each block is a `<div lang="…">` inside a unit; collect the ids inside blocks of `lang`.
        for block in main.components(separatedBy: "<div lang=\"").dropFirst() where block.hasPrefix(lang + "\"") {
            let body = block.components(separatedBy: "<div lang=\"").first ?? block
            for match in body.matches(of: /glossary\/index\.html#([a-z0-9-]+)"/) { linked.insert(String(match.1)) }
            for match in body.matches(of: /<span data-term="([a-z0-9-]+)">/) { marked.insert(String(match.1)) }
        }
        return (linked, marked)
    }

    @Test("a chapter links at most 20 glossary terms in each language, the same choice in both, and marks the others")
    func quietChapters() throws {
        let context = ShippedSite.context
        #expect(!context.failed)
        var checked = 0
        for path in context.output.files.keys.sorted() where path.hasPrefix("en/") && path.hasSuffix("/index.html") && path.split(separator: "/").count == 3 {
            let html = String(decoding: context.output.files[path]!, as: UTF8.self)
            let en = Self.terms(in: html, language: "en"), zh = Self.terms(in: html, language: "zh")
            guard !en.linked.isEmpty || !en.marked.isEmpty else { continue }
            #expect(en.linked.count <= PageTermSelection.limit, "\(path): \(en.linked.count) terms linked in English")
            #expect(zh.linked.count <= PageTermSelection.limit, "\(path): \(zh.linked.count) terms linked in Chinese")
            // A Chinese block links a term only where its English block says it, so the
            // Chinese links are the English choice or fewer, never another term.
            #expect(zh.linked.isSubset(of: en.linked), "\(path): \(zh.linked.subtracting(en.linked))")
            #expect(en.linked.isDisjoint(with: en.marked), "\(path): a term is linked or marked, not both")
            checked += 1
        }
        #expect(checked >= 10)
    }

    @Test("a page links the terms its headings name and the key terms, and marks a term it only mentions")
    func selection() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/en/04-popovers-again.md", """
        ---
        title: Popovers Again
        summary: A page about popovers.
        ---

        A popover floats over the content, and a sheet slides up; a segue leads here.

        """)
        try workspace.write("content/glossary.yml", Self.glossary + """
        - id: sheet
          en: sheet
          zh: 表单
          definition:
            en: A card that slides up.
            zh: 从底部滑上来的卡片。
        - id: segue
          en: segue
          key: true
          zh: segue
          definition:
            en: A transition defined in a storyboard.
            zh: 在故事板中定义的转场。

        """)
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        let page = try workspace.read("Site/en/popovers-again/index.html")
        #expect(page.contains("glossary/index.html#popover\">popover</a>"), "named by the title: introduced here")
        #expect(page.contains("glossary/index.html#segue\">segue</a>"), "a key term is linked wherever it is used")
        #expect(page.contains("<span data-term=\"sheet\">sheet</span>"), "only mentioned: marked for the reader's setting")
        #expect(!page.contains("glossary/index.html#sheet"))
    }
}
