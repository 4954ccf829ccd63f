import ArgumentParser
import DuetContent

/// Where the content is: the same option, with the same default, for every command that
/// reads content and nothing else of the project.
struct ContentOptions: ParsableArguments {
    @Option(help: "The content folder (site.yml, glossary.yml, en/, zh/).")
    var content: String = "content"

    func validate() throws {
        try PathArgument.requireNonEmpty(content, option: "--content")
    }
}

/// Where the content and the templates are, for the commands that read both: those that
/// build the site or check a change as `duet check` does. A command that never reads the
/// templates does not offer `--templates`.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The content folder (site.yml, glossary.yml, en/, zh/).")
    var content: String = "content"

    @Option(help: "The templates folder (Mustache templates and assets/).")
    var templates: String = "templates"

    func validate() throws {
        try PathArgument.requireNonEmpty(content, option: "--content")
        try PathArgument.requireNonEmpty(templates, option: "--templates")
    }
}

/// Paths given on the command line, refused before anything is read or written.
enum PathArgument {
    /// An empty path would mean the current folder, or (`path + "/zh.po"`) the root of the
    /// file system: an unset `$OUT` in a script must not write there.
    static func requireNonEmpty(_ path: String, option: String) throws {
        if path.isEmpty { throw ValidationError("\(option) is empty; give a folder or file name.") }
    }
}

/// How diagnostics are printed and judged.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "Diagnostic format: human, json or github.")
    var format: DiagnosticFormat = .human

    @Flag(help: "Treat warnings as errors (exit 1 if there are any).")
    var warningsAsErrors = false

    @Flag(name: .shortAndLong, help: "Print only warnings and errors: no progress line, summary or translation count.")
    var quiet = false
}

extension DiagnosticFormat: ExpressibleByArgument {}
