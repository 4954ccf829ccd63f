@testable import DuetContent
@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// Plain `key: value` front matter is read without Yams, and whatever it accepts reads
/// exactly as Yams reads it; everything else still goes through Yams.
@Suite("Plain front matter")
struct PlainFrontMatterTests {
    init() { ShippedStrings.install() }

    /// What `FrontMatter.read` takes from Yams' tree for the same text, or nil when it
    /// reports anything (an error, or a warning such as an unknown key).
    static func yamsValues(_ yaml: String) -> FrontMatterCache.Values? {
        let text = "---\n" + yaml + "---\nBody.\n"
        let file = SourceFile(path: "page.md", bytes: Array(text.utf8), text: text)
        let (matter, diagnostics) = FrontMatter.read(file, plainLines: false)
        guard let matter, diagnostics.isEmpty else { return nil }
        return FrontMatterCache.Values(title: matter.title, slug: matter.slug, order: matter.order, summary: matter.summary, updated: matter.updated)
    }

    static func plain(_ yaml: String) -> FrontMatterCache.Values? {
        PlainFrontMatter.read(Array(yaml.utf8)[...])
    }

    @Test("the usual front matter is read without Yams, with the values Yams gives")
    func usualFrontMatter() {
        let yaml = "title: Size Classes by Device\nslug: size-classes\norder: 3\nsummary: Which class each screen has, upright and turned.\nupdated: 2026-11-25\n"
        let values = Self.plain(yaml)
        #expect(values == FrontMatterCache.Values(title: "Size Classes by Device", slug: "size-classes", order: 3,
                                                  summary: "Which class each screen has, upright and turned.", updated: "2026-11-25"))
        #expect(values == Self.yamsValues(yaml))
        let chinese = "title: 各设备的尺寸类\r\nsummary: 每块屏幕竖放和横放时的尺寸类（C# 与 Swift 无关）。\r\n"
        #expect(Self.plain(chinese)?.summary == "每块屏幕竖放和横放时的尺寸类（C# 与 Swift 无关）。")
        #expect(Self.plain(chinese) == Self.yamsValues(chinese))
    }

    @Test("anything YAML could read another way is left to Yams", arguments: [
        "title: 'Quoted'\n", "title: \"Quoted\"\n", "title: Traits # a comment\n", "# comment\ntitle: Traits\n",
        "title: Traits\ntitle: Again\n", "title: Traits\nauthor: someone\n", "title: Traits\n  continued\n",
        "title: Segues: Step by Step\n", "title: Ends with a colon:\n", "title: - a list\n", "title: [a, b]\n",
        "title: &anchor Traits\n", "title: *alias\n", "title: !tag Traits\n", "title: |\n  block\n", "title: >\n  folded\n",
        "title: %directive\n", "title: @reserved\n", "title: `reserved`\n", "title:\tTab\n", "title: A\tTab\n",
        "title:Traits\n", "title:\n", "title: \n", "order: 012\n", "order: -0\n", "order: 1_000\n", "order: 0x10\n",
        "order: 3\n", "order: 99999999999999999999\ntitle: Big\n", "title: Traits\nupdated: 2026-02-30\n",
        "title: Line\u{85}break\n", "title: Line\u{2028}break\n", "title: Lone\rreturn\n", "title: Mark\u{FEFF}\n",
        "title: \u{3000}\n", "summary: No title\n",
    ])
    func leftToYams(_ yaml: String) {
        #expect(Self.plain(yaml) == nil, "\(yaml.debugDescription)")
    }

    @Test("on thousands of generated front matters, whatever is read without Yams reads as Yams reads it")
    func agreesWithYams() {
        var random = SplitMix(seed: 17)
        // Mostly what writers type, with a fifth of the pieces chosen to trip YAML up.
        let safe = ["Traits", "size", " ", " ", "视图", "控制器", "é", "1", "7", "_", ".", "/", "C#", "a:b", "12", "2026-11-25",
                    "null", "true", "~", "x-y", "(", ")", "，", "。", "\u{3000}", "\\", "[x]", "{y}", "a, b", "it's", "say \"hi\""]
        let tricky = [" ", "  ", ":", "#", "-", "?", "'", "\"", "&", "*", "!", "|", ">", "%", "@", "`", ",", "[", "]", "{", "}",
                      "\t", "\u{85}", "\u{2028}", "a: b", "x #y", "\u{7F}", "\u{9F}", "\u{FEFF}", "\r"]
        let orders = ["3", "12", "-4", "0", "012", "-0", "1_0", "0x1", "+5", "x", "99999999999999999999", "1:30"]
        let dates = ["2026-11-25", "2026-02-30", "2026-1-5", "2024-02-29", "25.11.2026"]
        var accepted = 0
        var refused = 0
        for _ in 0..<8000 {
            var lines: [String] = []
            var keys = ["title", "slug", "order", "summary", "updated"]
            for _ in 0..<(1 + random.next(below: 5)) {
                var key = keys.remove(at: random.next(below: keys.count))
                if random.next(below: 12) == 0 { key = ["titel", " title", "title ", "summary"][random.next(below: 4)] }
                var value = ""
                switch key {
                case "order": value = orders[random.next(below: orders.count)]
                case "updated": value = dates[random.next(below: dates.count)]
                default:
                    for _ in 0..<random.next(below: 6) {
                        value += random.next(below: 5) == 0 ? tricky[random.next(below: tricky.count)] : safe[random.next(below: safe.count)]
                    }
                }
                let separator = random.next(below: 8) == 0 ? [":", ":\t", " : ", ":   "][random.next(below: 4)] : ": "
                lines.append(key + separator + value)
                if keys.isEmpty { break }
            }
            if random.next(below: 2) == 0, !lines.contains(where: { $0.hasPrefix("title") }) { lines.insert("title: Always", at: 0) }
            if random.next(below: 10) == 0 { lines.insert(["", "   ", "# note", "  indented"][random.next(below: 4)], at: random.next(below: lines.count + 1)) }
            let ending = random.next(below: 4) == 0 ? "\r\n" : "\n"
            let yaml = lines.joined(separator: ending) + ending
            guard let plain = Self.plain(yaml) else { refused += 1; continue }
            accepted += 1
            #expect(plain == Self.yamsValues(yaml), "\(yaml.debugDescription)")
        }
        // Both sides of the comparison were exercised.
        #expect(accepted > 500)
        #expect(refused > 400)
    }

    @Test("a page read without Yams builds the same site as the same page with its title quoted for Yams")
    func samePagesEitherWay() throws {
        let plain = try Workspace(copying: "site")
        let quoted = try Workspace(copying: "site")
        let page = "content/en/01-traits.md"
        let text = try plain.read(page)
        let title = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("title: ") })
        #expect(PlainFrontMatterTests.plain(title + "\n") != nil)
        try quoted.write(page, text.replacingOccurrences(of: title, with: "title: \"\(title.dropFirst("title: ".count))\""))
        let a = SiteBuilder.build(plain.options.build)
        let b = SiteBuilder.build(quoted.options.build)
        #expect(a.succeeded && b.succeeded)
        #expect(try plain.read("Site/en/traits/index.html") == quoted.read("Site/en/traits/index.html"))
    }
}
