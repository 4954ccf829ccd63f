import DuetSupport
/// A 128-bit fingerprint of a page's text, computed once when the page is read and used
/// in every cache key that depends on the page (outline, checks, rendered pages, search).
///
/// `StableHasher` takes one byte at a time, which made hashing the sources of a large
/// book three or four times a noticeable part of an incremental build. This reads eight
/// bytes at a time, little-endian, so it is the same on every machine and in every
/// process; it guards caches against edits, not against an adversary.
enum SourceDigest {
    static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            a = mix(a ^ word)
            b = mix((b &+ word) ^ (b >> 29))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        a = mix(a ^ tail ^ 0xFF)
        b = mix((b &+ tail) ^ 0xFF00)
        return [a, b].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// A multiply-xorshift round (from SplitMix64): every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &* 0xBF58_476D_1CE4_E5B9
        z ^= z >> 31
        z = z &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 29)
    }
}
