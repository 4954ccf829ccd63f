@testable import DuetCore
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
}
