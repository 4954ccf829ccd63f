import Foundation

extension Substring {
    /// The first occurrence of `needle`, found by comparing UTF-8 bytes (`memchr` for its
    /// first byte, `memcmp` for the rest).
    ///
    /// Foundation's `range(of:)` on a Swift string goes through NSString's UTF-16 view and
    /// rebuilds its index breadcrumbs for every large string it searches; on the generated
    /// pages (megabytes of HTML, searched once per table) that was a tenth of a build. The
    /// pages are HTML and the needles ASCII markup, so a byte match is a character match;
    /// for any needle the result is the same as `range(of:)` with no options whenever the
    /// match starts and ends on character boundaries.
    func firstUTF8Range(of needle: String) -> Range<Index>? {
        var needle = needle
        let found: Range<Int>? = needle.withUTF8 { pattern -> Range<Int>? in
            guard !pattern.isEmpty else { return nil }
            let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
                guard let base = bytes.baseAddress, bytes.count >= pattern.count else { return nil }
                let first = Int32(pattern[0]), last = bytes.count - pattern.count
                var start = 0
                while start <= last, let hit = memchr(base + start, first, last - start + 1) {
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, pattern.baseAddress!, pattern.count) == 0 { return at }
                    start = at + 1
                }
                return nil
            }
            // A bridged or otherwise non-contiguous string: the standard library's search.
            guard let offset else {
                let range = self.firstRange(of: String(decoding: UnsafeRawBufferPointer(pattern), as: UTF8.self))
                return range.map { utf8.distance(from: utf8.startIndex, to: $0.lowerBound)..<utf8.distance(from: utf8.startIndex, to: $0.upperBound) }
            }
            return offset.map { $0..<($0 + pattern.count) }
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found.lowerBound)
        return lower..<utf8.index(lower, offsetBy: found.count)
    }
}
