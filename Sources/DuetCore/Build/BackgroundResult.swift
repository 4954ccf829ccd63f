import Foundation

/// Work started on a thread of its own, whose result is waited for where it is needed:
/// for a step that would otherwise keep one core busy while the other waits.
final class BackgroundResult<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?
    /// Set by the first reader once the work is done, so later reads take only the lock.
    private var finished = false
    private let lock = NSLock()

    /// `yielding` work runs at a lower priority (nice 10): work needed only some steps
    /// later (the lock, the previous build's manifest) then takes a core only when the
    /// steps before it leave one free, instead of slowing them on a two-core machine. A
    /// step that waits for it leaves it the core, so it never waits long.
    init(yielding: Bool = false, _ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            if yielding { Self.yieldToOtherThreads() }
            result = work()
            done.signal()
        }
        // As deep as the main thread's, for parsers that recurse on nested input.
        thread.stackSize = 16 << 20
        thread.start()
    }

    private static func yieldToOtherThreads() {
        #if os(Linux)
        // On Linux a thread has a nice value of its own, and 0 names the calling thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
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
