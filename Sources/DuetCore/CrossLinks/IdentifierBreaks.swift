import DuetMarkdown

/// Escapes an API name for HTML with `<wbr>` where a long name may wrap without breaking
/// a word: after a `.`, before a `(`, after an argument label's `:` and at a camel-case
/// hump (`traitCollection<wbr>Did<wbr>Change`), as DocC does. CSS then never has to
/// break a heading or an on-this-page entry at an arbitrary letter.
enum IdentifierBreaks {
    static func html(_ name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return htmlOfAnyName(name) }
        return htmlOfASCIIName(Array(name.utf8))
    }

    /// API names are ASCII, and every reference page writes thousands of them: on bytes,
    /// the same rules as `htmlOfAnyName` without splitting the name into characters.
    private static func htmlOfASCIIName(_ bytes: [UInt8]) -> String {
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for index in bytes.indices {
            let byte = bytes[index]
            if index > 0 {
                let previous = bytes[index - 1]
                let breakBefore = (byte == UInt8(ascii: "(") && previous != UInt8(ascii: "("))
                    || previous == UInt8(ascii: ".")
                    || (previous == UInt8(ascii: ":") && byte != UInt8(ascii: ")"))
                    || (isUpper(byte) && isLower(previous))
                    // The end of an acronym: UI|Trait, NS|Layout.
                    || (isUpper(byte) && isUpper(previous) && index + 1 < bytes.count && isLower(bytes[index + 1]))
                if breakBefore { out += "<wbr>".utf8 }
            }
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Any other name (a glossary term can name a symbol in Chinese), by characters.
    static func htmlOfAnyName(_ name: String) -> String {
        let characters = Array(name)
        var out = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            var breakBefore = false
            if let previous {
                if character == "(" && previous != "(" { breakBefore = true }
                if previous == "." || (previous == ":" && character != ")") { breakBefore = true }
                if character.isUppercase && previous.isLowercase { breakBefore = true }
                // The end of an acronym: UI|Trait, NS|Layout.
                if character.isUppercase && previous.isUppercase, index + 1 < characters.count, characters[index + 1].isLowercase {
                    breakBefore = true
                }
            }
            if breakBefore { out += "<wbr>" }
            out += HTMLEscaping.escape(String(character))
        }
        return out
    }
}
