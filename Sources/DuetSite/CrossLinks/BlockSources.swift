import DuetMarkdown
import DuetModel

/// Where a table's or figure's facts come from, listed once under it: one `<details>`
/// whose summary ("Sources 7") is the block's only focusable control until a reader opens
/// it, and inside, the sources grouped by kind (Apple's documentation first, the guide and
/// third parties last), each named once by its title.
///
/// A page used to number every table's sources and list them at its end; a chapter with
/// many tables then carried a hundred marks and as many tab stops. A source cited by two
/// tables is now listed under each: a reader checks a table where they read it.
enum BlockSources {
    /// One source under a block, with the rows it covers where it covers only some.
    struct Entry {
        let source: FactSource
        let rows: [String]
    }

    static let title = LocalizedText(en: "Sources", key: "source-notes.sources")

    /// Each source once, in the order given; rows named for the same source are merged.
    static func deduplicated(_ entries: [Entry]) -> [Entry] {
        var order: [String] = []
        var merged: [String: Entry] = [:]
        for entry in entries {
            if let existing = merged[entry.source.id] {
                let rows = existing.rows.isEmpty || entry.rows.isEmpty ? [] : existing.rows + entry.rows.filter { !existing.rows.contains($0) }
                merged[entry.source.id] = Entry(source: existing.source, rows: rows)
            } else {
                order.append(entry.source.id)
                merged[entry.source.id] = entry
            }
        }
        return order.map { merged[$0]! }
    }

    /// The `<details>` under a block; empty when it cites nothing. `subject` (the block's
    /// caption) completes the summary for a screen reader listing a page's controls, where
    /// "Sources 3" alone would not say which table's they are.
    static func html(_ entries: [Entry], language: Language, subject: String? = nil) -> String {
        let entries = deduplicated(entries)
        guard !entries.isEmpty else { return "" }
        let about = subject.map {
            "<span class=\"visually-hidden\">" + LocalizedText(en: " for {subject}", key: "source-notes.for",
                                                                arguments: ["subject": LocalizedText(invariant: HTMLEscaping.escape($0))])[language] + "</span>"
        } ?? ""
        var html = "<details class=\"block-sources\">\n<summary>\(title[language]) <span class=\"source-count\">\(entries.count)</span>\(about)</summary>\n<dl>\n"
        for kind in FactSource.Kind.readingOrder {
            let group = entries.filter { $0.source.kind == kind }
            guard !group.isEmpty else { continue }
            html += "<dt>\(HTMLEscaping.escape(kind.groupHeading[language]))</dt>\n"
            for entry in group { html += "<dd>\(line(entry, language: language))</dd>\n" }
        }
        return html + "</dl>\n</details>\n"
    }

    /// A source's title (a link where it has an address), its caveat, and the rows it covers.
    static func line(_ entry: Entry, language: Language) -> String {
        let title = HTMLEscaping.escape(entry.source.title)
        var line = entry.source.url.map { "<a href=\"\(HTMLEscaping.escape($0))\" rel=\"external\">\(title)</a>" } ?? title
        if let note = entry.source.note { line += " — \(HTMLEscaping.escape(note))" }
        // A source whose title already names every row it covers (Apple's page for the API
        // in that row) needs no separate note: the api-availability table alone has over a
        // hundred of them.
        if !entry.rows.isEmpty, !entry.rows.allSatisfy({ entry.source.title.contains($0) }) {
            line += LocalizedText(en: " (rows: {rows})", key: "reference-pages.rows",
                                  arguments: ["rows": .list(invariant: entry.rows.map(HTMLEscaping.escape))])[language]
        }
        return line
    }

    /// A table's sources: table-wide ones, then those that cover only some rows.
    static func entries(of table: ReferenceTable, language: Language) -> [Entry] {
        let wanted = Set(table.sources(for: language).map(\.id))
        return table.sources.filter { wanted.contains($0.id) }.map { Entry(source: $0, rows: []) }
            + table.rowOnlySources(language: language).map { Entry(source: $0.source, rows: $0.rows) }
    }

    /// A figure's sources: those of the tables it draws, and its own.
    static func entries(ofFigure id: String, language: Language) -> [Entry] {
        FigureCatalogue.sources(of: id, language: language).map { Entry(source: $0, rows: []) }
    }
}
