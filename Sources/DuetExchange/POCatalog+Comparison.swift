import DuetContent

/// Comparing an exported catalog with the one already on disk, by meaning
/// (`ExportVerdict`): the entries with their translations, fuzzy flags, comments,
/// references and previous msgid, and the header's fields, whatever their order, line
/// wrapping or string splitting.
extension POCatalog {
    /// What `duet po export` does with `existing` (the bytes at `path`, nil when there is
    /// no file) for this export. `content` is the catalog of the whole content when this
    /// export is one page's (`--page`): a catalog of the whole book written earlier holds
    /// other pages' translations, which the content has and are no work to lose.
    public func verdict(existing: [UInt8]?, path: String, content: POCatalog? = nil) -> ExportVerdict {
        guard let existing else { return .create }
        let (parsed, diagnostics) = POCatalog.parse(bytes: existing, path: path)
        guard let onDisk = parsed else {
            return .unreadable("po", path: path, problem: diagnostics.first(where: { $0.severity == .error })
                               ?? .error("po.syntax", at: FileLocation(file: path), "it is not a catalog"))
        }
        if onDisk.means(self) { return .upToDate }
        let work = onDisk.entriesNotIn(self, whole: content)
        if let first = work.first {
            let example = "msgctxt `\(first.entry.context)` at line \(first.entry.line) (\(first.why))"
            return .unimported("po", path: path, count: work.count, example: example,
                               at: FileLocation(file: path, line: max(first.entry.line, 1), column: 1))
        }
        return .replace
    }

    /// Whether two catalogs say the same: entries in order, each with its translation,
    /// flag, comments (as words), references and previous msgid; header fields as a set.
    func means(_ other: POCatalog) -> Bool {
        func fields(_ catalog: POCatalog) -> Set<String> { Set(catalog.header.map { "\($0.0): \($0.1)" }) }
        guard fields(self) == fields(other), entries.count == other.entries.count else { return false }
        return zip(entries, other.entries).allSatisfy { a, b in
            a.context == b.context && a.id == b.id && a.string == b.string && a.fuzzy == b.fuzzy
                && a.previousID == b.previousID && a.references == b.references
                && ExportVerdict.words(a.extractedComments) == ExportVerdict.words(b.extractedComments)
        }
    }

    /// The entries of this catalog (the one on disk) holding work the merged export
    /// would lose: a translation that is neither what duet exported there (its
    /// `ExportRecord`) nor anywhere in the content, on an entry the export rewrites or,
    /// for another page's entry, leaves out; or an entry accepted here (no fuzzy flag)
    /// whose block the content still has to accept, with the same translation. An entry
    /// whose block is gone is kept as obsolete, so it loses nothing.
    func entriesNotIn(_ export: POCatalog, whole: POCatalog? = nil) -> [(entry: Entry, why: String)] {
        let known = whole ?? export
        let translations = Set(known.entries.map(\.string))
        var byContext: [String: Entry] = [:]
        for entry in known.entries { byContext[entry.context] = entry }
        let pages = whole == nil ? nil : Set(export.entries.map { POCatalog.page(of: $0.context) })
        return entries.compactMap { entry in
            guard !entry.string.isEmpty, !entry.isAsExported else { return nil }
            let inScope = pages.map { $0.contains(POCatalog.page(of: entry.context)) } ?? true
            guard let exported = byContext[entry.context] else {
                // Obsolete from now on, and kept; another page's entry is left out.
                return inScope || translations.contains(entry.string) ? nil : (entry, "a translation not in content/zh")
            }
            if exported.string != entry.string && !translations.contains(entry.string) { return (entry, "a translation not in content/zh") }
            if !entry.fuzzy, exported.fuzzy, exported.string == entry.string {
                return (entry, "accepted here, not in translations.lock")
            }
            return nil
        }
    }
}
