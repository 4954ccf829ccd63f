import DuetSupport
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
/// - `DUET_TEST_OUTPUT_FAULT=<operation>:<errno>[:<n>]` makes the nth (first) time of one
///   operation on the output fail with that error number, as a mount point (`swap:16`,
///   EBUSY), a read-only file system (`stage:30`, EROFS) or a full disk half-way through
///   an in-place commit (`move:28:3`) would; the tests run as root, which no permission
///   stops. Operations: `stage` (make the staging folder), `swap` (replace the output
///   whole), `move` (move a staged file into the output in place).
/// - `DUET_TEST_SWAP_OUTPUT_AT_COMMIT_STEP=N:<output>:<folder>` renames the output to
///   `<output>.moved` and puts a link to `<folder>` at its path just before the commit's
///   Nth file operation, as anyone who can write the output's parent could; the swap
///   specification steps N through both commits (OutputSwapTests).
enum CommitFaults {
    private static let killAt: Int? = ProcessInfo.processInfo.environment["DUET_TEST_KILL_AT_COMMIT_STEP"].flatMap { Int($0) }

    private static let swapAt: (step: Int, output: String, victim: String)? = {
        guard let parts = ProcessInfo.processInfo.environment["DUET_TEST_SWAP_OUTPUT_AT_COMMIT_STEP"]?.split(separator: ":", maxSplits: 2),
              parts.count == 3, let step = Int(parts[0]) else { return nil }
        return (step, String(parts[1]), String(parts[2]))
    }()

    private static let fault: (operation: String, code: Int32, nth: Int)? = {
        guard let parts = ProcessInfo.processInfo.environment["DUET_TEST_OUTPUT_FAULT"]?.split(separator: ":"),
              parts.count >= 2, let code = Int32(parts[1]) else { return nil }
        return (String(parts[0]), code, parts.count > 2 ? Int(parts[2]) ?? 1 : 1)
    }()

    private static let faultCounter = StepCounter()

    private static let counter = StepCounter()

    /// Called just before each file operation of a commit.
    static func step() {
        guard killAt != nil || swapAt != nil else { return }
        let step = counter.next()
        if let killAt, step >= killAt { kill(getpid(), SIGKILL) }
        if let swapAt, step == swapAt.step {
            rename(swapAt.output, swapAt.output + ".moved")
            symlink(swapAt.victim, swapAt.output)
        }
    }

    /// The error number `operation` must fail with, if a specification asked for one.
    static func injectedError(_ operation: String) -> Int32? {
        guard let fault, fault.operation == operation else { return nil }
        return faultCounter.next() == fault.nth ? fault.code : nil
    }
}
