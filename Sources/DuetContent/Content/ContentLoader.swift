import DuetMarkdown
import DuetModel
import DuetSupport
import Foundation

/// Everything read from the content folder, parsed once.
public struct Content: Sendable {
    public let directory: String
    public let settings: SiteSettings
    public let pairs: [PagePair]
    public let glossary: Glossary
    /// Whether steps forget a pair's Markdown trees once they are done with it, because
    /// the book is too large to keep every tree (see `treeBudget`). A tree takes several
    /// times its source's size, so a 10,000-page-pair book's trees alone would take
    /// gigabytes; a forgotten tree is parsed again by the next step that needs it.
    public let releasesTrees: Bool

    /// The source size up to which every tree is kept: re-parsing costs time, and books
    /// up to this size fit in memory comfortably.
    public static let treeBudget = 32 << 20

    public init(directory: String, settings: SiteSettings, pairs: [PagePair], glossary: Glossary, releasesTrees: Bool = false) {
        self.directory = directory
        self.settings = settings
        self.pairs = pairs
        self.glossary = glossary
        self.releasesTrees = releasesTrees
    }

    /// The same content with other pairs, e.g. the pairs a step works on.
    package func with(pairs: [PagePair]) -> Content {
        Content(directory: directory, settings: settings, pairs: pairs, glossary: glossary, releasesTrees: releasesTrees)
    }

    /// Forgets the pairs' trees if this content releases them.
    package func releaseTrees(of pairs: some Sequence<PagePair>) {
        guard releasesTrees else { return }
        for pair in pairs { pair.releaseTrees() }
    }

    public func pages(in language: Language) -> [ContentPage] {
        pairs.compactMap { $0[language] }
    }
}

/// Reads `site.yml`, the glossary and every page of both languages.
public enum ContentLoader {
    /// Loads the content folder. Returns nil content when an error makes a site
    /// impossible; diagnostics hold every problem found, not only the first.
    ///
    /// With a cache folder, a pair whose two files are unchanged since a build that used
    /// the same folder gets its outline from there and is not parsed (see `OutlineCache`).
    public static func load(directory: String, jobs: Int = ParallelWork.defaultJobs,
                            cacheDirectory: String? = nil, treeBudget: Int = Content.treeBudget) -> (Content?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (nil, [.error("content.missing", at: FileLocation(file: directory), "content folder not found")])
        }
        let (settings, settingsDiagnostics) = SiteSettings.load(path: join(directory, "site.yml"))
        diagnostics += settingsDiagnostics

        // The glossary is read while the pages are: its YAML goes through Yams, whose
        // shared regular expressions make it a few hundredths of a second on one core.
        let glossaryPath = join(directory, "glossary.yml")
        let glossaryLoad = BackgroundResult(yielding: true) { () -> (Glossary?, [Diagnostic]) in
            FileManager.default.fileExists(atPath: glossaryPath) ? Glossary.load(path: glossaryPath, cacheDirectory: cacheDirectory) : (nil, [])
        }
        // Its findings are listed where they were when it was read first.
        let glossaryDiagnosticsIndex = diagnostics.count

