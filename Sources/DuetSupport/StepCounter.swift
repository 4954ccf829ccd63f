import Foundation

/// A count shared by every thread of the process, for the test hooks that stop a commit at
/// its Nth file operation (the output's `CommitFaults`, the content's
/// `ContentCommitFaults`): each operation asks for the next number.
package final class StepCounter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    package init() {}

    /// 1 for the first call, then 2, 3, ...
    package func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
