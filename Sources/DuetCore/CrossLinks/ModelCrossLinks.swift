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
        let title = symbol.objcName.map { "\(symbol.swiftName) · \($0)" } ?? symbol.swiftName
        return CrossLinkTarget(location: ReferencePages.location(of: symbol.area, language: language),
                               anchor: symbol.id, title: title)
    }

    public func linkGlossaryTerms(in text: String, language: Language, from location: SiteLocation,
                                  firstUse: inout Set<String>, allowed: Set<String>?) -> String? {
        let matches = matcher.matches(in: text, language: language).filter {
            !firstUse.contains($0.entryID) && (allowed?.contains($0.entryID) ?? true)
        }
        guard !matches.isEmpty else { return nil }
        let scalars = Array(text.unicodeScalars)
        var html = ""
        var cursor = 0
        var linkedHere: Set<String> = []
        for match in matches where !linkedHere.contains(match.entryID) {
            guard let entry = entries[match.entryID] else { continue }
            html += HTMLEscaping.escape(String(String.UnicodeScalarView(scalars[cursor..<match.start])))
            let word = String(String.UnicodeScalarView(scalars[match.start..<(match.start + match.length)]))
            let href = location.relativeURL(to: GlossaryPage.location(language), fragment: entry.id)
            let counterpart = language == .en ? entry.zh : entry.en
            html += "<a class=\"term\" href=\"\(HTMLEscaping.escape(href))\" data-counterpart=\"\(HTMLEscaping.escape(counterpart))\">\(HTMLEscaping.escape(word))</a>"
            cursor = match.start + match.length
            linkedHere.insert(match.entryID)
            firstUse.insert(match.entryID)
        }
        guard !linkedHere.isEmpty else { return nil }
        html += HTMLEscaping.escape(String(String.UnicodeScalarView(scalars[cursor...])))
        return html
    }

    public func glossaryTermIDs(in text: String, language: Language) -> Set<String> {
        Set(matcher.matches(in: text, language: language).map(\.entryID))
    }
}
