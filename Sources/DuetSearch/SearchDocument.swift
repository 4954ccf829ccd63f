/// One place a search result can open: a section of a chapter, an entry of a reference
/// page or a glossary term. Only what a result shows is published; the text itself is
/// tokenized and dropped, so the index stays small.
package struct SearchDocument: Sendable, Hashable {
    /// The page the section belongs to, shown above the section's name.
    package let pageTitle: String
    /// The section's heading; empty for the part of a page before its first heading.
    package let heading: String
    /// The URL from the language folder, with the section's `#id`.
    package let url: String
    /// Text that counts as the document's title (a page's title for its opening part).
    package let titleText: String
    /// Text that counts as its heading: the heading, or every spelling of an API symbol.
    package let headingText: String
    package let bodyText: String
    /// The opening of the section, shown under the result with the match highlighted.
    package let excerpt: String

    package init(pageTitle: String, heading: String, url: String, titleText: String, headingText: String? = nil, bodyText: String) {
        self.pageTitle = pageTitle
        self.heading = heading
        self.url = url
        self.titleText = titleText
        self.headingText = headingText ?? heading
        self.bodyText = bodyText
        self.excerpt = Self.excerpt(of: bodyText)
    }

    /// A document reduced to what the index publishes (page title, heading, URL and
    /// excerpt): its texts have been tokenized into a `SearchIndexPart` and are not kept,
    /// so parts stay small in memory and in the cache.
    init(published document: SearchDocument) {
        self.init(pageTitle: document.pageTitle, heading: document.heading, url: document.url, excerpt: document.excerpt)
    }

    /// A published document read back from the search cache.
    package init(pageTitle: String, heading: String, url: String, excerpt: String) {
        self.pageTitle = pageTitle
        self.heading = heading
        self.url = url
        self.titleText = ""
        self.headingText = ""
        self.bodyText = ""
        self.excerpt = excerpt
    }

    /// Width of the excerpt in columns, a Chinese character counting two: about two
    /// lines of a result in either language.
    package static let excerptColumns = 110

    /// The opening `excerptColumns` of the text with runs of white space collapsed, cut
    /// at a space when there is one near the end so no English word is split.
    static func excerpt(of text: String) -> String {
        // ASCII text, byte by byte: a byte is a character there, and walking characters
        // (grapheme breaks, properties) was a twentieth of a build. At the first other
        // byte the walk goes on by characters from the byte before it, which may begin a
        // character with what follows (`e` and a combining accent), with the state as it
        // was before that byte.
        var excerpt = Excerpt()
        var start = text.startIndex
        var ascii: [UInt8] = []
        let finished = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var before = (count: 0, columns: 0, pendingSpace: false)
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 {
                    if offset > 0 {
                        ascii.removeLast(ascii.count - before.count)
                        (excerpt.columns, excerpt.pendingSpace) = (before.columns, before.pendingSpace)
                        start = text.utf8.index(text.utf8.startIndex, offsetBy: offset - 1)
                    }
                    return false
                }
                before = (ascii.count, excerpt.columns, excerpt.pendingSpace)
                if byte == 32 || (9...13).contains(byte) {
                    excerpt.pendingSpace = !ascii.isEmpty
                    continue
                }
                if excerpt.columns + 1 + (excerpt.pendingSpace ? 1 : 0) > excerptColumns {
                    excerpt.truncated = true
                    return true
                }
                if excerpt.pendingSpace { ascii.append(32); excerpt.columns += 1 }
                excerpt.pendingSpace = false
                ascii.append(byte)
                excerpt.columns += 1
            }
            return true
        }
        excerpt.collapsed = String(decoding: ascii, as: UTF8.self)
        if finished != true { excerpt.take(text[start...]) }
        return excerpt.text
    }

    /// The same excerpt made one character at a time, as the fast path's specification.
    static func excerptByCharacters(of text: String) -> String {
        var excerpt = Excerpt()
        excerpt.take(text[...])
        return excerpt.text
    }

    /// An excerpt being made: the text so far, a space owed before the next character,
    /// the columns used, and whether the text went on past them.
    private struct Excerpt {
        var collapsed = ""
        var pendingSpace = false
        var columns = 0
        var truncated = false

        /// Takes characters until the excerpt is full.
        mutating func take(_ characters: Substring) {
            guard !truncated else { return }
            for character in characters {
                // ASCII first: asking a character's Unicode properties was most of the cost.
                let ascii = character.asciiValue
                if let ascii, ascii == 32 || (9...13).contains(ascii) {
                    pendingSpace = !collapsed.isEmpty
                    continue
                }
                if ascii == nil && character.isWhitespace {
                    pendingSpace = !collapsed.isEmpty
                    continue
                }
                let width = ascii == nil && character.unicodeScalars.first.map { SearchTokenizer.isHan($0) || $0.value >= 0x3000 } == true ? 2 : 1
                if columns + width + (pendingSpace ? 1 : 0) > excerptColumns {
                    truncated = true
                    return
                }
                if pendingSpace { collapsed.append(" "); columns += 1 }
                pendingSpace = false
                collapsed.append(character)
                columns += width
            }
        }

        /// The excerpt, cut at a late space and marked when the text went on.
        var text: String {
            guard truncated else { return collapsed }
            var cut = collapsed
            if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 20 {
                cut = String(cut[..<space])
            }
            return cut + "…"
        }
    }
}
