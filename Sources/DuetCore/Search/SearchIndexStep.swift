import DuetModel

/// The build step that writes `<lang>/search-index.js` (loaded by pages, also from
/// `file://`) and `<lang>/search-index.json` (for other tools) and reports their size.
public enum SearchIndexStep {
    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        var sizes: [String] = []
        // The two languages' indexes are independent: build them side by side, then add
        // them in a fixed order.
        let snapshot = context
        let indexes = ParallelWork.map(Language.allCases, jobs: context.options.jobs) { language in
            SearchIndex(language: language, documents: SearchDocuments.collect(snapshot, language: language))
        }
        for (language, index) in zip(Language.allCases, indexes) {
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
