import DuetModel
import Yams

/// `content/site.yml`: what the site is called and where it will live.
public struct SiteSettings: Sendable, Hashable {
    public var title: LocalizedText
    public var description: LocalizedText
    public var defaultLanguage: Language
    /// Absolute URL of the published site, ending in `/`; used only where a URL must be
    /// absolute (sitemap, canonical links). Page-to-page links are relative.
    public var baseURL: String
    public var languages: [Language]
    /// The source repository (`https://…`, no trailing `/`): pages link to "edit this page"
    /// and "report a translation problem" there. Nil writes no such links.
    public var repository: String?
    /// The English spelling the book keeps to (`spelling: british` or `american`), which
    /// `SpellingCheck` holds every English page to; nil checks nothing.
    public var spelling: EnglishSpelling?

    public init(title: LocalizedText, description: LocalizedText, defaultLanguage: Language = .en,
                baseURL: String = "/", languages: [Language] = [.en, .zh], repository: String? = nil) {
        self.title = title
        self.description = description
        self.defaultLanguage = defaultLanguage
        self.baseURL = Self.normalizedBaseURL(baseURL)
        self.languages = languages
        self.repository = repository.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    static let knownKeys: Set<String> = ["title", "description", "defaultLanguage", "baseURL", "languages", "repository", "spelling"]

    /// Whether a base URL can stand at the start of a canonical link: `http` or `https`,
    /// a host, no query or fragment. Anything else (`42`, `javascript:…`, `ftp://…`, a
    /// relative path) would be written into every page's head and the sitemap.
    public static func isAbsoluteWebURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") { rest = text.dropFirst(8) } else if lower.hasPrefix("http://") { rest = text.dropFirst(7) } else { return false }
        let host = rest.prefix { $0 != "/" }
        return !host.isEmpty && !text.contains(where: { $0.isWhitespace || $0 == "?" || $0 == "#" || $0 == "\"" || $0 == "<" || $0 == ">" })
    }

    /// Whether an http or https address names a user (`https://user:password@host/`): such
    /// an address would be published in every page's canonical link and in the sitemap,
    /// credentials and all.
    public static func holdsUserInformation(_ text: String) -> Bool {
        let lower = text.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") { rest = text.dropFirst(8) } else if lower.hasPrefix("http://") { rest = text.dropFirst(7) } else { return false }
        return rest.prefix { $0 != "/" }.contains("@")
    }

    /// Duet publishes English and Simplified Chinese: `languages`, when given, must say
    /// exactly that (codes `en` and `zh`, tags `en` and `zh-Hans`); a writer who lists
    /// another language is told rather than ignored.
    static func languageDiagnostics(_ node: Node?, yaml: YAMLDocument) -> [Diagnostic] {
        guard let node else { return [] }
        guard let items = node.sequence else {
            return [.error("settings.invalid-languages", at: yaml.location(of: node), "`languages` must be a list of `code`, `tag` and `name` entries")]
        }
        var diagnostics: [Diagnostic] = []
        var codes: [String] = []
        for item in items {
            guard let code = item[key: "code"]?.string, let language = Language(rawValue: code) else {
                diagnostics.append(.error("settings.invalid-languages", at: yaml.location(of: item[key: "code"] ?? item),
                                          "duet publishes English (`en`) and Simplified Chinese (`zh`) only"))
                continue
            }
            codes.append(code)
            if let tag = item[key: "tag"], tag.string != language.tag {
                diagnostics.append(.error("settings.invalid-languages", at: yaml.location(of: tag),
                                          "the tag of `\(code)` is `\(language.tag)`"))
            }
        }
        if diagnostics.isEmpty && codes.sorted() != ["en", "zh"] {
            diagnostics.append(.error("settings.invalid-languages", at: yaml.location(of: node), "`languages` must list `en` and `zh`, once each"))
        }
        return diagnostics
    }

    package static func normalizedBaseURL(_ url: String) -> String {
        url.hasSuffix("/") ? url : url + "/"
    }

