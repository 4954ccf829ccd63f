/// What every output format of a table says about where its facts hold and come from:
/// the releases ("Holds for") and the sources. A table copied out of `duet model` into a
/// document keeps its provenance, whichever format it was printed in.
extension ReferenceTable {
    /// "Holds for: iOS 13–17", in either language; with `release`, the release the
    /// table was computed for comes first, since rows outside it were left out.
    public func holdsForLine(language: Language, release: Release? = nil) -> String {
        let span = editions?.term ?? LocalizedText(en: "every release", key: "table-provenance.every-release")
        let line = if let release {
            LocalizedText(en: "Computed for {release} (the table holds for {releases})", key: "table-provenance.computed-for",
                          arguments: ["release": LocalizedText(invariant: release.description), "releases": span])
        } else {
            LocalizedText(en: "Holds for: {releases}", key: "table-provenance.holds-for", arguments: ["releases": span])
        }
        return line[language]
    }

    /// The sources a reader of `language` needs: where Chinese product names come from
    /// concerns only the Chinese table.
    public func sources(for language: Language) -> [FactSource] {
        let chineseOnly = Set(ChineseProductName.sources.map(\.id))
        return allSources.filter { language == .zh || !chineseOnly.contains($0.id) }
    }

    /// Each source as "title <url>", those covering only some rows followed by the rows
    /// (or by how many, past a handful: the JSON format lists them all).
    public func sourceEntries(language: Language) -> [String] {
        let rowOnly = Dictionary(uniqueKeysWithValues: rowOnlySources(language: language).map { ($0.source.id, $0.rows) })
        return sources(for: language).map { source in
            var entry = source.title + (source.url.map { " <\($0)>" } ?? "")
            if let rows = rowOnly[source.id] {
                let unique = rows.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                if unique.count > 6 {
                    entry += LocalizedText(en: " ({count} rows)", key: "table-provenance.row-count",
                                           arguments: ["count": LocalizedText(invariant: String(unique.count))])[language]
                } else {
                    entry += LocalizedText(en: " (rows: {rows})", key: "table-provenance.only-rows",
                                           arguments: ["rows": .list(invariant: unique)])[language]
                }
            }
            return entry
        }
    }

    /// "Sources: a <url>; b <url>", punctuated as each language's catalog says.
    public func sourcesLine(language: Language) -> String {
        Self.sourcesLine(sourceEntries(language: language).map { LocalizedText(invariant: $0) })[language]
    }

    /// The CSV's provenance columns.
    static let holdsForHeader = LocalizedText(en: "Holds for", key: "table-provenance.holds-for-header")
    static let sourcesHeader = LocalizedText(en: "Sources", key: "table-provenance.sources-header")

    /// "Sources: a; b", or "Sources: none".
    static func sourcesLine(_ entries: [LocalizedText]) -> LocalizedText {
        let list = entries.isEmpty ? LocalizedText(en: "none", key: "table-provenance.no-sources")
            : entries.dropFirst().reduce(entries[0]) { $0.joined(with: $1) }
        return LocalizedText(en: "Sources: {list}", key: "table-provenance.sources-line", arguments: ["list": list])
    }

    /// A row's releases in words, for the CSV's "Holds for" column.
    func holdsFor(row index: Int, language: Language) -> String {
        let available = index < rowAvailability.count ? rowAvailability[index] : .always
        return available.term(within: editions)[language]
    }

    /// A row's own sources and the table-wide ones, for the CSV's "Sources" column.
    func sources(row index: Int, language: Language) -> String {
        let wanted = Set(sources(for: language).map(\.id))
        var seen: Set<String> = []
        return (sources + (index < rowSources.count ? rowSources[index] : []))
            .filter { wanted.contains($0.id) }
            .map { $0.url ?? $0.title }
            .filter { seen.insert($0).inserted }
            .joined(separator: " ")
    }
}

extension Availability {
    /// "iOS 17 and later", "iOS 8–16", "the guide's rule (iOS 8–12)", with a deprecation
    /// where there is one; a row with no availability of its own holds wherever the table
    /// does (`editions`).
    public func term(within editions: EditionRange?) -> LocalizedText {
        if guideRuleOnly {
            return LocalizedText(en: "the guide's rule (iOS 8–12), not documented since", key: "table-provenance.guide-s-rule-ios-8-12-not-documented")
        }
        let first = introduced.map { Release.major(of: $0) } ?? editions.map { $0.firstRelease.major }
        let last = obsoleted.map { Release.major(of: $0) }.map { major in Release.all.last { $0.major < major }?.major ?? major }
            ?? editions?.lastRelease?.major
        var text: LocalizedText
        switch (first, last) {
        case (nil, nil): text = LocalizedText(en: "every release", key: "table-provenance.every-release")
        case (let first?, nil): text = LocalizedText.iOSAndLater(String(first))
        case (nil, let last?): text = LocalizedText(invariant: "iOS 8–\(last)")
        case (let first?, let last?): text = LocalizedText(invariant: first == last ? "iOS \(first)" : "iOS \(first)–\(last)")
        }
        if let mark = deprecationMark {
            text = text.qualified(by: mark)
        }
        return text
    }
}
