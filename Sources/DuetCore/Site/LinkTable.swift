import DuetModel

/// Maps what writers type in links (`04-segues.md`, `reference/traits.md`, `glossary.md`)
/// to where the page is published in each language.
public struct LinkTable: Sendable {
    private var locations: [String: [Language: SiteLocation]] = [:]

    public init() {}

    public mutating func register(source: String, language: Language, location: SiteLocation) {
        locations[source, default: [:]][language] = location
    }

    /// The page for a source name in a language, falling back to the other language when
    /// the page is not translated (a reader still lands on the content).
    public func location(forSource source: String, language: Language) -> SiteLocation? {
        guard let byLanguage = locations[source] else { return nil }
        return byLanguage[language] ?? byLanguage[language.counterpart]
    }

    /// Splits `04-segues.md#unwind-segues` into the page part and the fragment; nil for
    /// external URLs and pure fragments.
    public static func internalTarget(_ destination: String) -> (source: String, fragment: String?)? {
        if destination.isEmpty || destination.hasPrefix("#") || destination.contains("://")
            || destination.hasPrefix("mailto:") || destination.hasPrefix("/") {
            return nil
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var source = String(parts[0])
        if source.hasPrefix("./") { source.removeFirst(2) }
        return (source, parts.count > 1 ? String(parts[1]) : nil)
    }
}
