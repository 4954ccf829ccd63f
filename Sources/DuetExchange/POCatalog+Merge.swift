import DuetContent

/// Exporting over a translator's catalog as msgmerge does, not replacing it: the file
/// stays the translator's, and only what duet knows changed is rewritten.
///
/// - The header keeps the translator's fields (Last-Translator, Language-Team,
///   PO-Revision-Date, Plural-Forms and any of a tool's own) and their order; duet sets
///   only the fields it owns (`ownedHeaderFields`) and adds a field it needs that is missing.
/// - An entry that means what the export would write is copied line for line, as the
///   translator's tool wrapped it; a changed one is rewritten with the translator's
///   comments (`# `) and flags kept.
/// - Entries stay in the file's order; a new one goes after the entry that precedes it
///   in the export, and takes the place (and the comments) of the entry it replaces when
///   the English of a block changed.
/// - Entries whose block is gone are kept at the end as obsolete (`#~`), after the
///   obsolete entries the file had, so no translation is ever dropped.
extension POCatalog {
    /// Header fields duet writes whatever the file says.
    static let ownedHeaderFields: Set<String> = ["X-Generator", "POT-Creation-Date"]

    /// The text to write at a path holding `existing` (its bytes; nil when there is no
    /// file): merged into the catalog there, or the export as it is when there is none or
    /// it cannot be read (an export only writes over such a file with `--force`).
    public func text(over existing: [UInt8]?, pages: Set<String>? = nil) -> String {
        guard var bytes = existing else { return serialized() }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return serialized() }
        let (parsed, _) = POCatalog.parse(text, path: "")
        guard let parsed else { return serialized() }
        return merged(over: parsed, text: text, pages: pages)
    }

    /// The text to write over `existing` (read from `existingText`) for this export.
    /// `pages` are the pages this export covers (nil: the whole book); another page's
    /// entry in the file is left out, as the export leaves that page out (the verdict has
    /// made sure the content holds its work).
    public func merged(over existing: POCatalog, text existingText: String, pages: Set<String>? = nil) -> String {
        let crlf = existingText.contains("\r\n")
        // A file with lone carriage returns has other line numbers than these lines: it is
        // written fresh (still with the comments and flags merged below).
        let verbatim = !existingText.unicodeScalars.contains { $0 == "\r" } || crlf
        let lines = existingText.split(separator: "\n", omittingEmptySubsequences: false)
        func raw(_ range: ClosedRange<Int>) -> String? {
            guard verbatim, range.upperBound <= lines.count else { return nil }
            return lines[(range.lowerBound - 1)...(range.upperBound - 1)].map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
                .joined(separator: "\n") + "\n"
        }

        var out = mergedHeader(existing, raw: raw)
        let exported = Dictionary(entries.map { ($0.context, $0) }, uniquingKeysWith: { first, _ in first })
        let onDisk = Set(existing.entries.map(\.context))
        func inScope(_ entry: Entry) -> Bool { pages.map { $0.contains(String(Self.page(of: entry.context))) } ?? true }

        // A new entry for a block whose English changed takes the place of the entry it
        // replaces: the one whose msgid is the new entry's previous English.
        var replacing: [String: Entry] = [:]
        var replaced: Set<String> = []
        for entry in entries where !onDisk.contains(entry.context) {
            guard let previous = entry.previousID,
                  let old = existing.entries.first(where: { exported[$0.context] == nil && inScope($0) && $0.id == previous
                                                               && Self.page(of: $0.context) == Self.page(of: entry.context)
                                                               && !replaced.contains($0.context) }) else { continue }
            replacing[old.context] = entry
            replaced.insert(old.context)
        }
        let placed = onDisk.union(replacing.values.map(\.context))
        // New entries go after the nearest entry before them in the export that has a place.
        var following: [String: [Entry]] = [:]
        var leading: [Entry] = []
        var anchor: String?
        for entry in entries {
            if placed.contains(entry.context) {
                anchor = entry.context
            } else if let anchor {
                following[anchor, default: []].append(entry)
            } else {
                leading.append(entry)
            }
        }
        var obsolete: [String] = []
        func emit(_ entry: Entry) { out += "\n" + entry.serialized() }
        func emitFollowing(_ context: String) { following[context]?.forEach(emit) }
        leading.forEach(emit)
        for old in existing.entries where inScope(old) {
            if var fresh = exported[old.context] {
                fresh.translatorComments = old.translatorComments
                fresh.flags = old.flags
                if fresh.means(old), let lines = old.lines, let text = raw(lines) {
                    out += "\n" + text
                } else if fresh.context == old.context, fresh.id == old.id, fresh.string == old.string,
                          let lines = old.lines, old.line >= lines.lowerBound, let strings = raw(old.line...lines.upperBound) {
                    // Only comments or flags changed: the strings keep the file's wrapping.
                    out += "\n" + fresh.commentLines + strings
                } else {
                    emit(fresh)
                }
                emitFollowing(fresh.context)
            } else if var fresh = replacing[old.context] {
                fresh.translatorComments = old.translatorComments
                fresh.flags = old.flags
                emit(fresh)
                // Kept as well when it holds a translation the new entry does not.
                if !old.string.isEmpty && old.string != fresh.string && !old.isAsExported { obsolete.append(old.obsoleteText) }
                emitFollowing(fresh.context)
            } else {
                obsolete.append(old.obsoleteText)
            }
        }
        for text in existing.obsolete + obsolete { out += "\n" + text + (text.hasSuffix("\n") ? "" : "\n") }
        return crlf ? out.replacingOccurrences(of: "\n", with: "\r\n") : out
    }

    /// The page (file name) of an entry's context, `01-adaptive-model.md#3fa…`.
    static func page(of context: String) -> Substring {
        context.lastIndex(of: "#").map { context[..<$0] } ?? context[...]
    }

    /// The header: the file's own lines when its fields stay as they are, else its
    /// comment lines and its fields with duet's owned fields set and missing ones added.
    private func mergedHeader(_ existing: POCatalog, raw: (ClosedRange<Int>) -> String?) -> String {
        guard let lines = existing.headerLines, let keywordLine = existing.headerKeywordLine else { return Self.serializedHeader(header) }
        let ours = Dictionary(header.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        var fields = existing.header.map { field in
            Self.ownedHeaderFields.contains(field.0) ? (field.0, ours[field.0] ?? field.1) : field
        }
        let present = Set(fields.map(\.0))
        fields += header.filter { !present.contains($0.0) }
        let unchanged = fields.map { "\($0.0): \($0.1)" } == existing.header.map { "\($0.0): \($0.1)" }
        if unchanged, let text = raw(lines) { return text }
        let comments = keywordLine > lines.lowerBound ? raw(lines.lowerBound...(keywordLine - 1)) ?? "" : ""
        return comments + Self.serializedHeader(fields)
    }
}

