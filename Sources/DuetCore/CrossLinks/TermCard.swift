import DuetMarkdown
import DuetModel

/// What a glossary link carries for its hover and focus card: the term in the other
/// language (with that language's tag, so it is read and shaped as such) and the
/// glossary's short definition in the link's own language. The reader script builds the
/// card as a real element from these attributes; nothing is drawn by CSS generated
/// content, which has no `lang` and which a reader cannot dismiss.
enum TermCard {
    /// ` data-counterpart="…" data-counterpart-lang="…" data-definition="…"`, escaped, with
    /// a leading space; the definition is left out when the glossary gives none.
    static func attributes(of entry: GlossaryEntry, language: Language) -> String {
        let other = language.counterpart
        let counterpart = other == .en ? entry.en : entry.zh
        var html = " data-counterpart=\""
        html += HTMLEscaping.escape(counterpart)
        html += "\" data-counterpart-lang=\""
        html += other.tag
        html += "\""
        let definition = entry.definition[language]
        if !definition.isEmpty {
            html += " data-definition=\""
            html += HTMLEscaping.escape(definition)
            html += "\""
        }
        return html
    }
}
