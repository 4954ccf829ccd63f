import DuetContent

/// Why an import wrote nothing, as diagnostics with the file and line to go to.
public struct ImportFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]
    /// What the import found before it gave up, when it got as far as pairing.
    public let report: ImportReport?

    public init(_ diagnostics: [Diagnostic], report: ImportReport? = nil) {
        self.diagnostics = diagnostics
        self.report = report
    }
}
