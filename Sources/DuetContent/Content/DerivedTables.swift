import Foundation

/// Tables derived from a value once and shared by every copy of it.
///
/// Checks run on shares of a book's pairs (see `CheckCache`), and each call would otherwise
/// rebuild what it derives from the glossary: the English term finder alone takes
/// milliseconds, paid again for every share of every batch in a large book.
package final class DerivedTables: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [ObjectIdentifier: Any] = [:]

    /// The table of type `T`, made by `make` on first use.
    package func table<T>(_ type: T.Type, make: () -> T) -> T {
        lock.lock()
        if let known = tables[ObjectIdentifier(type)] as? T {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[ObjectIdentifier(type)] as? T { return known }
        tables[ObjectIdentifier(type)] = made
        return made
    }
}
