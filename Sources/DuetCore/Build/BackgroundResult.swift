import Foundation

/// Work started on a thread of its own, whose result is waited for where it is needed:
/// for a step that would otherwise keep one core busy while the other waits.
final class BackgroundResult<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?
    /// Set by the first reader once the work is done, so later reads take only the lock.
    private var finished = false
    private let lock = NSLock()

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        // As deep as the main thread's, for parsers that recurse on nested input.
        thread.stackSize = 16 << 20
        thread.start()
    }

    /// The work's result, waiting for it if it is not done yet; any thread may read it, any
    /// number of times.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if !finished {
            done.wait()
            finished = true
        }
        return result!
    }
}
