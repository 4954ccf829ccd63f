@testable import DuetSite
import DuetSupport
import DuetTestSupport
import Testing

@Suite("Stable hashes for cache keys")
struct StableHasherTests {
    init() { ShippedStrings.install() }

    @Test("an empty hash is the two offset bases, each as 16 hex digits")
    func emptyHash() {
        #expect(StableHasher().hex == "cbf29ce484222325" + "6c62272e07bb0142")
    }

    @Test("a change of any one byte of a long text, or of its length, changes the key; bytes and strings agree")
    func everyByteCounts() {
        let text = String(repeating: "size classes 尺寸类别 ", count: 7) + "tail"
        var original = StableHasher()
        original.combine(text)
        var keys: Set<String> = [original.hex]
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            var hasher = StableHasher()
            hasher.combine(String(decoding: changed, as: UTF8.self))
            keys.insert(hasher.hex)
        }
        #expect(keys.count == bytes.count + 1, "every one-byte change gives a key of its own")
        var shorter = StableHasher()
        shorter.combine(String(text.dropLast()))
        #expect(!keys.contains(shorter.hex))
        // The same bytes as a buffer, after their count, as a string hashes them.
        var viaBuffer = StableHasher()
        viaBuffer.combine(bytes.count)
        bytes.withUnsafeBufferPointer { viaBuffer.combine(contiguous: $0) }
        #expect(viaBuffer.hex == original.hex)
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
