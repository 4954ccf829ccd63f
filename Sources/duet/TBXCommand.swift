import ArgumentParser
import DuetContent
import DuetExchange

/// `duet tbx export`: the glossary as a TBX-Basic termbase.
struct TBXCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tbx",
        abstract: "Exchange the glossary as a TBX-Basic termbase.",
        subcommands: [TBXExportCommand.self]
    )
}

struct TBXExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write tbx/glossary.tbx: every glossary term, its definitions, accepted alternates and forbidden variants (as deprecated terms)."
    )

    @OptionGroup var source: ContentOptions

    @Option(name: [.customShort("o"), .long], help: "The folder for the termbase.")
    var output = "tbx"

    @OptionGroup var reporting: ReportOptions

    @Flag(help: "Write over a file at the path that duet did not write.")
    var force = false

    func validate() throws {
        try PathArgument.requireNonEmpty(output, option: "--output")
    }

    func run() throws {
        let report = DiagnosticReport(reporting.format)
        defer { report.flush() }
        try ContentChange.recoverAbandoned(source.content)
        let inputs = try ExchangeInputs.load(source.content, report: report)
        let glossary = inputs.content.glossary
        let text = TBXExport.document(glossary: glossary)
        let deprecated = glossary.entries.reduce(0) { $0 + $1.zhForbidden.count }
        try MemoryExportFile.write(text, folder: output, name: "glossary.tbx", mark: TBXExport.sourceDescription, force: force,
                                   summary: "\(glossary.entries.count) term entries, \(deprecated) forbidden variants as deprecated terms", report: report)
    }
}
