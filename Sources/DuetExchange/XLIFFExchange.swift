import DuetContent
import Foundation

/// Translators' exchange through XLIFF 1.2 and 2.1, with the semantics of the PO exchange:
/// the same entries, ids, comments and fuzzy marks (a PO entry is built first and written
/// as a unit), and on import the same checks, because each unit is turned back into a PO
/// entry and planned by `POExchange.plan`. What XLIFF adds is protection of inline code:
/// every code span is a placeholder (`<x/>` in 1.2, `<ph/>` in 2.1) whose text comes back
/// from the content, never from the file, so no tool can alter an API name.
public enum XLIFFExchange {
    /// The document for a version: one `<file>` per page, one unit per aligned block.
    /// With `keeping` (the document already at the path, read), what tools and
    /// translators added there is kept: their notes on each unit, a target's
    /// `state-qualifier` (2.1 `subState`) while its state is unchanged, and other tools'
    /// `<tool>` entries in the 1.2 header.
    public static func export(_ content: Content, lock: TranslationLock, previous: AcceptedEnglish = AcceptedEnglish(),
                              version: XLIFFVersion, page: String? = nil, keeping existing: [UInt8]? = nil) -> String {
        let catalog = POExchange.export(content, lock: lock, previous: previous, page: page).catalog
        let kept = existing.map { XLIFFReader.read(Data($0), path: "") }.flatMap { $0.diagnostics.isEmpty && $0.version == version ? $0 : nil }
        var keptUnits: [String: XLIFFReader.Unit] = [:]
        for unit in kept?.units ?? [] { keptUnits[unit.id] = unit }
        let otherTools = (kept?.tools ?? []).filter { $0["tool-id"] != "duet" }
        var blocks: [String: POExchange.Block] = [:]
        for pair in content.pairs { for block in POExchange.blocks(of: pair) { blocks[block.id] = block } }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        switch version {
        case .v12: out += "<xliff xmlns=\"\(version.namespace)\" version=\"1.2\">\n"
        case .v21: out += "<xliff xmlns=\"\(version.namespace)\" version=\"2.1\" srcLang=\"\(ExchangeLanguage.english)\" trgLang=\"\(ExchangeLanguage.chineseBCP47)\">\n"
        }
        var currentPage: String?
        func closeFile() {
            guard currentPage != nil else { return }
            out += version == .v12 ? "    </body>\n  </file>\n" : "  </file>\n"
        }
        for entry in catalog.entries {
            guard let block = blocks[entry.context] else { continue }
            let (pageName, unitID) = split(entry.context)
            if pageName != currentPage {
                closeFile()
                currentPage = pageName
                switch version {
                case .v12:
                    out += "  <file original=\"\(XMLText.attribute(pageName))\" source-language=\"\(ExchangeLanguage.english)\" target-language=\"\(ExchangeLanguage.chineseBCP47)\" datatype=\"x-markdown\">\n"
                    out += "    <header><tool tool-id=\"duet\" tool-name=\"duet xliff export\"/>"
                    for tool in otherTools {
                        out += "<tool" + tool.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(XMLText.attribute($0.value))\"" }.joined() + "/>"
                    }
                    out += "</header>\n    <body>\n"
                case .v21:
                    out += "  <file id=\"\(XMLText.attribute(pageName))\" original=\"content/en/\(XMLText.attribute(pageName))\">\n"
                }
            }
            let english = InlineCodeRuns(source: entry.id, spans: POExchange.codeSpans(in: block.en.node))
            let chinese = InlineCodeRuns(source: entry.string, spans: POExchange.codeSpans(in: block.zh.node))
            let ids = placeholderIDs(english)
            var notes = entry.extractedComments
            notes.append("location: " + entry.references.joined(separator: " "))
            if let previousEnglish = entry.previousID { notes.append("previous English: " + previousEnglish) }
            // What a translator or a tool added to the unit, and its word on the target
            // while the target's state is the same.
            let old = keptUnits[entry.context]
            let theirNotes = old.map { unit in zip(unit.notes, unit.noteSources).filter { !isDuets(noteFrom: $0.1, version: version) } } ?? []
            let sameState = old.map { isFuzzy($0.state, version: version) == entry.fuzzy } ?? false
            let qualifier = sameState ? old?.stateQualifier.flatMap { $0.hasPrefix("duet:") ? nil : $0 } : nil
            switch version {
            case .v12:
                let state = entry.fuzzy ? "needs-review-translation" : "translated"
                out += "      <trans-unit id=\"\(XMLText.attribute(unitID))\" resname=\"\(XMLText.attribute(entry.context))\" xml:space=\"preserve\">\n"
                out += "        <source>" + inline(english, ids: ids, version: version) + "</source>\n"
                out += "        <target state=\"\(state)\"\(qualifier.map { " state-qualifier=\"\(XMLText.attribute($0))\"" } ?? "")>" + inline(chinese, ids: ids, version: version) + "</target>\n"
                for note in notes { out += "        <note from=\"duet\">\(XMLText.escape(note))</note>\n" }
                for (note, from) in theirNotes {
                    out += "        <note\(from.map { " from=\"\(XMLText.attribute($0))\"" } ?? "")>\(XMLText.escape(note))</note>\n"
                }
                out += "      </trans-unit>\n"
            case .v21:
                out += "    <unit id=\"\(XMLText.attribute(unitID))\" name=\"\(XMLText.attribute(entry.context))\">\n"
                out += "      <notes>\n"
                for note in notes { out += "        <note category=\"\(noteCategory(note))\">\(XMLText.escape(note))</note>\n" }
                for (note, category) in theirNotes {
                    out += "        <note\(category.map { " category=\"\(XMLText.attribute($0))\"" } ?? "")>\(XMLText.escape(note))</note>\n"
                }
                out += "      </notes>\n"
                if !english.codeSpans.isEmpty {
                    out += "      <originalData>\n"
                    for (index, raw) in english.codeSpans.enumerated() {
                        out += "        <data id=\"d\(index + 1)\" xml:space=\"preserve\">\(XMLText.escape(raw))</data>\n"
                    }
                    out += "      </originalData>\n"
                }
                out += entry.fuzzy ? "      <segment state=\"initial\" subState=\"duet:\(entry.previousID == nil ? "unaccepted" : "stale")\">\n"
                                   : "      <segment state=\"translated\"\(qualifier.map { " subState=\"\(XMLText.attribute($0))\"" } ?? "")>\n"
                out += "        <source xml:space=\"preserve\">" + inline(english, ids: ids, version: version) + "</source>\n"
                out += "        <target xml:space=\"preserve\">" + inline(chinese, ids: ids, version: version) + "</target>\n"
                out += "      </segment>\n    </unit>\n"
            }
        }
        closeFile()
        out += "</xliff>\n"
        return out
    }

    static func split(_ id: String) -> (page: String, unit: String) {
        guard let hash = id.lastIndex(of: "#") else { return (id, "") }
        return (String(id[..<hash]), String(id[id.index(after: hash)...]))
    }

    /// Whether a note is one duet wrote: 1.2 `from="duet"`, or a 2.1 category duet uses.
    static func isDuets(noteFrom source: String?, version: XLIFFVersion) -> Bool {
        switch version {
        case .v12: return source == "duet"
        case .v21: return ["term", "code", "location", "previous-source", "export"].contains(source ?? "")
        }
    }

    static func noteCategory(_ note: String) -> String {
        if note.hasPrefix("term:") { return "term" }
        if note.hasPrefix("keep as is:") { return "code" }
        if note.hasPrefix("previous English:") { return "previous-source" }
        if note.hasPrefix(ExportRecord.prefix) { return "export" }
        return "location"
    }

    /// Placeholder ids for the English code spans: 1, 2, 3… in order.
    static func placeholderIDs(_ english: InlineCodeRuns) -> [(id: String, raw: String)] {
        english.codeSpans.enumerated().map { (String($0.offset + 1), $0.element) }
    }

    /// A source or target as XLIFF inline content. A Chinese code span takes the id of an
    /// unused English span with the same text; one with no counterpart stays text (the
    /// import's code-span check reports it, as `duet check` does).
    static func inline(_ runs: InlineCodeRuns, ids: [(id: String, raw: String)], version: XLIFFVersion) -> String {
        var unused = ids
        var out = ""
        for run in runs.runs {
            switch run {
            case .text(let text):
                out += XMLText.escape(text)
            case .code(let raw):
                guard let index = unused.firstIndex(where: { $0.raw == raw }) else {
                    out += XMLText.escape(raw)
                    continue
                }
                let id = unused.remove(at: index).id
                switch version {
                case .v12: out += "<x id=\"\(id)\" ctype=\"x-code-span\" equiv-text=\"\(XMLText.attribute(raw))\"/>"
                case .v21: out += "<ph id=\"\(id)\" dataRef=\"d\(id)\" disp=\"\(XMLText.attribute(raw))\" canCopy=\"no\" canDelete=\"no\"/>"
                }
            }
        }
        return out
    }

    /// States that mean "still to be reviewed": fuzzy in PO terms.
    static func isFuzzy(_ state: String?, version: XLIFFVersion) -> Bool {
        switch version {
        case .v12:
            guard let state else { return false }
            return state == "new" || state.hasPrefix("needs-")
        case .v21:
            return (state ?? "initial") == "initial"
        }
    }

    /// Reads a document and plans its import with the PO exchange's checks. Placeholders
    /// are replaced by the code spans of the current English block, by id; an id the
    /// block does not have is an error at its unit.
    public static func plan(_ data: Data, path: String, content: Content, lock: TranslationLock) -> (version: XLIFFVersion?, plan: POExchange.ImportPlan) {
        let reader = XLIFFReader.read(data, path: path)
        var plan = POExchange.ImportPlan()
        guard reader.diagnostics.isEmpty, let version = reader.version else {
            plan.diagnostics = reader.diagnostics
            return (reader.version, plan)
        }
        let (entries, placeholderErrors) = entries(of: reader, version: version, path: path, blocks: blocksByID(content))
        plan = POExchange.plan(POCatalog(header: [], entries: entries), path: path, content: content, lock: lock, format: "xliff")
        plan.diagnostics = (placeholderErrors + plan.diagnostics).sorted { $0.location.line < $1.location.line }
        return (version, plan)
    }

    /// Every aligned block of the content by its id.
    static func blocksByID(_ content: Content) -> [String: POExchange.Block] {
        var blocks: [String: POExchange.Block] = [:]
        for pair in content.pairs { for block in POExchange.blocks(of: pair) { blocks[block.id] = block } }
        return blocks
    }

    /// The units of a document as PO entries, in Markdown: placeholders replaced by the
    /// code spans of the current English block, a pretty-printer's indentation taken out,
    /// the notes as comments (so the export record travels). A unit with a placeholder its
    /// block does not have is left out and reported.
    static func entries(of reader: XLIFFReader, version: XLIFFVersion, path: String,
                        blocks: [String: POExchange.Block]) -> ([POCatalog.Entry], [Diagnostic]) {
        var entries: [POCatalog.Entry] = []
        var placeholderErrors: [Diagnostic] = []
        // A unit a converter wrote without duet's id is known by the source file its
        // context names and its English (`ForeignEntryResolution`).
        var pages: [String: [TranslatableBlock]]?
        for var unit in reader.units {
            if blocks[unit.id] == nil, !unit.sourceFiles.isEmpty {
                if pages == nil { pages = Dictionary(grouping: blocks.values, by: \.pair.fileName).mapValues { $0.sorted { $0.en.start.line < $1.en.start.line } } }
                let english = unit.source.compactMap { run -> String? in if case .text(let text) = run { return text }; return nil }.joined()
                if let id = ForeignEntryResolution.blockID(source: english, references: unit.sourceFiles, pages: pages!) { unit.id = id }
            }
            let at = FileLocation(file: path, line: unit.line, column: 1)
            // An unknown block keeps its placeholders unresolved; the plan reports the id.
            let spans = blocks[unit.id].map { InlineCodeRuns(source: $0.englishText, spans: POExchange.codeSpans(in: $0.en.node)) }
            let ids = Dictionary(uniqueKeysWithValues: spans.map(placeholderIDs)?.map { ($0.id, $0.raw) } ?? [])
            func markdown(_ runs: [XLIFFReader.Run], _ field: String) -> String {
                runs.map { run in
                    switch run {
                    case .text(let text): return text
                    case .placeholder(let id):
                        if let raw = ids[id] { return raw }
                        if spans != nil {
                            placeholderErrors.append(.error("xliff.placeholder", at: at, "the \(field) has placeholder \(id), which is not one of this block's code spans",
                                                            fix: "keep the placeholders of the source; do not add or renumber them"))
                        }
                        return ""
                    }
                }.joined()
            }
            let errorsBefore = placeholderErrors.count
            var entry = POCatalog.Entry(context: unit.id, id: markdown(unit.source, "source"), string: markdown(unit.target ?? [], "target"))
            if let english = blocks[unit.id]?.englishText {
                (entry.id, entry.string) = Reindentation.undone(source: entry.id, target: entry.string, english: english)
            }
            // A unit with a foreign placeholder is reported for that alone.
            if placeholderErrors.count > errorsBefore { continue }
            entry.fuzzy = isFuzzy(unit.state, version: version)
            entry.extractedComments = unit.notes
            entry.line = unit.line
            entries.append(entry)
        }
        return (entries, placeholderErrors)
    }
}
