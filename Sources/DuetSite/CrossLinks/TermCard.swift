import DuetContent
import DuetMarkdown
import DuetModel
import DuetSearch

/// What a glossary link's hover and focus card shows: the term in the other language (with
/// that language's tag, so it is read and shaped as such) and the glossary's short
/// definition in the link's own language.
///
/// The link itself carries only its `href`, whose fragment is the entry's id: the names
/// and definitions are written once per site, in `assets/glossary-terms.js`, which every page
/// loads (and the browser caches). Carrying them in every link made glossary links a
/// quarter of a chapter's HTML. The reader script builds the card as a real element;
/// nothing is drawn by CSS generated content, which has no `lang` and cannot be dismissed.
enum TermCard {
    /// Under `assets/`, with the scripts that use it; a template asset of the same name wins.
    static let fileName = "assets/glossary-terms.js"

    /// `window.DUET_TERMS = {"id": ["en term", "zh term", "en definition", "zh definition"], …}`,
    /// entries in id order so builds are byte-identical.
    static func script(_ glossary: Glossary) -> String {
        let entries = glossary.entries.filter { !$0.id.isEmpty }.sorted { $0.id < $1.id }
        let body = entries.map { entry in
            JSONText.quoted(entry.id) + ":[" + [entry.en, entry.zh, entry.definition.en, entry.definition.zh]
                .map(JSONText.quoted).joined(separator: ",") + "]"
        }.joined(separator: ",\n")
        return "window.DUET_TERMS = {\n" + body + "\n};\n"
    }
}

/// The build step that writes the glossary cards' data once for the whole site.
public enum GlossaryCardsStep {
    public static func run(_ context: inout BuildContext) {
        guard let glossary = context.content?.glossary else { return }
        context.output.add(TermCard.fileName, TermCard.script(glossary))
    }
}
