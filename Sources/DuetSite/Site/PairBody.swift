import DuetMarkdown
import Foundation
import DuetModel

/// The body of both pages of a pair, rendered once. The two pages carry the same units;
/// each carries its own language's blocks (`BilingualBody.join`), and the heading ids of
/// the page's language (the other language's headings, shown where a unit lacks the
/// page's language, keep theirs in `data-anchor`). Everything else a block renders depends
/// on the page only through its depth, which is the same for the two pages
/// (`<lang>/<slug>/`), and its links, which stay within the folder of the page's language
/// and so read the same from both (`SiteLocation.relativeURL`). So the blocks are rendered
/// once with a marker where each heading's id attribute goes, and each page's body is its
/// language's blocks with the markers replaced.
struct PairBody {
    /// A NUL byte and the block's language: cmark-gfm turns NUL in Markdown into U+FFFD, so
    /// the rendered text never holds one, and the count check below catches any that would.
    static func marker(_ language: Language) -> String { language == .en ? "\u{0}e" : "\u{0}z" }

    /// Written where the body cannot serve both pages (a link whose target has a different
    /// folder in each language, see `PageRenderingDelegate.pageLink`): `html(shownLanguage:)`
    /// then returns nil, and each page renders its body alone.
    static let notShared = "\u{0}!"

    let units: [BilingualBody.RenderedUnit]
    let untranslatedNote: String?
    /// How many markers the renderers wrote.
    let markers: Int
    /// Whether the units hold exactly the markers written, and no other NUL.
    private let shareable: Bool

    init(units: [BilingualBody.RenderedUnit], untranslatedNote: String?, markers: Int) {
        self.units = units
        self.untranslatedNote = untranslatedNote
        self.markers = markers
        var found = 0
        var valid = true
        for unit in units where valid {
            for piece in [unit.en, unit.zh] {
                guard let positions = Self.markerPositions(piece) else { valid = false; break }
                found += positions.count
            }
        }
        shareable = valid && found == markers
    }

    /// The body of the page whose shown text is in `pageLanguage`: its language's blocks,
    /// markers of that language's headings become ` id`, the others ` data-anchor`. Nil if
    /// the blocks hold a different number of markers than were written, in which case the
    /// page is rendered on its own.
    func html(shownLanguage pageLanguage: Language) -> String? {
        guard shareable else { return nil }
        return Self.replacingMarkers(in: BilingualBody.join(units, shown: pageLanguage, untranslatedNote: untranslatedNote),
                                     shownLanguage: pageLanguage)
    }

    /// Where each marker stands in `html`, with its language; nil if a NUL is followed by
    /// anything else (`notShared`).
    static func markerPositions(_ html: String) -> [(position: Int, english: Bool)]? {
        var html = html
        return html.withUTF8 { bytes -> [(position: Int, english: Bool)]? in
            guard let base = bytes.baseAddress else { return [] }
            var positions: [(position: Int, english: Bool)] = []
            var start = 0
            while start < bytes.count, let found = memchr(base + start, 0, bytes.count - start) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "e") || bytes[position + 1] == UInt8(ascii: "z") else {
                    return nil
                }
                positions.append((position, bytes[position + 1] == UInt8(ascii: "e")))
                start = position + 2
            }
            return positions
        }
    }

    /// `html` with each marker replaced: ` id` for `pageLanguage`'s headings, ` data-anchor`
    /// for the other's.
    static func replacingMarkers(in html: String, shownLanguage pageLanguage: Language) -> String? {
        let owned = " id".utf8.count
        let other = " data-anchor".utf8.count
        guard let positions = markerPositions(html) else { return nil }
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
