import ArgumentParser
import DuetContent
import DuetSite
import DuetExchange

/// `duet tmx export`: the accepted translations as a TMX translation memory.
struct TMXCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tmx",
        abstract: "Exchange translations as a TMX 1.4b translation memory.",
        subcommands: [TMXExportCommand.self]
    )
}

struct TMXExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write tmx/zh.tmx: every accepted English and Chinese pair, page blocks and reference strings."
    )

    @OptionGroup var source: ContentOptions

    @Option(name: [.customShort("o"), .long], help: "The folder for the memory.")
    var output = "tmx"

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
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: source.content)
        if diagnostics.hasErrors {
            report.add(diagnostics)
            throw ExitCode(1)
        }
        let reference = catalog.map(AcceptedReferenceStrings.pairs(in:)) ?? []
        let text = TMXExport.document(content: inputs.content, lock: inputs.lock, previous: inputs.previous,
                                      reference: reference, toolVersion: DuetVersion.number)
        let units = text.components(separatedBy: "<tu tuid=").count - 1
        try MemoryExportFile.write(text, folder: output, name: "zh.tmx", mark: "creationtool=\"\(TMXExport.creationTool)\"", force: force,
                                   summary: "\(units) translation units (\(units - reference.count) page blocks, \(reference.count) reference strings)", report: report)
    }
}
