/// The share of the search index contributed by a run of documents (in a build, one
/// pair's sections in one language): what each document publishes and the weight of each
/// of its terms. Parts depend only on their own documents, so a build computes them side
/// by side, keeps them per pair in the cache, and joins them in book order; the joined
/// index is the same as one built from all documents at once.
///
/// Terms are kept once per part in a `TermTable` and documents list term numbers, so
/// building, caching and joining parts handles bytes, not a `String` per occurrence.
package struct SearchIndexPart: Sendable {
    /// Only the published fields are kept (see `SearchDocument.init(published:)`).
    package let documents: [SearchDocument]
    /// The part's distinct terms.
    let table: TermTable
    /// For each document in turn, its terms in order of first occurrence: the term's
    /// number in `table` and its weight; document `d`'s entries end at `documentEnds[d]`.
    let termNumbers: [Int32]
    let weights: [UInt8]
    let documentEnds: [Int32]

    struct TermWeight: Sendable, Equatable {
        package let term: String
        let weight: Int
    }

    init(documents: [SearchDocument], table: TermTable, termNumbers: [Int32], weights: [UInt8], documentEnds: [Int32]) {
        self.documents = documents
        self.table = table
        self.termNumbers = termNumbers
        self.weights = weights
        self.documentEnds = documentEnds
    }

    /// A part from its documents' term lists (as the tests and `terms` spell them).
    init(documents: [SearchDocument], terms: [[TermWeight]]) {
        var table = TermTable()
        var numbers: [Int32] = [], weights: [UInt8] = [], ends: [Int32] = []
        for list in terms {
            for found in list {
                numbers.append(Int32(table.intern(found.term)))
                weights.append(UInt8(found.weight))
            }
            ends.append(Int32(numbers.count))
        }
        self.init(documents: documents, table: table, termNumbers: numbers, weights: weights, documentEnds: ends)
    }

    /// For each document, its terms in order of first occurrence with their weights.
    var terms: [[TermWeight]] {
        documents.indices.map { document in
            entries(of: document).map { TermWeight(term: table.term(Int(termNumbers[$0])), weight: Int(weights[$0])) }
        }
    }

    /// Where document `number`'s entries are in `termNumbers` and `weights`.
    func entries(of number: Int) -> Range<Int> {
        (number == 0 ? 0 : Int(documentEnds[number - 1]))..<Int(documentEnds[number])
    }

    /// Tokenizes the documents. The weight of a term is `titleWeight` if it is in the
    /// title, plus `headingWeight` if it is in the heading, plus its count in the body
    /// capped at `bodyCap`.
    package init(_ documents: [SearchDocument]) {
        var counter = WeightCounter()
        for document in documents {
            counter.field = .title
            SearchTokenizer.scan(document.titleText, into: &counter)
            counter.field = .heading
            SearchTokenizer.scan(document.headingText, into: &counter)
            counter.field = .body
            SearchTokenizer.scan(document.bodyText, into: &counter)
            counter.endDocument()
        }
        self.init(documents: documents.map(SearchDocument.init(published:)), table: counter.table,
                  termNumbers: counter.numbers, weights: counter.weights, documentEnds: counter.ends)
    }

    /// Counts each term's weight in the current document as the tokenizer hands terms over.
    private struct WeightCounter: TermSink {
        enum Field { case title, heading, body }
        var field = Field.title
        var table = TermTable()
        var numbers: [Int32] = []
        var weights: [UInt8] = []
        var ends: [Int32] = []
        /// The current document's terms in order of first occurrence, with what was seen.
        var current: [(number: Int32, title: Bool, heading: Bool, body: Int)] = []
        /// Per term number: the document it was last seen in, and where in `current`.
        var lastDocument: [Int32] = []
        var position: [Int32] = []

        mutating func take(_ term: UnsafeBufferPointer<UInt8>) {
            let number = table.intern(term)
            if number == lastDocument.count {
                lastDocument.append(-1)
                position.append(0)
            }
            let document = Int32(ends.count)
            if lastDocument[number] != document {
                lastDocument[number] = document
                position[number] = Int32(current.count)
                current.append((Int32(number), false, false, 0))
            }
            let at = Int(position[number])
            switch field {
            case .title: current[at].title = true
            case .heading: current[at].heading = true
            case .body: current[at].body += 1
            }
        }

        mutating func endDocument() {
            for found in current {
                numbers.append(found.number)
                weights.append(UInt8((found.title ? SearchIndex.titleWeight : 0) + (found.heading ? SearchIndex.headingWeight : 0)
                    + min(found.body, SearchIndex.bodyCap)))
            }
            ends.append(Int32(numbers.count))
            current.removeAll(keepingCapacity: true)
        }
    }
}

extension SearchIndexPart: Equatable {
    /// Parts are equal when they publish the same documents with the same terms and
    /// weights, however their tables were filled.
    package static func == (left: SearchIndexPart, right: SearchIndexPart) -> Bool {
        left.documents == right.documents && left.terms == right.terms
    }
}
