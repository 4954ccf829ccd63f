/// A JSON string literal written by hand rather than through an encoder, so generated
/// files are byte-identical between builds and platforms. Shared by the model's JSON
/// tables and the site's generated data (search index, playground).
public enum JSONStringLiteral {
    /// `scriptSafe` also escapes `<`, U+2028 and U+2029, for JSON embedded in a
    /// `<script>` or evaluated as JavaScript.
    public static func quoted(_ text: String, scriptSafe: Bool = false) -> String {
        // Runs of characters that stand for themselves are copied whole, cut from the text
        // at the bytes that need escaping (ASCII, or the first byte of U+2028 / U+2029, so
        // always on a scalar boundary): the playground's data and the search index quote
        // hundreds of kilobytes of text, which went scalar by scalar.
        let utf8 = text.utf8
        var result = "\""
        result.reserveCapacity(utf8.count + 2)
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let special = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (scriptSafe && (byte == UInt8(ascii: "<") || (byte == 0xE2 && isLineOrParagraphSeparator(utf8, at: index))))
            guard special else {
                index = utf8.index(after: index)
                continue
            }
            // Through the UTF-8 view: a String slice would round its bounds down to a
            // character, and a run may start inside one (a combining mark after `"`).
            result += Substring(utf8[runStart..<index])
            let scalar = text.unicodeScalars[index]
            result += escape(scalar)
            index = text.unicodeScalars.index(after: index)
            runStart = index
        }
        result += Substring(utf8[runStart..<utf8.endIndex])
        return result + "\""
    }

    /// Whether the bytes at `index` (starting with 0xE2) are U+2028 or U+2029.
    private static func isLineOrParagraphSeparator(_ utf8: String.UTF8View, at index: String.Index) -> Bool {
        let second = utf8.index(after: index)
        guard second != utf8.endIndex, utf8[second] == 0x80 else { return false }
        let third = utf8.index(after: second)
        return third != utf8.endIndex && (utf8[third] == 0xA8 || utf8[third] == 0xA9)
    }

    /// The escape of a character that cannot stand for itself.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case "<": return "\\u003c"
        case "\u{2028}": return "\\u2028"
        case "\u{2029}": return "\\u2029"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
