import DuetModel
import DuetSupport
import Yams

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
    /// concept (one Chinese word for "presentation" and "present"), said on purpose in the glossary.
    public var zhSharedWith: [String] = []
    /// A key term of the book (`key: true`): linked on every page that uses it, where a
    /// page otherwise links only the terms it introduces (see docs/content-format.md).
    public var isKey = false
    /// Where the Chinese term comes from (`source:`): a page that uses it, Apple's zh-CN
    /// documentation wherever Apple has one, or common usage where no authority was found.
    public var zhSource: TermSource?

    /// The authority behind an entry's Chinese term.
    public enum TermSource: Sendable, Hashable, Codable {
        /// An https page that uses the term.
        case page(String)
        /// No authoritative page was found; the term is what Chinese developers commonly write.
        case commonUsage
    }

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
    public static let pageElementIDs: Set<String> = ["edition-select", "main", "search-input", "search-results", "sidebar", "term-toggle", "theme-toggle", "toc-title"]

    /// The fields of an entry that are lists of strings.
    static let listKeys = ["en_forms", "zh_alternates", "zh_forbidden", "symbols", "zh_shared_with"]

    /// The fields of an entry that are single strings.
    static let scalarKeys = ["id", "en", "zh"]

    /// Every field an entry may have: any other key is reported, never silently dropped.
    static let knownKeys: Set<String> = Set(listKeys + scalarKeys + ["definition", "key", "source"])

    /// The strings of a list field. A single string where a list is expected
    /// (`zh_forbidden:` followed by one term, no brackets) is a list of one: dropping it would switch the check it
    /// feeds off without a word. An empty field is an empty list. A mapping, or a list
    /// element that is not a string, is an error at its place (`glossary.invalid-field`),
    /// and nil is returned.
    static func strings(of node: Node?, key: String, id: String, yaml: YAMLDocument, diagnostics: inout [Diagnostic]) -> [String]? {
        guard let node else { return [] }
        if case .scalar = node {
            if node.null != nil { return [] }
            return node.string.map { [$0] } ?? []
        }
        guard let elements = node.sequence else {
            diagnostics.append(.error("glossary.invalid-field", at: yaml.location(of: node),
                                      "`\(key)` of glossary entry `\(id)` must be a list of strings (or one string), not a mapping",
                                      fix: "write it as `\(key): [first, second]`, or one item per line starting with `- `"))
            return nil
        }
        var strings: [String] = []
        for element in elements {
            guard case .scalar = element, element.null == nil, let text = element.string else {
                diagnostics.append(.error("glossary.invalid-field", at: yaml.location(of: element),
                                          "an item of `\(key)` in glossary entry `\(id)` is not a string",
                                          fix: "write each item as plain text on a line of its own that starts with `- `"))
                return nil
            }
            strings.append(text)
        }
        return strings
    }

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
            guard item.mapping != nil else {
                diagnostics.append(.error("glossary.invalid-entry", at: location, "a glossary entry must be a mapping of fields such as `id`, `en` and `zh`"))
                continue
            }
            for key in item.mapping.map({ Array($0.keys) }) ?? [] {
                if let name = key.string, !Self.knownKeys.contains(name) {
                    diagnostics.append(.warning("glossary.unknown-key", at: yaml.location(of: key), "unknown key `\(name)` in a glossary entry; it is not read",
                                                fix: "known keys: " + Self.knownKeys.sorted().joined(separator: ", ")))
                }
            }
            // A field of the wrong shape is an error at the field, not a missing field.
            var misshapen = false
            for key in Self.scalarKeys {
                guard let node = item[key: key] else { continue }
                if case .scalar = node { continue }
                diagnostics.append(.error("glossary.invalid-field", at: yaml.location(of: node), "`\(key)` of a glossary entry must be one string, not a list or a mapping"))
                misshapen = true
            }
            if misshapen { continue }
            guard let id = item[key: "id"]?.string, let en = item[key: "en"]?.string, let zh = item[key: "zh"]?.string else {
                diagnostics.append(.error("glossary.invalid-entry", at: location, "a glossary entry needs `id`, `en` and `zh`"))
                continue
            }
            var lists: [String: [String]] = [:]
            for key in Self.listKeys {
                guard let strings = Self.strings(of: item[key: key], key: key, id: id, yaml: yaml, diagnostics: &diagnostics) else {
                    misshapen = true
                    continue
                }
                lists[key] = strings
            }
            if misshapen { continue }
            func list(_ key: String) -> [String] { lists[key] ?? [] }
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
                for element in item[key: key].map({ $0.sequence ?? [$0] }) ?? [] where element.null == nil {
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
            // `key: true` or `key: false`; anything else is an error at the field.
            var isKey = false
            if let flag = item[key: "key"], flag.null == nil {
                switch flag.string?.lowercased() {
                case "true"?, "yes"?: isKey = true
                case "false"?, "no"?: isKey = false
                default:
                    diagnostics.append(.error("glossary.invalid-field", at: yaml.location(of: flag),
                                              "glossary entry `\(id)` has `key: \(flag.string ?? "…")`; it is true or false",
                                              fix: "write `key: true` for a key term of the book, or remove the field"))
                    continue
                }
            }
            // `source: https://…` or `source: common usage`; anything else is an error at the field.
            var zhSource: GlossaryEntry.TermSource?
            if let field = item[key: "source"], field.null == nil {
                let text = field.string ?? ""
                if text == "common usage" {
                    zhSource = .commonUsage
                } else if text.hasPrefix("https://"), !text.contains(where: \.isWhitespace), text.count > "https://".count {
                    zhSource = .page(text)
                } else {
                    diagnostics.append(.error("glossary.invalid-field", at: yaml.location(of: field),
                                              "glossary entry `\(id)` has `source: \(text)`; it is an https address or `common usage`",
                                              fix: "give the page that uses the Chinese term (Apple's zh-CN page where there is one), or write `common usage`"))
                    continue
                }
            }
            let definition = item[key: "definition"]
            var entry = GlossaryEntry(
                id: id, en: en, enForms: list("en_forms"), zh: zh, zhAlternates: list("zh_alternates"),
                zhForbidden: list("zh_forbidden"), symbols: list("symbols"),
                definition: LocalizedText(english: definition?[key: "en"]?.string ?? "", chinese: definition?[key: "zh"]?.string ?? ""),
                location: location, zhSharedWith: list("zh_shared_with"))
            entry.isKey = isKey
            entry.zhSource = zhSource
            entries.append(entry)
        }
        return (Glossary(entries: entries), diagnostics)
    }
}
