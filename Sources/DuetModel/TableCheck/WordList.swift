/// A list of words Duet recognises for one thing, in every language: the English words are
/// Duet's own, and the words of Chinese text are the reference catalog's entry for the list,
/// which a translator extends like any other string. The table check reads a Chinese table
/// with the catalog's `table-words.*` lists, and `duet import` recognises a Chinese page's
/// furniture with its `import-words.*` lists: a word is recognised because the catalog
/// lists it, not because Swift does.
///
/// The catalog holds a list as words separated by `|`; the English of the entry is Duet's
/// own list, so a word added to it in English marks the Chinese for review.
public struct WordList: Sendable, Hashable {
    /// Duet's English words.
    public let english: [String]
    /// The list as a catalog string: the English words joined by " | ".
    public let text: LocalizedText

    /// The list with catalog id `key` and these English words.
    public init(_ key: String, english: [String]) {
        self.english = english
        self.text = LocalizedText(en: english.joined(separator: " | "), key: key)
    }

    /// The English words, then the catalog's words, each once: Chinese text may use
    /// either, since Chinese technical writing often keeps "compact" or ".popover".
    /// Read when asked, so from the catalog installed then.
    public var words: [String] {
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
    static var all: [WordList] {
        CellVocabulary.allLists
            + ReferenceTables.modelTables.flatMap { $0.columns.compactMap(\.headerWordList) }
            + [DeviceListReader.separatorList] + DeviceCatalogue.aliasLists.map(\.1)
    }

    /// Reads every list in Chinese, as a check of a table would.
    public static func readAll() {
        for list in all { _ = list.text.zh }
    }
}
