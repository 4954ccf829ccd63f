import ArgumentParser
import DuetContent

/// Where the content and templates are: the same options, with the same defaults, for
/// every command that reads content.
struct ContentOptions: ParsableArguments {
    @Option(help: "The content folder (site.yml, glossary.yml, en/, zh/).")
    var content: String = "content"

    @Option(help: "The templates folder (Mustache templates and assets/).")
    var templates: String = "templates"
}

/// How diagnostics are printed and judged.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "Diagnostic format: human, json or github.")
    var format: DiagnosticFormat = .human

    @Flag(help: "Treat warnings as errors (exit 1 if there are any).")
    var warningsAsErrors = false
}

extension DiagnosticFormat: ExpressibleByArgument {}
