extension ReferenceTable {
    /// The table in one language and format. Every format ends with a newline.
    ///
    /// - markdown: the caption on its own line, a blank line, then a GFM table (`|`
    ///   escaped, line breaks as `<br>`).
    /// - html: `<table class="duet-table" data-table-id="…">` with caption, thead, tbody.
    /// - json: `{"id","language","caption","headers","rows"}` on one line.
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
            return "{\"id\":\(j(id)),\"language\":\(j(language.rawValue)),\"caption\":\(j(caption)),\"headers\":\(headerList),\"rows\":\(rowList)}\n"
        case .csv:
            let lines = ([headers] + rows).map { $0.map(TableEscaping.csv).joined(separator: ",") }
            return lines.map { $0 + "\r\n" }.joined()
        }
    }
}

/// Escaping rules of the four formats, kept apart so each can be tested on its own.
enum TableEscaping {
    static func html(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A cell's line breaks become `<br>` after escaping, so they survive in HTML.
    static func htmlCell(_ text: String) -> String {
        html(text).replacingAll("\n", with: "<br>")
    }

    /// GFM cells cannot hold `|` or line breaks.
    static func markdownCell(_ text: String) -> String {
        markdownInline(text).replacingAll("|", with: "\\|")
    }

    static func markdownInline(_ text: String) -> String {
        text.replacingAll("\r\n", with: "\n").replacingAll("\n", with: "<br>")
    }

    static func json(_ text: String) -> String {
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

    /// RFC 4180: quote a field holding a comma, a quote or a line break; double quotes.
    static func csv(_ text: String) -> String {
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}
