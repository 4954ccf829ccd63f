/// HTML escaping for text and attribute values.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"`, enough for text and double-quoted attributes.
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
