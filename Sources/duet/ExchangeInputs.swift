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

    static func load(_ directory: String) throws -> ExchangeInputs {
        let (content, diagnostics) = ContentLoader.load(directory: directory)
        guard let content, !diagnostics.hasErrors else {
            Terminal.printError(DiagnosticFormat.human.render(diagnostics))
            throw ExitCode(1)
        }
        let (lock, lockDiagnostics) = TranslationLock.load(contentDirectory: content.directory)
        if lockDiagnostics.hasErrors {
            Terminal.printError(DiagnosticFormat.human.render(lockDiagnostics))
            throw ExitCode(1)
        }
        let (previous, previousDiagnostics) = AcceptedEnglish.load(contentDirectory: content.directory)
        if !previousDiagnostics.isEmpty { Terminal.printError(DiagnosticFormat.human.render(previousDiagnostics)) }
        return ExchangeInputs(content: content, lock: lock, previous: previous)
    }
}
