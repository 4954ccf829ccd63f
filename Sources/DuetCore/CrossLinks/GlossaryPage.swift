import DuetMarkdown
import DuetModel

/// The glossary page: every term with its counterpart, accepted and forbidden variants,
/// symbols and definition. English readers get English order; Chinese readers get the
/// terms in the order of their Chinese spelling (code point order, no pinyin table), and a
/// button re-sorts by the other language.
public enum GlossaryPage {
    public static func location(_ language: Language) -> SiteLocation {
        SiteLocation(language: language, segments: ["glossary"])
    }

    static let strings: [Language: [String: String]] = [
        .en: ["title": "Glossary", "summary": "The terms of this guide in English and Chinese, with the variants translators should avoid.",
              "alternates": "Also accepted", "forbidden": "Avoid", "symbols": "Symbols",
              "sortEnglish": "Sort by English", "sortChinese": "Sort by Chinese"],
        .zh: ["title": "术语表", "summary": "本指南的中英文术语，以及译者应避免的译法。",
              "alternates": "也可使用", "forbidden": "避免使用", "symbols": "符号",
              "sortEnglish": "按英文排序", "sortChinese": "按中文排序"],
    ]

    public static func page(glossary: Glossary, language: Language, crossLinks: ModelCrossLinks) -> GeneratedPage {
        let text = strings[language]!
        let location = location(language)
        let sorted = glossary.entries.sorted { lhs, rhs in
            language == .en ? (lhs.en.lowercased(), lhs.id) < (rhs.en.lowercased(), rhs.id) : (lhs.zh, lhs.id) < (rhs.zh, rhs.id)
        }
        var html = "<p class=\"lead\">\(HTMLEscaping.escape(text["summary"]!))</p>\n"
        html += "<p class=\"glossary-sort\"><button type=\"button\" data-sort=\"en\">\(text["sortEnglish"]!)</button> <button type=\"button\" data-sort=\"zh\">\(text["sortChinese"]!)</button></p>\n"
        html += "<div class=\"glossary\">\n"
        for entry in sorted {
            html += "<section class=\"glossary-entry\" id=\"\(HTMLEscaping.escape(entry.id))\" data-en=\"\(HTMLEscaping.escape(entry.en.lowercased()))\" data-zh=\"\(HTMLEscaping.escape(entry.zh))\">\n"
            html += "<h2><span lang=\"en\">\(HTMLEscaping.escape(entry.en))</span> · <span lang=\"zh-Hans\">\(HTMLEscaping.escape(entry.zh))</span></h2>\n"
            html += "<p>\(HTMLEscaping.escape(entry.definition[language]))</p>\n"
            let alternates = entry.zhAlternates.filter { $0 != entry.en }
            if !alternates.isEmpty {
                html += "<p class=\"alternates\">\(text["alternates"]!): " + alternates.map { "<span lang=\"zh-Hans\">\(HTMLEscaping.escape($0))</span>" }.joined(separator: "、") + "</p>\n"
            }
            if !entry.zhForbidden.isEmpty {
                html += "<p class=\"forbidden\">\(text["forbidden"]!): " + entry.zhForbidden.map { "<del lang=\"zh-Hans\">\(HTMLEscaping.escape($0))</del>" }.joined(separator: "、") + "</p>\n"
            }
            if !entry.symbols.isEmpty {
                html += "<p class=\"symbols\">\(text["symbols"]!): " + entry.symbols.map { symbol in
                    if let target = crossLinks.symbolTarget(for: symbol, language: language) {
                        return "<a href=\"\(HTMLEscaping.escape(location.relativeURL(to: target.location, fragment: target.anchor)))\"><code>\(HTMLEscaping.escape(symbol))</code></a>"
                    }
                    return "<code>\(HTMLEscaping.escape(symbol))</code>"
                }.joined(separator: ", ") + "</p>\n"
            }
            html += "</section>\n"
        }
        html += "</div>\n"
        html += """
        <script>
        (function (scope) {
          // Each language block carries its own list and buttons: sort the list beside them.
          var list = scope.querySelector("div.glossary");
          scope.querySelectorAll(".glossary-sort button").forEach(function (button) {
          button.addEventListener("click", function () {
            var key = button.getAttribute("data-sort");
            Array.prototype.slice.call(list.children).sort(function (a, b) {
              return a.getAttribute("data-" + key).localeCompare(b.getAttribute("data-" + key), key === "zh" ? "zh-Hans" : "en");
            }).forEach(function (item) { list.appendChild(item); });
          });
          });
        })(document.currentScript.parentNode);
        </script>

        """
        return GeneratedPage(location: location, source: "glossary.md", title: text["title"]!, summary: text["summary"]!,
                             contentHTML: html, anchors: Set(glossary.entries.map(\.id)), toc: [])
    }
}
