@testable import DuetSite
import DuetMarkdown
import DuetTestSupport
import DuetModel
import Foundation
import Testing

/// The units of a built page: the `div` children of its `.content` (`BilingualBody`), each
/// as its whole HTML from `<div` to its `</div>`.
func units(in html: String) -> [Substring] {
    guard let content = html.range(of: "<div class=\"content"), let open = html[content.upperBound...].firstIndex(of: ">") else { return [] }
    var units: [Substring] = []
    var depth = 0
    var unitStart = html.startIndex
    var position = html.index(after: open)
    while let close = html[position...].range(of: "</div>") {
        if let next = html[position...].range(of: "<div"), next.lowerBound < close.lowerBound {
            if depth == 0 { unitStart = next.lowerBound }
            depth += 1
            position = next.upperBound
        } else {
            if depth == 0 { break }  // the end of .content
            depth -= 1
            if depth == 0 { units.append(html[unitStart..<close.upperBound]) }
            position = close.upperBound
        }
    }
    return units
}

/// Every `id="…"` value in a document.
private func ids(in html: String) -> [String] {
    html.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
}

@Suite("Each page holds its own language, block by block, in units both pages share")
struct BilingualPageTests {
    init() { ShippedStrings.install() }

    @Test("each aligned unit holds the page's language's block, the same units on both pages, with no class or number")
    func unitsInBothPages() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        var byPage: [[Substring]] = []
        for (path, tag, other) in [("Site/en/traits/index.html", "en", "zh-Hans"), ("Site/zh/traits/index.html", "zh-Hans", "en")] {
            let html = try workspace.read(path)
            let pairs = units(in: html)
            #expect(pairs.count == 6, "\(path)")
            for (index, unit) in pairs.enumerated() {
                #expect(unit.hasPrefix("<div><div lang=\"\(tag)\">"), "\(path) unit \(index + 1)")
                #expect(!unit.contains("<div lang=\"\(other)\">"), "\(path) unit \(index + 1)")
                #expect(unit.hasSuffix("</div></div>"), "\(path) unit \(index + 1)")
            }
            #expect(!html.contains("data-pair") && !html.contains("class=\"pair") && !html.contains("class=\"block"))
            byPage.append(pairs)
        }
        // Both pages list the same units in the same order: the reader script brings the
        // other language's blocks by position.
        #expect(byPage[0].count == byPage[1].count)
        let en = try workspace.read("Site/en/traits/index.html")
        let zh = try workspace.read("Site/zh/traits/index.html")
        #expect(en.contains("<div><div lang=\"en\"><p>A view controller reads its") && !en.contains("视图控制器读取它的"))
        #expect(zh.contains("<div><div lang=\"zh-Hans\"><p>视图控制器读取它的") && !zh.contains("A view controller reads its"))
        // Each names the page the other language's blocks come from.
        #expect(en.contains("<div class=\"content\" data-other=\"../../zh/traits/index.html\">"))
        #expect(zh.contains("<div class=\"content\" data-other=\"../../en/traits/index.html\">"))
    }

    @Test("the page's language is the default mode and owns the heading ids")
    func headingIDsBelongToThePageLanguage() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let en = try workspace.read("Site/en/traits/index.html")
        let zh = try workspace.read("Site/zh/traits/index.html")
        #expect(en.contains("<html lang=\"en\" data-mode=\"en\">"))
        #expect(zh.contains("<html lang=\"zh-Hans\" data-mode=\"zh\">"))
        #expect(en.contains("<h2 id=\"size-classes\">Size Classes"))
        #expect(zh.contains("<h2 id=\"size-classes\">尺寸类"))
        #expect(!en.contains("data-anchor=\"size-classes\"") && !zh.contains("data-anchor=\"size-classes\""))
    }

    @Test("no built page repeats an id, although it holds two headings per section")
    func idsAreUnique() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        var pages = 0
        for (path, data) in try workspace.snapshot(of: "Site") where path.hasSuffix(".html") {
            let all = ids(in: String(decoding: data, as: UTF8.self))
            #expect(all.count == Set(all).count, "\(path) repeats an id: \(all)")
            pages += 1
        }
        #expect(pages > 10)
    }

    @Test("Swift listings are highlighted in the page, in each language's blocks")
    func highlightedListing() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let en = try workspace.read("Site/en/presenting/index.html")
        let zh = try workspace.read("Site/zh/presenting/index.html")
        #expect(en.contains("<pre><code class=\"language-swift highlighted\"><span class=\"tok-keyword\">let</span> x = <span class=\"tok-number\">1</span> <span class=\"tok-comment\">// one</span>\n</code></pre>"))
        #expect(zh.contains("<span class=\"tok-comment\">// 一</span>"))
    }

    @Test("a page with no translation shows its one language in every mode, with the notice")
    func singleLanguagePage() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let zh = try workspace.read("Site/zh/only-english/index.html")
        #expect(zh.contains("<div class=\"content single-language\">"))
        #expect(zh.contains("<div class=\"content single-language\">\n<div class=\"only-en\"><div lang=\"en\">"))
        #expect(!zh.contains("untranslated-note"))
        #expect(!zh.contains("data-mode=\"parallel\""))
        #expect(zh.contains("<p class=\"notice\">本页尚未翻译成中文"))
    }

    @Test("a reference page holds its own language as one unit and names the other's page; the glossary carries both")
    func generatedPagesBilingual() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let en = try workspace.read("Site/en/reference/traits/index.html")
        let unit = try #require(units(in: en).first)
        #expect(units(in: en).count == 1, "one unit: each table's sources are under it, not in a list of the page's own")
        #expect(unit.contains("<details class=\"block-sources\">"))
        #expect(unit.hasPrefix("<div><div lang=\"en\">") && !unit.contains("<div lang=\"zh-Hans\">"))
        #expect(unit.contains(" id=\"uitraitcollection\""))
        #expect(en.contains("data-other=\"../../../zh/reference/traits/index.html\""))
        let zh = try workspace.read("Site/zh/reference/traits/index.html")
        #expect(units(in: zh).first?.hasPrefix("<div><div lang=\"zh-Hans\">") == true)
        #expect(zh.contains(" id=\"uitraitcollection\""))
        #expect(en.contains("data-mode=\"parallel\""))
        let zhGlossary = try workspace.read("Site/zh/glossary/index.html")
        #expect(units(in: zhGlossary).first?.hasPrefix("<div><div lang=\"en\">") == true)
        #expect(zhGlossary.contains("<html lang=\"zh-Hans\" data-mode=\"zh\">"))
    }

    @Test("the title, the contents and the chapter's sections carry both languages' wording")
    func bilingualTitleAndContents() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let en = try workspace.read("Site/en/traits/index.html")
        #expect(en.contains("<h1><span class=\"bi\" lang=\"en\">Traits</span><span class=\"bi\" lang=\"zh-Hans\">特征</span></h1>"))
        #expect(en.contains("<li><a href=\"#overrides\"><span lang=\"en\">Overrides</span><span lang=\"zh-Hans\">覆盖</span></a></li>"))
        #expect(en.contains("aria-current=\"page\">Traits</a> <a href=\"#size-classes\">Size Classes</a>"))
        let modes = try #require(en.components(separatedBy: "role=\"group\"").dropFirst().first)
        #expect(modes.contains("<button type=\"button\" data-mode=\"en\" lang=\"en\" aria-pressed=\"true\">English</button>"))
        #expect(modes.contains("<button type=\"button\" data-mode=\"zh\" lang=\"zh-Hans\" aria-pressed=\"false\">中文</button>"))
        #expect(modes.contains("<button type=\"button\" data-mode=\"parallel\" lang=\"en\" aria-pressed=\"false\">Side by side</button>"))
    }
}

