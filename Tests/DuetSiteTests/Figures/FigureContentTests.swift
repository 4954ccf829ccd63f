import DuetSite
import DuetTestSupport
import DuetModel
import Foundation
import Testing

/// Figures as writers place them: numbered per chapter, captioned in each language by the
/// fence's body, referenced from prose by id, and aligned like any other block.
@Suite("Figures in the content")
struct FigureContentTests {
    init() { ShippedStrings.install() }

    func build(en: String, zh: String) throws -> (BuildResult, Workspace) {
        let workspace = try Workspace(copying: "site")
        try workspace.write("content/en/04-figures.md", "---\ntitle: Figures\n---\n\n" + en)
        try workspace.write("content/zh/04-figures.md", "---\ntitle: 图\n---\n\n" + zh)
        return (SiteBuilder.build(workspace.options.build), workspace)
    }

    static let english = """
    ## Segues

    [](#figure-unwind-search) shows the search; [](#figure-segue-life-cycle) comes first.

    ```duet-figure segue-life-cycle
    A segue from trigger to release, with `perform()` last
    ```

    ```duet-figure unwind-search
    ```

    """

    static let chinese = """
    ## segue

    [](#figure-unwind-search) 展示查找过程；[](#figure-segue-life-cycle) 在前。

    ```duet-figure segue-life-cycle
    segue 从触发到释放，最后是 `perform()`
    ```

    ```duet-figure unwind-search
    ```

    """

    @Test("figures are numbered per chapter in each language, and a reference by id reads as the number and links to the figure")
    func numbersAndReferences() throws {
        let (result, workspace) = try build(en: Self.english, zh: Self.chinese)
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        let en = try workspace.read("Site/en/figures/index.html")
        #expect(en.contains("<span class=\"figure-number\">Figure 4-1</span>"))
        #expect(en.contains("<span class=\"figure-number\">Figure 4-2</span>"))
        #expect(en.contains("<a href=\"#figure-unwind-search\">Figure 4-2</a>"))
        // The page's own language owns the anchor.
        #expect(en.contains("<figure class=\"model-figure\" id=\"figure-unwind-search\""))
        let zh = try workspace.read("Site/zh/figures/index.html")
        #expect(zh.contains("<span class=\"figure-number\">图 4-2</span>"), "the Chinese page numbers its figures in Chinese")
        #expect(zh.contains("<a href=\"#figure-segue-life-cycle\">图 4-1</a>"))
        #expect(zh.contains("<figure class=\"model-figure\" id=\"figure-unwind-search\""))
        #expect(zh.components(separatedBy: " id=\"figure-unwind-search\"").count == 2, "an id appears once per page")
    }

    @Test("the caption is the fence's body in each language, with code spans; an empty body takes the figure's own title")
    func captions() throws {
        let (result, workspace) = try build(en: Self.english, zh: Self.chinese)
        #expect(result.succeeded)
        let html = try workspace.read("Site/en/figures/index.html")
        let zh = try workspace.read("Site/zh/figures/index.html")
        #expect(html.contains("A segue from trigger to release, with <a href=\"../reference/"))
        #expect(zh.contains("segue 从触发到释放，最后是 "))
        let unwind = try #require(FigureCatalogue.figure(id: "unwind-search"))
        #expect(html.contains("</span> " + unwind.caption.en + "</figcaption>"))
        #expect(zh.contains("</span> " + unwind.caption.zh + "</figcaption>"))
        #expect(!result.diagnostics.contains { $0.identifier == "code.differs" }, "a translated caption is not a code difference")
    }

    @Test("a reference to a figure the page does not have is an unknown anchor")
    func unknownReference() throws {
        let (result, _) = try build(en: Self.english + "See [](#figure-rotation-sequence).\n",
                                    zh: Self.chinese + "见 [](#figure-rotation-sequence)。\n")
        #expect(result.diagnostics.contains { $0.identifier == "link.unknown-anchor" && $0.message.contains("figure-rotation-sequence") })
    }

    @Test("English and Chinese must show the same figure at the same block: a different id is an alignment error at the Chinese fence")
    func alignment() throws {
        let swapped = Self.chinese.replacingOccurrences(of: "```duet-figure unwind-search", with: "```duet-figure container-child-sequence")
        let (result, _) = try build(en: Self.english, zh: swapped)
        #expect(!result.succeeded)
        let mismatch = try #require(result.diagnostics.first { $0.identifier == "alignment.mismatch" })
        #expect(mismatch.location.file.hasSuffix("content/zh/04-figures.md"))
        #expect(mismatch.location.line == 13 && mismatch.location.column == 1)
        #expect(mismatch.message.contains("the figure `unwind-search`") && mismatch.message.contains("the figure `container-child-sequence`"))
    }

    @Test("a figure one language lacks is an alignment error")
    func missingFigure() throws {
        let without = Self.chinese.replacingOccurrences(of: "```duet-figure unwind-search\n```\n", with: "")
        let (result, _) = try build(en: Self.english, zh: without)
        #expect(result.diagnostics.contains { $0.identifier == "alignment.mismatch" && $0.message.contains("the figure `unwind-search`") })
    }

    @Test("two builds of content with figures are byte-identical")
    func deterministic() throws {
        let (first, workspace) = try build(en: Self.english, zh: Self.chinese)
        #expect(first.succeeded)
        let once = try workspace.read("Site/en/figures/index.html")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        #expect(try workspace.read("Site/en/figures/index.html") == once)
    }
}
