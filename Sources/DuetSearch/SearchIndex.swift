import DuetModel
import Foundation

/// The search index of one language: the documents a result can show and, for every
/// term, the documents containing it with a weight.
///
/// The weight of a term in a document is `titleWeight` if it is in the title, plus
/// `headingWeight` if it is in the heading, plus the number of times it occurs in the
/// body capped at `bodyCap`. The caps keep the order of the issue's rule: a title match
/// outranks any heading-and-body match, a heading match outranks any body match.
package struct SearchIndex: Sendable {
    package static let titleWeight = 8
    package static let headingWeight = 4
    package static let bodyCap = 3
    /// The largest weight; the JSON packs a weight into four bits.
    package static let maximumWeight = titleWeight + headingWeight + bodyCap

    package let language: Language
    /// The documents a result can show, reduced to what the index publishes (their texts
    /// are tokenized into `postings` and not kept).
    package let documents: [SearchDocument]
    /// term -> (document number, weight), documents in increasing order.
    package let postings: [String: [(document: Int, weight: Int)]]

    package init(language: Language, documents: [SearchDocument]) {
        self.init(language: language, parts: [SearchIndexPart(documents)])
    }

    /// Joins parts in the order given: documents are numbered across the parts, and each
    /// term's postings stay in increasing document order, so the index equals one built
    /// from all the parts' documents at once.
    init(language: Language, parts: [SearchIndexPart]) {
        self.language = language
        var documents: [SearchDocument] = []
        documents.reserveCapacity(parts.reduce(0) { $0 + $1.documents.count })
        var postings: [String: [(document: Int, weight: Int)]] = [:]
        for part in parts {
            for (document, terms) in zip(part.documents, part.terms) {
                let number = documents.count
                documents.append(document)
                for found in terms { postings[found.term, default: []].append((number, found.weight)) }
            }
        }
        self.documents = documents
        self.postings = postings
    }

    /// The documents containing every term of the query, best first: the sum over the
    /// query's terms of weight x inverse document frequency, ties in document order.
    /// The browser runs the same ranking (`search.js`); this one serves the tests.
    package func search(_ query: String) -> [SearchDocument] {
        var terms: [String] = []
        for term in SearchTokenizer.tokens(query) where !terms.contains(term) { terms.append(term) }
        guard !terms.isEmpty else { return [] }
        var scores: [Int: Double]?
        for term in terms {
            let list = postings[term] ?? []
            let ratio: Double = Double(documents.count) / Double(max(list.count, 1))
            let idf: Double = log(1 + ratio)
            var next: [Int: Double] = [:]
            for posting in list where scores == nil || scores![posting.document] != nil {
                next[posting.document] = (scores?[posting.document] ?? 0) + Double(posting.weight) * idf
            }
            scores = next
        }
        return (scores ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { documents[$0.key] }
    }

    /// The index as JSON, terms sorted so two builds are byte-identical (a build writes
    /// the same bytes faster with `SearchShardIndex`):
    ///
    /// - `pages`: `[title, url]` per page, the URL relative to the language folder;
    /// - `docs`: `[page number, heading, anchor, excerpt]` per document;
    /// - `terms`: every term, sorted, separated by spaces (no term contains one);
    /// - `postings`: for each term in the same order, separated by `;`, one number per
    ///   document containing it, in base 36 and separated by `,`:
    ///   `(document number - previous document number) * 16 + weight`. Weights are at
    ///   most 15 and document numbers increase, so the numbers stay short.
    package var json: String {
        var pages: [String] = []
        var pageNumbers: [String: Int] = [:]
        var docs: [String] = []
        for document in documents {
            let (path, anchor) = Self.split(document.url)
            let key = document.pageTitle + "\u{0}" + path
            let page: Int
            if let known = pageNumbers[key] {
                page = known
            } else {
                page = pages.count
                pageNumbers[key] = page
                pages.append("[\(JSONText.quoted(document.pageTitle)),\(JSONText.quoted(path))]")
            }
            docs.append("[\(page),\(JSONText.quoted(document.heading)),\(JSONText.quoted(anchor)),\(JSONText.quoted(document.excerpt))]")
        }
        // Byte order (code point order), as the build's `SearchShardIndex` writes them.
        let terms = postings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let packed = terms.map { term in
            var previous = 0
            return postings[term]!.map { posting -> String in
                defer { previous = posting.document }
                return String((posting.document - previous) * 16 + posting.weight, radix: 36)
            }.joined(separator: ",")
        }
        return "{\"lang\":\(JSONText.quoted(language.rawValue)),\n\"pages\":[\n\(pages.joined(separator: ",\n"))\n],\n"
            + "\"docs\":[\n\(docs.joined(separator: ",\n"))\n],\n"
            + "\"terms\":\(JSONText.quoted(terms.joined(separator: " "))),\n\"postings\":\(JSONText.quoted(packed.joined(separator: ";")))}"
    }

    /// `a/index.html#b` -> (`a/index.html`, `b`).
    static func split(_ url: String) -> (path: String, anchor: String) {
        guard let hash = url.firstIndex(of: "#") else { return (url, "") }
        return (String(url[..<hash]), String(url[url.index(after: hash)...]))
    }

    /// The index as a script that sets a global, so it loads from `file://` where a
    /// page cannot fetch JSON.
    package var script: String {
        Self.script(json: json)
    }

    /// The script around JSON already made, so a build makes the JSON once for both files.
    package static func script(json: String) -> String {
        "window.DUET_SEARCH_INDEX = \(json);\n"
    }
}
