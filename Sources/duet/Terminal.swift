import DuetSupport
import Foundation

/// Output helpers: colour only when writing to a terminal and NO_COLOR is unset.
enum Terminal {
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var colourAllowed: Bool { stderrIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }

    /// Writes to standard error; a full or closed stream loses the text, never the exit
    /// status (`StandardStream`).
    static func printError(_ text: String) {
        StandardStream.error.write(text)
    }
}
