import Testing
@testable import DuetMarkdown

@Suite("Rendering the tree to HTML")
struct HTMLRendererTests {
    func html(_ markdown: String, delegate: any HTMLRenderingDelegate = PlainHTMLRenderingDelegate()) -> String {
        HTMLRenderer(delegate: delegate).render(MarkdownParser().parse(markdown))
    }

    @Test("raw HTML is escaped, not passed through")
    func rawHTMLEscaped() {
        let out = html("<script>alert(1)</script>\n\nText with <b>bold</b> tag.\n")
        #expect(!out.contains("<script>"))
        #expect(out.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(out.contains("Text with &lt;b&gt;bold&lt;/b&gt; tag."))
    }

    @Test("HTML comments such as duet:table markers are dropped")
    func commentsDropped() {
        #expect(html("<!-- duet:table traits -->\n\nBody\n") == "<p>Body</p>\n")
    }

    @Test("a <br> inside a table cell stays a line break")
    func breakInCell() {
        let out = html("| a |\n|---|\n| one<br>two |\n")
        #expect(out.contains("<td>one<br>two</td>"))
    }

    @Test("a table renders head and body with alignment styles")
    func table() {
        let out = html("| A | B |\n|:-|-:|\n| 1 | 2 |\n")
        #expect(out == """
        <table>
        <thead>
        <tr><th style="text-align: left">A</th><th style="text-align: right">B</th></tr>
        </thead>
        <tbody>
        <tr><td style="text-align: left">1</td><td style="text-align: right">2</td></tr>
        </tbody>
        </table>

        """)
    }

    @Test("tight lists render items without paragraphs; task items get a disabled checkbox")
    func lists() {
        #expect(html("- one\n- [x] two\n") == """
        <ul class="task-list">
        <li>one</li>
        <li><input type="checkbox" checked disabled> two</li>
        </ul>

        """)
    }

    struct StubDelegate: HTMLRenderingDelegate {
        func resolvedDestination(_ destination: String, of node: MarkdownNode) -> String {
            destination.replacingSuffix(".md", with: "/")
        }
        func attributes(for node: MarkdownNode) -> [HTMLAttribute] {
            if case .heading = node.kind { return [HTMLAttribute("id", "x\"y")] }
            return []
        }
        func customHTML(for node: MarkdownNode, renderer: HTMLRenderer) -> String? {
            if case .code(let code) = node.kind, code == "traitCollection" { return "<a class=\"sym\">T</a>" }
            return nil
        }
    }

    struct RowHeaderDelegate: HTMLRenderingDelegate {
        var marksRowHeaders: Bool { true }
    }

    @Test("a delegate that marks row headers gets th scope=row for each body row's first cell, and the default keeps td")
    func rowHeaders() {
        let markdown = "| Device | Width |\n|---|--:|\n| iPad | regular |\n| iPhone | compact |\n"
        let marked = html(markdown, delegate: RowHeaderDelegate())
        #expect(marked.contains("<tr><th>Device</th><th style=\"text-align: right\">Width</th></tr>"))
        #expect(marked.contains("<tr><th scope=\"row\">iPad</th><td style=\"text-align: right\">regular</td></tr>"))
        #expect(marked.contains("<tr><th scope=\"row\">iPhone</th><td style=\"text-align: right\">compact</td></tr>"))
        let plain = html(markdown)
        #expect(plain.contains("<tr><td>iPad</td>"))
        #expect(!plain.contains("scope="))
    }

    @Test("link targets, attributes and custom nodes come from the delegate")
    func delegateHooks() {
        let out = html("## Title\n\nSee [segues](04-segues.md) and `traitCollection` or `other`.\n", delegate: StubDelegate())
        #expect(out == """
        <h2 id="x&quot;y">Title</h2>
        <p>See <a href="04-segues/">segues</a> and <a class="sym">T</a> or <code>other</code>.</p>

        """)
    }

    @Test("code blocks are escaped and tagged with their language")
    func codeBlocks() {
        #expect(html("```swift\nif a < b && c {}\n```\n") == "<pre><code class=\"language-swift\">if a &lt; b &amp;&amp; c {}\n</code></pre>\n")
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
