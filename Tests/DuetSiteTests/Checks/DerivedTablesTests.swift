@testable import DuetContent
@testable import DuetSite
@testable import DuetSupport
import Foundation
import DuetTestSupport
import Testing

/// Checks run once per share of a book's pairs; what they derive from the glossary must be
/// made once per glossary, not once per call.
@Suite("Tables derived from a glossary")
struct DerivedTablesTests {
    init() { ShippedStrings.install() }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test("a table is made on first use and shared by every copy of the glossary, across threads")
    func madeOnce() {
        let glossary = Glossary(entries: [])
        let copy = glossary
        let made = Counter()
        let results = ParallelWork.map(64, jobs: 4) { index -> [Int] in
            let source = index.isMultiple(of: 2) ? glossary : copy
            return source.derived.table([Int].self) {
                made.increment()
                return [1, 2, 3]
            }
        }
        #expect(results.allSatisfy { $0 == [1, 2, 3] })
        // Two threads may both make it the first time; only one is kept, and no more are made.
        #expect(made.count >= 1 && made.count <= 4)
        _ = glossary.derived.table([Int].self) { made.increment(); return [] }
        let afterwards = made.count
        #expect(glossary.derived.table([Int].self) { made.increment(); return [] } == [1, 2, 3])
        #expect(made.count == afterwards)
    }

    @Test("another glossary has its own tables")
    func separateGlossaries() {
        let first = Glossary(entries: [])
        let second = Glossary(entries: [])
        #expect(first.derived.table(String.self) { "first" } == "first")
        #expect(second.derived.table(String.self) { "second" } == "second")
        #expect(first.derived.table(String.self) { "again" } == "first")
    }
}
