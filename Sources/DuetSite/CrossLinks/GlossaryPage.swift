import DuetContent
import DuetMarkdown
import DuetModel

/// The glossary page: every term with its counterpart, accepted and forbidden variants,
/// symbols and definition, in the order of the English terms, with a letter index, a filter
/// box and a button that re-sorts by the Chinese terms (the reader script, duet.js). Each
/// entry is an aligned unit of its English and Chinese block, so side by side every row
/// holds one term in both languages, whatever the order.
public enum GlossaryPage {
    public static func location(_ language: Language) -> SiteLocation {
        SiteLocation(language: language, segments: ["glossary"])
    }

    /// The page's labels; their Chinese is the reference catalog's `glossary-page.*`.
    static let text = LocalizedText.table("glossary-page", [
        "title": "Glossary",
        "summary": "The terms of this guide in English and Chinese, with the variants translators should avoid.",
        "alternates": "Also accepted",
        "forbidden": "Avoid",
        "symbols": "Symbols",
        "sortEnglish": "Sort by English",
        "sortChinese": "Sort by Chinese",
        "filter": "Filter terms",
        "letters": "Terms by first letter",
        "count": "{shown} of {total} terms",
        "tools": "Find a term",
        "source": "Chinese term from",
        "sourcePage": "this page",
        "commonUsage": "common usage (no authoritative source found)",
    ])

    /// The labels in each language, as the catalog installed now gives them.
    static var strings: [Language: [String: String]] { [.en: text.reading(.en), .zh: text.reading(.zh)] }

    /// A label and its colon, as the catalog's `common.label` punctuates it.
    static func label(_ name: String, _ language: Language) -> String {
        language.labelled(strings[language]![name]!, "")
    }

    /// English order: the terms are UIKit's English names, and both languages' blocks share
    /// one order so they pair.
    static func sorted(_ glossary: Glossary) -> [GlossaryEntry] {
        glossary.entries.sorted { ($0.en.lowercased(), $0.id) < ($1.en.lowercased(), $1.id) }
    }

    /// One entry in one language; `anchor` is ` id` in the page's own language and
    /// ` data-anchor` in the other (ids are unique per document).
    static func entryHTML(_ entry: GlossaryEntry, language: Language, anchor: String, location: SiteLocation,
                          crossLinks: ModelCrossLinks) -> String {
        var html = "<section class=\"glossary-entry\"\(anchor)=\"\(HTMLEscaping.escape(entry.id))\">\n"
        html += "<h2><span lang=\"en\">\(HTMLEscaping.escape(entry.en))</span> · <span lang=\"zh-Hans\">\(HTMLEscaping.escape(entry.zh))</span></h2>\n"
        html += "<p>\(HTMLEscaping.escape(entry.definition[language]))</p>\n"
        let alternates = entry.zhAlternates.filter { $0 != entry.en }
        if !alternates.isEmpty {
            html += "<p class=\"alternates\">\(label("alternates", language))" + language.list(alternates.map { "<span lang=\"zh-Hans\">\(HTMLEscaping.escape($0))</span>" }) + "</p>\n"
        }
        if !entry.zhForbidden.isEmpty {
            html += "<p class=\"forbidden\">\(label("forbidden", language))" + language.list(entry.zhForbidden.map { "<del lang=\"zh-Hans\">\(HTMLEscaping.escape($0))</del>" }) + "</p>\n"
        }
        switch entry.zhSource {
        case .page(let url)?:
            html += "<p class=\"term-source\">\(label("source", language))<a href=\"\(HTMLEscaping.escape(url))\" rel=\"external\">\(strings[language]!["sourcePage"]!)</a></p>\n"
        case .commonUsage?:
            html += "<p class=\"term-source\">\(label("source", language))\(strings[language]!["commonUsage"]!)</p>\n"
        case nil:
            break
        }
        if !entry.symbols.isEmpty {
            html += "<p class=\"symbols\">\(label("symbols", language))" + entry.symbols.map { symbol in
                // Into the page's own language, whichever block this is.
                if let target = crossLinks.symbolTarget(for: symbol, language: location.language) {
                    return "<a href=\"\(HTMLEscaping.escape(location.relativeURL(to: target.location, fragment: target.anchor)))\"><code>\(IdentifierBreaks.html(symbol))</code></a>"
                }
                return "<code>\(IdentifierBreaks.html(symbol))</code>"
            }.joined(separator: ", ") + "</p>\n"
        }
        return html + "</section>\n"
    }

