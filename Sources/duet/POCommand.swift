import ArgumentParser
import DuetContent
import DuetExchange
import Foundation

/// `duet po export` / `duet po import`: gettext catalogs for translators' tools.
struct POCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "po",
        abstract: "Exchange translations as gettext PO catalogs (one entry per aligned block).",
        subcommands: [POExportCommand.self, POImportCommand.self]
    )
}

struct POExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write po/zh.po and po/duet.pot: one entry per aligned block, with glossary terms, code spans and stale blocks marked."
    )

    @OptionGroup var source: ContentOptions

    @Option(name: [.customShort("o"), .long], help: "The folder for the catalogs.")
    var output = "po"

    @Option(help: "Only this page: its file name (01-adaptive-model.md) or its slug.")
    var page: String?

    func validate() throws {
        try PathArgument.requireNonEmpty(output, option: "--output")
        if let page { try PathArgument.requireNonEmpty(page, option: "--page") }
    }

    @OptionGroup var reporting: ReportOptions

    @Flag(help: "Write over entries that hold translations the content does not have (work not yet imported); the rest of the catalog is still merged.")
    var force = false

    func run() throws {
        let report = DiagnosticReport(reporting.format)
        defer { report.flush() }
        try ContentChange.recoverAbandoned(source.content)
        let inputs = try ExchangeInputs.load(source.content, report: report)
        let page = try self.page.map { try PageArgument.pair(named: $0, in: inputs.content).fileName }
        let (catalog, template) = POExchange.export(inputs.content, lock: inputs.lock, previous: inputs.previous, page: page)
        // One page's export is judged against the whole content's translations.
        let whole = page == nil ? nil : POExchange.export(inputs.content, lock: inputs.lock, previous: inputs.previous).catalog
        let files = [("zh.po", catalog), ("duet.pot", template)].map { (output + "/" + $0.0, $0.1) }
        // Both are judged before either is written, so a refusal leaves both as they were.
        // The translator's catalog is merged into, keeping their header, comments, flags,
        // order and wrapping; the template is duet's own and written whole. A merge that
        // comes out as the file's own bytes writes nothing.
        var texts: [String?] = []
        for (path, exported) in files {
            let existing = UserFile.existingBytes(path)
            let verdict = force ? .replace : exported.verdict(existing: existing, path: path, content: whole)
            if case .refuse(let diagnostic) = verdict {
                report.add([diagnostic])
                throw ExitCode(1)
            }
            let text = !verdict.writes ? nil : path.hasSuffix(".po") ? exported.text(over: existing, pages: page.map { [$0] }) : exported.serialized()
            texts.append(text.flatMap { Array($0.utf8) == existing ? nil : $0 })
        }
        let translated = catalog.entries.filter { !$0.fuzzy && !$0.string.isEmpty }.count
        let counts = "\(catalog.entries.count) entries, \(translated) translated, \(catalog.entries.count - translated) fuzzy (stale or never accepted)"
        guard texts.contains(where: { $0 != nil }) else {
            report.say("\(output)/zh.po and \(output)/duet.pot are up to date: \(counts).")
            return
        }
        try Terminal.failOn(UserFile.createFolder(output), report: report)
        for ((path, _), text) in zip(files, texts) {
            if let text { try Terminal.failOn(UserFile.write(text, to: path), report: report) }
        }
        let written = zip(files, texts).filter { $0.1 != nil }.map(\.0.0)
        report.say("Wrote \(written.joined(separator: " and "))\(written.count < files.count ? " (the other is up to date)" : ""): \(counts).")
    }
}

struct POImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the translations of a PO catalog back into content/zh, block by block, after checking every entry."
    )

    @OptionGroup var source: ProjectOptions

    @Argument(help: "The catalog, e.g. po/zh.po.")
    var catalog: String

    @Flag(help: "Show what would change without writing anything.")
    var dryRun = false

    @OptionGroup var output: ReportOptions

    func run() throws {
        let report = DiagnosticReport(output.format)
        defer { report.flush() }
        let (parsed, parseDiagnostics) = POCatalog.readForImport(path: catalog)
        // Held from before the content is read until its files are written: a second
        // import at the same time waits, then reads what this one wrote.
        let projectLock = try ContentChange.lock(source.content, report: report)
        defer { projectLock.release() }
        let (content, diagnostics) = ContentLoader.load(directory: source.content)
        let (lock, lockDiagnostics) = TranslationLock.load(contentDirectory: source.content)
        // The catalog's own syntax errors do not stop the other entries from being checked:
        // one run reports everything (see `POCatalog.readForImport`).
        let early = diagnostics + lockDiagnostics
        guard let parsed, let content, !early.hasErrors else {
            report.add(parseDiagnostics + early)
            Terminal.printError("Nothing was written.\n")
            throw ExitCode(1)
        }
        var plan = POExchange.plan(parsed, path: catalog, content: content, lock: lock)
        plan.diagnostics = parseDiagnostics + early + plan.diagnostics
        try ContentChange.carryOut(plan, content: content, lock: lock, templatesDirectory: source.templates, dryRun: dryRun, report: report)
    }
}
