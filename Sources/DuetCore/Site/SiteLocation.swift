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

    /// Always up to the output root and down again, never the shortest path: the body of a
    /// page pair is rendered once and shared by `en/x/` and `zh/x/`, so a link in it must
    /// mean the same from both (`../glossary/` would not; `../../en/glossary/` does).
    public func relativeURL(to target: SiteLocation, fragment: String? = nil) -> String {
        var url = rootPrefix + target.outputPath
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
