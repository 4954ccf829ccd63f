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
        self.terms = documents.map { document in
            var order: [String] = []
            var found: [String: (title: Bool, heading: Bool, body: Int)] = [:]
            func note(_ term: String, _ update: (inout (title: Bool, heading: Bool, body: Int)) -> Void) {
                if found[term] == nil { order.append(term); found[term] = (false, false, 0) }
                update(&found[term]!)
            }
            for term in SearchTokenizer.tokens(document.titleText) { note(term) { $0.title = true } }
            for term in SearchTokenizer.tokens(document.headingText) { note(term) { $0.heading = true } }
            for term in SearchTokenizer.tokens(document.bodyText) { note(term) { $0.body += 1 } }
            return order.map { term in
                let weights = found[term]!
                return TermWeight(term: term, weight: (weights.title ? SearchIndex.titleWeight : 0)
                    + (weights.heading ? SearchIndex.headingWeight : 0) + min(weights.body, SearchIndex.bodyCap))
            }
        }
    }
}
