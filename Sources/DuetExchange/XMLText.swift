/// Escaping for the XLIFF duet writes. A carriage return is written as a character
/// reference, or the XML parser would fold it into a line feed and the round trip would
/// not be byte-identical; in attributes, line feeds and tabs too, which attribute-value
/// normalisation would turn into spaces.
enum XMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func attribute(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\r": out += "&#13;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
