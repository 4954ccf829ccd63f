import ArgumentParser
import DuetCore

/// What every command that changes the content does around the change: take the project
/// lock before reading anything, and print why nothing was written when the change is
/// refused (its checks found a problem, or a write failed) with exit status 1.
enum ContentChange {
    /// The project lock of a content folder, or exit 1 with the reason.
    static func lock(_ contentDirectory: String) throws -> ProjectLock {
        switch ProjectLock.acquire(contentDirectory: contentDirectory) {
        case .success(let lock): return lock
        case .failure(let refusal):
            Terminal.printError(DiagnosticFormat.human.render([refusal], colour: Terminal.colourAllowed))
            throw ExitCode(1)
        }
    }

    /// Prints a refusal and exits 1.
    static func refused(_ refusal: ContentTransaction.Refused) -> ExitCode {
        Terminal.printError(DiagnosticFormat.human.render(refusal.diagnostics.sortedForOutput(), colour: Terminal.colourAllowed))
        Terminal.printError("Nothing was written.\n")
        return ExitCode(1)
    }

    /// Prints what the checks said of a change that was written (warnings only).
    static func printFindings(_ diagnostics: [Diagnostic]) {
        if !diagnostics.isEmpty { Terminal.printError(DiagnosticFormat.human.render(diagnostics, colour: Terminal.colourAllowed)) }
    }
}
