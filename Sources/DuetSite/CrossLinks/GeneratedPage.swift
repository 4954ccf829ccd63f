import DuetContent
import DuetModel

/// A page the build writes from the model or the glossary rather than from Markdown.
/// It is rendered with the same `page` template as the chapters.
public struct GeneratedPage: Sendable {
    public let location: SiteLocation
    /// The name writers use in links, e.g. `reference/traits.md` or `glossary.md`.
    public let source: String
    public let title: String
    public let summary: String
    public let contentHTML: String
    /// Anchors the page defines, for the link check.
    public let anchors: Set<String>
    /// (id, text, level) for the in-page table of contents.
    public let toc: [(id: String, text: String, level: Int)]
    /// The page's body already as aligned units of both languages, when its blocks must
    /// pair finer than the whole page (the glossary pairs entry by entry, so side by side
    /// each row holds one term); nil to pair `contentHTML` with the counterpart's whole.
    public let unitsHTML: String?

    public init(location: SiteLocation, source: String, title: String, summary: String, contentHTML: String,
                anchors: Set<String>, toc: [(id: String, text: String, level: Int)], unitsHTML: String? = nil) {
        self.unitsHTML = unitsHTML
        self.location = location
        self.source = source
        self.title = title
        self.summary = summary
        self.contentHTML = contentHTML
        self.anchors = anchors
        self.toc = toc
    }
}
