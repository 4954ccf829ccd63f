import DuetContent
import DuetMarkdown

/// The glossary terms a chapter links: those it introduces (named in its title, summary
/// or section headings) and the book's key terms (`key: true` in glossary.yml) it uses,
/// in that order, at most `limit`. A page that linked every term it used read as a sea of
/// dotted underlines ("view" and "window" among them); the others are marked so the
/// reader's "every term" setting can still link them. The choice is made from the
/// English page, when there is one, and applies to both languages' blocks, so the two
/// columns of a side-by-side page link the same terms. It depends on the page and the
/// glossary alone, so an incremental build never has to re-render another page for it.
enum PageTermSelection {
    /// About what a reader can take in on one page; Apple's and DocC's pages link fewer.
    static let limit = 20

    static func linkable(_ pair: PagePair, crossLinks: any CrossLinkResolving) -> Set<String> {
        guard let page = pair.en ?? pair.zh else { return [] }
        var named = [page.title] + (page.summary.map { [$0] } ?? [])
        page.document.walk { node in
            if case .heading = node.kind {
                named.append(node.plainText)
                return .skipChildren
            }
            return .visitChildren
        }
        let introduced = crossLinks.orderedGlossaryTermIDs(in: named.joined(separator: " \n "), language: page.language)
        let keys = crossLinks.keyGlossaryTermIDs
        let used = crossLinks.orderedGlossaryTermIDs(in: AlignedGlossaryTerms.proseText(of: page.document), language: page.language)
        var chosen: [String] = []
        var seen: Set<String> = []
        for id in introduced + used.filter(keys.contains) where seen.insert(id).inserted {
            chosen.append(id)
        }
        return Set(chosen.prefix(limit))
    }
}
