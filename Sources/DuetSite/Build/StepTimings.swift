import DuetSupport
import Foundation

/// Wall time per build step on standard error when `DUET_STEP_TIMES=1`, with the CPU time
/// the process spent in it (all threads: more than the wall time when both cores worked,
/// less when a step waited) and the peak resident memory so far, for profiling a build
/// without a profiler: it says which step to look at before any guessing.
final class StepTimings: @unchecked Sendable {
    private var started = DispatchTime.now()
    private var startedCPU = StepTimings.cpuMilliseconds()
    private var lines: [String] = []
    private let lock = NSLock()

    static func fromEnvironment() -> StepTimings? {
        ProcessInfo.processInfo.environment["DUET_STEP_TIMES"] == "1" ? StepTimings() : nil
    }

    func start() {
        started = DispatchTime.now()
        startedCPU = Self.cpuMilliseconds()
    }

    func stop(_ name: String) {
        let cpu = Self.cpuMilliseconds() - startedCPU
        record(name, since: started, cpu: cpu)
    }

    /// Thread-safe, for work timed on several threads at once.
    /// Work timed on another thread has no CPU time of its own (the process's counts every thread).
    func record(_ name: String, since start: DispatchTime, cpu: Double? = nil) {
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        let cpuColumn = cpu.map { String(format: "%9.1f cpu", $0) } ?? String(repeating: " ", count: 13)
        lock.lock()
        lines.append(String(format: "%9.1f ms ", milliseconds) + cpuColumn + String(format: " %6d MiB  ", Self.residentMebibytes()) + name)
        lock.unlock()
    }

    /// User and system time of the whole process so far.
    static func cpuMilliseconds() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }

    /// The most memory the process has held so far (peak resident set), in MiB.
    static func residentMebibytes() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return usage.ru_maxrss >> 10
    }

    func print() {
        StandardStream.error.write(lines.joined(separator: "\n") + "\n")
    }
}
