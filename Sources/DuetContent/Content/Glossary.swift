import DuetModel
import DuetSupport

/// One term of `content/glossary.yml`: how it is said in each language, which Chinese
/// variants are wrong, and which API symbols it stands for.
public struct GlossaryEntry: Sendable, Hashable, Codable {
    public let id: String
    public let en: String
    public let enForms: [String]
    public let zh: String
    public let zhAlternates: [String]
    public let zhForbidden: [String]
    public let symbols: [String]
    public let definition: LocalizedText
    /// Where the entry starts in glossary.yml, for diagnostics about the glossary itself.
    public let location: FileLocation
    /// Entries that may share this entry's Chinese terms: the noun and the verb of one
    /// concept (呈现 for "presentation" and "present"), said on purpose in the glossary.
    public var zhSharedWith: [String] = []

    /// Every English spelling, longest first so "view controllers" wins over "view controller".
    public var englishForms: [String] {
        ([en] + enForms).sorted { $0.count > $1.count }
    }

    /// Every accepted Chinese spelling, including the English term kept as is.
    public var acceptedChineseForms: [String] {
        [zh] + zhAlternates
    }
}

/// The glossary: terminology rules for translators and link targets for readers.
public struct Glossary: Sendable {
    public let entries: [GlossaryEntry]
    /// What checks derive from the entries, made once per loaded glossary.
    package let derived = DerivedTables()

    public init(entries: [GlossaryEntry]) {
        self.entries = entries
    }

    public func entry(id: String) -> GlossaryEntry? {
        entries.first { $0.id == id }
    }

    /// Reads glossary.yml. With a cache folder, a glossary that read cleanly before is
    /// taken from there while its text is the same (`GlossaryCache`).
    static func load(path: String, cacheDirectory: String? = nil) -> (Glossary?, [Diagnostic]) {
        let file: SourceFile
        switch SourceFile.read(path, confinedTo: SourceFile.folder(of: path)) {
        case .success(let f): file = f
        case .failure(let d): return (nil, [d])
        }
        let cache = cacheDirectory.map { GlossaryCache(cacheDirectory: $0, glossaryPath: path, text: file.text) }
        if let entries = cache?.entries { return (Glossary(entries: entries), []) }
        let (glossary, diagnostics) = parse(file, path: path)
        if let glossary, diagnostics.isEmpty { cache?.save(glossary.entries) }
        return (glossary, diagnostics)
    }

    /// The ids the page templates give their own elements (the contents drawer, the search
    /// box, ...): an entry's id is its anchor on the glossary page, so it must not be one of
    /// these. A spec keeps the list equal to the ids in the shipped templates.
    public static let pageElementIDs: Set<String> = ["edition-select", "main", "search-input", "search-results", "sidebar", "theme-toggle", "toc-title"]

    /// The fields of an entry that are lists of strings.
    static let listKeys = ["en_forms", "zh_alternates", "zh_forbidden", "symbols", "zh_shared_with"]

    /// The glossary in a file's YAML, with a diagnostic for every entry that is not usable.
    private static func parse(_ file: SourceFile, path: String) -> (Glossary?, [Diagnostic]) {
        let yaml: YAMLDocument
        switch YAMLDocument.parse(file.text, file: path) {
        case .success(let y): yaml = y
        case .failure(let d): return (nil, [d])
        }
        guard let items = yaml.root.sequence else {
            return (nil, [.error("glossary.invalid", at: yaml.location(of: yaml.root), "glossary.yml must be a list of entries")])
        }
        var diagnostics: [Diagnostic] = []
        var entries: [GlossaryEntry] = []
        var seen: Set<String> = []
        for item in items {
            let location = yaml.location(of: item)
            func list(_ key: String) -> [String] {
                item[key: key]?.sequence?.compactMap(\.string) ?? []
            }
            guard let id = item[key: "id"]?.string, let en = item[key: "en"]?.string, let zh = item[key: "zh"]?.string else {
                diagnostics.append(.error("glossary.invalid-entry", at: location, "a glossary entry needs `id`, `en` and `zh`"))
                continue
            }
            // An empty field would publish an entry with no anchor (`id=""`), no term or
            // no definition: each is an error at the field (or the entry, when missing).
            var empty: [String] = []
            for (key, value) in [("id", id), ("en", en), ("zh", zh)] where value.allSatisfy(\.isWhitespace) {
                diagnostics.append(.error("glossary.empty-field", at: yaml.location(of: item[key: key]), "glossary entry has an empty `\(key)`"))
                empty.append(key)
            }
            for language in ["en", "zh"] where (item[key: "definition"]?[key: language]?.string ?? "").allSatisfy(\.isWhitespace) {
                diagnostics.append(.error("glossary.empty-field", at: yaml.location(of: item[key: "definition"]?[key: language] ?? item[key: "definition"] ?? item),
                                          "glossary entry `\(id)` has no `definition.\(language)`"))
                empty.append("definition")
            }
            // An empty string in a list would be published as an empty `<del>` (a
            // forbidden variant), alternate or `<code>` (a symbol), and an empty forbidden
            // variant is found in every Chinese sentence: each is an error at the string.
            for key in Self.listKeys {
                for element in item[key: key]?.sequence ?? [] {
                    guard let text = element.string, text.allSatisfy(\.isWhitespace) else { continue }
                    diagnostics.append(.error("glossary.empty-field", at: yaml.location(of: element),
                                              "glossary entry `\(id)` has an empty string in `\(key)`",
                                              fix: "remove it, or write the \(key == "symbols" ? "symbol" : "term") it was meant to hold"))
                    empty.append(key)
                }
            }
            if !empty.isEmpty { continue }
            if !RelativePath.staysInside(id) || id.contains("/") || id.contains(where: \.isWhitespace) {
                diagnostics.append(.error("glossary.invalid-id", at: yaml.location(of: item[key: "id"]),
                                          "glossary id `\(id)` must be one word of letters, digits and `-` (it becomes a link anchor)"))
                continue
            }
            if Self.pageElementIDs.contains(id) {
                diagnostics.append(.error("glossary.reserved-id", at: yaml.location(of: item[key: "id"]),
                                          "glossary id `\(id)` is the id of an element every page has, so the glossary page would hold it twice and its links would lead there",
                                          fix: "choose another id, such as `\(id)-term`"))
                continue
            }
            if !seen.insert(id).inserted {
                diagnostics.append(.error("glossary.duplicate-id", at: location, "glossary id `\(id)` is used twice"))
                continue
            }
            let definition = item[key: "definition"]
            entries.append(GlossaryEntry(
                id: id, en: en, enForms: list("en_forms"), zh: zh, zhAlternates: list("zh_alternates"),
                zhForbidden: list("zh_forbidden"), symbols: list("symbols"),
                definition: LocalizedText(en: definition?[key: "en"]?.string ?? "", zh: definition?[key: "zh"]?.string ?? ""),
                location: location, zhSharedWith: list("zh_shared_with")))
        }
        return (Glossary(entries: entries), diagnostics)
    }
}
