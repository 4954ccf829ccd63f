@testable import DuetCore
import Testing

@Suite("Stable hashes for cache keys")
struct StableHasherTests {
    @Test("an empty hash is the two FNV-1a offset bases, each as 16 hex digits")
    func emptyHash() {
        #expect(StableHasher().hex == "cbf29ce484222325" + "6c62272e07bb0142")
    }

    @Test("a key is 32 lowercase hex digits, the same for the same input and different for a different one")
    func keys() {
        var first = StableHasher()
        first.combine("ab")
        first.combine("c")
        var again = StableHasher()
        again.combine("ab")
        again.combine("c")
        var moved = StableHasher()
        moved.combine("a")
        moved.combine("bc")
        #expect(first.hex == again.hex)
        #expect(first.hex != moved.hex)
        for key in [first.hex, moved.hex] {
            #expect(key.utf8.count == 32)
            #expect(key.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) })
        }
    }
}
