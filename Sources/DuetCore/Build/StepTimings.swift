import Foundation

/// Wall time per build step on standard error when `DUET_STEP_TIMES=1`, with the peak resident
/// memory so far, for profiling a build without a profiler: it says which step to
/// look at before any guessing.
final class StepTimings: @unchecked Sendable {
    private var started = DispatchTime.now()
    private var lines: [String] = []
    private let lock = NSLock()

    static func fromEnvironment() -> StepTimings? {
        ProcessInfo.processInfo.environment["DUET_STEP_TIMES"] == "1" ? StepTimings() : nil
    }

    func start() { started = DispatchTime.now() }

    func stop(_ name: String) { record(name, since: started) }

    /// Thread-safe, for work timed on several threads at once.
    func record(_ name: String, since start: DispatchTime) {
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        lock.lock()
        lines.append(String(format: "%9.1f ms %6d MiB  ", milliseconds, Self.residentMebibytes()) + name)
        lock.unlock()
    }

    /// The most memory the process has held so far (peak resident set), in MiB.
    static func residentMebibytes() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return usage.ru_maxrss >> 10
    }

    func print() {
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
