import DuetModel
import DuetSupport
import DuetTestSupport
import Foundation
import Testing
@testable import DuetSite
@testable import DuetSearch

/// The index is written in shards of consecutive pairs so an edit rewrites one shard; a
/// reader joining the shards must get the index of all documents at once, and a cached
/// build must rewrite only what an edit touched.
@Suite("Search index shards")
struct SearchShardTests {
    init() { ShippedStrings.install() }

    @Test("search.js joins shards of two pairs into the index of all documents at once, with the same ranking")
    func joinedShardsEqualTheWhole() throws {
        let context = ShippedSite.context
        #expect(!context.failed)
        let queries = ["popover", "trait collection", "unwind segue", "traitCollectionDidChange(_:)", "size classes iPad",
                       "弹出框", "转场", "尺寸类", "故事板 segue", "呈现控制器"]
        let written = SearchIndexStep.files(context, pairsPerShard: 2)
        for language in Language.allCases {
            let files = try #require(written.first { $0.language == language })
            let folder = TestScratch.url("duet-shards")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for entry in files.entries where entry.path.hasSuffix(".js") {
                try Data(try #require(entry.bytes)).write(to: folder.appendingPathComponent(String(entry.path.dropFirst(3))))
            }
            let whole = SearchIndex(language: language, documents: SearchDocuments.collect(context, language: language))
            let script = """
            const { merge, search } = require(process.argv[1]);
            const fs = require("fs"), path = require("path");
            const read = (name) => {
              const text = fs.readFileSync(path.join(process.argv[2], name), "utf8");
              return JSON.parse(text.slice(text.indexOf(" = {") + 3).trimEnd().replace(/;$/, ""));
            };
            const entry = read("search-index.js");
            const index = merge(entry.shards.map((shard) => read(shard.file)));
            const postings = {};
            Object.keys(index.terms).sort().forEach((term) => { postings[term] = index.terms[term]; });
            process.stdout.write(JSON.stringify({
              shards: entry.shards.length,
              urls: index.docs.map((doc) => index.pages[doc[0]][1] + (doc[2] ? "#" + doc[2] : "")),
              postings: postings,
              results: JSON.parse(process.argv[3]).map((q) => search(index, q, true).map((r) => r.url)),
            }));
            """
            let queryJSON = String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self)
            let output = try TokenizerParityTests.node(script, arguments: [
                ShippedSite.repository.appendingPathComponent("templates/assets/search.js").path, folder.path, queryJSON,
            ])
            let joined = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
            let pairs = try #require(context.content).pairs.count
            #expect(joined["shards"] as? Int == (pairs + 1) / 2 + 1, "two pairs per shard, then the reference entries")
            #expect(joined["urls"] as? [String] == whole.documents.map(\.url))
            let postings = try #require(joined["postings"] as? [String: [Int]])
            #expect(postings.count == whole.postings.count)
            for (term, list) in whole.postings {
                #expect(postings[term] == list.flatMap { [$0.document, $0.weight] }, "\(language) \(term)")
            }
            let results = try #require(joined["results"] as? [[String]])
            for (query, urls) in zip(queries, results) {
                #expect(urls == whole.search(query).map(\.url), "\(language) \(query)")
                #expect(!urls.isEmpty, "\(language) \(query)")
            }
        }
    }

    @Test("a build's shard index writes the JSON of SearchIndex byte for byte, for the shipped guide and awkward text")
    func shardJSONEqualsTheReference() {
        let context = ShippedSite.context
        for language in Language.allCases {
            let parts = context.content!.pairs.map { SearchIndexPart(SearchDocuments.pairSections($0, in: context, language: language)) }
                + [SearchIndexPart(SearchDocuments.reference(context, language: language))]
            let fast = SearchShardIndex(language: language, parts: parts)
            #expect(fast.json == Array(SearchIndex(language: language, parts: parts).json.utf8), "\(language)")
            #expect(fast.documents.count > 100)
        }
        let awkward = [
            SearchDocument(pageTitle: "Quotes \" and \\ and </script>", heading: "Tab\there\u{1}\u{1F}", url: "a/index.html#x",
                           titleText: "", bodyText: "Line\u{2028}separator\u{2029} and \u{0C}\u{08}\r\n; 豈 豈 𠀀𠀁 ｐｏｐ 😀"),
            SearchDocument(pageTitle: "", heading: "", url: "", titleText: "", bodyText: ""),
            SearchDocument(pageTitle: "Quotes \" and \\ and </script>", heading: "Again", url: "a/index.html", titleText: "popover", bodyText: "popover"),
        ]
        let parts = [SearchIndexPart(awkward), SearchIndexPart([]), SearchIndexPart(Array(awkward.reversed()))]
        let fast = SearchShardIndex(language: .zh, parts: parts)
        #expect(String(decoding: fast.json, as: UTF8.self) == SearchIndex(language: .zh, parts: parts).json)
    }

