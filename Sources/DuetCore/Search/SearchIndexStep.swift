import DuetModel

/// The build step that writes `<lang>/search-index.js` (loaded by pages, also from
/// `file://`) and `<lang>/search-index.json` (for other tools) and reports their size.
public enum SearchIndexStep {
    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        var sizes: [String] = []
        for language in Language.allCases {
            let index = SearchIndex(language: language, documents: SearchDocuments.collect(context, language: language))
            let script = index.script
            context.output.add("\(language.rawValue)/search-index.js", script)
            context.output.add("\(language.rawValue)/search-index.json", index.json + "\n")
            sizes.append("\(language.rawValue) \(kibibytes(script.utf8.count)) KiB (\(index.documents.count) sections, \(index.postings.count) terms)")
        }
        context.summaryNotes.append("Search index: " + sizes.joined(separator: ", ") + ".")
    }

    /// One decimal place, rounded half up, without Foundation's formatting.
    static func kibibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512) / 1024
        return "\(tenths / 10).\(tenths % 10)"
    }
}
