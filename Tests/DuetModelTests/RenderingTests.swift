import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Rendering reference tables")
struct RenderingTests {
    init() { ShippedStrings.install() }

    static let tricky = ReferenceTable(
        id: "tricky",
        caption: LocalizedText(english: "A <caption> & \"quotes\"", chinese: "标题"),
        headers: [LocalizedText(invariant: "a|b"), LocalizedText(invariant: "c,d")],
        rows: [[LocalizedText(invariant: "line\nbreak"), LocalizedText(english: "say \"hi\"\t\\", chinese: "你好")]]
    )

    @Test("the required table ids exist, in a stable order, without duplicates")
    func ids() {
        let required = [
            "traits", "size-classes-by-device", "size-classes-modern", "multitasking",
            "presentation-adaptation", "presentation-adaptation-current", "transition-styles",
            "segue-kinds", "rotation-iphone-6", "rotation-iphone-6-plus", "transition-animation-sequence",
            "transition-dismissal-sequence", "custom-presentation-sequence", "custom-dismissal-sequence",
        ]
        for id in required { #expect(ReferenceTables.table(id: id) != nil, "\(id)") }
        #expect(Set(ReferenceTables.ids).count == ReferenceTables.ids.count)
        #expect(ReferenceTables.ids == ReferenceTables.all.map(\.id))
        #expect(ReferenceTables.table(id: "nope") == nil)
    }

    @Test("every row has as many cells as there are headers", arguments: ReferenceTables.all)
    func rectangular(_ table: ReferenceTable) {
        #expect(table.rows.allSatisfy { $0.count == table.headers.count })
        #expect(!table.rows.isEmpty)
    }

    @Test("Chinese tables use the glossary's terms, never the forbidden variants", arguments: ReferenceTables.all)
    func chineseTerms(_ table: ReferenceTable) {
        let text = table.rendered(as: .csv, language: .zh)
        for forbidden in ["调控器", "调节器", "调整器", "演示", "表示"] {
            #expect(!text.contains(forbidden), "\(table.id) contains \(forbidden)")
        }
    }

    @Test("the size-class tables speak of 常规 and 紧凑, 竖屏 and 横屏 in Chinese")
    func chineseSizeClassTerms() throws {
        let text = try #require(ReferenceTables.table(id: "size-classes-by-device")).rendered(as: .markdown, language: .zh)
        for term in ["常规", "紧凑", "竖屏", "横屏"] { #expect(text.contains(term)) }
    }

    @Test("Markdown puts the caption on its own line and escapes pipes and line breaks")
    func markdown() {
        #expect(Self.tricky.rendered(as: .markdown, language: .en) == """
        A <caption> & "quotes"

        | a\\|b | c,d |
        |---|---|
        | line<br>break | say "hi"\t\\ |

        Holds for: every release
        Sources: none

        """)
    }

    @Test("HTML escapes cells and marks the table with its id")
    func html() {
        #expect(Self.tricky.rendered(as: .html, language: .en) == """
        <table class="duet-table" data-table-id="tricky">
        <caption>A &lt;caption&gt; &amp; &quot;quotes&quot;</caption>
        <thead>
        <tr><th>a|b</th><th>c,d</th></tr>
        </thead>
        <tbody>
        <tr><td>line<br>break</td><td>say &quot;hi&quot;\t\\</td></tr>
        </tbody>
        </table>
        <p class="duet-table-holds">Holds for: every release</p>
        <p class="duet-table-sources">Sources: none</p>

        """)
    }

    @Test("JSON escapes quotes, backslashes and control characters")
    func json() {
        #expect(Self.tricky.rendered(as: .json, language: .en) ==
            #"{"id":"tricky","language":"en","caption":"A <caption> & \"quotes\"","headers":["a|b","c,d"],"rows":[["line\nbreak","say \"hi\"\t\\"]],"editions":null,"computedFor":null,"availability":null,"sources":[]}"# + "\n")
        #expect(Self.tricky.rendered(as: .json, language: .zh).contains(#""language":"zh""#))
    }

    @Test("CSV quotes fields with commas, quotes and line breaks, and ends lines with CRLF")
    func csv() {
        #expect(Self.tricky.rendered(as: .csv, language: .en) == "a|b,\"c,d\",Holds for,Sources\r\n\"line\nbreak\",\"say \"\"hi\"\"\t\\\",every release,\r\n")
    }

    @Test("a script-safe JSON string escapes <, U+2028 and U+2029; a plain one keeps them")
    func scriptSafeJSON() {
        let text = "a</script>\u{2028}\u{2029}\u{08}"
        #expect(JSONStringLiteral.quoted(text, scriptSafe: true) == "\"a\\u003c/script>\\u2028\\u2029\\b\"")
        #expect(JSONStringLiteral.quoted(text) == "\"a</script>\u{2028}\u{2029}\\b\"")
    }

    /// The escapes written one scalar at a time, as the literal was first made.
    static func quotedScalarByScalar(_ text: String, scriptSafe: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "<" where scriptSafe: result += "\\u003c"
            case "\u{2028}" where scriptSafe: result += "\\u2028"
            case "\u{2029}" where scriptSafe: result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    @Test("a JSON string copied in runs is the same as one escaped scalar by scalar, combining marks after a quote and CR LF included")
    func jsonRunsMatchScalars() {
        let pieces = ["a", "视图", "\"", "\\", "\n", "\r\n", "\t", "\u{08}", "\u{0C}", "\u{01}", "\u{1F}", "<", "</script>", "\u{2028}",
                      "\u{2029}", "\u{2027}", "\u{20AC}", "\u{301}", "e\u{301}", "👩‍💻", "\u{E2}", " "]
        // Every text of up to three pieces, in every order.
        var texts = [""] + pieces
        for first in pieces { for second in pieces { texts.append(first + second); for third in pieces { texts.append(first + second + third) } } }
        for text in texts {
            for scriptSafe in [false, true] where JSONStringLiteral.quoted(text, scriptSafe: scriptSafe) != Self.quotedScalarByScalar(text, scriptSafe: scriptSafe) {
                Issue.record("\(text.debugDescription), script-safe: \(scriptSafe)")
            }
        }
        #expect(texts.count > 10_000)
        #expect(JSONStringLiteral.quoted("\"\u{301}x") == "\"\\\"\u{301}x\"")
    }
}
