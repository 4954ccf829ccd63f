@testable import DuetSite
@testable import DuetImport
import Foundation
import DuetTestSupport
import Testing

/// `duet import` makes half-width punctuation after (or before) Chinese full-width in the
/// Chinese blocks, never inside code, URLs or link destinations, reports each repair at
/// its input line, and the imported pages pass `duet check`.
@Suite("duet import: Chinese punctuation")
struct ChinesePunctuationTests {
    init() { ShippedStrings.install() }

    @Test("half-width marks next to Chinese become full-width, with the spaces after them dropped", arguments: [
        ("尺寸类描述可用的空间: 紧凑或常规。", "尺寸类描述可用的空间：紧凑或常规。"),
        ("先检查,再布局;最后提交", "先检查，再布局；最后提交"),
        ("为什么会适配?因为宽度紧凑!", "为什么会适配？因为宽度紧凑！"),
        ("先检查 `traitCollection`(见下文),并保持简单。", "先检查 `traitCollection`（见下文），并保持简单。"),
        ("先阅读[指南](https://example.org/a:b);它很短。", "先阅读[指南](https://example.org/a:b)；它很短。"),
        ("支持 UIKit,它也支持 SwiftUI。", "支持 UIKit，它也支持 SwiftUI。"),
        ("设置时间:  \n下一行", "设置时间：  \n下一行"),
        ("中文 : 说明", "中文：说明"),
        ("- : 开头的列表项", "- ：开头的列表项"),
    ])
    func repaired(_ input: String, _ expected: String) {
        #expect(ChinesePunctuation.repair(input).0 == expected)
    }

    @Test("code spans, code blocks, HTML, autolinks, URLs, link destinations, images and English stay byte for byte", arguments: [
        "标签 `标题: String` 保留冒号。",
        "```swift\nlet 标题: String = \"是,否\"\n```",
        "    let 标题: String",
        "<div title=\"中文:说明\">",
        "见 <https://example.org/中文:页>。",
        "见 https://example.org/中文:页?问=答 。",
        "[指南](https://example.org/路径:一)",
        "如图![示意图](figure.png)。",
        "[标签]: https://example.org/中文:页",
        "Size classes: compact, regular (see below)!",
        "尺寸类（紧凑）。",
        "(UIKit) 和 (SwiftUI)",
    ])
    func untouched(_ input: String) {
        let (output, changes) = ChinesePunctuation.repair(input)
        #expect(output == input)
        #expect(changes.isEmpty)
    }

    @Test("unbalanced, unclosed and truncated fragments are read without a fault, and only marks change", arguments: [
        "(", ")", "中(", "中)", "`", "中:`", "](", "中](", "中!", "!", "中\\:", "<", "中<:", "中((中)", "中)中(", "``中:`", "[中]:", "中:\n", ":中",
    ])
    func hostileFragments(_ input: String) {
        let (output, changes) = ChinesePunctuation.repair(input)
        let marks: Set<Character> = [":", ",", ";", "?", "!", "(", ")", "：", "，", "；", "？", "！", "（", "）", " "]
        #expect(output.filter { !marks.contains($0) } == input.filter { !marks.contains($0) })
        #expect(changes.count <= input.count)
    }

    @Test("a parenthesis pair is one repair, reported at the line inside the block where it opens")
    func reportLines() {
        let (output, changes) = ChinesePunctuation.repair("- 第一项\n- 第二项(见下文)\n- 第三项: 完")
        #expect(output == "- 第一项\n- 第二项（见下文）\n- 第三项：完")
        #expect(changes.map(\.lineOffset) == [1, 2])
        #expect(changes.map(\.to) == ["（", "："])
    }

    @Test("an interleaved guide with half-width punctuation imports with each repair reported at its input line, and passes duet check")
    func importedGuide() throws {
        let folder = Fixtures.url("import")
        let workspace = try ImportWorkspace()
        let input = folder.appendingPathComponent("punctuation/input.md").path
        let report = try Importer.run(workspace.request(.interleaved(input), slug: "punctuation")).get()
        let repairs = report.lines(relativeTo: folder).filter { $0.hasPrefix("punctuation:") }
        #expect(repairs == [
            "punctuation: punctuation/input.md:5: “间:” → “间：” (full-width beside Chinese)",
            "punctuation: punctuation/input.md:9: “(见…)” → “（见…）” (full-width parentheses around Chinese)",
            "punctuation: punctuation/input.md:9: “）,” → “），” (full-width beside Chinese)",
            "punctuation: punctuation/input.md:13: “);” → “)；” (full-width beside Chinese)",
            "punctuation: punctuation/input.md:17: “配?” → “配？” (full-width beside Chinese)",
            "punctuation: punctuation/input.md:17: “的!” → “的！” (full-width beside Chinese)",
            "punctuation: punctuation/input.md:21: “意:” → “意：” (full-width beside Chinese)",
            "punctuation: punctuation/input.md:21: “号,” → “号，” (full-width beside Chinese)",
        ])
        #expect(workspace.checkErrors().isEmpty, "\(workspace.checkErrors())")
        let chinese = try workspace.read("content/zh/punctuation.md"), english = try workspace.read("content/en/punctuation.md")
        #expect(chinese.contains("尺寸类描述可用的空间：紧凑或常规。"))
        #expect(chinese.contains("`traitCollection`（见下文），并保持布局简单。"))
        #expect(chinese.contains("(https://example.org/guide?topic=layout:size)；它"))
        #expect(chinese.contains("注意：标签 `title: String` 保留它的冒号，<https://example.org/a:b> 也一样。"))
        #expect(english.contains("compact or regular.") && english.contains("Note: the label `title: String`"), "English is never touched")
    }
}
