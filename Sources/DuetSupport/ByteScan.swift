import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in the cache files an edit's rebuild reads whole (outlines, source
/// records, the manifest, the lock: 30 MB at 10,000 pairs) with the C library's `memchr`,
/// which looks at many bytes at a time, instead of a Swift loop over each byte, which took
/// most of the time of reading them.
package enum ByteScan {
    /// The index of the first `byte` in `buffer[start..<end]`, or `end` if there is none.
    @inlinable @inline(__always)
    package static func index(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = buffer.baseAddress,
              let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the line feed that ends the line starting at `start`, or the buffer's end.
    @inlinable @inline(__always)
    package static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        index(of: 10, in: buffer, from: start, to: buffer.count)
    }

    /// How many times `byte` occurs in `buffer`.
    @inlinable
    package static func count(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var position = 0
        while position < buffer.count {
            position = index(of: byte, in: buffer, from: position, to: buffer.count)
            if position < buffer.count { count += 1 }
            position += 1
        }
        return count
    }

    /// Whether every byte is below 128, eight at a time.
    @inlinable
    package static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var any: UInt64 = 0
        while index + 8 <= buffer.count {
            any |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < buffer.count {
            any |= UInt64(buffer[index])
            index += 1
        }
        return any & 0x8080_8080_8080_8080 == 0
    }

    /// The tab-separated fields of `buffer[start..<end]`, as ranges, into `fields`.
    @inlinable @inline(__always)
    package static func fields(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into fields: inout [Range<Int>]) {
        fields.removeAll(keepingCapacity: true)
        var fieldStart = start
        while true {
            let tab = index(of: 9, in: buffer, from: fieldStart, to: end)
            fields.append(fieldStart..<tab)
            if tab == end { return }
            fieldStart = tab + 1
        }
    }
}
