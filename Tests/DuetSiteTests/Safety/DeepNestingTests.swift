import DuetSite
import DuetTestSupport
import DuetMarkdown
import Foundation
import Testing

/// No input exhausts the stack: Markdown nested 100,000 levels deep is cut at the
/// nesting limit, reported at the place it starts, and the previous site stays.
@Suite("Deeply nested Markdown")
struct DeepNestingTests {
    init() { ShippedStrings.install() }

    static let shapes: [(name: String, markdown: String, column: Int)] = [
        ("block quotes", String(repeating: "> ", count: 100_000) + "x", 2 * MarkdownParser.nestingLimit + 1),
        ("bullet lists", String(repeating: "- ", count: 100_000) + "x", 0),
        ("ordered lists", String(repeating: "1. ", count: 100_000) + "x", 0),
        ("emphasis", String(repeating: "*a ", count: 50_000) + "x" + String(repeating: " b*", count: 50_000), 0),
    ]

    @Test("100,000 levels of nesting are an error at line and column, with check and build, and Site stays",
          arguments: Self.shapes.indices)
    func hundredThousandLevels(index: Int) throws {
        let shape = Self.shapes[index]
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let before = try workspace.snapshot(of: "Site")
        try workspace.write("content/en/04-deep.md", "---\ntitle: Deep\n---\n\nBefore.\n\n" + shape.markdown + "\n")
        let checked = SiteBuilder.check(workspace.options.build)
        let error = try #require(checked.diagnostics.first { $0.identifier == "markdown.too-deep" }, "\(shape.name)")
        #expect(error.location.file.hasSuffix("content/en/04-deep.md"))
        #expect(error.location.line == 7)
        if shape.column > 0 { #expect(error.location.column == shape.column) }
        let built = SiteBuilder.build(workspace.options.build)
        #expect(!built.succeeded)
        #expect(built.diagnostics.contains { $0.identifier == "markdown.too-deep" })
        #expect(try workspace.snapshot(of: "Site") == before)
    }

    @Test("the Swift tree never nests deeper than the limit, whatever cmark-gfm parsed")
    func treeDepthIsBounded() {
        let document = MarkdownParser().parse(String(repeating: "> ", count: 30_000) + "x")
        var deepest = 0
        document.walkWithAncestors { _, ancestors in
            deepest = max(deepest, ancestors.count)
            return .visitChildren
        }
        #expect(deepest == MarkdownParser.nestingLimit + 1)
        var limits = 0
        document.walk { node in
            if case .nestingLimit = node.kind { limits += 1 }
            return .visitChildren
        }
        #expect(limits == 1)
    }
}
