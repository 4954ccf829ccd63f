import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hooks through which specifications stop or fail a real `duet build` at an exact point
/// of its commit; both are read once from the environment and do nothing when unset.
///
/// - `DUET_TEST_KILL_AT_COMMIT_STEP=N` kills the process (SIGKILL, as a power cut or
///   `kill -9` would) just before the commit's Nth file operation: every rename, link,
///   deletion and list written from the moment the previous manifest is set aside. The
///   kill specification steps N through the whole commit (KilledBuildTests).
/// - `DUET_TEST_OUTPUT_FAULT=<operation>:<errno>` makes one operation on the output fail
///   with that error number, as a mount point (`swap:16`, EBUSY) or a read-only file
///   system (`stage:30`, EROFS) would; the tests run as root, which no permission stops.
enum CommitFaults {
    private static let killAt: Int? = ProcessInfo.processInfo.environment["DUET_TEST_KILL_AT_COMMIT_STEP"].flatMap { Int($0) }

    private static let fault: (operation: String, code: Int32)? = {
        guard let text = ProcessInfo.processInfo.environment["DUET_TEST_OUTPUT_FAULT"],
              let colon = text.firstIndex(of: ":"), let code = Int32(text[text.index(after: colon)...]) else { return nil }
        return (String(text[..<colon]), code)
    }()

    private static let counter = StepCounter()

    /// Called just before each file operation of a commit.
    static func step() {
        guard let killAt else { return }
        if counter.next() >= killAt { kill(getpid(), SIGKILL) }
    }

    /// The error number `operation` must fail with, if a specification asked for one.
    static func injectedError(_ operation: String) -> Int32? {
        guard let fault, fault.operation == operation else { return nil }
        return fault.code
    }

    private final class StepCounter: @unchecked Sendable {
        private var count = 0
        private let lock = NSLock()
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }
}
