@testable import DuetSite
@testable import DuetImport
import DuetMarkdown
import DuetTestSupport
import Foundation
import Testing

/// What real interleaved guides contain besides web-copy damage: two languages on one
/// line, Chinese headings broken around their English words, emoji and anchor furniture
/// on headings. Each repair is reported at its input line, and the pages come out with no
/// Chinese in English blocks and Chinese in every Chinese block.
@Suite("duet import: messy interleaved guides")
struct MessyGuideTests {
    init() { ShippedStrings.install() }

    let folder = Fixtures.url("import")

    @Test("the messy guide imports as an aligned pair, every repair reported at its input line")
    func messyGuide() throws {
        let workspace = try ImportWorkspace()
        let input = folder.appendingPathComponent("messy/input.md").path
        let report = try Importer.run(workspace.request(.interleaved(input), slug: "messy")).get()
        try Fixtures.expectPages(workspace, slug: "messy", fixture: "messy")
        #expect(report.lines(relativeTo: folder) == [
            "9 blocks paired, 0 shared, 0 unpaired, 0 lines dropped, 0 model tables recognised",
            "removed: messy/input.md:3: “🌟”", "removed: messy/input.md:3: “🌟”",
            "removed: messy/input.md:5: “🌟”", "removed: messy/input.md:5: “🌟”",
            "removed: messy/input.md:14: “¶”",
            "removed: messy/input.md:23: “🔗”", "removed: messy/input.md:25: “🔗”",
            "removed: messy/input.md:30: “[edit]”", "removed: messy/input.md:32: “[编辑]”",
            "joined: messy/input.md:16: heading continued on line 17",
            "split: messy/input.md:9: Chinese paragraph end and English paragraph start on one line",
            "split: messy/input.md:27: English paragraph end and Chinese paragraph start on one line",
        ])
        #expect(workspace.checkErrors().isEmpty, "\(workspace.checkErrors())")
        // English blocks hold no Han character; every Chinese block holds Chinese.
        let english = try workspace.read("content/en/messy.md"), chinese = try workspace.read("content/zh/messy.md")
        let enBlocks = english.components(separatedBy: "\n\n").dropFirst(), zhBlocks = chinese.components(separatedBy: "\n\n").dropFirst()
        #expect(enBlocks.count == zhBlocks.count)
        #expect(!enBlocks.contains { $0.contains(where: Script.isHanCharacter) })
        #expect(zhBlocks.allSatisfy { $0.contains(where: Script.isHanCharacter) })
        #expect(chinese.contains("## 在 Interface Builder 中使用尺寸类\n"))
        #expect(chinese.contains("设备旋转时，尺寸类可能会变化，视图控制器会收到通知。"), "no space where a Chinese line was broken after a comma")
    }

    @Test("a line splits only where one language's sentence ends and the rest is the other language", arguments: [
        ("尺寸类描述可用的空间。Use Interface Builder to set constraints.", "尺寸类描述可用的空间。", "Use Interface Builder to set constraints."),
        ("布局随之改变。”The layout follows.", "布局随之改变。”", "The layout follows."),
        ("The view controller is told. 视图控制器会收到通知。", "The view controller is told.", "视图控制器会收到通知。"),
        ("It is told (see below). `traitCollection` 属性报告当前特征。", "It is told (see below).", "`traitCollection` 属性报告当前特征。"),
    ])
    func splits(_ line: String, _ left: String, _ right: String) throws {
        let split = try #require(LineRepairs.languageBoundary(in: line))
        #expect(split.left == left)
        #expect(split.right == right)
    }

    @Test("API and product names inside a sentence, and sentences in one language, never split", arguments: [
        "在 Interface Builder 中打开故事板。然后在 Xcode 中运行。",
        "调用 `viewWillTransition(to:with:)` 之后。UIKit 会更新特征集合。",
        "Open the storyboard. Then run it in Xcode.",
        "The term is 尺寸类. It is used everywhere.",
        "这个值是 1.5 倍。",
        "支持 iOS 13 及以后的版本。iPadOS 也一样。",
    ])
    func noSplit(_ line: String) {
        #expect(LineRepairs.languageBoundary(in: line) == nil)
    }

    @Test("heading decoration: emoji at either end and anchor furniture go; an emoji between the two languages stays")
    func headingDecoration() {
        var cleaned = LineRepairs(file: "x.md").clean("## ✨ Size Classes ✨ ¶\n\n# Adaptive Layout 🚀 自适应布局\n\n### 🌟\n")
        #expect(cleaned.lines == ["## Size Classes", "", "# Adaptive Layout 🚀 自适应布局", "", "### 🌟"])
        #expect(cleaned.repairs.map(\.kind) == [.decorationRemoved("¶"), .decorationRemoved("✨"), .decorationRemoved("✨")])
        cleaned = LineRepairs(file: "x.md").clean("```\n## 🌟 in code 🌟\n```\n")
        #expect(cleaned.repairs.isEmpty, "never inside code")
    }

    @Test("a Chinese heading joins the short line after it only when that line stands alone and ends no sentence")
    func splitHeadings() {
        let joined = LineRepairs(file: "x.md").clean("## 在 Interface\nBuilder 中使用尺寸类\n\n正文。\n")
        #expect(joined.lines.first == "## 在 Interface Builder 中使用尺寸类")
        #expect(joined.repairs.map(\.kind) == [.headingJoined(continuationLine: 2)])
        for text in ["## 转场\n转场把一个视图控制器换成另一个。\n", "## 转场\n第一行\n第二行\n", "## Transitions\nshort line\n"] {
            #expect(LineRepairs(file: "x.md").clean(text).repairs.isEmpty, "\(text)")
        }
    }
}
