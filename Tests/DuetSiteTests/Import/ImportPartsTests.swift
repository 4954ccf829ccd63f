@testable import DuetSite
@testable import DuetImport
import DuetMarkdown
import DuetTestSupport
import Testing

@Suite("duet import: scripts, bilingual lines and line repairs")
struct ImportPartsTests {
    init() { ShippedStrings.install() }

    @Test("blocks are classified by Han characters against Latin letters, ignoring code spans, URLs and link addresses", arguments: [
        ("A trait collection describes the environment.", Script.english),
        ("特征集合描述界面所处的环境。", .chinese),
        ("使用 segue 连接 UIKit 中的两个场景。", .chinese),
        ("调用 `presentationController(_:viewControllerForAdaptivePresentationStyle:)` 即可。", .chinese),
        ("The Chinese term is 尺寸类 in the glossary of this reference.", .english),
        ("网址：https://developer.apple.com/documentation/uikit", .chinese),
        ("https://developer.apple.com/documentation/uikit", .neutral),
        ("`UITraitCollection`", .neutral),
        ("[Apple 文档：文章“用流畅的转场增强你的 App”（Enhancing your app with fluid transitions）](https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions)", .chinese),
        ("[Apple: Enhancing your app with fluid transitions](https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions)", .english),
    ])
    func scripts(text: String, script: Script) {
        let block = MarkdownParser().parse(text).children[0]
        #expect(Script.of(block: block) == script)
    }

    @Test("a line with both languages splits at its visible separator", arguments: [
        ("Size Classes ✨ 尺寸类", "Size Classes", "尺寸类"),
        ("特征集合 🔹 Trait Collections", "Trait Collections", "特征集合"),
        ("Adaptive Layout - 自适应布局", "Adaptive Layout", "自适应布局"),
        ("转场 — Transitions", "Transitions", "转场"),
        ("容器视图控制器（Container View Controllers）", "Container View Controllers", "容器视图控制器"),
        ("Popovers [弹出框]", "Popovers", "弹出框"),
        ("Size Classes (Overview) 尺寸类", "Size Classes (Overview)", "尺寸类"),
        ("Presenting with show(_:sender:) | 使用 show(_:sender:) 呈现", "Presenting with show(_:sender:)", "使用 show(_:sender:) 呈现"),
        ("Segues / 使用 segue", "Segues", "使用 segue"),
    ])
    func bilingualLines(text: String, english: String, chinese: String) {
        let line = BilingualLine(text)
        #expect(line?.english == english)
        #expect(line?.chinese == chinese)
    }

    @Test("a line in one language does not split")
    func monolingualLines() {
        #expect(BilingualLine("Presenting a View Controller") == nil)
        #expect(BilingualLine("呈现视图控制器 — 概述") == nil)
        #expect(BilingualLine("在 Interface Builder 中创建 segue") == nil)
    }

    @Test("an English list and the Chinese list right after it, which Markdown joins, are two blocks again")
    func listsSplitByLanguage() {
        let document = MarkdownParser().parse("- Compact width\n- Regular width\n\n- 紧凑宽度\n- 常规宽度\n")
        let parts = SourceBlock.splitByLanguage(document.children[0])
        #expect(parts.count == 2)
        #expect(parts.map { $0.children.count } == [2, 2])
        #expect(parts.map { Script.of(block: $0) } == [.english, .chinese])
        #expect(parts.map(\.range.start.line) == [1, 4])
    }

    @Test("bare line numbers go only as a run from 1, never inside code or out of sequence")
    func lineNumbers() {
        let text = "```\nlet a = 1\n1\n2\n```\n1\n2\n\nThere are 3 steps:\n\n1\n3\n"
        let cleaned = LineRepairs(file: "t.md").clean(text)
        #expect(cleaned.dropped.map(\.location.line) == [6, 7])
        #expect(cleaned.lines == ["```", "let a = 1", "1", "2", "```", "", "There are 3 steps:", "", "1", "3"])
        #expect(cleaned.origins == [1, 2, 3, 4, 5, 8, 9, 10, 11, 12])
    }

    @Test("an API name alone on its line goes back into its sentence as a code span; other lone words stay")
    func brokenAPINames() {
        let text = "Override\ntraitCollectionDidChange(_:)\nto react.\n\nThe end.\n\nImportant\n\nNext paragraph.\n"
        let cleaned = LineRepairs(file: "t.md").clean(text)
        #expect(cleaned.lines == ["Override `traitCollectionDidChange(_:)` to react.", "", "The end.", "", "Important", "", "Next paragraph."])
        #expect(cleaned.repairs == [ImportRepair(location: ImportLocation(file: "t.md", line: 2), kind: .apiNameJoined("traitCollectionDidChange(_:)"))])
    }

