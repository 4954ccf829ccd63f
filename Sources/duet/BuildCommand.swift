import ArgumentParser
import DuetCore
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check the content and build the static site; the previous site stays if anything fails."
    )

    @OptionGroup var source: ContentOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(help: "The output folder.")
    var output: String = "Site"

    @Option(help: "The published base URL, overriding site.yml (used for the sitemap and canonical links).")
    var baseURL: String?

    @OptionGroup var speed: BuildSpeedOptions

    func validate() throws {
        try speed.validate(output: output)
    }

    func run() throws {
        let progress = BuildProgressLine.forStandardError()
        var options = BuildOptions(contentDirectory: source.content, templatesDirectory: source.templates,
                                   outputDirectory: output, baseURL: baseURL,
                                   warningsAsErrors: diagnostics.warningsAsErrors,
                                   jobs: speed.jobs, cacheDirectory: speed.cacheDirectory)
        if let progress {
            options.progress = { done, total in progress.update(done: done, total: total) }
        }
        let result = SiteBuilder.build(options)
        progress?.finish()
        if !result.diagnostics.isEmpty || diagnostics.format != .human {
            let text = diagnostics.format.render(result.diagnostics, colour: Terminal.colourAllowed)
            if diagnostics.format == .human { Terminal.printError(text) } else { print(text, terminator: "") }
        }
        guard result.succeeded else {
            Terminal.printError("Build failed; \(output)/ was left unchanged.\n")
            throw ExitCode(1)
        }
        if diagnostics.format == .human { print(result.summary) }
    }
}
