import Mustache

/// The escaping `{{name}}` applies in Duet's templates: the same text as swift-mustache's
/// own HTML content type (`<`, `>`, `&`, `"` and `'` replaced, one `Character` at a time),
/// computed on bytes.
///
/// The built-in escaper looks every `Character` of every value up in a dictionary, which
/// was about a fifth of the time spent in templates. Most values hold none of the five
/// characters and are returned as they are; ASCII values are escaped byte by byte. A
/// value with non-ASCII text and one of the five characters keeps the per-`Character`
/// rule, because there a combining mark after `<` makes one `Character` that the built-in
/// escaper leaves alone, and the output must not change.
struct TemplateEscaping: MustacheContentType {
    /// The name under which the content type is registered, used by the pragma
    /// `TemplateSet` puts in front of every template.
    static let name = "DUET_HTML"

    func escapeText(_ text: String) -> String {
        var text = text
        let scan = text.withUTF8(Self.scan)
        guard scan.specials > 0 else { return text }
        guard scan.ascii else { return Self.escapeCharacters(text) }
        return text.withUTF8 { Self.escapeASCII($0, extra: scan.extra) }
    }

    /// How many bytes need replacing, how many bytes the replacements add, and whether
    /// the text is all ASCII.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (specials: Int, extra: Int, ascii: Bool) {
        var specials = 0
        var extra = 0
        var high: UInt8 = 0
        for byte in bytes {
            high |= byte
            let added = replacementLength(byte)
            if added > 0 {
                specials += 1
                extra += added - 1
            }
        }
        return (specials, extra, high < 0x80)
    }

    /// The length of a byte's replacement, or 0 when it stays.
    @inline(__always)
    private static func replacementLength(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"): 4
        case UInt8(ascii: "&"), UInt8(ascii: "'"): 5
        case UInt8(ascii: "\""): 6
        default: 0
        }
    }

    private static func escapeASCII(_ bytes: UnsafeBufferPointer<UInt8>, extra: Int) -> String {
        String(unsafeUninitializedCapacity: bytes.count + extra) { out in
            var position = 0
            func put(_ replacement: StaticString) {
                replacement.withUTF8Buffer { piece in
                    for byte in piece {
                        out[position] = byte
                        position += 1
                    }
                }
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "<"): put("&lt;")
                case UInt8(ascii: ">"): put("&gt;")
                case UInt8(ascii: "&"): put("&amp;")
                case UInt8(ascii: "\""): put("&quot;")
                case UInt8(ascii: "'"): put("&#39;")
                default:
                    out[position] = byte
                    position += 1
                }
            }
            return position
        }
    }

    /// swift-mustache's rule, one `Character` at a time.
    static func escapeCharacters(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
