import Foundation

/// A fixed number of slots that concurrent workers fill by index.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[index] }
        set { lock.lock(); storage[index] = newValue; lock.unlock() }
    }

    var values: [Value?] { lock.lock(); defer { lock.unlock() }; return storage }
}
