import ArgumentParser
import DuetContent

/// Where the diagnostics of a command that changes the content go, in the `--format` the
/// user asked for. Human text goes to standard error as it comes. JSON and GitHub
/// annotations are collected and written to standard output once, when the command ends
/// (`flush`), so CI reads one document, `[]` when there was nothing to say; the command's
/// sentences for a person then go to standard error, keeping standard output parseable.
final class DiagnosticReport {
    let format: DiagnosticFormat
    private var collected: [Diagnostic] = []

    init(_ format: DiagnosticFormat = .human) {
        self.format = format
    }

    func add(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        if format == .human {
            Terminal.printError(format.render(diagnostics, colour: Terminal.colourAllowed))
        } else {
            collected += diagnostics
        }
    }

    /// A sentence for the person: what was done, or that nothing was written.
    func say(_ line: String, toStandardError: Bool = false) {
        if format == .human && !toStandardError { print(line) } else { Terminal.printError(line + "\n") }
    }

    /// Writes what a machine format collected; called once as the command ends.
    func flush() {
        guard format != .human else { return }
        print(format.render(collected), terminator: "")
        collected = []
    }
}

/// `--format` for commands that read catalogs or change the content.
struct ReportOptions: ParsableArguments {
    @Option(help: "Diagnostic format: human, json or github (machine formats go to standard output, once).")
    var format: DiagnosticFormat = .human
}
