import ArgumentParser
import DuetContent
import DuetSite

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every check (alignment, terminology, symbols, links, tables, staleness) without writing a site."
    )

    @OptionGroup var source: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Flag(help: "List the external (http/https) links of the content; they are never fetched.")
    var listExternal = false

    func run() throws {
        try ContentChange.recoverAbandoned(source.content)
        let options = BuildOptions(contentDirectory: source.content, templatesDirectory: source.templates,
                                   warningsAsErrors: diagnostics.warningsAsErrors)
        let context = SiteBuilder.check(options)
        let text = diagnostics.format.render(context.diagnostics, colour: Terminal.colourAllowed)
        if listExternal, let content = context.content {
            let links = LinkCheck.externalLinks(in: content)
            var list = "External links (\(links.count), not checked):\n"
            for link in links {
                list += "  \(link.url)  (\(link.location)\(link.count > 1 ? ", \(link.count) uses" : ""))\n"
            }
            // Machine formats keep stdout parseable: the list goes to stderr.
            if diagnostics.format == .human { print(list, terminator: "") } else { Terminal.printError(list) }
        }
        print(text, terminator: "")
        // How much translation work there is, in one line; the warnings above name only
        // what went stale, `duet status` lists every block.
        if !diagnostics.quiet, let total = context.translationStatus?.total, total.needingWork > 0 {
            let counts = [(total.stale, "stale"), (total.minor, "minor"), (total.needsReview, "marked for review"),
                          (total.unreviewed, "unreviewed"), (total.untranslated, "untranslated")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            let line = "Translation: \(total.needingWork) block(s) need work (\(counts)); `duet status` lists them."
            if diagnostics.format == .human { print(line) } else { Terminal.printError(line + "\n") }
        }
        if context.failed { throw ExitCode(1) }
    }
}
