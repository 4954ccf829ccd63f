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
    private var rendered: [String: String] = [:]

    init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The bar of the page whose template values are `values`, linking to `alternateURL`.
    func html(_ values: [String: Any], language: Language, location: SiteLocation, alternateURL: String) -> String {
        let hasModes = values["hasModes"] as? Bool ?? false
        let key = "\(language.rawValue)\u{0}\(location.rootPrefix)\u{0}\(hasModes)"
        lock.lock()
        var html = rendered[key]
        lock.unlock()
        if html == nil {
            let shared = Self.render(values, alternateURL: Self.alternateMarker, templates: templates)
            lock.lock()
            rendered[key] = shared
            lock.unlock()
            html = shared
        }
        return html!.replacingOccurrences(of: Self.alternateMarker, with: HTMLEscaping.escape(alternateURL))
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
                              "isEnglish", "isChinese", "strings", "hasPlayground", "playgroundURL", "editions", "newestEdition",
                              "editionText", "hasModes", "modes"]
}
