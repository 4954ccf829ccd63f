/// A 128-bit hash that is the same in every process and on every platform (Swift's
/// `Hasher` is seeded per process), for cache keys stored between builds: two lanes with
/// different offset bases. Strings are length-prefixed, so ("ab", "c") and ("a", "bc")
/// hash differently. Contiguous bytes (strings, buffers) go eight at a time, each lane
/// multiplying by its own odd constant and folding the high bits down (a step that
/// loses nothing, so two inputs differing in one word never meet); other sequences and
/// the last few bytes go one at a time, FNV-1a. Keys are only compared with keys the same
/// executable made, so the function may change with it.
package struct StableHasher {
    package init() {}

    @usableFromInline var first: UInt64 = 0xcbf2_9ce4_8422_2325
    @usableFromInline var second: UInt64 = 0x6c62_272e_07bb_0142

    @inlinable
    package mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    @inlinable
    package mutating func combine(_ value: Int) {
        mix(UInt64(bitPattern: Int64(value)))
    }

    /// One word into both lanes.
    @inlinable @inline(__always)
    mutating func mix(_ word: UInt64) {
        first = (first ^ word) &* 0x9E37_79B9_7F4A_7C15
        first ^= first >> 32
        second = (second ^ word) &* 0xC2B2_AE3D_27D4_EB4F
        second ^= second >> 29
    }

    /// Contiguous bytes, a word at a time: hashing a large book's titles and headings
    /// byte by byte was a twentieth of an edit's rebuild.
    @inlinable
    package mutating func combine(contiguous bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        if index < bytes.count { combine(bytes: UnsafeBufferPointer(rebasing: bytes[index...])) }
    }

    @inlinable
    package mutating func combine(_ text: String) {
        combine(text.utf8.count)
        // Through the contiguous bytes: iterating `String.UTF8View` a byte at a time was
        // most of the cost of hashing whole page sources.
        var text = text
        text.withUTF8 { combine(contiguous: $0) }
    }

    @inlinable
    package mutating func combine(_ text: String?) {
        if let text { combine(1); combine(text) } else { combine(0) }
    }

    /// Both lanes as numbers, for digests that add up many values in any order.
    @inlinable
    package var lanes: (UInt64, UInt64) { (first, second) }

    /// 32 lowercase hex digits.
    @inlinable
    package var hex: String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            FNV1a64.writeHex(first, into: buffer, at: 0)
            FNV1a64.writeHex(second, into: buffer, at: 16)
            return 32
        }
    }
}
