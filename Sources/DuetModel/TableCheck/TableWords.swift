/// One list of words a hand-written table may use for a term of the model: the English
/// ones are the model's, and the words of Chinese tables are the reference catalog's
/// entry for the list (`table-words.<name>`), which a translator extends like any other
/// string. A Chinese table that writes a less common word for "portrait" is read as meant
/// because the catalog lists the word, not because Swift does.
///
/// The catalog holds a list as words separated by `|`; the English of the entry is the
/// model's own list, so a word added to it in English marks the Chinese for review.
struct TableWords: Sendable, Hashable {
    /// The model's English words, as a cell may write them.
    let english: [String]
    /// The list as a catalog string: the English words joined by " | ".
    let text: LocalizedText

    init(_ name: String, _ english: [String]) {
        self.english = english
        self.text = LocalizedText(en: english.joined(separator: " | "), key: "table-words." + name)
    }

    /// The English words, then the catalog's words, each once: a Chinese table may write
    /// either, since Chinese technical writing often keeps "compact" or ".popover".
    /// Read when asked, so from the catalog installed then.
    var words: [String] {
        var seen: Set<String> = []
        return (english + Self.split(text.zh)).filter { seen.insert($0).inserted }
    }

    /// The words of a catalog entry: the text between `|`, trimmed, none empty.
    static func split(_ list: String) -> [String] {
        list.split(separator: "|").map { TextNormalization.trimmed(String($0)) }.filter { !$0.isEmpty }
    }
}

/// Every word list the table check reads, so a catalog can be judged on all of them
/// (`reference.missing`, `reference.stale`) whether or not a table of the book uses them.
public enum TableWordLists {
    static var all: [TableWords] {
        CellVocabulary.allLists
            + ReferenceTables.modelTables.flatMap { $0.columns.compactMap(\.headerWordList) }
            + [DeviceListReader.separatorList] + DeviceCatalogue.aliasLists.map(\.1)
    }

    /// Reads every list in Chinese, as a check of a table would.
    public static func readAll() {
        for list in all { _ = list.text.zh }
    }
}