@Suite("Pairing blocks into units")
struct BilingualUnitTests {
    init() { ShippedStrings.install() }

    private func document(_ markdown: String) -> MarkdownNode { MarkdownParser().parse(markdown) }

    @Test("aligned blocks pair up; a block the other language lacks is a unit of its own, in place")
    func unpairedBlocksStayInPlace() {
        let en = document("Intro.\n\n## One\n\nFirst.\n\nSecond.\n\n## Two\n\nLast.\n")
        let zh = document("引言。\n\n## 一\n\n第一。\n\n- 列表\n\n## 二\n\n最后。\n")
        let units = BilingualBody.units(english: en, chinese: zh)
        let shape = units.map { ($0.en?.plainText ?? "-") + "|" + ($0.zh?.plainText ?? "-") }
        #expect(shape == ["Intro.|引言。", "One|一", "First.|第一。", "Second.|-", "-|列表", "Two|二", "Last.|最后。"])
    }

    @Test("an English block without Chinese gets the note; a page in one language gets none")
    func untranslatedNote() {
        let english = HTMLRenderer()
        let units = [BilingualBody.Unit(en: document("Only English.").children[0], zh: nil)]
        let noted = BilingualBody.render(units, english: english, chinese: english, untranslatedNote: "此段尚未翻译")
        #expect(noted == "<div class=\"only-en\"><p class=\"untranslated-note\" lang=\"zh-Hans\" role=\"note\">此段尚未翻译</p>\n<div lang=\"en\"><p>Only English.</p>\n</div></div>\n")
        let plain = BilingualBody.render(units, english: english, chinese: nil, untranslatedNote: nil)
        #expect(!plain.contains("untranslated-note"))
    }

    @Test("units that render to nothing, such as authors' comments, are left out")
    func emptyUnitsSkipped() {
        let en = document("<!-- note -->\n\nText.\n")
        let zh = document("<!-- 注 -->\n\n文字。\n")
        let units = BilingualBody.units(english: en, chinese: zh)
        #expect(units.count == 2)
        let html = BilingualBody.render(units, english: HTMLRenderer(), chinese: HTMLRenderer(), untranslatedNote: nil)
        #expect(html == "<div><div lang=\"en\"><p>Text.</p>\n</div>\n<div lang=\"zh-Hans\"><p>文字。</p>\n</div></div>\n")
    }
}
