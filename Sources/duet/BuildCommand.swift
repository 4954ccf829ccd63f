import ArgumentParser
import DuetContent
import DuetSite
import DuetOutput
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check the content and build the static site; the previous site stays if anything fails."
    )

    @OptionGroup var source: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(name: [.customShort("o"), .long], help: "The output folder.")
    var output: String = "Site"

    @Option(help: "The published base URL, overriding site.yml (used for the sitemap and canonical links).")
    var baseURL: String?

    @OptionGroup var speed: BuildSpeedOptions

    @Flag(help: "Also write status/index.html, the translation dashboard (as `duet status --format html`).")
    var statusPage = false

    func validate() throws {
        try PathArgument.requireNonEmpty(output, option: "--output")
        if let baseURL, SiteSettings.holdsUserInformation(baseURL) {
            throw ValidationError("--base-url names a user or password before its host; it would be published in every page and in the sitemap.")
        }
        if let baseURL, !baseURL.isEmpty, !SiteSettings.isAbsoluteWebURL(baseURL) {
            throw ValidationError("--base-url must be an absolute http or https address, such as https://example.org/guide/ (got \(baseURL)).")
        }
        // An output duet refuses (the project, its parent, a file...) is reported by the
        // build with its reason and exit status 1, not as a clash with the cache folder.
        guard OutputGuard.check(output: output, content: source.content, templates: source.templates, cache: nil) == nil else { return }
        try speed.validate(output: output, source: source)
    }

    /// The last build's result, never released (see `run`).
    nonisolated(unsafe) private static var keptUntilExit: BuildResult?

    func run() throws {
        try ContentChange.recoverAbandoned(source.content)
        let progress = diagnostics.quiet ? nil : BuildProgressLine.forStandardError()
        var options = BuildOptions(contentDirectory: source.content, templatesDirectory: source.templates,
                                   outputDirectory: output, baseURL: baseURL,
                                   warningsAsErrors: diagnostics.warningsAsErrors,
                                   jobs: speed.jobs, cacheDirectory: speed.cacheDirectory)
        options.statusPage = statusPage
        if let progress {
            options.progress = { done, total in progress.update(done: done, total: total) }
        }
        let result = SiteBuilder.build(options)
        // The process ends right after this command: tearing down a large book's pages,
        // outlines and tables one object at a time would only delay the exit.
        Self.keptUntilExit = result
        progress?.finish()
        if !result.diagnostics.isEmpty || diagnostics.format != .human {
            let text = diagnostics.format.render(result.diagnostics, colour: Terminal.colourAllowed)
            if diagnostics.format == .human { Terminal.printError(text) } else { print(text, terminator: "") }
        }
        guard result.succeeded else {
            Terminal.printError(result.outputPartlyUpdated
                ? "Build failed while updating \(output)/ in place; it holds files of both builds until the next build replaces it whole.\n"
                : "Build failed; \(output)/ was left unchanged.\n")
            throw ExitCode(1)
        }
        if diagnostics.format == .human && !diagnostics.quiet { print(result.summary) }
    }
}
