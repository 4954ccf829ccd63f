/// A JSON string literal written by hand rather than through an encoder, so generated
/// files are byte-identical between builds and platforms. Shared by the model's JSON
/// tables and the site's generated data (search index, playground).
public enum JSONStringLiteral {
    /// `scriptSafe` also escapes `<`, U+2028 and U+2029, for JSON embedded in a
    /// `<script>` or evaluated as JavaScript.
    public static func quoted(_ text: String, scriptSafe: Bool = false) -> String {
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
}
