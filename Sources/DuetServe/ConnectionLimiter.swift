import Synchronization

/// Counts the connections being served, so that one over the limit is answered 503 at
/// once instead of waiting: a local preview that is full says so rather than hanging.
final class ConnectionLimiter: Sendable {
    private let limit: Int
    private let open = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a place if one is free; a caller that got one gives it back with `release()`.
    func admit() -> Bool {
        open.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func release() {
        open.withLock { $0 -= 1 }
    }
}
