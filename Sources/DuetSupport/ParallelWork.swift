import Foundation

/// Runs independent pieces of work on up to `jobs` threads and returns their results in
/// input order, so output never depends on scheduling. `jobs == 1` runs everything on the
/// calling thread, which is how `--jobs 1` proves the parallel build changes nothing.
public enum ParallelWork {
    /// The default for `--jobs`: every core the system lets this process use.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The most threads any `--jobs` gets. More than a few per core only adds contention,
    /// and a number this size keeps every sum and product of job counts (shares of work,
    /// chunk sizes) far from overflowing whatever a user types.
    public static let maximumJobs = 256

    /// `jobs` brought into 1...`maximumJobs`.
    public static func clamped(_ jobs: Int) -> Int { min(max(1, jobs), maximumJobs) }

    public static func map<Value>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        if count == 0 { return [] }
        let workers = min(max(1, jobs), count)
        if workers == 1 { return (0..<count).map(body) }
        let slots = ResultSlots<Value>(count: count)
        let next = IndexDispenser()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) {
                slots[index] = body(index)
            }
        }
        return slots.values.map { $0! }
    }

    public static func map<Element: Sendable, Value>(_ elements: [Element], jobs: Int, _ body: @Sendable (Element) -> Value) -> [Value] {
        map(elements.count, jobs: jobs) { body(elements[$0]) }
    }
}

/// Hands out indices 0, 1, 2, ... to workers, one at a time, so a slow item does not hold
/// back a whole pre-assigned chunk.
private final class IndexDispenser: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
