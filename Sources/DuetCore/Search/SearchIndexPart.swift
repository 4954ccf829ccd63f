/// The share of the search index contributed by a run of documents (in a build, one
/// pair's sections in one language): what each document publishes and the weight of each
/// of its terms. Parts depend only on their own documents, so a build computes them side
/// by side, keeps them per pair in the cache, and merges them in book order; the merged
/// index is the same as one built from all documents at once.
struct SearchIndexPart: Sendable, Equatable {
    /// Only the published fields are kept (see `SearchDocument.init(published:)`).
    let documents: [SearchDocument]
    /// For each document, its terms in order of first occurrence with their weights.
    let terms: [[TermWeight]]

    struct TermWeight: Sendable, Equatable {
        let term: String
        let weight: Int
    }

    init(documents: [SearchDocument], terms: [[TermWeight]]) {
        self.documents = documents
        self.terms = terms
    }

    /// Tokenizes the documents. The weight of a term is `titleWeight` if it is in the
    /// title, plus `headingWeight` if it is in the heading, plus its count in the body
    /// capped at `bodyCap`.
    init(_ documents: [SearchDocument]) {
        self.documents = documents.map(SearchDocument.init(published:))
        // Where each term of the current document is in `order` and `found`; kept across
        // documents so its storage is allocated once.
        var slots: [String: Int] = [:]
        self.terms = documents.map { document in
            slots.removeAll(keepingCapacity: true)
            var order: [String] = []
            var found: [(title: Bool, heading: Bool, body: Int)] = []
            func slot(_ term: String) -> Int {
                if let known = slots[term] { return known }
                slots[term] = order.count
                order.append(term)
                found.append((false, false, 0))
                return order.count - 1
            }
            SearchTokenizer.forEachToken(in: document.titleText) { let at = slot($0); found[at].title = true }
            SearchTokenizer.forEachToken(in: document.headingText) { let at = slot($0); found[at].heading = true }
            SearchTokenizer.forEachToken(in: document.bodyText) { let at = slot($0); found[at].body += 1 }
            return zip(order, found).map { term, weights in
                TermWeight(term: term, weight: (weights.title ? SearchIndex.titleWeight : 0)
                    + (weights.heading ? SearchIndex.headingWeight : 0) + min(weights.body, SearchIndex.bodyCap))
            }
        }
    }
}
