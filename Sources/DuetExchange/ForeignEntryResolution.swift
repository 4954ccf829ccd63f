import DuetContent

/// The block an entry stands for when a tool dropped duet's id on the way: translate-
/// toolkit's `po2xliff` writes no `msgctxt` into XLIFF 1.1 and `xliff2po` none back, but
/// both keep the PO references (`content/en/<page>:<line>`) and the English. The block is
/// the one of the named page whose current English is the entry's source, the nearest to
/// the named line when the page repeats the text. Without a reference the English must
/// be unique in the book. An entry that matches no block keeps no id, and the plan reports
/// it as unknown, as it does an id the content no longer has.
enum ForeignEntryResolution {
    /// Blocks by page file name, in page order.
    static func blocksByPage(_ content: Content) -> [String: [TranslatableBlock]] {
        var pages: [String: [TranslatableBlock]] = [:]
        for pair in content.pairs { pages[pair.fileName] = TranslatableBlock.blocks(of: pair) }
        return pages
    }

    /// The id of the block `source` translates, named by `references` (file and line).
    static func blockID(source: String, references: [(file: String, line: Int?)],
                        pages: [String: [TranslatableBlock]]) -> String? {
        let prefix = "content/en/"
        let named = references.compactMap { reference -> (page: String, line: Int?)? in
            guard reference.file.hasPrefix(prefix) else { return nil }
            return (String(reference.file.dropFirst(prefix.count)), reference.line)
        }
        if named.isEmpty {
            let matches = pages.values.joined().filter { $0.englishText == source }
            return matches.count == 1 ? matches[0].id : nil
        }
        for (page, line) in named {
            let matches = (pages[page] ?? []).filter { $0.englishText == source }
            guard !matches.isEmpty else { continue }
            guard let line else { return matches[0].id }
            return matches.min { abs($0.en.start.line - line) < abs($1.en.start.line - line) }!.id
        }
        return nil
    }

    /// PO references as file and line: `content/en/00-about.md:7`.
    static func references(_ lines: [String]) -> [(file: String, line: Int?)] {
        lines.flatMap { $0.split(separator: " ") }.map { reference in
            guard let colon = reference.lastIndex(of: ":"), let line = Int(reference[reference.index(after: colon)...]) else {
                return (String(reference), nil)
            }
            return (String(reference[..<colon]), line)
        }
    }
}
