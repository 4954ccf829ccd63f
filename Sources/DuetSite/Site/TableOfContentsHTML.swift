/// A page's contents entries rendered with `toc-entries.mustache`, inserted raw as
/// `tocHTML` where `page.mustache` lists the contents.
///
/// Every page lists its contents twice (the folding list above the text on narrow screens,
/// the column beside it on wide ones), and both pages of a pair list the same entries,
/// each in both languages. Those nested sections were a quarter of the time spent in
/// templates (docs/benchmark.md), so the entries are rendered once per pair and reused:
/// one memo serves the pages of one pair, keyed by the entries themselves, so a pair
/// whose two pages have different headings still gets each its own list.
final class TableOfContentsHTML {
    private let templates: TemplateSet
    private var rendered: [String: String] = [:]

    init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The HTML of `toc` (entries as `PageTemplateContext.tableOfContents` gives them).
    func html(_ toc: [[String: Any]]) -> String {
        let key = Self.key(toc)
        if let known = rendered[key] { return known }
        let html = Self.render(toc, templates: templates)
        rendered[key] = html
        return html
    }

    static func render(_ toc: [[String: Any]], templates: TemplateSet) -> String {
        toc.isEmpty ? "" : templates.render("toc-entries", ["toc": toc])
    }

    /// Everything an entry shows: its level, id and each text with its language.
    private static func key(_ toc: [[String: Any]]) -> String {
        var key = ""
        for entry in toc {
            key += "\(entry["level"] ?? "")\u{1}\(entry["id"] ?? "")"
            for text in entry["texts"] as? [[String: Any]] ?? [] {
                key += "\u{1}\(text["lang"] ?? "")\u{2}\(text["text"] ?? "")\u{2}\(text["html"] ?? "")"
            }
            key += "\u{0}"
        }
        return key
    }
}
