import ArgumentParser
import DuetContent

extension Terminal {
    /// Prints the diagnostic and ends the command with exit status 1; does nothing for
    /// nil. For the writes of files a user names (`UserFile`), whose failure is the last
    /// thing the command says.
    static func failOn(_ diagnostic: Diagnostic?) throws {
        guard let diagnostic else { return }
        printError(DiagnosticFormat.human.render([diagnostic]))
        throw ExitCode(1)
    }

    /// The same, reported in the command's `--format`.
    static func failOn(_ diagnostic: Diagnostic?, report: DiagnosticReport) throws {
        guard let diagnostic else { return }
        report.add([diagnostic])
        throw ExitCode(1)
    }
}