    @Test("indented code and a sentence starting with a code span are handled like text and code")
    func indentedCodeStays() {
        let text = "Listing:\n\n    super.viewDidLoad()\n    setUp()\n\n`show(_:sender:)` lets the container pick, and\nshowDetailViewController(_:sender:)\ndoes the same for details.\n"
        let cleaned = LineRepairs(file: "t.md").clean(text)
        #expect(cleaned.lines == ["Listing:", "", "    super.viewDidLoad()", "    setUp()", "",
                                  "`show(_:sender:)` lets the container pick, and `showDetailViewController(_:sender:)` does the same for details."])
    }

    @Test("a translation on the very next line becomes its own paragraph; a quoted Chinese term does not split a sentence")
    func adjacentLanguages() {
        let text = "The glossary calls it\n尺寸类 in its Chinese column.\n尺寸类描述可用的空间。\n"
        let cleaned = LineRepairs(file: "t.md").clean(text)
        #expect(cleaned.lines == ["The glossary calls it", "尺寸类 in its Chinese column.", "", "尺寸类描述可用的空间。"])
        #expect(cleaned.origins == [1, 2, 3, 3])
    }

    @Test("two tables back to back, one per language, become two tables")
    func tablesBackToBack() {
        let text = "| Style | Raw value |\n|---|---|\n| .coverVertical | 0 |\n| 样式 | 原始值 |\n|:--|--:|\n| .coverVertical | 0 |\n"
        let cleaned = LineRepairs(file: "t.md").clean(text)
        #expect(cleaned.lines == ["| Style | Raw value |", "|---|---|", "| .coverVertical | 0 |", "",
                                  "| 样式 | 原始值 |", "|:--|--:|", "| .coverVertical | 0 |"])
        let blocks = SourceBlock.blocks(of: cleaned, file: "t.md")
        #expect(blocks.map(\.script) == [.english, .chinese])
        #expect(blocks.map(\.location.line) == [1, 4])
    }

    @Test("front matter titles are quoted only when YAML would read them differently")
    func titles() {
        #expect(PageText.yamlScalar("Presenting View Controllers") == "Presenting View Controllers")
        #expect(PageText.yamlScalar("呈现：概述") == "呈现：概述")
        #expect(PageText.yamlScalar("Segues: an overview") == "\"Segues: an overview\"")
        #expect(PageText.yamlScalar("yes") == "\"yes\"")
        #expect(PageText.yamlScalar("Traits, size classes and segues") == "Traits, size classes and segues")
        #expect(PageText.yamlScalar("[Draft] \"quoted\"") == "\"[Draft] \\\"quoted\\\"\"")
    }
}

@Suite("duet import: link decorations")
struct DecorationTests {
    init() { ShippedStrings.install() }

    @Test("decorations go, the gap they leave closes, and indentation and code stay")
    func decorations() {
        let text = "- [Guide](https://a.example/) (opens new window)\n    - [Nested](https://b.example/)(opens new window)\n\n```\nlet s = \"(opens new window)\"\n```\n"
        let cleaned = LineRepairs(file: "t.md").clean(text)
        #expect(cleaned.lines == ["- [Guide](https://a.example/)", "    - [Nested](https://b.example/)", "",
                                  "```", "let s = \"(opens new window)\"", "```"])
        #expect(cleaned.repairs.map(\.location.line) == [1, 2])
    }
}

@Suite("duet import: pairing shapes")
struct PairingShapeTests {
    init() { ShippedStrings.install() }

    private func pages(_ text: String) -> (english: [String], chinese: [String]) {
        let blocks = SourceBlock.blocks(of: LineRepairs(file: "t.md").clean(text), file: "t.md")
        return BlockPairing.interleaved(blocks).pageBlocks
    }

    @Test("a caption with its two languages side by side splits at the space before the second")
    func captionSideBySide() {
        let result = pages("Figure 1-2 The adaptive model 图 1-2 自适应模型\n")
        #expect(result.english == ["Figure 1-2 The adaptive model"])
        #expect(result.chinese == ["图 1-2 自适应模型"])
    }

    @Test("a Chinese heading styled at another level takes the English heading's level")
    func headingLevels() {
        let result = pages("## Size Classes\n\n### 尺寸类\n\nText.\n\n文字。\n")
        #expect(result.english == ["## Size Classes", "Text."])
        #expect(result.chinese == ["## 尺寸类", "文字。"])
    }

    @Test("Chinese first, then English, pairs too")
    func chineseFirst() {
        let result = pages("尺寸类描述可用的空间。\n\nA size class describes the available space.\n")
        #expect(result.english == ["A size class describes the available space."])
        #expect(result.chinese == ["尺寸类描述可用的空间。"])
    }
}

@Suite("duet import: code spans in both languages")
struct CodeSpanParityTests {
    init() { ShippedStrings.install() }

    @Test("an API name that is a code span in one language and a bare word in the other becomes a code span in both")
    func restoresSpan() {
        let at = ImportLocation(file: "t.md", line: 1)
        var aligned = AlignedBlocks(entries: [
            .pair(english: "Call `show(_:sender:)` and see [docs](https://example.org/show(_:sender:)).",
                  chinese: "调用 show(_:sender:)，另见[文档](https://example.org/show(_:sender:))。",
                  englishAt: at, chineseAt: ImportLocation(file: "t.md", line: 3), table: false),
            .pair(english: "The word popover stays.", chinese: "弹出框 `popover` 保持。", englishAt: at, chineseAt: at, table: false),
        ])
        let repairs = CodeSpanParity.restore(&aligned)
        guard case .pair(_, let chinese, _, _, _) = aligned.entries[0], case .pair(let english, _, _, _, _) = aligned.entries[1] else {
            Issue.record("entries changed kind")
            return
        }
        #expect(chinese == "调用 `show(_:sender:)`，另见[文档](https://example.org/show(_:sender:))。")
        #expect(english == "The word popover stays.")
        #expect(repairs == [ImportRepair(location: ImportLocation(file: "t.md", line: 3), kind: .codeSpanRestored("show(_:sender:)"))])
    }
}