    /// Reads `site.yml`, reporting each bad or missing field at its line.
    static func load(path: String) -> (SiteSettings?, [Diagnostic]) {
        let file: SourceFile
        switch SourceFile.read(path, confinedTo: SourceFile.folder(of: path)) {
        case .success(let f): file = f
        case .failure(let d): return (nil, [d])
        }
        let yaml: YAMLDocument
        switch YAMLDocument.parse(file.text, file: path) {
        case .success(let y): yaml = y
        case .failure(let d): return (nil, [d])
        }
        var diagnostics: [Diagnostic] = []
        let root = yaml.root
        func localized(_ key: String) -> LocalizedText? {
            guard let node = root[key: key] else {
                diagnostics.append(.error("settings.missing-field", at: yaml.location(of: root), "site.yml has no `\(key)` (give `en` and `zh`)"))
                return nil
            }
            if let plain = node.string { return LocalizedText(invariant: plain) }
            guard let en = node[key: "en"]?.string, let zh = node[key: "zh"]?.string else {
                diagnostics.append(.error("settings.invalid-field", at: yaml.location(of: node), "`\(key)` needs an `en` and a `zh` string"))
                return nil
            }
            return LocalizedText(english: en, chinese: zh)
        }
        let title = localized("title")
        let description = localized("description")
        var defaultLanguage = Language.en
        if let node = root[key: "defaultLanguage"] {
            if let value = node.string.flatMap(Language.init(rawValue:)) {
                defaultLanguage = value
            } else {
                diagnostics.append(.error("settings.invalid-field", at: yaml.location(of: node), "`defaultLanguage` must be `en` or `zh`"))
            }
        }
        var baseURL = "/"
        if let node = root[key: "baseURL"] {
            if case .scalar(let scalar) = node, Self.holdsUserInformation(scalar.string) {
                diagnostics.append(.error("settings.invalid-base-url", at: yaml.location(of: node),
                                          "`baseURL` names a user or password before its host; it would be published in every page and in the sitemap",
                                          fix: "remove the `user:password@` part; a site that needs a login gets it from its server, not from its links"))
            } else if case .scalar(let scalar) = node, scalar.string.isEmpty || scalar.string == "/" || Self.isAbsoluteWebURL(scalar.string) {
                baseURL = scalar.string.isEmpty ? "/" : scalar.string
            } else {
                diagnostics.append(.error("settings.invalid-base-url", at: yaml.location(of: node),
                                          "`baseURL` must be an absolute http or https address such as `https://example.org/guide/`, or empty",
                                          fix: "it is written into canonical links, alternates and the sitemap"))
            }
        }
        var repository: String?
        if let node = root[key: "repository"] {
            if case .scalar(let scalar) = node, scalar.string.lowercased().hasPrefix("https://"), Self.isAbsoluteWebURL(scalar.string),
               !Self.holdsUserInformation(scalar.string) {
                repository = scalar.string
            } else {
                diagnostics.append(.error("settings.invalid-repository", at: yaml.location(of: node),
                                          "`repository` must be an absolute https address such as `https://github.com/owner/guide`",
                                          fix: "pages link to it to edit a page or report a translation problem; remove the key for no links"))
            }
        }
        var spelling: EnglishSpelling?
        if let node = root[key: "spelling"] {
            if case .scalar(let scalar) = node, let chosen = EnglishSpelling(rawValue: scalar.string.lowercased()) {
                spelling = chosen
            } else {
                diagnostics.append(.error("settings.invalid-spelling", at: yaml.location(of: node),
                                          "`spelling` is `british` or `american`",
                                          fix: "the English pages are checked against it; remove the key to check no spelling"))
            }
        }
        diagnostics += Self.languageDiagnostics(root[key: "languages"], yaml: yaml)
        for key in root.mapping.map({ Array($0.keys) }) ?? [] {
            if let name = key.string, !Self.knownKeys.contains(name) {
                diagnostics.append(.warning("settings.unknown-key", at: yaml.location(of: key), "unknown key `\(name)` in site.yml",
                                            fix: "known keys: " + Self.knownKeys.sorted().joined(separator: ", ")))
            }
        }
        guard let title, let description, !diagnostics.hasErrors else { return (nil, diagnostics) }
        var settings = SiteSettings(title: title, description: description, defaultLanguage: defaultLanguage, baseURL: baseURL,
                                    repository: repository)
        settings.spelling = spelling
        return (settings, diagnostics)
    }
}
