import DuetMarkdown
import DuetModel

/// Escapes an API name for HTML with `<wbr>` where `IdentifierBoundaries` lets it break:
/// after a `.`, before a `(`, after an argument label's `:` and between the camel-case
/// words of a long part, as DocC does. The stylesheet sets code `overflow-wrap: normal`,
/// so a name never breaks at an arbitrary letter in a heading, a table or a contents list.
enum IdentifierBreaks {
    static func html(_ name: String) -> String {
        let bytes = Array(name.utf8)
        let ascii = bytes.allSatisfy { $0 < 0x80 }
        let breaks = ascii ? IdentifierBoundaries.breaks(inASCII: bytes) : IdentifierBoundaries.breaks(in: name)
        guard !breaks.isEmpty else { return HTMLEscaping.escape(name) }
        let characters = ascii ? bytes.map { String(UnicodeScalar($0)) } : Array(name.unicodeScalars).map { String($0) }
        var out = ""
        out.reserveCapacity(bytes.count + breaks.count * 5)
        var start = 0
        for end in breaks + [characters.count] {
            out += HTMLEscaping.escape(characters[start..<end].joined())
            if end < characters.count { out += "<wbr>" }
            start = end
        }
        return out
    }

    /// A heading's plain text as HTML with each name in it breakable at its own
    /// boundaries (a contents list has the heading's words, not its code spans); nil when
    /// no word has a place to break, so the template writes the text as it is.
    static func textHTML(_ text: String) -> String? {
        var changed = false
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let escaped = HTMLEscaping.escape(String(word))
            let broken = html(String(word))
            if broken != escaped { changed = true }
            return broken
        }
        return changed ? words.joined(separator: " ") : nil
    }
}
