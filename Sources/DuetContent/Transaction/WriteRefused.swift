/// A set of content files that was not written, and why: a change its checks refused, or
/// a file that could not be written, after which none of the set is (`FileSetCommit`).
public struct WriteRefused: Error, Sendable {
    public let diagnostics: [Diagnostic]

    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
