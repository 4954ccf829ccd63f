import DuetModel

/// The build step that writes `<lang>/search-index.js` (loaded by pages, also from
/// `file://`) and `<lang>/search-index.json` (for other tools) and reports their size.
public enum SearchIndexStep {
    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        var sizes: [String] = []
        let indexes = indexes(context)
        let jsons = ParallelWork.map(indexes, jobs: context.options.jobs) { $0.json }
        for (language, (index, json)) in zip(Language.allCases, zip(indexes, jsons)) {
            let script = SearchIndex.script(json: json)
            context.output.add("\(language.rawValue)/search-index.js", script)
            context.output.add("\(language.rawValue)/search-index.json", json + "\n")
            sizes.append("\(language.rawValue) \(kibibytes(script.utf8.count)) KiB (\(index.documents.count) sections, \(index.postings.count) terms)")
        }
        context.summaryNotes.append("Search index: " + sizes.joined(separator: ", ") + ".")
    }

    /// Both languages' indexes. Each pair's share in each language is computed on its own
    /// (side by side, or read from the cache when its key is unchanged) and the shares are
    /// joined in book order, followed by the reference and glossary entries.
    static func indexes(_ context: BuildContext) -> [SearchIndex] {
        guard let content = context.content else { return [] }
        let languages = Language.allCases
        let snapshot = context
        let jobs = content.pairs.flatMap { pair in languages.map { (pair: pair, language: $0) } }
        let cacheFile = context.options.cacheDirectory.map { SearchIndexCache.file(cacheDirectory: $0, content: content) }
        let cached = cacheFile.map(SearchIndexCache.load) ?? [:]
        let shared = SearchIndexCache.sharedKey()
        let computed = ParallelWork.map(jobs, jobs: context.options.jobs) { job -> (key: String, part: SearchIndexPart, fresh: Bool) in
            let location = snapshot.links.location(forSource: job.pair.fileName, language: job.language)
            let key = SearchIndexCache.pairKey(shared, pair: job.pair, language: job.language,
                                               url: location.map(SearchDocuments.url(of:)))
            if let part = cached[key] { return (key, part, false) }
            return (key, SearchIndexPart(SearchDocuments.pairSections(job.pair, in: snapshot, language: job.language)), true)
        }
        let parts = computed.map { (key: $0.key, part: $0.part) }
        // The file is rewritten only when it would hold something else: a part is new, or
        // one in the file is no longer used.
        if let cacheFile, computed.contains(where: \.fresh) || cached.count != Set(parts.map(\.key)).count {
            SearchIndexCache.save(parts, to: cacheFile)
        }
        let references = ParallelWork.map(languages, jobs: context.options.jobs) { language in
            SearchIndexPart(SearchDocuments.reference(snapshot, language: language))
        }
        return ParallelWork.map(languages.indices.map { $0 }, jobs: context.options.jobs) { number in
            let own = stride(from: number, to: parts.count, by: languages.count).map { parts[$0].part }
            return SearchIndex(language: languages[number], parts: own + [references[number]])
        }
    }

    /// One decimal place, rounded half up, without Foundation's formatting.
    static func kibibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512) / 1024
        return "\(tenths / 10).\(tenths % 10)"
    }
}
