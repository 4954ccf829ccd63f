/// What every output format of a table says about where its facts hold and come from:
/// the releases ("Holds for") and the sources. A table copied out of `duet model` into a
/// document keeps its provenance, whichever format it was printed in.
extension ReferenceTable {
    /// "Holds for: iOS 13–17" / "适用版本：iOS 13–17"; with `release`, the release the
    /// table was computed for comes first, since rows outside it were left out.
    public func holdsForLine(language: Language, release: Release? = nil) -> String {
        let span = editions?.term ?? LocalizedText(en: "every release", key: "table-provenance.every-release")
        switch (language, release) {
        case (.en, let release?): return "Computed for \(release) (the table holds for \(span.en))"
        case (.zh, let release?): return "按 \(release) 计算（本表适用于 \(span.zh)）"
        case (.en, nil): return "Holds for: \(span.en)"
        case (.zh, nil): return "适用版本：\(span.zh)"
        }
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
                    entry += language == .zh ? "（\(unique.count) 行）" : " (\(unique.count) rows)"
                } else {
                    entry += language == .zh ? "（仅：\(unique.joined(separator: "、"))）" : " (rows: \(unique.joined(separator: ", ")))"
                }
            }
            return entry
        }
    }

    /// "Sources: a <url>; b <url>" / "来源：a <url>；b <url>".
    public func sourcesLine(language: Language) -> String {
        let entries = sourceEntries(language: language)
        let none = language == .zh ? "无" : "none"
        return language == .zh
            ? "来源：" + (entries.isEmpty ? none : entries.joined(separator: "；"))
            : "Sources: " + (entries.isEmpty ? none : entries.joined(separator: "; "))
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
