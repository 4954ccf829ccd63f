import Foundation

/// Counts finished pages across worker threads and passes the count to the build's
/// progress callback, if there is one.
final class ProgressCounter: @unchecked Sendable {
    private let report: (@Sendable (Int, Int) -> Void)?
    private let total: Int
    private var done = 0
    private let lock = NSLock()

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func pageFinished() {
        guard let report else { return }
        lock.lock()
        done += 1
        let now = done
        lock.unlock()
        report(now, total)
    }
}
