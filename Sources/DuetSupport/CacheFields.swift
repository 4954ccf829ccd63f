/// Text fields of the line-oriented cache files (outlines, front matter): tab-separated,
/// one record item per line, so tabs, line breaks and backslashes inside a field are
/// escaped. Reading is on bytes, because an incremental build reads every record.
package enum CacheFields {
    /// On bytes: the four escaped characters are ASCII, and the reference pages' cache
    /// escapes every line break of hundreds of kilobytes of HTML on a first build.
    @inlinable
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 92 }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + text.utf8.count / 16)
        for byte in text.utf8 {
            switch byte {
            case 9: out.append(92); out.append(UInt8(ascii: "t"))
            case 10: out.append(92); out.append(UInt8(ascii: "n"))
            case 13: out.append(92); out.append(UInt8(ascii: "r"))
            case 92: out.append(92); out.append(92)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @inlinable
    package static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { unescaped($0) }
    }

    /// A field without a backslash, nearly every one, is found so by `memchr`: a loop over
    /// its bytes was a twentieth of an edit's rebuild, which reads 300,000 text fields.
    @inlinable
    package static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard ByteScan.index(of: 92, in: bytes, from: 0, to: bytes.count) < bytes.count else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaped = false
        for byte in bytes {
            if escaped {
                switch byte {
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                default: out.append(byte)
                }
                escaped = false
            } else if byte == 92 {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A file's lines as byte slices, and each line's tab-separated fields.
    @inlinable
    package static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 10, omittingEmptySubsequences: false)
    }

    @inlinable
    package static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(separator: 9, omittingEmptySubsequences: false)
    }

    /// Appends a field (already escaped where it needs to be) and the tab that ends it.
    @inlinable
    package static func append(_ field: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: field.utf8)
        bytes.append(9)
    }
}

extension Int {
    /// A non-negative decimal number written in ASCII digits, without allocating.
    ///
    /// Bytes in contiguous memory, the cache readers' case (a million numbers in the
    /// outlines and the lock at 10,000 pairs), are added up without asking about overflow
    /// when there are at most eighteen digits, which cannot exceed `Int.max`.
    @inlinable
    package init?<Bytes: Collection>(decimal bytes: Bytes) where Bytes.Element == UInt8 {
        var short: (read: Bool, value: Int?) = (false, nil)
        _ = bytes.withContiguousStorageIfAvailable { buffer in
            if buffer.count <= 18 { short = (true, Int.shortDecimal(buffer)) }
        }
        if short.read {
            guard let value = short.value else { return nil }
            self = value
            return
        }
        guard !bytes.isEmpty, bytes.count <= 19 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 48 && byte <= 57 else { return nil }
            // Nineteen digits can exceed `Int.max` (times in nanoseconds have nineteen).
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(Int(byte - 48))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        self = value
    }

    /// The number in at most eighteen digits, nil when they are not all digits.
    @inlinable @inline(__always)
    static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            let digit = byte &- 48
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }
}
