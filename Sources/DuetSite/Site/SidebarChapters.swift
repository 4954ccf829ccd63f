import DuetContent

/// Which chapters a page's sidebar lists.
///
/// Up to `fullListLimit` chapters, every page lists them all, as a short guide should. A
/// larger book lists a window of chapters around the current one, and the language home
/// lists them all: a full list on each of N pages makes the site grow with N², so 10,000
/// chapters would mean 20,000 pages of 10,000 links each (gigabytes of HTML nobody reads).
enum SidebarChapters {
    static let fullListLimit = 200
    /// Chapters shown on each side of the current one in a large book.
    static let windowRadius = 10

    /// `position` nil is a page outside the chapters (reference, glossary): in a large
    /// book it shows the window at the start.
    static func pairs(_ pairs: [PagePair], around position: Int?) -> ArraySlice<PagePair> {
        guard pairs.count > fullListLimit else { return pairs[...] }
        let position = position ?? 0
        var lower = max(0, position - windowRadius)
        var upper = min(pairs.count, position + windowRadius + 1)
        // Near either end, keep the window full by extending it the other way.
        if upper - lower < 2 * windowRadius + 1 {
            if lower == 0 { upper = min(pairs.count, 2 * windowRadius + 1) } else { lower = max(0, pairs.count - 2 * windowRadius - 1) }
        }
        return pairs[lower..<upper]
    }
}
