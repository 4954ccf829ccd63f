import ArgumentParser
import DuetContent
import DuetImport

/// `duet import`: turn bilingual text (one interleaved document, or an English original
/// and its Chinese translation) into an aligned page pair under the content folder.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import bilingual Markdown or text as an aligned English/Chinese page pair.",
        discussion: """
        Examples:
          duet import guide.md --slug size-classes
          duet import --en guide.md --zh guide.zh.md --slug size-classes

        Writes <content>/en/<slug>.md and <content>/zh/<slug>.md, then reports the
        blocks paired, the blocks left unpaired, the lines dropped and the tables marked.
        """
    )

    @OptionGroup var source: ProjectOptions

    @Argument(help: "An interleaved document (Markdown or text, UTF-8).")
    var file: String?

    @Option(help: "The English original, with --zh.")
    var en: String?

    @Option(help: "The Chinese translation, with --en.")
    var zh: String?

    @Option(help: "The page's slug: the pages are written as en/<slug>.md and zh/<slug>.md.")
    var slug: String

    @Option(help: "The English title (default: the input's front matter title, else its level-1 heading).")
    var titleEn: String?

    @Option(help: "The Chinese title (default: the input's front matter title, else its level-1 heading).")
    var titleZh: String?

    @Option(help: "The page's place among the chapters (front matter `order`).")
    var order: Int?

    @Flag(help: "Replace pages that already exist.")
    var force = false

    func validate() throws {
        switch (file, en, zh) {
        case (.some, nil, nil), (nil, .some, .some): break
        case (.some, _, _): throw ValidationError("give an interleaved file or --en and --zh, not both")
        default: throw ValidationError("give an interleaved file, or both --en and --zh")
        }
    }

    @OptionGroup var output: ReportOptions

    func run() throws {
        let report = DiagnosticReport(output.format)
        defer { report.flush() }
        // The words that mark a Chinese page's furniture are the project's catalog's.
        ReferenceStrings.install(contentDirectory: source.content)
        let input: ImportRequest.Source = if let file { .interleaved(file) } else { .pair(english: en ?? "", chinese: zh ?? "") }
        var request = ImportRequest(source: input, slug: slug, englishTitle: titleEn, chineseTitle: titleZh, order: order,
                                    contentDirectory: source.content, force: force)
        request.templatesDirectory = source.templates
        switch Importer.run(request) {
        case .failure(let failure):
            for line in failure.report?.lines ?? [] { report.say(line) }
            report.add(failure.diagnostics)
            Terminal.printError("Nothing was written.\n")
            throw ExitCode(1)
        case .success(let imported):
            report.say("Wrote \(imported.pages.joined(separator: " and ")).")
            for line in imported.lines { report.say(line) }
            report.add(imported.checks)
            report.say("Run `duet check` to verify the pair.")
        }
    }
}
