extension ReferenceTable {
    /// The table in one language and format. Every format ends with a newline.
    ///
    /// - markdown: the caption on its own line, a blank line, then a GFM table (`|`
    ///   escaped, line breaks as `<br>`).
    /// - html: `<table class="duet-table" data-table-id="…">` with caption, thead, tbody.
    /// - json: `{"id","language","caption","headers","rows","editions","availability","sources"}`
    ///   on one line; `availability` gives each row's releases (`introduced`, `deprecated`,
    ///   `obsoleted`, `guideRuleOnly`) or is null when every row holds wherever the table
    ///   does; a source that covers only some rows lists their keys in `rows`.
    /// - csv: RFC 4180, header row first, CRLF line ends; CSV has no caption.
    public func rendered(as format: TableFormat, language: Language) -> String {
        let caption = caption[language]
        let headers = headers.map { $0[language] }
        let rows = rows.map { $0.map { $0[language] } }
        switch format {
        case .markdown:
            var lines = [TableEscaping.markdownInline(caption), ""]
            lines.append("| " + headers.map(TableEscaping.markdownCell).joined(separator: " | ") + " |")
            lines.append("|" + headers.map { _ in "---" }.joined(separator: "|") + "|")
            for row in rows {
                lines.append("| " + row.map(TableEscaping.markdownCell).joined(separator: " | ") + " |")
            }
            return lines.joined(separator: "\n") + "\n"
        case .html:
            var lines = ["<table class=\"duet-table\" data-table-id=\"\(TableEscaping.html(id))\">"]
            lines.append("<caption>\(TableEscaping.htmlCell(caption))</caption>")
            lines.append("<thead>")
            lines.append("<tr>" + headers.map { "<th>\(TableEscaping.htmlCell($0))</th>" }.joined() + "</tr>")
            lines.append("</thead>")
            lines.append("<tbody>")
            for row in rows {
                lines.append("<tr>" + row.map { "<td>\(TableEscaping.htmlCell($0))</td>" }.joined() + "</tr>")
            }
            lines.append("</tbody>")
            lines.append("</table>")
            return lines.joined(separator: "\n") + "\n"
        case .json:
            let j = TableEscaping.json
            let headerList = "[" + headers.map(j).joined(separator: ",") + "]"
            let rowList = "[" + rows.map { "[" + $0.map(j).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
            let edition = editions.map { j($0.term[language]) } ?? "null"
            let rowOnly = Dictionary(uniqueKeysWithValues: rowOnlySources(language: language).map { ($0.source.id, $0.rows) })
            let sourceList = "[" + allSources.map { source in
                var fields = "\"id\":\(j(source.id)),\"kind\":\(j(source.kind.rawValue)),\"title\":\(j(source.title))"
                fields += ",\"url\":" + (source.url.map(j) ?? "null") + ",\"note\":" + (source.note.map(j) ?? "null")
                if let rows = rowOnly[source.id] { fields += ",\"rows\":[" + rows.map(j).joined(separator: ",") + "]" }
                return "{" + fields + "}"
            }.joined(separator: ",") + "]"
            let version: (String?) -> String = { $0.map(j) ?? "null" }
            let availability = rowAvailability.isEmpty ? "null" : "[" + rowAvailability.map { available in
                "{\"introduced\":\(version(available.introduced)),\"deprecated\":\(version(available.deprecated)),"
                    + "\"obsoleted\":\(version(available.obsoleted)),\"guideRuleOnly\":\(available.guideRuleOnly)}"
            }.joined(separator: ",") + "]"
            return "{\"id\":\(j(id)),\"language\":\(j(language.rawValue)),\"caption\":\(j(caption)),\"headers\":\(headerList),\"rows\":\(rowList),\"editions\":\(edition),\"availability\":\(availability),\"sources\":\(sourceList)}\n"
        case .csv:
            let lines = ([headers] + rows).map { $0.map(TableEscaping.csv).joined(separator: ",") }
            return lines.map { $0 + "\r\n" }.joined()
        }
    }
}
