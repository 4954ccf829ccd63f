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
        var text = self, needle = needle
        let offset: Int? = text.withUTF8 { bytes in
            needle.withUTF8 { pattern in
                guard let base = bytes.baseAddress, let first = pattern.first, bytes.count >= pattern.count else { return nil }
                let last = bytes.count - pattern.count
                var start = 0
                while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, pattern.baseAddress!, pattern.count) == 0 { return at }
                    start = at + 1
                }
                return nil
            }
        }
        guard let offset else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }
}
