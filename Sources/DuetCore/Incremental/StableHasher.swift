/// A 128-bit hash that is the same in every process and on every platform (Swift's
/// `Hasher` is seeded per process), for cache keys stored between builds: two FNV-1a
/// lanes with different offset bases. Strings are length-prefixed, so ("ab", "c") and
/// ("a", "bc") hash differently.
struct StableHasher {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    mutating func combine(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { combine(bytes: $0) }
    }

    mutating func combine(_ text: String) {
        combine(text.utf8.count)
        // Through the contiguous bytes: iterating `String.UTF8View` a byte at a time was
        // most of the cost of hashing whole page sources.
        var text = text
        text.withUTF8 { combine(bytes: $0) }
    }

    mutating func combine(_ text: String?) {
        if let text { combine(1); combine(text) } else { combine(0) }
    }

    /// Both lanes as numbers, for digests that add up many values in any order.
    var lanes: (UInt64, UInt64) { (first, second) }

    /// 32 lowercase hex digits.
    var hex: String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            FNV1a64.writeHex(first, into: buffer, at: 0)
            FNV1a64.writeHex(second, into: buffer, at: 16)
            return 32
        }
    }
}
