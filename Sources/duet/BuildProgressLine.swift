import Foundation

/// "pages 812/20000" on one rewritten line of standard error while a long build renders.
/// Only on a terminal: nothing when standard error is a file or pipe, or when `CI` is set,
/// so logs stay clean.
final class BuildProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var lastShown = -1
    private var shown = false

    static func forStandardError() -> BuildProgressLine? {
        guard Terminal.stderrIsTerminal, ProcessInfo.processInfo.environment["CI"] == nil else { return nil }
        return BuildProgressLine()
    }

    /// Redraws at most once per percent, so a fast build does not spend its time printing.
    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let step = max(1, total / 100)
        guard done == total || done - lastShown >= step else { return }
        lastShown = done
        shown = true
        Terminal.printError("\rpages \(done)/\(total)")
    }

    /// Clears the line so the diagnostics and summary start at the left edge.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { Terminal.printError("\r\u{1B}[K") }
    }
}
