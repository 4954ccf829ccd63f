import DuetMarkdown
import DuetModel

/// The body of both pages of a pair, rendered once. The two pages carry the same blocks of
/// both languages; they differ only in which language's headings hold the `id` (the page's
/// language) and which keep it in `data-anchor`. Everything else a block renders depends on
/// the page only through its depth (`SiteLocation.rootPrefix`), which is the same for the
/// two pages (`<lang>/<slug>/`). So the blocks are rendered once with a marker where each
/// heading's id attribute goes, and each page's body is that HTML with the markers replaced.
struct PairBody {
    /// A NUL byte and the block's language: cmark-gfm turns NUL in Markdown into U+FFFD, so
    /// the rendered text never holds one, and the count check below catches any that would.
    static func marker(_ language: Language) -> String { language == .en ? "\u{0}e" : "\u{0}z" }

    let html: String
    /// How many markers the renderers wrote.
    let markers: Int

    /// The body of the page whose shown text is in `pageLanguage`: markers of that
    /// language's headings become ` id`, the others ` data-anchor`. Nil if the HTML holds
    /// a different number of markers than were written, in which case the page is
    /// rendered on its own.
    func html(shownLanguage pageLanguage: Language) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(html.utf8.count + markers * 8)
        var found = 0
        var bytes = html.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == 0 else { out.append(byte); continue }
            guard let tag = bytes.next(), tag == UInt8(ascii: "e") || tag == UInt8(ascii: "z") else { return nil }
            found += 1
            let owns = (tag == UInt8(ascii: "e")) == (pageLanguage == .en)
            out += (owns ? " id" : " data-anchor").utf8
        }
        guard found == markers else { return nil }
        return String(decoding: out, as: UTF8.self)
    }
}
