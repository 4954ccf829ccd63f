import DuetContent
import DuetMarkdown
import DuetModel

/// Finds the model table a written table pair states: the English table must agree with
/// the model in English and the Chinese one in Chinese, by meaning, with no finding at
/// all, so the marker it earns never makes `duet check` fail.
enum ModelTableRecognition {
    static func modelTableID(english: String, chinese: String) -> String? {
        guard let en = writtenTable(english), let zh = writtenTable(chinese) else { return nil }
        return ReferenceTables.ids.first { id in
            TableChecker.check(en, against: id, language: .en).isEmpty
                && TableChecker.check(zh, against: id, language: .zh).isEmpty
        }
    }

    /// The written table of a Markdown table block, as `duet check` reads it.
    static func writtenTable(_ markdown: String) -> WrittenTable? {
        guard let table = MarkdownParser().parse(markdown).children.first, case .table = table.kind else { return nil }
        let header = table.children.first { $0.kind == .tableHeader }
        let rows = table.children.filter { $0.kind == .tableRow }
        return WrittenTable(headers: header?.children.map(ModelTableCheck.cellText) ?? [],
                            rows: rows.map { $0.children.map(ModelTableCheck.cellText) })
    }

    /// Puts a `<!-- duet:table <id> -->` marker before each recognised table pair.
    static func mark(_ aligned: inout AlignedBlocks) -> [RecognisedTable] {
        var recognised: [RecognisedTable] = []
        var entries: [AlignedBlocks.Entry] = []
        for entry in aligned.entries {
            if !(entries.last.map(isMarker) ?? false), let (id, english, chinese) = candidate(entry) {
                entries.append(.shared("<!-- duet:table \(id) -->", at: english))
                recognised.append(RecognisedTable(id: id, english: english, chinese: chinese))
            }
            entries.append(entry)
        }
        aligned.entries = entries
        return recognised
    }

    /// The model table a table pair states, with where the two tables are.
    private static func candidate(_ entry: AlignedBlocks.Entry) -> (String, ImportLocation, ImportLocation)? {
        guard case .pair(let english, let chinese, let englishAt, let chineseAt, true) = entry else { return nil }
        return modelTableID(english: english, chinese: chinese).map { ($0, englishAt, chineseAt) }
    }

    private static func isMarker(_ entry: AlignedBlocks.Entry) -> Bool {
        if case .shared(let text, _) = entry { return text.hasPrefix("<!-- duet:table") }
        return false
    }
}