        // Each language's loaded pages in file name order, as listed.
        var loadedByLanguage: [Language: [(name: String, page: ContentPage)]] = [:]
        var unloaded: Set<String> = []
        // The three caches are read side by side: each is one thread's work of a few
        // hundredths of a second for a large book, and an edit's rebuild waits for all of them.
        // The records and the front matter are needed first (to read the pages); the
        // outlines and the glossary only after, so they yield to the others.
        let frontMatterRead = cacheDirectory.map { cache in
            BackgroundResult { FrontMatterCache(cacheDirectory: cache, contentDirectory: directory) }
        }
        let outlinesRead = cacheDirectory.map { cache in
            BackgroundResult(yielding: true) { OutlineCache(cacheDirectory: cache, contentDirectory: directory) }
        }
        let records = cacheDirectory.map { SourceRecordCache(cacheDirectory: $0, contentDirectory: directory) }
        let frontMatter = frontMatterRead?.value
        for language in Language.allCases {
            let folder = join(directory, language.rawValue)
            let entries = DirectoryHandle.names(in: folder) ?? []
            let names = NameSorting.sorted(entries.filter { $0.hasSuffix(".md") })
            // `.MD`, `.Md`: a page in all but the spelling of its extension is not skipped silently.
            for other in entries.filter({ !$0.hasSuffix(".md") && $0.lowercased().hasSuffix(".md") }).sorted() {
                diagnostics.append(.warning("page.extension-case", at: FileLocation(file: join(folder, other)),
                                            "`\(other)` is not read: page files end in lowercase `.md`",
                                            fix: "rename it to `\(other.dropLast(3)).md`"))
            }
            let results = parsePages(names, in: folder, language: language, jobs: jobs,
                                     frontMatter: frontMatter, records: records)
            var seenSlugs: [String: ContentPage] = [:]
            seenSlugs.reserveCapacity(names.count)
            var loaded: [(name: String, page: ContentPage)] = []
            loaded.reserveCapacity(names.count)
            defer { loadedByLanguage[language] = loaded }
            for ((page, pageDiagnostics), name) in zip(results, names) {
                diagnostics += pageDiagnostics
                guard let page else {
                    // Its error is reported; its counterpart is not "missing" a translation.
                    unloaded.insert(name)
                    continue
                }
                // Swift compares names by canonical equivalence: `café.md` written with one
                // code point or with a combining accent is one name to duet but two files
                // on disk. Sorted, such names are neighbours; the second is not read.
                if let previous = loaded.last, previous.name == name {
                    diagnostics.append(.error("page.equivalent-name", at: FileLocation(file: page.path),
                                              "`\(name)` differs from `\(previous.name)` only in how its characters are encoded; duet cannot tell the two pages apart",
                                              fix: "rename one of them", related: FileLocation(file: previous.page.path)))
                    continue
                }
                if let other = seenSlugs[page.slug] {
                    diagnostics.append(.error("page.duplicate-slug", at: page.slugLocation,
                                              "slug `\(page.slug)` is already used by \(other.path); both pages would be written to one folder",
                                              fix: "set a different `slug:` in the front matter", related: other.slugLocation))
                    continue
                }
                seenSlugs[page.slug] = page
                loaded.append((name, page))
            }
        }

