extension ReferenceTable {
    /// The table in one language and format. Every format ends with a newline and says
    /// where the table holds and where its facts come from, so a copy keeps its provenance.
    ///
    /// - markdown: the caption on its own line, a blank line, a GFM table (`|` escaped,
    ///   line breaks as `<br>`), a blank line, then the "Holds for" and "Sources" lines.
    /// - html: `<table class="duet-table" data-table-id="…">` with caption, thead, tbody,
    ///   followed by `<p class="duet-table-holds">` and `<p class="duet-table-sources">`
    ///   (sources as links).
    /// - json: `{"id","language","caption","headers","rows","editions","computedFor","availability","sources"}`
    ///   on one line; `availability` gives each row's releases (`introduced`, `deprecated`,
    ///   `obsoleted`, `guideRuleOnly`) or is null when every row holds wherever the table
    ///   does; a source that covers only some rows lists their keys in `rows`.
    /// - csv: RFC 4180, header row first, CRLF line ends; CSV has no caption and no place
    ///   for a note, so each row ends with two more columns, the releases it holds for and
    ///   the addresses of its sources.
    ///
    /// `release`: the release the table was computed for (`duet model --edition`), if any.
    public func rendered(as format: TableFormat, language: Language, release: Release? = nil) -> String {
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
            lines.append("")
            lines.append(TableEscaping.markdownInline(holdsForLine(language: language, release: release)))
            lines.append(TableEscaping.markdownInline(sourcesLine(language: language)))
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
            lines.append("<p class=\"duet-table-holds\">\(TableEscaping.html(holdsForLine(language: language, release: release)))</p>")
            let links = sources(for: language).map { source in
                source.url.map { "<a href=\"\(TableEscaping.html($0))\">\(TableEscaping.html(source.title))</a>" } ?? TableEscaping.html(source.title)
            }
            let list = Self.sourcesLine(links.map { LocalizedText(invariant: $0) })
            lines.append("<p class=\"duet-table-sources\">\(list[language])</p>")
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
            return "{\"id\":\(j(id)),\"language\":\(j(language.rawValue)),\"caption\":\(j(caption)),\"headers\":\(headerList),\"rows\":\(rowList),\"editions\":\(edition),\"computedFor\":\(release.map { String($0.major) } ?? "null"),\"availability\":\(availability),\"sources\":\(sourceList)}\n"
        case .csv:
            let provenanceHeaders = [Self.holdsForHeader[language], Self.sourcesHeader[language]]
            let provenance = rows.indices.map { [holdsFor(row: $0, language: language), sources(row: $0, language: language)] }
            let records = [headers + provenanceHeaders] + zip(rows, provenance).map { $0 + $1 }
            let lines = records.map { $0.map(TableEscaping.csv).joined(separator: ",") }
            return lines.map { $0 + "\r\n" }.joined()
        }
    }
}
