import ArgumentParser
import DuetCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every check (alignment, terminology, symbols, links, tables, staleness) without writing a site."
    )

    @OptionGroup var source: ContentOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let options = BuildOptions(contentDirectory: source.content, templatesDirectory: source.templates,
                                   warningsAsErrors: diagnostics.warningsAsErrors)
        let context = SiteBuilder.check(options)
        let text = diagnostics.format.render(context.diagnostics, colour: Terminal.colourAllowed)
        print(text, terminator: "")
        if context.failed { throw ExitCode(1) }
    }
}
