/// A 128-bit hash of text read eight bytes at a time, for the search cache's keys: every
/// build hashes every page's source to find the pairs that changed, and `StableHasher`,
/// a byte at a time, made that most of an incremental search step. Like `StableHasher`
/// it is the same in every process; it is not meant to resist crafted collisions.
enum WordHash {
    static func of(_ text: String) -> (UInt64, UInt64) {
        var text = text
        return text.withUTF8 { of($0) }
    }

    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(bytes.count)
        func mix(_ word: UInt64) {
            first = (first ^ word) &* 0xFF51_AFD7_ED55_8CCD
            first = first << 29 | first >> 35
            second = (second ^ word) &* 0xC4CE_B9FE_1A85_EC53
            second = second << 37 | second >> 27
        }
        let raw = UnsafeRawBufferPointer(bytes)
        let words = bytes.count / 8
        for index in 0..<words {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
        }
        var tail: UInt64 = 0
        for index in stride(from: bytes.count - 1, through: words * 8, by: -1) { tail = tail << 8 | UInt64(bytes[index]) }
        mix(tail)
        return (finish(first ^ second >> 1), finish(second ^ first >> 1))
    }

    /// MurmurHash3's finalizer: every input bit reaches every output bit.
    private static func finish(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
