import DuetMarkdown

/// Escapes an API name for HTML with `<wbr>` where a long name may wrap without breaking
/// a word: after a `.`, before a `(`, after an argument label's `:` and at a camel-case
/// hump (`traitCollection<wbr>Did<wbr>Change`), as DocC does. CSS then never has to
/// break a heading or an on-this-page entry at an arbitrary letter.
enum IdentifierBreaks {
    static func html(_ name: String) -> String {
        let characters = Array(name)
        var out = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            var breakBefore = false
            if let previous, index < characters.count {
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
