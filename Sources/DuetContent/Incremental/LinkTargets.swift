import DuetModel
import DuetSupport

/// Everything the link check looks up besides a page's own links: which page each name
/// (`04-segues.md`, `reference/traits.md`) is in each language, and the ids each page
/// defines. A pair's link findings depend on its own text and on these alone, so a build
/// whose targets add up to the same digest as the last one's reuses the findings of every
/// unchanged pair and checks only the others: an edit that leaves headings and names alone
/// (most edits) no longer checks the 90,000 links of a 10,000-pair book.
///
/// The digest adds up one hash per entry (wrapping), so it does not depend on the order
/// in which the tables hold them, and it is made on all cores.
enum LinkTargets {
    static func digest(_ context: CheckContext) -> String {
        let names = context.links.entries
        let anchors = Array(context.anchors)
        let jobs = context.jobs
        let chunk = 2048
        let nameSums = ParallelWork.map(Array(stride(from: 0, to: names.count, by: chunk)), jobs: jobs) { start in
            sum(names[start..<min(start + chunk, names.count)].map { entry in
                var hasher = StableHasher()
                hasher.combine("name")
                hasher.combine(entry.source)
                for language in Language.allCases {
                    location(entry.pages[language], into: &hasher)
                }
                return hasher.lanes
            })
        }
        let anchorSums = ParallelWork.map(Array(stride(from: 0, to: anchors.count, by: chunk)), jobs: jobs) { start in
            sum(anchors[start..<min(start + chunk, anchors.count)].map { page, ids in
                // The ids of a page are a set: added up too.
                let idSum = sum(ids.all.map { id in
                    var hasher = StableHasher()
                    hasher.combine(id)
                    return hasher.lanes
                })
                var hasher = StableHasher()
                hasher.combine("anchors")
                location(page, into: &hasher)
                hasher.combine(ids.count)
                hasher.combine(Int(bitPattern: UInt(idSum.0)))
                hasher.combine(Int(bitPattern: UInt(idSum.1)))
                return hasher.lanes
            })
        }
        let (nameFirst, nameSecond) = sum(nameSums)
        let (anchorFirst, anchorSecond) = sum(anchorSums)
        var hasher = StableHasher()
        hasher.combine("duet-link-targets-1")
        for value in [names.count, anchors.count] { hasher.combine(value) }
        for value in [nameFirst, nameSecond, anchorFirst, anchorSecond] { hasher.combine(Int(bitPattern: UInt(value))) }
        return hasher.hex
    }

    private static func sum(_ parts: [(UInt64, UInt64)]) -> (UInt64, UInt64) {
        parts.reduce((0, 0)) { ($0.0 &+ $1.0, $0.1 &+ $1.1) }
    }

    private static func location(_ location: SiteLocation?, into hasher: inout StableHasher) {
        guard let location else {
            hasher.combine(-1)
            return
        }
        hasher.combine(location.language.rawValue)
        hasher.combine(location.segments.count)
        for segment in location.segments { hasher.combine(segment) }
    }
}
