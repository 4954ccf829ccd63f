@testable import DuetCore
import Testing

@Suite("Loading a book's file names")
struct LoadedFileNamesTests {
    @Test("the file names of both languages are merged into one sorted list without repeats")
    func mergedNames() {
        #expect(ContentLoader.union([["01-a.md", "03-c.md", "05-e.md"], ["02-b.md", "03-c.md", "06-f.md"]])
                == ["01-a.md", "02-b.md", "03-c.md", "05-e.md", "06-f.md"])
        #expect(ContentLoader.union([[], ["a.md"]]) == ["a.md"])
        #expect(ContentLoader.union([["a.md", "b.md"], []]) == ["a.md", "b.md"])
        #expect(ContentLoader.union([]) == [])
        // As a set and a sort would give them, for names of any script.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let pool = ["页面.md", "a.md", "Z.md", "é.md", "10.md", "9.md", "ab.md", "b.md", "中文.md", "_x.md"]
            let lists = (0..<2).map { _ in Array(Set(pool.filter { _ in Bool.random(using: &generator) })).sorted() }
            #expect(ContentLoader.union(lists) == Set(lists.flatMap { $0 }).sorted())
        }
    }
}
