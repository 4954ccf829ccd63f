import DuetModel

/// How a language's search index is split into files, so an edit rewrites one small file
/// instead of the whole index.
///
/// Pairs are grouped in book order into shards of `pairsPerShard` consecutive pairs; each
/// shard is a complete index of its own documents (`SearchIndex.json`: its own pages,
/// documents numbered from 0, terms and postings), written once, as a script,
/// `search-index.<n>.js`. The reference and glossary entries come last, in
/// `search-index.reference.js`. `search-index.js` is the entry point: the shard files in
/// order with their document counts.
///
/// A reader joins the shards in the order listed, numbering documents across them: the
/// result is the index built from all documents at once, so scores (inverse document
/// frequency from the total count and each term's total document frequency) and ranking
/// do not depend on the split.
package enum SearchShards {
    /// Small enough that rewriting a shard is cheap next to a build, large enough that a
    /// reader loads few files (17 per language at 1,000 pairs, with the reference entries).
    package static let pairsPerShard = 64

    /// One file listed by the entry point: its name in the language folder and how many
    /// documents it holds.
    package struct Listed: Sendable, Equatable {
        package let name: String
        package let documents: Int

        package init(name: String, documents: Int) {
            self.name = name
            self.documents = documents
        }
    }

    /// `search-index.3.json` / `search-index.3.js` for shard 3, `search-index.reference.*`
    /// for the reference entries: `stem` is `"3"` or `"reference"`.
    package static func fileName(_ stem: String, script: Bool) -> String {
        "search-index.\(stem)." + (script ? "js" : "json")
    }

    package static let referenceStem = "reference"

    /// A shard as a script that registers it under its file name, so shards load from
    /// `file://` with script elements, in any order.
    package static func script(fileName: String, json: [UInt8]) -> [UInt8] {
        Array("(window.DUET_SEARCH_SHARDS = window.DUET_SEARCH_SHARDS || {})[\(JSONText.quoted(fileName))] = ".utf8) + json + Array(";\n".utf8)
    }

    /// The entry point: the language, the total number of documents and the shards in order.
    package static func entryJSON(language: Language, shards: [Listed]) -> String {
        let total = shards.reduce(0) { $0 + $1.documents }
        let listed = shards.map { "{\"file\":\(JSONText.quoted($0.name)),\"docs\":\($0.documents)}" }
        return "{\"lang\":\(JSONText.quoted(language.rawValue)),\"documents\":\(total),\"shards\":[\n"
            + listed.joined(separator: ",\n") + "\n]}"
    }

    /// The entry point as a script that sets a global, for pages (also from `file://`).
    package static func entryScript(json: String) -> String {
        "window.DUET_SEARCH_INDEX = \(json);\n"
    }
}