    /// The filter box, the sort buttons (both shown only with JavaScript, style.css) and the
    /// letter index, once per page in its language.
    static func toolsHTML(_ entries: [GlossaryEntry], language: Language) -> String {
        let text = strings[language]!
        var firsts: [(letter: String, id: String)] = []
        for entry in entries {
            let letter = entry.en.first.map { String($0).uppercased() } ?? "#"
            if firsts.last?.letter != letter { firsts.append((letter, entry.id)) }
        }
        var html = "<div class=\"glossary-tools\" lang=\"\(language.tag)\" role=\"search\" aria-label=\"\(text["tools"]!)\">\n"
        html += "<p class=\"glossary-filter-field\"><input type=\"search\" id=\"glossary-filter\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"\(text["filter"]!)\" aria-label=\"\(text["filter"]!)\" aria-describedby=\"glossary-count\">"
        html += " <span class=\"glossary-sort\"><button type=\"button\" data-sort=\"en\" aria-pressed=\"true\">\(text["sortEnglish"]!)</button> <button type=\"button\" data-sort=\"zh\" aria-pressed=\"false\">\(text["sortChinese"]!)</button></span></p>\n"
        html += "<nav class=\"glossary-letters\" aria-label=\"\(text["letters"]!)\"><ol>"
            + firsts.map { "<li><a href=\"#\(HTMLEscaping.escape($0.id))\" lang=\"en\">\(HTMLEscaping.escape($0.letter))</a></li>" }.joined()
            + "</ol></nav>\n"
        html += "<p class=\"glossary-count\" id=\"glossary-count\" aria-live=\"polite\" data-template=\"\(text["count"]!)\" data-total=\"\(entries.count)\"></p>\n"
        return html + "</div>\n"
    }

    public static func page(glossary: Glossary, language: Language, crossLinks: ModelCrossLinks) -> GeneratedPage {
        let text = strings[language]!
        let location = location(language)
        let entries = sorted(glossary)
        // The page's own language alone (what search indexes, and the page when it has no
        // counterpart).
        var html = "<p class=\"lead\">\(HTMLEscaping.escape(text["summary"]!))</p>\n"
        for entry in entries { html += entryHTML(entry, language: language, anchor: " id", location: location, crossLinks: crossLinks) }
        // Both languages, entry by entry.
        let other = language.counterpart
        var units = "<div><div lang=\"\(Language.en.tag)\">\n<p class=\"lead\">\(HTMLEscaping.escape(strings[.en]!["summary"]!))</p>\n</div>\n"
            + "<div lang=\"\(Language.zh.tag)\">\n<p class=\"lead\">\(HTMLEscaping.escape(strings[.zh]!["summary"]!))</p>\n</div></div>\n"
        units += toolsHTML(entries, language: language)
        for entry in entries {
            func block(_ blockLanguage: Language) -> String {
                "<div lang=\"\(blockLanguage.tag)\">\n" + entryHTML(entry, language: blockLanguage, anchor: blockLanguage == language ? " id" : " data-anchor",
                                                                 location: location, crossLinks: crossLinks) + "</div>"
            }
            let (first, second) = language == .en ? (block(.en), block(other)) : (block(other), block(.zh))
            units += "<div class=\"glossary-row\" data-en=\"\(HTMLEscaping.escape(entry.en.lowercased()))\" data-zh=\"\(HTMLEscaping.escape(entry.zh))\">"
                + first + "\n" + second + "</div>\n"
        }
        return GeneratedPage(location: location, source: "glossary.md", title: text["title"]!, summary: text["summary"]!,
                             contentHTML: html, anchors: Set(glossary.entries.map(\.id)), toc: [], unitsHTML: units)
    }
}
