import DuetContent
import DuetMarkdown
import DuetModel
import Foundation

/// The top bar, rendered with `header.mustache` and inserted raw as `headerHTML`.
///
/// The bar (search, reading modes, edition switch, theme) was a sixth of the time spent
/// rendering a page's template, and it is the same on every page of one language at one
/// depth, except for the language switch's address. So it is rendered once per language,
/// depth and reading-mode availability, with a marker where `alternate.url` goes, and each
/// page replaces the marker with its own address. Because it is shared, the template sees
/// only what is the same on all those pages: the site-wide values of
/// `PageTemplateContext.common`, `hasModes` and `modes`, and `alternate`.
final class HeaderHTML: @unchecked Sendable {
    /// A NUL byte never occurs in a rendered value (cmark-gfm and the settings loader turn
    /// it into U+FFFD), and HTML escaping leaves it as it is.
    static let alternateMarker = "\u{0}alternate\u{0}"

    private let templates: TemplateSet
    private let lock = NSLock()
    /// Per key, the bar's text split at its markers.
    private var rendered: [String: [Substring]] = [:]

    init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The bar of the page whose template values are `values`, linking to `alternateURL`.
    func html(_ values: [String: Any], language: Language, location: SiteLocation, alternateURL: String) -> String {
        let hasModes = values["hasModes"] as? Bool ?? false
        let key = "\(language.rawValue)\u{0}\(location.rootPrefix)\u{0}\(hasModes)"
        lock.lock()
        var pieces = rendered[key]
        lock.unlock()
        if pieces == nil {
            let shared = Self.render(values, alternateURL: Self.alternateMarker, templates: templates)
            pieces = Self.split(shared, at: Self.alternateMarker)
            lock.lock()
            rendered[key] = pieces
            lock.unlock()
        }
        // Joined by hand: Foundation's `replacingOccurrences` on every page was a twentieth
        // of a large book's build (it goes through NSString).
        return pieces!.joined(separator: HTMLEscaping.escape(alternateURL))
    }

    /// `text` cut at every occurrence of `marker`, the marker left out.
    static func split(_ text: String, at marker: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = text[...]
        while let found = rest.range(of: marker) {
            pieces.append(rest[..<found.lowerBound])
            rest = rest[found.upperBound...]
        }
        pieces.append(rest)
        return pieces
    }

    /// The bar rendered on its own, from the values a shared bar may see.
    static func render(_ values: [String: Any], alternateURL: String, templates: TemplateSet) -> String {
        var shared: [String: Any] = [:]
        for name in sharedNames { shared[name] = values[name] }
        var alternate = values["alternate"] as? [String: Any] ?? [:]
        alternate["url"] = TemplateText(alternateURL)
        shared["alternate"] = alternate
        let html = templates.render("header", TemplateText.wrappingStrings(shared))
        return html.hasSuffix("\n") ? String(html.dropLast()) : html
    }

    /// `PageTemplateContext.common`'s names and the reading modes.
    static let sharedNames = ["lang", "language", "languageName", "siteTitle", "siteDescription", "root", "assets", "homeURL",
                              "isEnglish", "isChinese", "strings", "stringsEn", "stringsZh", "ui", "hasPlayground", "playgroundURL", "glossaryURL", "editions", "newestEdition",
                              "editionText", "hasModes", "modes"]
}
