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

    @Option(help: "Threads that parse and render pages (default: every active core). The output is the same for any value.")
    var jobs: Int = ParallelWork.defaultJobs

    @Option(help: "Folder for results kept between builds, so unchanged pages are not redone or rewritten.")
    var cache: String = ".build/duet-cache"

    @Flag(help: "Build everything from scratch without reading or writing the cache.")
    var noCache = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1.") }
        // The output folder is replaced as a whole, so a cache inside it would vanish.
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        let cachePath = URL(fileURLWithPath: cache).standardizedFileURL.path
        if !noCache && (cachePath == outputPath || cachePath.hasPrefix(outputPath + "/")) {
            throw ValidationError("--cache must be outside the output folder \(output).")
        }
    }

    func run() throws {
        let progress = BuildProgressLine.forStandardError()
        var options = BuildOptions(contentDirectory: source.content, templatesDirectory: source.templates,
                                   outputDirectory: output, baseURL: baseURL,
                                   warningsAsErrors: diagnostics.warningsAsErrors,
                                   jobs: jobs, cacheDirectory: noCache ? nil : cache)
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
