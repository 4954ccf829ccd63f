import ArgumentParser
import DuetCore
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

    @Option(help: "The folder for the catalogs.")
    var output = "po"

    @Option(help: "Only this page (its file name).")
    var page: String?

    @Flag(help: "Replace catalogs that differ from this export (they may hold work not yet imported).")
    var force = false

    func run() throws {
        let inputs = try ExchangeInputs.load(source.content)
        let (catalog, template) = POExchange.export(inputs.content, lock: inputs.lock, previous: inputs.previous, page: page)
        let files = [("zh.po", catalog.serialized()), ("duet.pot", template.serialized())].map { (output + "/" + $0.0, $0.1) }
        // Both are checked before either is written, so a refusal leaves both as they were.
        for (path, text) in files {
            if let existing = UserFile.existingBytes(path), existing != Array(text.utf8), !force {
                Terminal.printError("\(path):1:1: error: exists and differs from this export; import it first (`duet po import \(path)`) or pass --force [duet.po.would-overwrite]\n")
                throw ExitCode(1)
            }
        }
        try Terminal.failOn(UserFile.createFolder(output))
        for (path, text) in files { try Terminal.failOn(UserFile.write(text, to: path)) }
        let fuzzy = catalog.entries.filter(\.fuzzy).count
        print("Wrote \(output)/zh.po and \(output)/duet.pot: \(catalog.entries.count) entries, \(fuzzy) fuzzy (stale or never accepted).")
    }
}

struct POImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the translations of a PO catalog back into content/zh, block by block, after checking every entry."
    )

    @OptionGroup var source: ContentOptions

    @Argument(help: "The catalog, e.g. po/zh.po.")
    var catalog: String

    @Flag(help: "Show what would change without writing anything.")
    var dryRun = false

    func run() throws {
        let (parsed, parseDiagnostics) = POCatalog.read(path: catalog)
        // Held from before the content is read until its files are written: a second
        // import at the same time waits, then reads what this one wrote.
        let projectLock = try ContentChange.lock(source.content)
        defer { projectLock.release() }
        let (content, diagnostics) = ContentLoader.load(directory: source.content)
        let (lock, lockDiagnostics) = TranslationLock.load(contentDirectory: source.content)
        let early = parseDiagnostics + diagnostics + lockDiagnostics
        guard let parsed, let content, !early.hasErrors else {
            Terminal.printError(DiagnosticFormat.human.render(early))
            Terminal.printError("Nothing was written.\n")
            throw ExitCode(1)
        }
        let plan = POExchange.plan(parsed, path: catalog, content: content, lock: lock)
        if !plan.diagnostics.isEmpty { Terminal.printError(DiagnosticFormat.human.render(plan.diagnostics)) }
        if plan.diagnostics.hasErrors {
            Terminal.printError("Nothing was written.\n")
            throw ExitCode(1)
        }
        if dryRun {
            for replacement in plan.replacements {
                print("\(replacement.path):\(replacement.firstLine)")
                for line in replacement.oldText.split(separator: "\n", omittingEmptySubsequences: false) { print("- " + line) }
                for line in replacement.newText.split(separator: "\n", omittingEmptySubsequences: false) { print("+ " + line) }
            }
            // The same checks a real import runs, so a dry run says whether it would be refused.
            let findings: ChangeCheck.Findings
            do {
                findings = try POExchange.transaction(plan, content: content, lock: lock)
                    .check(contentDirectory: content.directory, templatesDirectory: source.templates)
            } catch {
                throw ContentChange.refused(error)
            }
            ContentChange.printFindings(findings.all)
            if findings.refuses {
                Terminal.printError("The import would be refused; nothing written (--dry-run).\n")
                throw ExitCode(1)
            }
            print("Would change \(plan.replacements.count) block(s) and accept \(plan.accepted.count); nothing written (--dry-run).")
            return
        }
        do {
            let outcome = try POExchange.apply(plan, content: content, lock: lock, templatesDirectory: source.templates)
            ContentChange.printFindings(outcome.diagnostics)
        } catch {
            throw ContentChange.refused(error)
        }
        print("Changed \(plan.replacements.count) block(s), accepted \(plan.accepted.count), \(plan.unchanged) unchanged.")
    }
}
