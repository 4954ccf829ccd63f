import ArgumentParser
import DuetContent

/// What an export (`duet po export`, `duet xliff export`) reads before it writes anything:
/// the content, the lock and the English accepted with it. An error in the content or the
/// lock ends the command with its diagnostics; a warning about the accepted English is
/// printed and the export goes on without the previous text it could not trust.
struct ExchangeInputs {
    let content: Content
    let lock: TranslationLock
    let previous: AcceptedEnglish

    static func load(_ directory: String, report: DiagnosticReport) throws -> ExchangeInputs {
        let (content, diagnostics) = ContentLoader.load(directory: directory)
        guard let content, !diagnostics.hasErrors else {
            report.add(diagnostics)
            throw ExitCode(1)
        }
        let (lock, lockDiagnostics) = TranslationLock.load(contentDirectory: content.directory)
        if lockDiagnostics.hasErrors {
            report.add(lockDiagnostics)
            throw ExitCode(1)
        }
        let (previous, previousDiagnostics) = AcceptedEnglish.load(contentDirectory: content.directory)
        report.add(previousDiagnostics)
        return ExchangeInputs(content: content, lock: lock, previous: previous)
    }
}

/// `--page` of the exports and the page argument of `duet accept`: a file name
/// (`01-adaptive-model.md`, with or without `.md`) or a slug, the same way on every
/// command. A name no page has is an error that lists the pages; an export for it would
/// otherwise be an empty catalog written over a full one.
enum PageArgument {
    static func pair(named name: String, in content: Content) throws -> PagePair {
        if let pair = TranslationAcceptance.pair(named: name, in: content) { return pair }
        let names = content.pairs.map(\.fileName)
        Terminal.printError("error: no page named `\(name)`; give a page's file name or slug: \(names.joined(separator: ", "))\n")
        throw ExitCode(1)
    }
}
