import ArgumentParser
import DuetContent
import DuetExchange
import Foundation

/// `duet xliff export` / `duet xliff import`: the PO exchange's entries and checks as
/// XLIFF 1.2 or 2.1, for tools that speak XLIFF (Xcode, OmegaT, Weblate, Okapi).
struct XLIFFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xliff",
        abstract: "Exchange translations as XLIFF 1.2 or 2.1 (one unit per aligned block, code spans as placeholders).",
        subcommands: [XLIFFExportCommand.self, XLIFFImportCommand.self]
    )
}

extension XLIFFVersion: ExpressibleByArgument {}

struct XLIFFExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write xliff/zh.xlf: one unit per aligned block, code spans as placeholders, stale blocks to be reviewed."
    )

    @OptionGroup var source: ContentOptions

    @Option(help: "The folder for the document.")
    var output = "xliff"

    @Option(name: .customLong("xliff-version"), help: "XLIFF version: 1.2 or 2.1.")
    var xliffVersion: XLIFFVersion = .v12

    @Option(help: "Only this page: its file name (01-adaptive-model.md) or its slug.")
    var page: String?

    func validate() throws {
        try PathArgument.requireNonEmpty(output, option: "--output")
        if let page { try PathArgument.requireNonEmpty(page, option: "--page") }
    }

    @Flag(help: "Replace a document that holds translations the content does not have (work not yet imported).")
    var force = false

    func run() throws {
        try ContentChange.recoverAbandoned(source.content)
        let inputs = try ExchangeInputs.load(source.content)
        let page = try self.page.map { try PageArgument.pair(named: $0, in: inputs.content).fileName }
        let path = output + "/zh.xlf"
        let existing = UserFile.existingBytes(path)
        // Written over the document there, keeping what translators and tools added to it.
        let text = XLIFFExchange.export(inputs.content, lock: inputs.lock, previous: inputs.previous, version: xliffVersion, page: page, keeping: existing)
        let units = POExchange.export(inputs.content, lock: inputs.lock, previous: inputs.previous, page: page).catalog.entries
        // One page's export is judged against the whole content's translations.
        let whole = page == nil ? nil : XLIFFExchange.export(inputs.content, lock: inputs.lock, previous: inputs.previous, version: xliffVersion)
        let verdict = force ? .replace : XLIFFExchange.verdict(existing: existing, path: path, export: text, content: whole, blocks: inputs.content)
        if case .refuse(let diagnostic) = verdict {
            Terminal.printError(DiagnosticFormat.human.render([diagnostic]))
            throw ExitCode(1)
        }
        let translated = units.filter { !$0.fuzzy && !$0.string.isEmpty }.count
        let counts = "\(units.count) units, \(translated) translated, \(units.count - translated) needs review (stale or never accepted)"
        guard verdict.writes else {
            print("\(path) is up to date (XLIFF \(xliffVersion.rawValue)): \(counts).")
            return
        }
        try Terminal.failOn(UserFile.createFolder(output))
        try Terminal.failOn(UserFile.write(text, to: path))
        print("Wrote \(path) (XLIFF \(xliffVersion.rawValue)): \(counts).")
    }
}

struct XLIFFImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the targets of an XLIFF 1.2 or 2.1 document back into content/zh, block by block, after checking every unit."
    )

    @OptionGroup var source: ContentOptions

    @Argument(help: "The document, e.g. xliff/zh.xlf.")
    var document: String

    @Flag(help: "Show what would change without writing anything.")
    var dryRun = false

    @OptionGroup var output: ReportOptions

    func run() throws {
        let report = DiagnosticReport(output.format)
        defer { report.flush() }
        let (read, readDiagnostics) = XLIFFDocument.read(path: document)
        // Held from before the content is read until its files are written: a second
        // import at the same time waits, then reads what this one wrote.
        let projectLock = try ContentChange.lock(source.content, report: report)
        defer { projectLock.release() }
        let (content, diagnostics) = ContentLoader.load(directory: source.content)
        let (lock, lockDiagnostics) = TranslationLock.load(contentDirectory: source.content)
        let early = readDiagnostics + diagnostics + lockDiagnostics
        guard let read, let content, !early.hasErrors else {
            report.add(early)
            Terminal.printError("Nothing was written.\n")
            throw ExitCode(1)
        }
        let (_, plan) = XLIFFExchange.plan(read.data, path: document, content: content, lock: lock)
        try ContentChange.carryOut(plan, content: content, lock: lock, templatesDirectory: source.templates, dryRun: dryRun, report: report)
    }
}
