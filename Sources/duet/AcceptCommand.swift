import ArgumentParser
import DuetContent
import DuetSite

/// `duet accept <page>` / `duet accept --all`: record the current English of every
/// aligned block as translated, in `content/translations.lock`.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Record the current English as translated for a page's aligned blocks (updates translations.lock)."
    )

    @OptionGroup var source: ProjectOptions

    @Argument(help: "The page: its file name (01-adaptive-model.md) or its slug.")
    var page: String?

    @Flag(help: "Accept every page.")
    var all = false

    @Flag(help: "Remove lock lines for pages and blocks that no longer exist (reported by `duet check` as lock.orphan).")
    var prune = false

    @Flag(help: "Accept only the blocks whose English changed in punctuation or one word's spelling since they were accepted (listed as minor by `duet status`), in the named page or every page.")
    var minor = false

    func validate() throws {
        if all && page != nil { throw ValidationError("give a page or --all, not both") }
        if all && minor { throw ValidationError("--all accepts every block already; give --minor alone, or with a page") }
        if !all && page == nil && !prune && !minor { throw ValidationError("name a page (file name or slug), or pass --all, --minor or --prune") }
    }

    @OptionGroup var output: ReportOptions

    func run() throws {
        let report = DiagnosticReport(output.format)
        defer { report.flush() }
        // Held from before the content is read until the lock file is written.
        let projectLock = try ContentChange.lock(source.content, report: report)
        defer { projectLock.release() }
        let (content, diagnostics) = ContentLoader.load(directory: source.content)
        let errors = diagnostics.filter { $0.severity == .error }
        guard let content, errors.isEmpty else {
            report.add(errors.isEmpty ? diagnostics : errors)
            throw ExitCode(1)
        }
        if minor {
            let (loaded, lockDiagnostics) = TranslationLock.load(contentDirectory: content.directory)
            if lockDiagnostics.hasErrors {
                report.add(lockDiagnostics)
                throw ExitCode(1)
            }
            var lock = loaded
            let pairs = try page.map { [try PageArgument.pair(named: $0, in: content)] } ?? content.pairs
            let judge = EnglishEditJudge(content: content)
            let accepted = pairs.reduce(0) { $0 + TranslationAcceptance.acceptMinor($1, into: &lock, judge: judge) }
            if prune { lock = LockOrphanCheck.pruned(lock, content: content).lock }
            if lock != loaded { try write(lock, content: content, report: report) }
            report.say("Accepted \(accepted) block(s) with minor English edits in \(pairs.count) page(s).")
            return
        }
        if prune && !all && page == nil {
            let (loaded, lockDiagnostics) = TranslationLock.load(contentDirectory: content.directory)
            if lockDiagnostics.hasErrors {
                report.add(lockDiagnostics)
                throw ExitCode(1)
            }
            let (pruned, removed) = LockOrphanCheck.pruned(loaded, content: content)
            try write(pruned, content: content, report: report)
            report.say("Removed \(removed) line(s) for pages and blocks that no longer exist from translations.lock.")
            return
        }
        var lock: TranslationLock
        let pairs: [PagePair]
        if all {
            lock = TranslationLock()
            pairs = content.pairs
        } else {
            let (loaded, lockDiagnostics) = TranslationLock.load(contentDirectory: content.directory)
            if lockDiagnostics.hasErrors {
                report.add(lockDiagnostics)
                Terminal.printError("Fix translations.lock or run `duet accept --all` to rewrite it.\n")
                throw ExitCode(1)
            }
            lock = loaded
            pairs = [try PageArgument.pair(named: page!, in: content)]
        }
        var accepted = 0
        var skipped = 0
        for pair in pairs {
            let result = TranslationAcceptance.accept(pair, into: &lock)
            // A large book forgets each pair's trees once accepted, as the build does: kept,
            // 100,000 pairs held 11 GB while the change was checked.
            content.releaseTrees(of: [pair])
            accepted += result.accepted
            skipped += result.skipped
            if result.skipped > 0 {
                Terminal.printError("\(pair.fileName): \(result.skipped) block(s) not aligned with English were left untracked; run `duet check` to see why.\n")
            }
        }
        if prune { lock = LockOrphanCheck.pruned(lock, content: content).lock }
        try write(lock, content: content, report: report)
        report.say("Accepted \(accepted) block(s) in \(pairs.count) page(s)\(skipped > 0 ? "; \(skipped) left untracked" : "").")
    }

    /// Writes the lock and the accepted English as one change, checked as `duet check`
    /// would see the content after it.
    private func write(_ lock: TranslationLock, content: Content, report: DiagnosticReport) throws {
        let transaction = ContentTransaction(files: AcceptedEnglish.plannedFiles(lock, content: content))
        do {
            report.add(try transaction.commit(contentDirectory: content.directory, templatesDirectory: source.templates).diagnostics)
        } catch {
            throw ContentChange.refused(error, report: report)
        }
    }
}
