/// Escaping rules of the four formats, kept apart so each can be tested on its own.
enum TableEscaping {
    /// Works on UTF-8 bytes: the five characters are ASCII and no byte of a multi-byte
    /// sequence is, so replacing bytes gives the same text as replacing characters. Every
    /// figure label, attribute and cell of every reference page passes through here, and
    /// most hold none of the five, so those are returned as they are.
    static func html(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
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
