/// What a build reads and where it writes; the CLI fills this from its options.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    /// Overrides `baseURL` of site.yml when set.
    public var baseURL: String?
    public var warningsAsErrors: Bool

    public init(contentDirectory: String = "content", templatesDirectory: String = "templates",
                outputDirectory: String = "Site", baseURL: String? = nil, warningsAsErrors: Bool = false) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.warningsAsErrors = warningsAsErrors
    }
}
