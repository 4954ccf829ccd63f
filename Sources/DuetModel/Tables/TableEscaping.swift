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

    static func json(_ text: String) -> String { JSONStringLiteral.quoted(text) }

    /// RFC 4180: quote a field holding a comma, a quote or a line break; double quotes.
    static func csv(_ text: String) -> String {
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}
