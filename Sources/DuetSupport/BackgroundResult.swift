import Foundation

/// Work started on a thread of its own, whose result is waited for where it is needed:
/// for a step that would otherwise keep one core busy while the other waits.
package final class BackgroundResult<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?
    /// Set by the first reader once the work is done, so later reads take only the lock.
    private var finished = false
    private let lock = NSLock()

    /// `yielding` work runs at a lower priority (nice 10): work needed only some steps
    /// later (the lock, the previous build's manifest) then takes a core only when the
    /// steps before it leave one free, instead of slowing them on a two-core machine. A
    /// step that waits for it leaves it the core, so it never waits long.
    package convenience init(yielding: Bool = false, _ work: @escaping @Sendable () -> Value) {
        self.init(priority: yielding ? .yielding : .normal, work)
    }

    /// Work that only saves time at the very end (the output's folder times, at the
    /// commit) runs only on a core nothing else wants (Linux's idle scheduling class): at
    /// nice 10 it still took a tenth of a core from loading the content. On a machine kept
    /// busy by other work it may not run at all, so it must take no lock another thread
    /// waits for, and its result is read with `valueIfDone`.
    package convenience init(whenIdle work: @escaping @Sendable () -> Value) {
        self.init(priority: .idle, work)
    }

    private enum Priority { case normal, yielding, idle }

    private init(priority: Priority, _ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            switch priority {
            case .normal: break
            case .yielding: Self.yieldToOtherThreads()
            case .idle: Self.runOnlyWhenIdle()
            }
            result = work()
            done.signal()
        }
        // As deep as the main thread's, for parsers that recurse on nested input.
        thread.stackSize = 16 << 20
        thread.start()
    }

    private static func runOnlyWhenIdle() {
        #if os(Linux)
        var parameters = sched_param()
        parameters.sched_priority = 0
        // 0 names the calling thread; SCHED_IDLE (5) is not exported to Swift by Glibc.
        if sched_setscheduler(0, 5, &parameters) != 0 { yieldToOtherThreads() }
        #endif
    }

    private static func yieldToOtherThreads() {
        #if os(Linux)
        // On Linux a thread has a nice value of its own, and 0 names the calling thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }

    /// The work's result if it is done, without waiting: for work whose result saves time
    /// only when it is ready (see `init(whenIdle:)`).
    package var valueIfDone: Value? {
        lock.lock()
        defer { lock.unlock() }
        if !finished {
            guard done.wait(timeout: .now()) == .success else { return nil }
            finished = true
        }
        return result!
    }

    /// The work's result, waiting for it if it is not done yet; any thread may read it, any
    /// number of times.
    package var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if !finished {
            done.wait()
            finished = true
        }
        return result!
    }
}
