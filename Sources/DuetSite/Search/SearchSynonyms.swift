import DuetContent
import DuetModel
import DuetSearch

/// The glossary as query-time synonyms for search: `<lang>/search-synonyms.js` lists, per
/// glossary entry, the preferred English and Chinese terms followed by every other way of
/// writing it (English forms, accepted Chinese alternates and forbidden variants). A
/// reader who types a variant (a machine translation the guide forbids) is still
/// looking for the term, so search.js also searches the preferred terms in its place.
/// The index itself is unchanged: synonyms cost nothing at build time and no index bytes.
enum SearchSynonyms {
    static let fileName = "search-synonyms.js"

    /// `[[en, zh, variant, …], …]`, in glossary order, each form once.
    static func json(_ glossary: Glossary) -> String {
        let groups = glossary.entries.map { entry -> String in
            var seen: Set<String> = []
            let forms = ([entry.en, entry.zh] + entry.enForms + entry.zhAlternates + entry.zhForbidden).filter {
                !$0.isEmpty && seen.insert($0.lowercased()).inserted
            }
            return "[" + forms.map(JSONText.quoted).joined(separator: ",") + "]"
        }
        return "[" + groups.joined(separator: ",\n") + "]"
    }

    /// The script pages load beside the index.
    static func script(_ glossary: Glossary) -> String {
        "window.DUET_SEARCH_SYNONYMS = \(json(glossary));\n"
    }
}
