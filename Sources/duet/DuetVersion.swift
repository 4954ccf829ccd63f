import DuetMarkdown

/// What `duet --version` prints: duet's own version and the cmark-gfm it parses with.
enum DuetVersion {
    /// Raised by hand with each release of the tool.
    static let number = "0.9.0"

    static var description: String { "duet \(number) (cmark-gfm \(CmarkGFMVersion.string))" }
}
