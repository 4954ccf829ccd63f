import DuetModel

/// One shard of the search index joined from its pairs' parts, written as JSON straight
/// into bytes. It writes exactly what `SearchIndex(language:parts:).json` writes (a test
/// holds them equal); `SearchIndex` stays the plain version the tests rank with, this
/// one is what a build runs, several times faster: terms are joined by number through a
/// `TermTable`, postings are packed integers and no `String` is made per term or number.
package struct SearchShardIndex {
    package let language: Language
    package let documents: [SearchDocument]
    private let table: TermTable
    /// Per term number: `document << 4 | weight`, documents increasing.
    private let postings: [[UInt32]]

    var termCount: Int { table.count }

    package init(language: Language, parts: [SearchIndexPart]) {
        self.language = language
        var table = TermTable()
        var postings: [[UInt32]] = []
        var documents: [SearchDocument] = []
        documents.reserveCapacity(parts.reduce(0) { $0 + $1.documents.count })
        for part in parts {
            let numbers = (0..<part.table.count).map { term in part.table.withTerm(term) { table.intern($0) } }
            while postings.count < table.count { postings.append([]) }
            for document in part.documents.indices {
                let number = UInt32(documents.count)
                documents.append(part.documents[document])
                for entry in part.entries(of: document) {
                    postings[numbers[Int(part.termNumbers[entry])]].append(number << 4 | UInt32(part.weights[entry]))
                }
            }
        }
        self.table = table
        self.postings = postings
        self.documents = documents
    }

    /// The JSON of `SearchIndex.json`, byte for byte.
    package var json: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(documents.count * 160 + table.bytes.count * 2)
        func append(_ text: StaticString) {
            out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        append("{\"lang\":")
        JSONBytes.appendQuoted(language.rawValue, to: &out)
        append(",\n\"pages\":[\n")
        var pageNumbers: [String: Int] = [:]
        var docs: [UInt8] = []
        docs.reserveCapacity(documents.count * 140)
        var last: (key: String, number: Int)?
        for (index, document) in documents.enumerated() {
            let (path, anchor) = SearchIndex.split(document.url)
            let key = document.pageTitle + "\u{0}" + path
            let page: Int
            if let last, last.key == key {
                page = last.number
            } else if let known = pageNumbers[key] {
                page = known
            } else {
                page = pageNumbers.count
                pageNumbers[key] = page
                if page > 0 { append(",\n") }
                append("[")
                JSONBytes.appendQuoted(document.pageTitle, to: &out)
                append(",")
                JSONBytes.appendQuoted(path, to: &out)
                append("]")
            }
            last = (key, page)
            if index > 0 { docs.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")]) }
            docs.append(UInt8(ascii: "["))
            JSONBytes.appendDecimal(page, to: &docs)
            docs.append(UInt8(ascii: ","))
            JSONBytes.appendQuoted(document.heading, to: &docs)
            docs.append(UInt8(ascii: ","))
            JSONBytes.appendQuoted(anchor, to: &docs)
            docs.append(UInt8(ascii: ","))
            JSONBytes.appendQuoted(document.excerpt, to: &docs)
            docs.append(UInt8(ascii: "]"))
        }
        append("\n],\n\"docs\":[\n")
        out.append(contentsOf: docs)
        append("\n],\n\"terms\":\"")
        let sorted = table.sortedNumbers()
        for (position, term) in sorted.enumerated() {
            if position > 0 { out.append(UInt8(ascii: " ")) }
            table.withTerm(term) { JSONBytes.appendEscaped($0, to: &out) }
        }
        append("\",\n\"postings\":\"")
        for (position, term) in sorted.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ";")) }
            var previous: UInt32 = 0
            for (number, packed) in postings[term].enumerated() {
                if number > 0 { out.append(UInt8(ascii: ",")) }
                let document = packed >> 4
                JSONBytes.appendBase36(Int(document - previous) * 16 + Int(packed & 15), to: &out)
                previous = document
            }
        }
        append("\"}")
        return out
    }
}
