import ArgumentParser
import DuetContent
import DuetSite
import DuetExchange

/// What every command that changes the content does around the change: take the project
/// lock before reading anything, and print why nothing was written when the change is
/// refused (its checks found a problem, or a write failed) with exit status 1.
enum ContentChange {
    /// The project lock of a content folder, or exit 1 with the reason.
    static func lock(_ contentDirectory: String, report: DiagnosticReport = DiagnosticReport()) throws -> ProjectLock {
        switch ProjectLock.acquire(contentDirectory: contentDirectory) {
        case .success(let lock):
            if let recovery = lock.recovery { Terminal.printError("note: \(recovery.note)\n") }
            return lock
        case .failure(let refusal):
            report.add([refusal])
            throw ExitCode(1)
        }
    }

    /// Before a command reads the content without changing it: a change an earlier
    /// command left half-done is finished or undone (`ContentJournal`), and said; a journal
    /// duet cannot act on stops the command with exit 1.
    static func recoverAbandoned(_ contentDirectory: String, report: DiagnosticReport = DiagnosticReport()) throws {
        switch ProjectLock.recoverAbandonedChange(contentDirectory: contentDirectory) {
        case .success(let recovery):
            if let recovery { Terminal.printError("note: \(recovery.note)\n") }
        case .failure(let refusal):
            report.add([refusal])
            throw ExitCode(1)
        }
    }

    /// Prints a refusal and exits 1.
    static func refused(_ refusal: WriteRefused, report: DiagnosticReport = DiagnosticReport()) -> ExitCode {
        report.add(refusal.diagnostics.sortedForOutput())
        Terminal.printError("Nothing was written.\n")
        return ExitCode(1)
    }

    /// Prints what the checks said of a change that was written (warnings only).
    static func printFindings(_ diagnostics: [Diagnostic], report: DiagnosticReport = DiagnosticReport()) {
        report.add(diagnostics)
    }

    /// The end of `duet po import` and `duet xliff import`, once the catalog is planned:
    /// print the plan's problems, and either show the change and the checks it would
    /// pass or fail (`--dry-run`), or carry it out as one transaction.
    static func carryOut(_ plan: POExchange.ImportPlan, content: Content, lock: TranslationLock,
                         templatesDirectory: String, dryRun: Bool, report: DiagnosticReport) throws {
        if plan.diagnostics.hasErrors {
            // The entries that passed are still checked as `duet check` would see the
            // pages after them (links, alignment, style), so one run reports everything.
            var passed = plan
            passed.diagnostics = []
            let findings = (try? POExchange.transaction(passed, content: content, lock: lock)
                .check(contentDirectory: content.directory, templatesDirectory: templatesDirectory))?.introduced ?? []
            report.add((plan.diagnostics + findings).sortedForOutput())
            Terminal.printError("Nothing was written.\n")
            throw ExitCode(1)
        }
        report.add(plan.diagnostics)
        if dryRun {
            // Each block that would change, as a word diff (each Han character a word):
            // `[-removed-]{+added+}`, so a one-character fix is seen in a long paragraph.
            for replacement in plan.replacements {
                report.say("\(replacement.path):\(replacement.firstLine)")
                let diff = WordDiff.text(replacement.oldText, replacement.newText, keepingLines: true)
                for line in diff.split(separator: "\n", omittingEmptySubsequences: false) { report.say("  " + line) }
            }
            // The same checks a real import runs, so a dry run says whether it would be refused.
            let findings: ChangeCheck.Findings
            do {
                findings = try POExchange.transaction(plan, content: content, lock: lock)
                    .check(contentDirectory: content.directory, templatesDirectory: templatesDirectory)
            } catch {
                throw ContentChange.refused(error, report: report)
            }
            report.add(findings.all)
            if findings.refuses {
                Terminal.printError("The import would be refused; nothing written (--dry-run).\n")
                throw ExitCode(1)
            }
            report.say("Would change \(plan.replacements.count) block(s), accept \(plan.accepted.count), withdraw \(plan.withdrawn.count) and mark \(plan.markedForReview.count) for review; nothing written (--dry-run).")
            return
        }
        do {
            let outcome = try POExchange.apply(plan, content: content, lock: lock, templatesDirectory: templatesDirectory)
            report.add(outcome.diagnostics)
        } catch {
            throw ContentChange.refused(error, report: report)
        }
        report.say(plan.summary)
    }
}