    @Test("string literals written as bytes are the script-safe literals of JSONText")
    func bytesLiteralsEqualText() {
        for text in ["", "plain", "</script>", "\"\\", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}", "\u{2027}\u{2028}\u{2029}\u{202A}", "弹出框 😀 é"] {
            var out: [UInt8] = []
            JSONBytes.appendQuoted(text, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == JSONText.quoted(text), "\(text.debugDescription)")
        }
        for value in [0, 1, 15, 16, 35, 36, 1295, 1296, 123_456_789] {
            var out: [UInt8] = []
            JSONBytes.appendBase36(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == String(value, radix: 36))
        }
    }

    /// The fixture site with `count` more pairs of one paragraph and one section each,
    /// after its own three pages: 64 + 6 pairs make two shards.
    static func longBook(pairs count: Int = SearchShards.pairsPerShard + 6) throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        for number in 0..<count {
            let name = "page-" + String(String(1000 + number).dropFirst()) + ".md"
            try workspace.write("content/en/" + name, "---\ntitle: Page \(number)\n---\n\nPage \(number) of a long book.\n\n## Part \(number)\n\nMore about part \(number).\n")
            try workspace.write("content/zh/" + name, "---\ntitle: 第 \(number) 页\n---\n\n长书的第 \(number) 页。\n\n## 第 \(number) 部分\n\n第 \(number) 部分的更多内容。\n")
        }
        return workspace
    }

    static func cached(_ workspace: Workspace) -> BuildOptions {
        var options = workspace.options.build
        options.cacheDirectory = workspace.path("cache")
        return options
    }

    static func inode(_ workspace: Workspace, _ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: workspace.path(path))[.systemFileNumber] as? Int)
    }

    /// The last page of the long book is in the second shard; the edit adds a section in
    /// both languages.
    static func editLastPage(_ workspace: Workspace) throws {
        for (language, text) in [("en", "\n## An added part\n\nWritten after the first build.\n"), ("zh", "\n## 新增部分\n\n第一次构建之后写的。\n")] {
            let page = "content/\(language)/page-069.md"
            try workspace.write(page, try workspace.read(page) + text)
        }
    }

    static func build(_ options: BuildOptions) -> Bool {
        let result = SiteBuilder.build(options)
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        return result.succeeded
    }

    @Test("an edit rewrites its own shard and the entry points, keeps the other shard's files, and equals a build from scratch")
    func editRewritesOneShard() throws {
        let workspace = try Self.longBook()
        #expect(Self.build(Self.cached(workspace)))
        let untouched = ["en/search-index.0.js", "zh/search-index.0.js", "zh/search-index.reference.js"]
        let rewritten = ["en/search-index.1.js", "en/search-index.js"]
        let before = try (untouched + rewritten).map { try Self.inode(workspace, "Site/" + $0) }
        let documentsBefore = try workspace.read("Site/en/search-index.js")

        try Self.editLastPage(workspace)
        #expect(Self.build(Self.cached(workspace)))
        let after = try (untouched + rewritten).map { try Self.inode(workspace, "Site/" + $0) }
        for (path, (old, new)) in zip(untouched + rewritten, zip(before, after)) {
            #expect((old == new) == untouched.contains(path), "\(path)")
        }
        #expect(try workspace.read("Site/en/search-index.js") != documentsBefore)
        #expect(try workspace.read("Site/en/search-index.1.js").contains("An added part"))

        var scratch = workspace.options.build
        scratch.outputDirectory = workspace.path("Reference")
        #expect(Self.build(scratch))
        #expect(try workspace.snapshot(of: "Site") == (try workspace.snapshot(of: "Reference")))
    }

    @Test("an unchanged shard is linked without being rebuilt; a rebuilt shard reads its unchanged pairs from the cache")
    func unchangedShardIsNotRebuilt() throws {
        let workspace = try Self.longBook()
        #expect(Self.build(Self.cached(workspace)))
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace.path("cache")).first { $0.hasPrefix("search-") })
        // Mark every cached excerpt in English; only a shard made from the cache can show it.
        for shard in 0..<2 {
            let file = workspace.path("cache/\(folder)/" + SearchIndexCache.partsName(language: .en, shard: shard))
            let marked = SearchIndexCache.load(file).sorted { $0.key < $1.key }.map { key, part in
                (key: key, part: SearchIndexPart(documents: part.documents.map {
                    SearchDocument(pageTitle: $0.pageTitle, heading: $0.heading, url: $0.url, excerpt: "CACHED " + $0.excerpt)
                }, terms: part.terms))
            }
            #expect(!marked.isEmpty)
            SearchIndexCache.save(marked, to: file)
        }
        try Self.editLastPage(workspace)
        #expect(Self.build(Self.cached(workspace)))
        #expect(!(try workspace.read("Site/en/search-index.0.js")).contains("CACHED "))
        let rebuilt = try workspace.read("Site/en/search-index.1.js")
        #expect(rebuilt.contains("\"CACHED Page 64 of a long book.\""))
        #expect(rebuilt.contains("\"Page 69 of a long book.\""), "the edited pair is tokenized again")
    }

    @Test("a shard file changed by hand in the output is written again, not trusted")
    func handEditedShard() throws {
        let workspace = try Self.longBook()
        #expect(Self.build(Self.cached(workspace)))
        let original = try workspace.read("Site/en/search-index.0.js")
        try workspace.write("Site/en/search-index.0.js", "tampered")
        #expect(Self.build(Self.cached(workspace)))
        #expect(try workspace.read("Site/en/search-index.0.js") == original)
    }
}
