import DuetContent
import DuetMarkdown
import DuetModel

/// Resolves code spans to the model's reference entries and glossary terms to glossary
/// entries, for the page renderer.
public struct ModelCrossLinks: CrossLinkResolving {
    let glossary: Glossary
    let matcher: GlossaryMatcher
    let entries: [String: GlossaryEntry]

    public init(glossary: Glossary) {
        self.glossary = glossary
        self.matcher = GlossaryMatcher(glossary: glossary)
        self.entries = Dictionary(glossary.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func symbolTarget(for codeSpan: String, language: Language) -> CrossLinkTarget? {
        guard let symbol = SymbolCatalogue.resolve(codeSpan) else { return nil }
        // The title gives the symbol's other spellings only: the span already shows one. Pages
        // do not print it (the reader script takes it from `assets/symbol-names.js`).
        let title = SymbolNames.title(of: symbol, shown: codeSpan)
        return CrossLinkTarget(location: ReferencePages.location(of: symbol.area, language: language),
                               anchor: symbol.id, title: title)
    }

    public func linkGlossaryTerms(in text: String, language: Language, from location: SiteLocation,
                                  firstUse: inout Set<String>, allowed: Set<String>?, linkable: Set<String>?) -> String? {
        let (original, folded) = GlossaryMatcher.scalars(of: text)
        let matches = matcher.matches(original: original, caseFolded: folded ?? original, language: language).filter {
            !firstUse.contains($0.entryID) && (allowed?.contains($0.entryID) ?? true)
        }
        guard !matches.isEmpty else { return nil }
        // The text between and inside matches is cut from the string itself (the scalar
        // offsets walked forward once), not rebuilt scalar by scalar.
        let view = text.unicodeScalars
        var cursor = view.startIndex
        var cursorOffset = 0
        func index(atScalar offset: Int) -> String.Index {
            let result = view.index(cursor, offsetBy: offset - cursorOffset)
            cursor = result
            cursorOffset = offset
            return result
        }
        // The glossary page's URL from here, once per text rather than once per term;
        // `relativeURL(to:fragment:)` adds `#fragment` to the same string. It is the glossary
        // of the language the page is read in, whatever the text's language: the glossary
        // page carries both languages' entries under the same ids (`SiteLocation.relativeURL`).
        let glossaryURL = location.relativeURL(to: GlossaryPage.location(location.language))
        var html = ""
        var copied = view.startIndex
        // Matches were filtered against `firstUse` above, so an entry in it now was linked
        // earlier in this text: its later matches stay plain.
        var linkedAny = false
        for match in matches where !firstUse.contains(match.entryID) {
            guard let entry = entries[match.entryID] else { continue }
            let start = index(atScalar: match.start)
            let end = index(atScalar: match.start + match.length)
            html += HTMLEscaping.escape(String(view[copied..<start]))
            if let linkable, !linkable.contains(entry.id) {
                // A term this page does not link: marked, so the reader's setting to see
                // every term can make it a link (duet.js), and never linked later on the page.
                html += "<span data-term=\"" + HTMLEscaping.escape(entry.id) + "\">"
                html += HTMLEscaping.escape(String(view[start..<end]))
                html += "</span>"
            } else {
                let href = entry.id.isEmpty ? glossaryURL : glossaryURL + "#" + entry.id
                // No class: the stylesheet and the card script know a glossary link by its href.
                html += "<a href=\""
                html += HTMLEscaping.escape(href)
                html += "\">"
                html += HTMLEscaping.escape(String(view[start..<end]))
                html += "</a>"
            }
            copied = end
            linkedAny = true
            firstUse.insert(match.entryID)
        }
        guard linkedAny else { return nil }
        html += HTMLEscaping.escape(String(view[copied...]))
        return html
    }

    public func glossaryTermIDs(in text: String, language: Language) -> Set<String> {
        Set(matcher.matches(in: text, language: language).map(\.entryID))
    }

    public func orderedGlossaryTermIDs(in text: String, language: Language) -> [String] {
        var seen: Set<String> = []
        return matcher.matches(in: text, language: language).map(\.entryID).filter { seen.insert($0).inserted }
    }

    public var keyGlossaryTermIDs: Set<String> { Set(glossary.entries.filter(\.isKey).map(\.id)) }
}
