/// What `duet import` was asked to do.
public struct ImportRequest: Sendable {
    public enum Source: Sendable {
        /// One document that interleaves English and Chinese.
        case interleaved(String)
        /// An English original and its Chinese translation in two files.
        case pair(english: String, chinese: String)
    }

    public var source: Source
    /// The page's slug; the pages are written as `en/<slug>.md` and `zh/<slug>.md`.
    public var slug: String
    public var englishTitle: String?
    public var chineseTitle: String?
    public var order: Int?
    public var contentDirectory: String
    /// Replace pages that already exist.
    public var force: Bool
    /// The templates the content is checked with before the pages are written.
    public var templatesDirectory = "templates"

    public init(source: Source, slug: String, englishTitle: String? = nil, chineseTitle: String? = nil,
                order: Int? = nil, contentDirectory: String = "content", force: Bool = false) {
        self.source = source
        self.slug = slug
        self.englishTitle = englishTitle
        self.chineseTitle = chineseTitle
        self.order = order
        self.contentDirectory = contentDirectory
        self.force = force
    }

    var englishPath: String { contentDirectory + "/en/" + slug + ".md" }
    var chinesePath: String { contentDirectory + "/zh/" + slug + ".md" }
}
