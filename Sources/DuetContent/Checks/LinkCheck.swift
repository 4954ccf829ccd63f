import DuetMarkdown
import DuetSupport

/// Every internal link resolves in both languages: `NN-x.md` to a registered page,
/// `NN-x.md#id` to a heading id on it, `#id` to a heading id on the page itself. Errors
/// are reported at the link. External links are not fetched; `externalLinks(in:)` lists
/// them (`duet check --list-external`).
public struct LinkCheck: ContentCheck {
    public let name = "links"

    public init() {}

    /// An `http(s)://` link and where it was first seen.
    public struct ExternalLink: Sendable, Hashable {
        public let url: String
        public let location: FileLocation
        /// How many times the URL appears in the content.
        public let count: Int
    }

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        return diagnostics(of: content.pairs, in: context)
    }

    /// The links of `pairs`, checked against every page of the context's book (which
    /// `LinkTargets` sums up, so a build reuses the findings of pairs whose text and
    /// targets are both unchanged). The pairs are checked in slices on all cores,
    /// findings joined in their order.
    func diagnostics(of pairs: [PagePair], in context: CheckContext) -> [Diagnostic] {
        let sliceSize = max(64, (pairs.count + 15) / 16)
        let slices = stride(from: 0, to: pairs.count, by: sliceSize).map { $0..<min($0 + sliceSize, pairs.count) }
        return ParallelWork.map(slices, jobs: context.jobs) { slice -> [Diagnostic] in
            var diagnostics: [Diagnostic] = []
            for pair in pairs[slice] {
                for page in pair.pages {
                    // From the pair's outline, so pages an incremental build did not parse are checked too.
                    let links = pair.outline.links(page.language)
                    guard !links.isEmpty else { continue }
                    let ownAnchors = context.anchors[page.ownLocation] ?? []
                    for link in links {
                        if let problem = Self.problem(link.destination, on: page, ownAnchors: ownAnchors, context: context) {
                            diagnostics.append(.error(problem.identifier, at: FileLocation(file: page.path, link.start),
                                                      problem.message, fix: problem.fix))
                        }
                    }
                }
            }
            return diagnostics
        }.flatMap { $0 }
    }

    /// Distinct external URLs of all pages, sorted, each with its first location.
    public static func externalLinks(in content: Content) -> [ExternalLink] {
        var first: [String: FileLocation] = [:]
        var counts: [String: Int] = [:]
        for pair in content.pairs {
            for page in pair.pages {
                for link in pair.outline.links(page.language) where isExternal(link.destination) {
                    let destination = link.destination
                    counts[destination, default: 0] += 1
                    let location = FileLocation(file: page.path, link.start)
                    if first[destination].map({ location < $0 }) ?? true { first[destination] = location }
                }
            }
        }
        return first.keys.sorted().map { ExternalLink(url: $0, location: first[$0]!, count: counts[$0]!) }
    }

    /// Schemes a published link may use. Anything else (`javascript:`, `data:`, `file:`,
    /// `vbscript:`) runs code or reads the reader's machine when clicked, and no page of a
    /// reference needs it.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The scheme of a destination (RFC 3986: a letter, then letters, digits, `+`, `-`
    /// or `.`, then `:`), lowercased; nil for a relative link. Leading spaces and control
    /// characters are skipped first, as browsers skip them (` javascript:` still runs).
    static func scheme(of destination: String) -> String? {
        // Browsers drop tabs and line feeds anywhere in a URL (`java\tscript:` still runs).
        let scalars = Array(destination.unicodeScalars.drop { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
        guard let colon = scalars.firstIndex(of: ":"), colon > 0 else { return nil }
        let candidate = scalars[..<colon]
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        guard isLetter(candidate[0]),
              candidate.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return String(String.UnicodeScalarView(Array(candidate))).lowercased()
    }

    static func isExternal(_ destination: String) -> Bool {
        let lower = destination.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    private struct Problem {
        let identifier: String
        let message: String
        let fix: String?
    }

    private static func problem(_ destination: String, on page: ContentPage, ownAnchors anchors: AnchorIDs,
                                context: CheckContext) -> Problem? {
        if destination.hasPrefix("#") {
            let id = String(destination.dropFirst())
            guard !anchors.contains(id) else { return nil }
            return Problem(identifier: "link.unknown-anchor", message: "`#\(id)` names no heading on this page",
                           fix: suggestion(for: id, in: anchors))
        }
        if let scheme = scheme(of: destination), !allowedSchemes.contains(scheme) {
            return Problem(identifier: "link.unsafe-scheme", message: "`\(scheme):` links are not published; a link leads to a page, an anchor, or an http, https or mailto address",
                           fix: "link to a page (`NN-slug.md`), an `#anchor` or an `https://` address, or write the text without a link")
        }
        guard let target = LinkTable.internalTarget(destination) else { return nil }
        guard let location = context.links.location(forSource: target.source, language: page.language) else {
            let known = context.content?.pairs.map(\.fileName) ?? []
            return Problem(identifier: "link.unknown-page", message: "`\(target.source)` is not a page of the site",
                           fix: closest(target.source, in: known).map { "did you mean `\($0)`?" } ?? "link to an existing page by its file name (`NN-slug.md`), or write the page")
        }
        guard let fragment = target.fragment, !fragment.isEmpty else { return nil }
        let anchors = context.anchors[location] ?? []
        guard !anchors.contains(fragment) else { return nil }
        return Problem(identifier: "link.unknown-anchor", message: "`#\(fragment)` names no heading on `\(target.source)`",
                       fix: suggestion(for: fragment, in: anchors))
    }

    /// The fix for an anchor no heading has: the heading it is most likely a typo of, as
    /// for a page name; else one whose id starts with what was typed, give or take a
    /// letter (`#unwnd` for `#unwind-segues`); else a few of the page's headings, so the
    /// reader of the diagnostic sees what ids look like there.
    static func suggestion(for id: String, in anchors: AnchorIDs) -> String? {
        if let best = closest(id, in: anchors.all) ?? closestByStart(id, in: anchors.all) {
            return "did you mean `#\(best)`?"
        }
        let nearest = anchors.all.map { ($0, distance(Array(id), Array($0))) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map { "`#\($0.0)`" }
        guard !nearest.isEmpty else { return "the page has no headings to link to: link to the page itself" }
        return "link to a heading of the page, such as \(nearest.joined(separator: ", "))"
    }

    /// The candidate whose id, cut after one of its words, is within a letter or so of
    /// `word`; the shortest such id when several are.
    static func closestByStart(_ word: String, in candidates: [String]) -> String? {
        let typed = Array(word)
        guard typed.count >= 3 else { return nil }
        let allowed = max(1, typed.count / 4)
        var best: (id: String, score: Int)?
        for candidate in candidates.sorted() {
            let letters = Array(candidate)
            let ends = letters.indices.filter { $0 + 1 == letters.count || letters[$0 + 1] == "-" }
            guard let score = ends.map({ distance(typed, Array(letters[...$0])) }).min(), score <= allowed else { continue }
            if best == nil || score < best!.score || score == best!.score && candidate.count < best!.id.count {
                best = (candidate, score)
            }
        }
        return best?.id
    }

    /// The candidate with the smallest edit distance, if it is close enough to be a typo.
    static func closest(_ word: String, in candidates: [String]) -> String? {
        let scored = candidates.sorted().map { ($0, distance(Array(word), Array($0))) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
        return best
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
