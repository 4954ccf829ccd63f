import DuetContent
import DuetSite
import DuetSupport
import Foundation

/// The reference catalog's strings as an XLIFF document, `reference.xlf`, for translators
/// whose tools speak XLIFF and not PO: one unit per string the site shows, its id the
/// string's id, the English as source and the catalog's Chinese as target (to be reviewed
/// when the English changed since; no target when there is none). An import writes the
/// targets back into `content/zh/reference.po`, entry by entry, after the checks a build
/// makes of the catalog; every other line of the catalog stays as it was.
public enum ReferenceExchange {
    /// The file name of the document beside the pages' `zh.xlf`.
    public static let fileName = "reference.xlf"
    /// The `<file>` the units sit in (1.2 `original`, 2.1 `id`): never a page's name.
    public static let documentFile = "reference.po"

    /// One string of the document.
    public struct Unit: Sendable, Equatable {
        public let key: String
        public let english: String
        /// The catalog's Chinese, nil when it has none.
        public let chinese: String?
        /// Whether the Chinese was written for other English.
        public let stale: Bool
    }

    /// Every string the site shows, with the catalog's Chinese.
    public static func units(catalog: ReferenceCatalog) -> [Unit] {
        AcceptedReferenceStrings.shown(with: catalog).map { key, english in
            let entry = catalog.entries[key]
            let chinese = entry.flatMap { $0.chinese.isEmpty ? nil : $0.chinese }
            return Unit(key: key, english: english, chinese: chinese, stale: chinese != nil && entry!.english != english)
        }
    }

