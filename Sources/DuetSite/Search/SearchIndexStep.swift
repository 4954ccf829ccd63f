import DuetModel
import DuetOutput
import DuetSearch
import DuetSupport

/// The build step that writes each language's search index in shards (`SearchShards`):
/// `<lang>/search-index.js` (loaded by pages, also from `file://`) lists the shard files,
/// written beside it. Each file is written once, as a script whose value is JSON (the
/// index was once written twice, as `.js` and `.json`, for a fifth of the output); a tool
/// reads the JSON from the `{` of the script's first ` = {`. The summary reports what a reader downloads.
public enum SearchIndexStep {
    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        let written = files(context, pairsPerShard: SearchShards.pairsPerShard)
        var sizes: [String] = []
        for language in written {
            for entry in language.entries { context.output.add(entry) }
            let scripts = language.entries.filter { $0.path.hasSuffix(".js") }
            let bytes = scripts.reduce(0) { $0 + $1.size }
            sizes.append("\(language.language.rawValue) \(kibibytes(bytes)) KiB in \(scripts.count) files (\(language.documents) sections)")
            if let glossary = context.content?.glossary {
                context.output.add(language.language.rawValue + "/" + SearchSynonyms.fileName, SearchSynonyms.script(glossary))
            }
        }
        context.summaryNotes.append("Search index: " + sizes.joined(separator: ", ") + ".")
    }

    /// What the step writes for one language.
    struct LanguageFiles {
        let language: Language
        /// The entry points first, then every shard in order, each as JSON and as a script.
        let entries: [OutputTree.Entry]
        let documents: Int
    }

    /// One shard's files in every language, with what the entry points list.
    private struct ShardFiles: Sendable {
        let entries: [[OutputTree.Entry]]
        let listed: [SearchShards.Listed]
        /// Shard key -> documents, for the cache's shard list.
        let keys: [(key: String, documents: Int)]
    }

    /// Every file of both languages' indexes. Shards are built side by side; a shard whose
    /// pairs' keys are those of the previous build's file is linked from the previous
    /// output without reading anything, and a shard to rebuild takes its unchanged pairs'
    /// parts from the cache and tokenizes only the others. Only one shard's parts are in
    /// memory per worker at a time.
    static func files(_ context: BuildContext, pairsPerShard: Int) -> [LanguageFiles] {
        guard let content = context.content else { return [] }
        let languages = Language.allCases
        let snapshot = context
        let folder = context.options.cacheDirectory.map { SearchIndexCache.folder(cacheDirectory: $0, content: content) }
        let previousShards = folder.map { SearchIndexCache.loadShards(SearchIndexCache.shardsFile(folder: $0)) } ?? [:]
        let shared = SearchIndexCache.sharedKey()
        let pairs = content.pairs
        let shardCount = (pairs.count + pairsPerShard - 1) / pairsPerShard

        let shards = ParallelWork.map(shardCount, jobs: context.options.jobs) { shard -> ShardFiles in
            let own = Array(pairs[(shard * pairsPerShard)..<min(pairs.count, (shard + 1) * pairsPerShard)])
            let sources = own.map(SearchIndexCache.sourcesKey)
            var entries: [[OutputTree.Entry]] = []
            var listed: [SearchShards.Listed] = []
            var keys: [(key: String, documents: Int)] = []
            for language in languages {
                let pairKeys = zip(own, sources).map { pair, sources in
                    SearchIndexCache.pairKey(shared, sources: sources, language: language,
                                             url: snapshot.links.location(forSource: pair.fileName, language: language).map(SearchDocuments.url(of:)))
                }
                let key = SearchIndexCache.shardKey(shared, language: language, shard: shard, pairKeys: pairKeys)
                let files = shardFiles(snapshot.output, language: language, stem: "\(shard)", key: key, previous: previousShards) {
                    let partsFile = folder.map { SearchIndexCache.partsFile(folder: $0, language: language, shard: shard) }
                    let cached = partsFile.map(SearchIndexCache.load) ?? [:]
                    var fresh = false
                    let parts = zip(own, pairKeys).map { pair, pairKey -> (key: String, part: SearchIndexPart) in
                        if let part = cached[pairKey] { return (pairKey, part) }
                        fresh = true
                        return (pairKey, SearchIndexPart(SearchDocuments.pairSections(pair, in: snapshot, language: language)))
                    }
                    // The parts file is rewritten only when it would hold something else.
                    if let partsFile, fresh || cached.count != Set(pairKeys).count {
                        SearchIndexCache.save(parts, to: partsFile)
                    }
                    return SearchShardIndex(language: language, parts: parts.map(\.part))
                }
                entries.append(files.entries)
                listed.append(SearchShards.Listed(name: "\(shard)", documents: files.documents))
                keys.append((key, files.documents))
            }
            // A large book's trees are parsed again on demand rather than kept (see
            // `Content.releasesTrees`); only pairs tokenized here were parsed.
            content.releaseTrees(of: own)
            return ShardFiles(entries: entries, listed: listed, keys: keys)
        }

        // The reference and glossary entries depend on the model (the executable) and the
        // glossary only.
        let references = ParallelWork.map(languages, jobs: context.options.jobs) { language -> ShardFiles in
            let key = SearchIndexCache.referenceKey(shared, language: language, glossary: content.glossary)
            let files = shardFiles(snapshot.output, language: language, stem: SearchShards.referenceStem, key: key, previous: previousShards) {
                SearchShardIndex(language: language, parts: [SearchIndexPart(SearchDocuments.reference(snapshot, language: language))])
            }
            return ShardFiles(entries: [files.entries], listed: [SearchShards.Listed(name: SearchShards.referenceStem, documents: files.documents)],
                              keys: [(key, files.documents)])
        }

        if let folder {
            var current: [String: Int] = [:]
            for shard in shards + references { for (key, documents) in shard.keys { current[key] = documents } }
            if current != previousShards { SearchIndexCache.saveShards(current, to: SearchIndexCache.shardsFile(folder: folder)) }
            SearchIndexCache.removeParts(in: folder, except: Set((0..<shardCount).flatMap { shard in
                languages.map { SearchIndexCache.partsName(language: $0, shard: shard) }
            }))
            SearchIndexCache.removeUnsharded(folder: folder)
        }

        return languages.indices.map { number in
            let language = languages[number]
            let folderPath = language.rawValue + "/"
            let listed = shards.map { $0.listed[number] } + references[number].listed
            let shardEntries = shards.flatMap { $0.entries[number] } + references[number].entries[0]
            func entryPoint(script: Bool) -> [SearchShards.Listed] {
                listed.map { SearchShards.Listed(name: SearchShards.fileName($0.name, script: script), documents: $0.documents) }
            }
            let entryPoints = [
                snapshot.output.entry(folderPath + "search-index.js", SearchShards.entryScript(json: SearchShards.entryJSON(language: language, shards: entryPoint(script: true)))),
            ]
            return LanguageFiles(language: language, entries: entryPoints + shardEntries, documents: listed.reduce(0) { $0 + $1.documents })
        }
    }

    /// A shard's file: linked from the previous build when `key` is the one it was made
    /// from (and the cache knows its document count), otherwise made by `build`.
    private static func shardFiles(_ output: OutputTree, language: Language, stem: String, key: String, previous: [String: Int],
                                   build: () -> SearchShardIndex) -> (entries: [OutputTree.Entry], documents: Int) {
        let scriptName = SearchShards.fileName(stem, script: true)
        let scriptPath = language.rawValue + "/" + scriptName
        if let documents = previous[key], let script = output.reused(scriptPath, key: key) {
            return ([script], documents)
        }
        let index = build()
        let script = output.entry(scriptPath, bytes: SearchShards.script(fileName: scriptName, json: index.json), key: key)
        return ([script], index.documents.count)
    }

    /// One decimal place, rounded half up, without Foundation's formatting.
    static func kibibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512) / 1024
        return "\(tenths / 10).\(tenths % 10)"
    }
}
