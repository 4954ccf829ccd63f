import DuetSupport
import Foundation

/// The hook through which specifications stop a real content commit (an import, an
/// acceptance) at an exact file operation: `DUET_TEST_KILL_AT_CONTENT_STEP=N` kills the
/// process (SIGKILL, as a power cut or `kill -9` would) just before the Nth file operation
/// of the commit or of a recovery: every journal write, temporary, kept name, rename and
/// removal. Read once from the environment; does nothing when unset.
enum ContentCommitFaults {
    private static let killAt: Int? = ProcessInfo.processInfo.environment["DUET_TEST_KILL_AT_CONTENT_STEP"].flatMap { Int($0) }

    private static let counter = StepCounter()

    /// Called just before each file operation.
    static func step() {
        guard let killAt else { return }
        if counter.next() >= killAt { kill(getpid(), SIGKILL) }
    }
}