    public static func document(_ units: [Unit], version: XLIFFVersion) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        switch version {
        case .v12:
            out += "<xliff xmlns=\"\(version.namespace)\" version=\"1.2\">\n"
            out += "  <file original=\"\(documentFile)\" source-language=\"en\" target-language=\"zh-Hans\" datatype=\"plaintext\">\n"
            out += "    <header><tool tool-id=\"duet\" tool-name=\"duet xliff export\"/></header>\n    <body>\n"
            for unit in units {
                out += "      <trans-unit id=\"\(XMLText.attribute(unit.key))\" resname=\"\(XMLText.attribute(unit.key))\" xml:space=\"preserve\">\n"
                out += "        <source>\(XMLText.escape(unit.english))</source>\n"
                if let chinese = unit.chinese {
                    out += "        <target state=\"\(unit.stale ? "needs-review-translation" : "translated")\">\(XMLText.escape(chinese))</target>\n"
                }
                for note in notes(unit) { out += "        <note from=\"duet\">\(XMLText.escape(note))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n</xliff>\n"
        case .v21:
            out += "<xliff xmlns=\"\(version.namespace)\" version=\"2.1\" srcLang=\"en\" trgLang=\"zh-Hans\">\n"
            out += "  <file id=\"\(documentFile)\">\n"
            for unit in units {
                out += "    <unit id=\"\(XMLText.attribute(unit.key))\" name=\"\(XMLText.attribute(unit.key))\">\n"
                let written = notes(unit)
                if !written.isEmpty {
                    out += "      <notes>\n"
                    for note in written { out += "        <note category=\"duet\">\(XMLText.escape(note))</note>\n" }
                    out += "      </notes>\n"
                }
                let state = unit.chinese == nil || unit.stale ? "initial" : "translated"
                out += "      <segment state=\"\(state)\">\n        <source xml:space=\"preserve\">\(XMLText.escape(unit.english))</source>\n"
                if let chinese = unit.chinese { out += "        <target xml:space=\"preserve\">\(XMLText.escape(chinese))</target>\n" }
                out += "      </segment>\n    </unit>\n"
            }
            out += "  </file>\n</xliff>\n"
        }
        return out
    }

    /// What the translator must keep, and the export record an import compares with.
    static func notes(_ unit: Unit) -> [String] {
        let placeholders = ReferenceCatalog.placeholders(in: unit.english).sorted()
        var notes = placeholders.isEmpty ? [] : ["keep as is: " + placeholders.map { "{\($0)}" }.joined(separator: " ")]
        notes.append(ExportRecord(chinese: unit.chinese ?? "", fuzzy: unit.chinese == nil || unit.stale).comment)
        return notes
    }

    /// The plan for a document, or nil when it is the pages' document, not the reference
    /// strings'. `catalogText` is the catalog's text, read for the lines of its entries.
    public static func importPlan(_ data: Data, path: String, catalog: ReferenceCatalog, catalogText: String,
                                  glossary: Glossary) -> Plan? {
        let reader = XLIFFReader.read(data, path: path)
        guard let version = reader.version, isReferenceDocument(reader) else { return nil }
        let entries = POCatalog.parse(catalogText, path: catalog.path).0?.entries ?? []
        return plan(reader, version: version, path: path, catalog: catalog, catalogEntries: entries, glossary: glossary)
    }

    /// Whether a document read is the reference strings' rather than the pages'.
    package static func isReferenceDocument(_ reader: XLIFFReader) -> Bool {
        !reader.units.isEmpty && reader.units.allSatisfy { $0.id.hasPrefix(documentFile + "#") }
    }

    /// A change an import makes to the catalog.
    public struct Change: Sendable, Equatable {
        public let key: String
        public let english: String
        public let chinese: String
        /// The entry's lines in the catalog, nil for a string it has no entry for.
        public let lines: ClosedRange<Int>?
        public let previousChinese: String?
    }

    public struct Plan: Sendable {
        public var changes: [Change] = []
        public var unchanged = 0
        public var leftForReview = 0
        public var diagnostics: [Diagnostic] = []
    }

    /// Checks every unit of `reader` against the strings the site shows and the catalog
    /// as it is now; nothing is written.
    package static func plan(_ reader: XLIFFReader, version: XLIFFVersion, path: String, catalog: ReferenceCatalog,
                             catalogEntries: [POCatalog.Entry], glossary: Glossary) -> Plan {
        var plan = Plan()
        let shown = Dictionary(uniqueKeysWithValues: AcceptedReferenceStrings.shown(with: catalog).map { ($0.key, $0.english) })
        let lines = Dictionary(catalogEntries.map { ($0.context, $0.lines) }, uniquingKeysWith: { first, _ in first })
        let forbidden = TerminologyCheck.VariantIndex(TerminologyCheck.forbiddenVariants(of: glossary))
        for unit in reader.units {
            let at = FileLocation(file: path, line: max(unit.line, 1), column: 1)
            let key = String(unit.id.dropFirst(documentFile.count + 1))
            func text(_ runs: [XLIFFReader.Run]) -> String {
                runs.compactMap { run -> String? in if case .text(let text) = run { return text }; return nil }.joined()
            }
            guard let english = shown[key] else {
                plan.diagnostics.append(.error("xliff.unknown-string", at: at, "no string the site shows has the id `\(key)`",
                                               fix: "export a fresh document with `duet xliff export`"))
                continue
            }
            let source = text(unit.source)
            guard source == english || source.trimmingCharacters(in: .whitespacesAndNewlines) == english else {
                plan.diagnostics.append(.error("xliff.source-changed", at: at, "the source of `\(key)` is not the model's English, which is now \"\(english)\"",
                                               fix: "export a fresh document with `duet xliff export`"))
                continue
            }
            let current = catalog.entries[key]
            let currentChinese = current.flatMap { $0.chinese.isEmpty ? nil : $0.chinese }
            let record = ExportRecord.find(in: unit.notes)
            guard var chinese = unit.target.map(text), !chinese.isEmpty else { plan.unchanged += 1; continue }
            if source != english { chinese = chinese.trimmingCharacters(in: .whitespacesAndNewlines) }
            let fuzzy = XLIFFExchange.isFuzzy(unit.state, version: version)
            // As exported, target and state: nothing the translator did.
            if let record, record.matches(chinese), fuzzy == record.fuzzy { plan.unchanged += 1; continue }
            if fuzzy {
                plan.leftForReview += 1
                continue
            }
            if let record, let currentChinese, !record.matches(currentChinese), chinese != currentChinese {
                plan.diagnostics.append(.error("xliff.conflict", at: at,
                                               "the catalog's Chinese of `\(key)` changed after the document was exported, and the unit changes it too",
                                               fix: "make the change in a fresh export, or edit content/zh/reference.po by hand",
                                               related: current.map { FileLocation(file: catalog.path, line: $0.line) }))
                continue
            }
            var problems: [Diagnostic] = []
            let wanted = ReferenceCatalog.placeholders(in: english), written = ReferenceCatalog.placeholders(in: chinese)
            if wanted != written {
                problems.append(.error("reference.placeholder", at: at, "`\(key)`: the target's placeholders are \(written.sorted().map { "{\($0)}" }) and the English's \(wanted.sorted().map { "{\($0)}" })",
                                       fix: "keep every `{name}` of the source in the target, spelled the same"))
            }
            if let (variant, term) = forbidden.firstPresent(in: chinese) {
                problems.append(.error("terminology.forbidden", at: at, "`\(key)`: “\(variant)” is a forbidden variant of “\(term.zh)” (\(term.en))", fix: "use \(term.zh)"))
            }
            let scalars = Array(chinese.unicodeScalars)
            if scalars.indices.dropFirst().contains(where: { scalars[$0] == ":" && ChineseStyleCheck.isHan(scalars[$0 - 1]) }) {
                problems.append(.error("zh.half-width-colon", at: at, "`\(key)`: a half-width colon after a Chinese character", fix: "use the full-width colon (U+FF1A)"))
            }
            if !problems.isEmpty { plan.diagnostics += problems; continue }
            if currentChinese == chinese, current?.english == english { plan.unchanged += 1; continue }
            plan.changes.append(Change(key: key, english: english, chinese: chinese, lines: lines[key] ?? nil, previousChinese: currentChinese))
        }
        return plan
    }

    /// The catalog's text with every change made: an entry's `msgid` and `msgstr` lines
    /// replaced (its comments and id kept), a new entry appended at the end.
    public static func applied(_ changes: [Change], to text: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var replacements: [LineSplice.Replacement] = []
        var appended = ""
        for change in changes {
            let body = "msgid " + POCatalog.quoted(change.english) + "msgstr " + POCatalog.quoted(change.chinese)
            guard let range = change.lines,
                  let first = range.first(where: { $0 - 1 < lines.count && lines[$0 - 1].hasPrefix("msgid ") }) else {
                appended += "\nmsgctxt " + POCatalog.quoted(change.key) + body
                continue
            }
            // The new lines take the endings of the lines they replace.
            replacements.append(LineSplice.Replacement(firstLine: first, lastLine: range.upperBound, newText: String(body.dropLast())))
        }
        var splice = LineSplice(text)
        _ = try splice.apply(replacements)
        var result = splice.text
        if !appended.isEmpty {
            if !result.hasSuffix("\n") { result += "\n" }
            result += appended
        }
        return result
    }
}
