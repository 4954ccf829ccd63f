import DuetMarkdown
import Foundation
import DuetModel

/// The body of both pages of a pair, rendered once. The two pages carry the same blocks of
/// both languages; they differ only in which language's headings hold the `id` (the page's
/// language) and which keep it in `data-anchor`. Everything else a block renders depends on
/// the page only through its depth, which is the same for the two pages (`<lang>/<slug>/`),
/// and its links, which stay within the folder of the page's language and so read the same
/// from both (`SiteLocation.relativeURL`). So the blocks are rendered once with a marker
/// where each heading's id attribute goes, and each page's body is that HTML with the
/// markers replaced.
struct PairBody {
    /// A NUL byte and the block's language: cmark-gfm turns NUL in Markdown into U+FFFD, so
    /// the rendered text never holds one, and the count check below catches any that would.
    static func marker(_ language: Language) -> String { language == .en ? "\u{0}e" : "\u{0}z" }

    /// Written where the body cannot serve both pages (a link whose target has a different
    /// folder in each language, see `PageRenderingDelegate.pageLink`): `html(shownLanguage:)`
    /// then returns nil, and each page renders its body alone.
    static let notShared = "\u{0}!"

    let html: String
    /// How many markers the renderers wrote.
    let markers: Int

    /// The body of the page whose shown text is in `pageLanguage`: markers of that
    /// language's headings become ` id`, the others ` data-anchor`. Nil if the HTML holds
    /// a different number of markers than were written, in which case the page is
    /// rendered on its own.
    func html(shownLanguage pageLanguage: Language) -> String? {
        let owned = " id".utf8.count
        let other = " data-anchor".utf8.count
        var html = html
        // Marker positions first (memchr), with each marker's language.
        let found = html.withUTF8 { bytes -> [(position: Int, english: Bool)]? in
            guard let base = bytes.baseAddress else { return [] }
            var positions: [(position: Int, english: Bool)] = []
            positions.reserveCapacity(markers)
            var start = 0
            while start < bytes.count, let found = memchr(base + start, 0, bytes.count - start) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                // Any other byte after the NUL (`notShared`) means the body is not shared.
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "e") || bytes[position + 1] == UInt8(ascii: "z") else {
                    return nil
                }
                positions.append((position, bytes[position + 1] == UInt8(ascii: "e")))
                start = position + 2
            }
            return positions
        }
        guard let positions = found, positions.count == markers else { return nil }
        // The page is joined from pieces of the string, which Swift copies without checking
        // their UTF-8 again (building it from bytes validated every byte of every page);
        // markers are ASCII, so the pieces are cut on scalar boundaries.
        let utf8 = html.utf8
        var page = ""
        page.reserveCapacity(utf8.count + positions.count * (max(owned, other) - 2))
        var copied = 0
        var copiedIndex = utf8.startIndex
        for marker in positions {
            let markerIndex = utf8.index(copiedIndex, offsetBy: marker.position - copied)
            page += html[copiedIndex..<markerIndex]
            page += marker.english == (pageLanguage == .en) ? " id" : " data-anchor"
            copied = marker.position + 2
            copiedIndex = utf8.index(markerIndex, offsetBy: 2)
        }
        page += html[copiedIndex...]
        return page
    }
}