        let (loadedGlossary, glossaryDiagnostics) = glossaryLoad.value
        diagnostics.insert(contentsOf: glossaryDiagnostics, at: glossaryDiagnosticsIndex)
        let glossary = loadedGlossary ?? Glossary(entries: [])
        // Both languages' pages side by side, by file name, without a dictionary lookup per page.
        let paired = Self.pairUp(loadedByLanguage[.en] ?? [], loadedByLanguage[.zh] ?? [])
        for (name, en, zh) in paired {
            if let present = en ?? zh, en == nil || zh == nil, !unloaded.contains(name) {
                let missing: Language = en == nil ? .en : .zh
                diagnostics.append(.warning("page.missing-counterpart", at: FileLocation(file: present.path),
                                            "page has no \(missing == .en ? "English" : "Chinese") counterpart; it is published with a notice",
                                            fix: "add \(join(join(directory, missing.rawValue), name))"))
            }
        }
        frontMatter?.save()
        records?.save()
        // Freeing 20,000 records is left to another thread; nothing waits for it.
        BackgroundRelease.release(consume records)
        let cache = outlinesRead?.value
        // Outlining parses the pair's pages, on all cores; a cached outline spares that.
        let sourceBytes = paired.reduce(0) { $0 + ($1.first?.byteCount ?? 0) + ($1.second?.byteCount ?? 0) }
        let releasesTrees = sourceBytes > treeBudget
        let outlined = ParallelWork.map(paired, jobs: jobs) { name, en, zh -> (pair: PagePair, key: String?) in
            let key = cache.map { _ in OutlineCache.key(fileName: name, en: en, zh: zh) }
            let outline = key.flatMap { cache?.outline(forKey: $0) }
            let pair = PagePair(fileName: name, en: en, zh: zh, outline: outline)
            if releasesTrees { pair.releaseTrees() }
            return (pair, key)
        }
        var pairs = outlined.map(\.pair)
        let saved = outlined.filter { $0.key != nil }
        cache?.save(keys: saved.map { $0.key! }) { saved[$0].pair.outline }
        BackgroundRelease.release(consume cache)
        BackgroundRelease.release(consume outlinesRead)
        pairs.sort { $0.sortKey < $1.sortKey }
        guard let settings else { return (nil, diagnostics) }
        return (Content(directory: directory, settings: settings, pairs: pairs, glossary: glossary, releasesTrees: releasesTrees), diagnostics)
    }

    /// Two lists sorted by name, without repeats, merged into one: each name once, with
    /// what either list has for it. A merge, where a set of 20,000 names, a sort and two
    /// dictionary lookups per name took a serial part of loading.
    static func pairUp<Value>(_ first: [(name: String, page: Value)], _ second: [(name: String, page: Value)])
        -> [(name: String, first: Value?, second: Value?)] {
        var result: [(name: String, first: Value?, second: Value?)] = []
        result.reserveCapacity(max(first.count, second.count))
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].name < second[j].name) {
                result.append((first[i].name, first[i].page, nil))
                i += 1
            } else if i == first.count || second[j].name < first[i].name {
                result.append((second[j].name, nil, second[j].page))
                j += 1
            } else {
                result.append((first[i].name, first[i].page, second[j].page))
                i += 1
                j += 1
            }
        }
        return result
    }

    /// Reads the pages `names` of `folder` and their front matter on all cores (their
    /// Markdown is parsed when first needed); results keep the input order so output is
    /// deterministic. With records, each file's identity is asked for relative to the open
    /// folder (`DirectoryHandle`).
    static func parsePages(_ names: [String], in folder: String, language: Language, jobs: Int,
                           frontMatter: FrontMatterCache? = nil, records: SourceRecordCache? = nil) -> [(ContentPage?, [Diagnostic])] {
        let handle = records == nil ? nil : DirectoryHandle(folder)
        return ParallelWork.map(names, jobs: jobs) { name in
            parsePage(name: name, path: join(folder, name), language: language, frontMatter: frontMatter, records: records, folder: handle)
        }
    }

    /// Reads one page. With records of an earlier build, an unchanged file is not read
    /// (see `SourceRecordCache`), and a file read without a diagnostic is recorded.
    /// `folder`, when given, is the open folder that holds `path` under `name`.
    static func parsePage(name: String, path: String, language: Language, frontMatter: FrontMatterCache? = nil,
                          records: SourceRecordCache? = nil, folder: DirectoryHandle? = nil) -> (ContentPage?, [Diagnostic]) {
        // The identity is taken before reading, so a file changed while it is read does not
        // match its record next time.
        let identity = records == nil ? nil : SourceRecordCache.identity(of: path, in: folder, name: name)
        if let records, let identity, let record = records.record(path: path, identity: identity) {
            if let key = record.frontMatterKey { frontMatter?.keep(key) }
            return (ContentPage(language: language, fileName: name, path: path, record: record), [])
        }
        let file: SourceFile
        // A page lives in `content/<language>/`: it must resolve inside `content/`.
        let contentDirectory = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        switch SourceFile.read(path, confinedTo: contentDirectory) {
        case .success(let f): file = f
        case .failure(let d): return (nil, [d])
        }
        let (matter, diagnostics) = FrontMatter.read(file, cache: frontMatter)
        guard let matter else { return (nil, diagnostics) }
        let defaults = ContentPage.defaults(forFileName: name)
        let slug = matter.slug ?? defaults.slug
        guard ContentPage.isSafeSlug(slug) else {
            let rule = "a slug is one folder name of lowercase letters, digits, `-`, `_` and `.` that starts with a letter or digit"
            if matter.slug != nil {
                let escapes = slug.contains("/") || slug.contains("..")
                return (nil, diagnostics + [.error("page.unsafe-slug", at: FrontMatter.location(ofKey: "slug", in: path) ?? FileLocation(file: path),
                                                   escapes ? "slug `\(slug)` would escape its folder in the output" : "slug `\(slug)` is not a valid slug: \(rule)",
                                                   fix: "use lowercase letters, digits and `-`, e.g. `\(ContentPage.suggestedSlug(slug))`")])
            }
            return (nil, diagnostics + [.error("page.unsafe-slug", at: FileLocation(file: path),
                                               "the file name `\(name)` does not give a valid slug (`\(slug)`): \(rule)",
                                               fix: "rename the file (`NN-name.md`) or set `slug:` in the front matter")])
        }
        let page = ContentPage(language: language, fileName: name, path: path, title: matter.title, slug: slug,
                               order: matter.order ?? defaults.order ?? 9999, summary: matter.summary, updated: matter.updated,
                               source: file.text, bodyOffset: matter.bodyOffset, bodyFirstLine: matter.bodyFirstLine)
        if let records, let identity, diagnostics.isEmpty {
            records.store(SourceRecordCache.Record(identity: identity, digest: page.digest, byteCount: page.byteCount, title: page.title,
                                                   slug: page.slug, order: page.order, summary: page.summary, updated: page.updated,
                                                   bodyOffset: matter.bodyOffset, bodyFirstLine: matter.bodyFirstLine,
                                                   frontMatterKey: matter.cacheKey), path: path)
        }
        return (page, diagnostics)
    }
}
