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
        abstract: "Write xliff/zh.xlf (one unit per aligned block, code spans as placeholders, stale blocks to be reviewed) and xliff/reference.xlf (the reference catalog's strings)."
    )

    @OptionGroup var source: ContentOptions

    @Option(name: [.customShort("o"), .long], help: "The folder for the document.")
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

    @OptionGroup var reporting: ReportOptions

    func run() throws {
        let report = DiagnosticReport(reporting.format)
        defer { report.flush() }
        try ContentChange.recoverAbandoned(source.content)
        let inputs = try ExchangeInputs.load(source.content, report: report)
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
            report.add([diagnostic])
            throw ExitCode(1)
        }
        // The reference strings' document, judged before either is written.
        let reference = page == nil ? try referenceDocument(report: report) : nil
        let translated = units.filter { !$0.fuzzy && !$0.string.isEmpty }.count
        let counts = "\(units.count) units, \(translated) translated, \(units.count - translated) needs review (stale or never accepted)"
        if verdict.writes || reference?.text != nil { try Terminal.failOn(UserFile.createFolder(output), report: report) }
        if verdict.writes {
            try Terminal.failOn(UserFile.write(text, to: path), report: report)
            report.say("Wrote \(path) (XLIFF \(xliffVersion.rawValue)): \(counts).")
        } else {
            report.say("\(path) is up to date (XLIFF \(xliffVersion.rawValue)): \(counts).")
        }
        if let reference {
            let referencePath = output + "/" + ReferenceExchange.fileName
            if let referenceText = reference.text {
                try Terminal.failOn(UserFile.write(referenceText, to: referencePath), report: report)
                report.say("Wrote \(referencePath): \(reference.summary).")
            } else {
                report.say("\(referencePath) is up to date: \(reference.summary).")
            }
        }
    }

    /// The reference catalog's document (nil text when the file there is already it), or
    /// nil when the project has no catalog. A document there that holds translations the
    /// catalog does not have yet is refused unless `--force`.
    private func referenceDocument(report: DiagnosticReport) throws -> (text: String?, summary: String)? {
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: source.content)
        if diagnostics.hasErrors {
            report.add(diagnostics)
            throw ExitCode(1)
        }
        guard let catalog else { return nil }
        let units = ReferenceExchange.units(catalog: catalog)
        let text = ReferenceExchange.document(units, version: xliffVersion)
        let translated = units.filter { $0.chinese != nil && !$0.stale }.count
        let summary = "\(units.count) reference strings, \(translated) translated, \(units.count - translated) stale or missing"
        let path = output + "/" + ReferenceExchange.fileName
        guard let existing = UserFile.existingBytes(path) else { return (text, summary) }
        if existing == Array(text.utf8) { return (nil, summary) }
        if !force, let catalogText = try? String(contentsOfFile: catalog.path, encoding: .utf8),
           let pending = ReferenceExchange.importPlan(Data(existing), path: path, catalog: catalog, catalogText: catalogText,
                                                      glossary: Glossary(entries: [])),
           !pending.changes.isEmpty {
            report.add([
                .error("xliff.unimported", at: FileLocation(file: path),
                       "\(path) holds \(pending.changes.count) translation(s) the catalog does not have; the export would lose them",
                       fix: "import it first (`duet xliff import \(path)`), or pass --force to replace it"),
            ])
            throw ExitCode(1)
        }
        return (text, summary)
    }
}

struct XLIFFImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the targets of an XLIFF 1.2 or 2.1 document back into content/zh, block by block, after checking every unit."
    )

    @OptionGroup var source: ProjectOptions

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
        if try importReferenceStrings(read.data, content: content, report: report) { return }
        let (_, plan) = XLIFFExchange.plan(read.data, path: document, content: content, lock: lock)
        try ContentChange.carryOut(plan, content: content, lock: lock, templatesDirectory: source.templates, dryRun: dryRun, report: report)
    }

    /// Imports the reference strings' document into `content/zh/reference.po`; false when
    /// the document is the pages'.
    private func importReferenceStrings(_ data: Data, content: Content, report: DiagnosticReport) throws -> Bool {
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: source.content)
        guard let catalog, !diagnostics.hasErrors,
              let catalogText = try? String(contentsOfFile: catalog.path, encoding: .utf8),
              let plan = ReferenceExchange.importPlan(data, path: document, catalog: catalog, catalogText: catalogText,
                                                      glossary: content.glossary) else {
            if diagnostics.hasErrors {
                report.add(diagnostics)
                Terminal.printError("Nothing was written.\n")
                throw ExitCode(1)
            }
            return false
        }
        report.add(plan.diagnostics)
        if plan.diagnostics.hasErrors {
            Terminal.printError("Nothing was written.\n")
            throw ExitCode(1)
        }
        for change in plan.changes {
            report.say("\(change.key): \(change.previousChinese.map { "“\($0)” → " } ?? "")“\(change.chinese)”")
        }
        let counts = "\(plan.changes.count) reference string(s), \(plan.unchanged) unchanged, \(plan.leftForReview) left for review (not written)"
        if dryRun {
            report.say("Would change \(counts); nothing was written (--dry-run).")
            return true
        }
        if !plan.changes.isEmpty {
            try Terminal.failOn(UserFile.write(try ReferenceExchange.applied(plan.changes, to: catalogText), to: catalog.path))
        }
        report.say("Changed \(counts) in \(ReferenceCatalog.relativePath).")
        return true
    }
}
