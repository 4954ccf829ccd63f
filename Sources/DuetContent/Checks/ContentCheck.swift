/// A check over the loaded content that reports diagnostics and changes nothing.
/// `duet check` runs every check; `duet build` runs them too and stops on errors.
///
/// Checks see a `CheckContext`, not only the content, because some need what the build has
/// prepared: where each page is published and which anchors it has.
public protocol ContentCheck: Sendable {
    /// A short name for progress output and tests.
    var name: String { get }
    func diagnostics(in context: CheckContext) -> [Diagnostic]
}
