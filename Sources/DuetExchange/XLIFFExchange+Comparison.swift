import DuetContent
import Foundation

/// Comparing an exported XLIFF document with the one already on disk, by meaning
/// (`ExportVerdict`): the version, and per unit its source, target, whether it is to be
/// reviewed and its notes, however a tool indented, split text runs or wrote CDATA.
extension XLIFFExchange {
    /// A unit as compared: text runs joined, so the parser's chunking does not matter.
    struct ComparedUnit: Equatable {
        let id: String
        let source: [XLIFFReader.Run]
        let target: [XLIFFReader.Run]
        let fuzzy: Bool
        let notes: [Substring]
        let line: Int

        static func == (a: ComparedUnit, b: ComparedUnit) -> Bool {
            a.id == b.id && a.source == b.source && a.target == b.target && a.fuzzy == b.fuzzy && a.notes == b.notes
        }

        init(_ unit: XLIFFReader.Unit, version: XLIFFVersion) {
            id = unit.id
            source = Self.joined(unit.source)
            target = Self.joined(unit.target ?? [])
            fuzzy = XLIFFExchange.isFuzzy(unit.state, version: version)
            notes = ExportVerdict.words(unit.notes)
            line = unit.line
        }

        /// Adjacent text runs as one; no empty text run.
        static func joined(_ runs: [XLIFFReader.Run]) -> [XLIFFReader.Run] {
            var out: [XLIFFReader.Run] = []
            for run in runs {
                if case .text(let text) = run {
                    if text.isEmpty { continue }
                    if case .text(let before) = out.last { out[out.count - 1] = .text(before + text); continue }
                }
                out.append(run)
            }
            return out
        }
    }

    /// What `duet xliff export` does with `existing` (the bytes at `path`, nil when there
    /// is no file) for the document `export` it would write. `content` is the document of
    /// the whole content when `export` is one page's (`--page`), so other pages' units in
    /// an earlier whole-book document are not taken for work to lose. With `blocks` (the
    /// content's), a unit whose target and state are what duet exported there (its
    /// `ExportRecord`) is no work either, however the content changed since: a later
    /// import, in either format, superseded it.
    public static func verdict(existing: [UInt8]?, path: String, export: String, content: String? = nil,
                               blocks: Content? = nil) -> ExportVerdict {
        guard let existing else { return .create }
        let onDisk = XLIFFReader.read(Data(existing), path: path)
        guard onDisk.diagnostics.isEmpty, let diskVersion = onDisk.version else {
            return .unreadable("xliff", path: path, problem: onDisk.diagnostics.first
                               ?? .error("xliff.version", at: FileLocation(file: path), "no XLIFF root element"))
        }
        let fresh = XLIFFReader.read(Data(export.utf8), path: path)
        guard let version = fresh.version else { return .replace }
        let diskUnits = onDisk.units.map { ComparedUnit($0, version: diskVersion) }
        let units = fresh.units.map { ComparedUnit($0, version: version) }
        if diskVersion == version && diskUnits == units { return .upToDate }
        let known = content.map { XLIFFReader.read(Data($0.utf8), path: path).units.map { ComparedUnit($0, version: version) } } ?? units
        // Placeholder ids are per block, so a target is compared as it reads, runs and all.
        let targets = Set(known.map { "\($0.target)" })
        var byID: [String: ComparedUnit] = [:]
        for unit in known { byID[unit.id] = unit }
        let asExported: Set<String> = blocks.map { content in
            Set(entries(of: onDisk, version: diskVersion, path: path, blocks: blocksByID(content)).0.filter(\.isAsExported).map(\.context))
        } ?? []
        let work: [(unit: ComparedUnit, why: String)] = diskUnits.compactMap { unit in
            guard !unit.target.isEmpty, !asExported.contains(unit.id) else { return nil }
            if !targets.contains("\(unit.target)") { return (unit, "a translation not in content/zh") }
            if !unit.fuzzy, let exported = byID[unit.id], exported.fuzzy, exported.target == unit.target {
                return (unit, "translated here, not accepted in translations.lock")
            }
            return nil
        }
        if let first = work.first {
            return ExportVerdict.unimported("xliff", path: path, count: work.count,
                                            example: "unit `\(first.unit.id)` at line \(first.unit.line) (\(first.why))",
                                            at: FileLocation(file: path, line: max(first.unit.line, 1), column: 1))
        }
        return .replace
    }
}
