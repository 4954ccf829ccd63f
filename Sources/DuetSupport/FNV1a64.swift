import Foundation

/// FNV-1a, 64 bits: a small, stable, non-cryptographic hash, the same on every platform
/// and in every run (Swift's `Hasher` is seeded per process, so it cannot be stored).
package enum FNV1a64 {
    @inlinable
    package static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// 16 lowercase hex digits.
    @inlinable
    package static func hex(_ text: String) -> String {
        hex(value: hash(text))
    }

    /// A hash as 16 lowercase hex digits, as the lock and the caches write it.
    @inlinable
    package static func hex(value: UInt64) -> String {
        // Written digit by digit into the string's own storage: caches make hundreds of
        // thousands of these per build, and formatting with a radix, then padding, copied twice.
        String(unsafeUninitializedCapacity: 16) { buffer in
            writeHex(value, into: buffer, at: 0)
            return 16
        }
    }

    /// Writes `value` as 16 lowercase hex digits at `offset` of `buffer`.
    @inlinable
    package static func writeHex(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        for index in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0xF
            buffer[offset + index] = nibble < 10 ? 48 + nibble : 87 + nibble
        }
    }

    /// The hash of an English block as the lock stores it (in hex): line endings normalised first.
    @inlinable
    package static func blockHash(_ source: String) -> String {
        hex(value: blockHashValue(source))
    }

    /// The hash of an English block, line endings normalised first.
    @inlinable
    package static func blockHashValue(_ source: String) -> UInt64 {
        // Most blocks have no carriage return; skip Foundation's replacing for them.
        guard source.utf8.contains(13) else { return hash(source) }
        return hash(source.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
    }
}
