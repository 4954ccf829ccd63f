import DuetModel

/// `content/site.yml`: what the site is called and where it will live.
public struct SiteSettings: Sendable, Hashable {
    public var title: LocalizedText
    public var description: LocalizedText
    public var defaultLanguage: Language
    /// Absolute URL of the published site, ending in `/`; used only where a URL must be
    /// absolute (sitemap, canonical links). Page-to-page links are relative.
    public var baseURL: String
    public var languages: [Language]

    public init(title: LocalizedText, description: LocalizedText, defaultLanguage: Language = .en,
                baseURL: String = "/", languages: [Language] = [.en, .zh]) {
        self.title = title
        self.description = description
        self.defaultLanguage = defaultLanguage
        self.baseURL = Self.normalizedBaseURL(baseURL)
        self.languages = languages
    }

    static func normalizedBaseURL(_ url: String) -> String {
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
            return LocalizedText(en: en, zh: zh)
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
        let baseURL = root[key: "baseURL"]?.string ?? "/"
        guard let title, let description, !diagnostics.hasErrors else { return (nil, diagnostics) }
        return (SiteSettings(title: title, description: description, defaultLanguage: defaultLanguage, baseURL: baseURL), diagnostics)
    }
}
