@testable import DuetSite
import DuetSupport
import DuetTestSupport
import Testing

/// Names sorted as bytes must come out exactly as `String` sorts them, since the cache
/// files and the manifest written in that order are compared byte for byte by tests.
@Suite("Sorting names")
struct NameSortingTests {
    init() { ShippedStrings.install() }

    let asciiNames = ["en/segues/index.html", "en/segues", "en", "", "en/segues-2/index.html", "zh/a", "en/Segues",
                      "en/segues/index.htm", "assets/style.css", "en/segues/", "404.html", "en/segues/index.html~"]

    @Test("ASCII names come out in String order: prefixes first, upper case before lower")
    func asciiOrder() {
        #expect(NameSorting.sorted(asciiNames) == asciiNames.sorted())
        #expect(NameSorting.sorted([]) == [])
    }

    @Test("names beyond ASCII go the String way, where canonically equal spellings sort together")
    func unicodeOrder() {
        let names = ["caf\u{E9}/index.html", "cafe\u{301}/a", "cafe/b", "中文/页", "cafz", "caf\u{E9}/a"]
        #expect(NameSorting.sorted(names) == names.sorted())
    }

    @Test("entries sorted by their names keep each name with its value, as a dictionary sorted by key does")
    func keyedEntries() {
        let entries = Dictionary(uniqueKeysWithValues: asciiNames.enumerated().map { ($1, $0) })
        let sorted = NameSorting.sorted(Array(entries), by: \.key)
        #expect(sorted.map(\.key) == entries.sorted(by: { $0.key < $1.key }).map(\.key))
        #expect(sorted.allSatisfy { entries[$0.key] == $0.value })
    }
}
