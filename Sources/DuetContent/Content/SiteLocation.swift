import DuetModel

/// Where a page lives in the output: a language folder and path segments under it.
///
/// All links between pages are computed from two locations as relative URLs ending in
/// `index.html`, so the site works from any base path and from `file://` alike.
public struct SiteLocation: Hashable, Sendable, Comparable {
    public let language: Language
    public let segments: [String]

    public init(language: Language, segments: [String]) {
        self.language = language
        self.segments = segments
    }

    /// The language's home page, `en/index.html`.
    public static func home(_ language: Language) -> SiteLocation {
        SiteLocation(language: language, segments: [])
    }

    /// Path of the HTML file from the output root.
    public var outputPath: String {
        ([language.rawValue] + segments + ["index.html"]).joined(separator: "/")
    }

    /// The `../` prefix that leads from this page back to the output root.
    public var rootPrefix: String {
        String(repeating: "../", count: 1 + segments.count)
    }

    /// The shortest relative URL from this page to `target`, always ending in `index.html`
    /// so the site works from `file://` and under any base path: down from the common
    /// folder within one language (`../glossary/index.html`, `traits/index.html`, and
    /// `index.html` for the page itself), up to the output root only to reach the other
    /// language (`../../zh/x/index.html`).
    ///
    /// A link in the shared body of a page pair (`PairBody`) is read on both `en/x/` and
    /// `zh/x/`, which sit at the same depth, so a link that stays within the language, such
    /// as `../glossary/index.html#subview`, leads to the English glossary from the English
    /// page and to the Chinese one from the Chinese page: every link in a body follows the
    /// language the reader is reading. The glossary and reference pages carry both
    /// languages with the same ids, so either one has the entry. Only a target whose folder
    /// differs between the languages (a page with its own slug in each) needs each page to
    /// render its body alone (`PageRenderingDelegate.pageLink`).
    public func relativeURL(to target: SiteLocation, fragment: String? = nil) -> String {
        var url: String
        if target.language != language {
            url = rootPrefix + target.outputPath
        } else {
            var common = 0
            while common < segments.count, common < target.segments.count, segments[common] == target.segments[common] { common += 1 }
            url = String(repeating: "../", count: segments.count - common)
            for segment in target.segments[common...] { url += segment + "/" }
            url += "index.html"
        }
        if let fragment, !fragment.isEmpty { url += "#" + fragment }
        return url
    }

    /// The same page in the other language.
    public var counterpart: SiteLocation {
        SiteLocation(language: language.counterpart, segments: segments)
    }

    public static func < (lhs: SiteLocation, rhs: SiteLocation) -> Bool {
        lhs.outputPath < rhs.outputPath
    }
}