extension POCatalog.Entry {
    /// Whether the file's entry says what the export would write: strings, flags,
    /// comments (as words, however a tool wrapped them), references and previous msgid.
    func means(_ other: POCatalog.Entry) -> Bool {
        context == other.context && id == other.id && string == other.string && fuzzy == other.fuzzy
            && previousID == other.previousID && references == other.references && flags == other.flags
            && translatorComments == other.translatorComments
            && ExportVerdict.words(extractedComments) == ExportVerdict.words(other.extractedComments)
    }

    /// Whether the entry's text and flag are what duet exported (its `ExportRecord`).
    var isAsExported: Bool {
        guard let record = ExportRecord.find(in: extractedComments) else { return false }
        return record.matches(string) && fuzzy == record.fuzzy
    }

    /// The entry as an obsolete one, as msgmerge writes it: the translator's comments and
    /// flags as they are, the strings behind `#~`.
    var obsoleteText: String {
        var out = ""
        for comment in translatorComments { out += comment.isEmpty ? "#\n" : "# \(comment)\n" }
        let allFlags = (fuzzy ? ["fuzzy"] : []) + flags
        if !allFlags.isEmpty { out += "#, " + allFlags.joined(separator: ", ") + "\n" }
        let strings = "msgctxt " + POCatalog.quoted(context) + "msgid " + POCatalog.quoted(id) + "msgstr " + POCatalog.quoted(string)
        for line in strings.split(separator: "\n") { out += "#~ " + line + "\n" }
        return out
    }
}
