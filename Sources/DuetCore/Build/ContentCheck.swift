/// A check over the loaded content that reports diagnostics and changes nothing.
/// `duet check` runs every check; `duet build` runs them too and stops on errors.
public protocol ContentCheck: Sendable {
    /// A short name for progress output and tests.
    var name: String { get }
    func diagnostics(for content: Content) -> [Diagnostic]
}
