import DuetModel
import DuetTestSupport
import Foundation
import Testing
@testable import DuetSite
@testable import DuetSearch

/// The index is tokenized in Swift at build time and the query in JavaScript in the
/// browser. This runs the shipped `templates/assets/search.js` under `node` on the same
/// inputs as `SearchTokenizer` and requires identical terms.
@Suite("Tokenizer parity between Swift and the browser")
struct TokenizerParityTests {
    init() { ShippedStrings.install() }

    static let repository = ShippedSite.repository

    static let inputs: [String] = [
        "popover", "Popovers", "弹出框", "弹", "转场", "trait collection", "traitCollectionDidChange(_:)",
        "UIModalPresentationPopover", "setOverrideTraitCollection(_:forChild:)", "viewWillTransition(to:with:)",
        "在 iPad 上以弹出框呈现", "使用UIKit的尺寸类", "iOS13 and iOS 8–12", "The presenting view controller's views are removed.",
        "properties classes statuses axis analysis", "ｐｏｐｏｖｅｒ　弹出框", "A\u{2028}B\tC", "𠀀𠀁 extension-B characters",
        "HTTPServer URLSession XMLHttpRequest", "UIUserInterfaceSizeClassCompact", "showDetailViewController(_:sender:)",
        "size classes: Vertical: compact, horizontal: regular", "垂直：紧凑，水平：常规", "", "   ", "a an the of",
    ]

    /// Every sentence of a shipped chapter, so real text is compared too.
    static func chapterText() throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent("content/zh/03-presentations.md"), encoding: .utf8)
            + String(contentsOf: repository.appendingPathComponent("content/en/01-adaptive-model.md"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    @Test("search.js tokenizes every input exactly as SearchTokenizer does")
    func sameTokens() throws {
        let inputs = try Self.inputs + Self.chapterText()
        let script = """
        const { tokenize } = require(process.argv[1]);
        let input = "";
        process.stdin.on("data", (chunk) => { input += chunk; });
        process.stdin.on("end", () => { process.stdout.write(JSON.stringify(JSON.parse(input).map(tokenize))); });
        """
        let node = Process()
        node.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        node.arguments = ["node", "-e", script, Self.repository.appendingPathComponent("templates/assets/search.js").path]
        let stdin = Pipe(), stdout = Pipe()
        node.standardInput = stdin
        node.standardOutput = stdout
        try node.run()
        stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: inputs))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        node.waitUntilExit()
        #expect(node.terminationStatus == 0, "node must be installed to compare the tokenizers")
        let javascript = try #require(try JSONSerialization.jsonObject(with: output) as? [[String]])
        #expect(javascript.count == inputs.count)
        for (input, tokens) in zip(inputs, javascript) {
            #expect(tokens == SearchTokenizer.tokens(input), "input: \(input)")
        }
    }

    @Test("search.js reads the built index and ranks it exactly as SearchIndex.search does")
    func sameRanking() throws {
        let context = ShippedSite.context
        #expect(!context.failed)
        let queries = ["popover", "trait collection", "unwind segue", "traitCollectionDidChange(_:)", "size classes iPad",
                       "弹出框", "转场", "尺寸类", "故事板 segue", "呈现控制器"]
        for language in [Language.en, .zh] {
            let index = SearchIndex(language: language, documents: SearchDocuments.collect(context, language: language))
            let file = TestScratch.url("duet-index", suffix: ".json")
            try Data(index.json.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let script = """
            const { search } = require(process.argv[1]);
            const index = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
            const queries = JSON.parse(process.argv[3]);
            process.stdout.write(JSON.stringify(queries.map((q) => search(index, q, true).map((r) => r.url))));
            """
            let queryJSON = String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self)
            let output = try Self.node(script, arguments: [Self.repository.appendingPathComponent("templates/assets/search.js").path, file.path, queryJSON])
            let javascript = try #require(try JSONSerialization.jsonObject(with: output) as? [[String]])
            for (query, urls) in zip(queries, javascript) {
                #expect(urls == index.search(query).map(\.url), "\(language) \(query)")
                #expect(!urls.isEmpty, "\(language) \(query)")
            }
        }
    }

    static func node(_ script: String, arguments: [String]) throws -> Data {
        let node = Process()
        node.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        node.arguments = ["node", "-e", script] + arguments
        let stdout = Pipe()
        node.standardOutput = stdout
        try node.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        node.waitUntilExit()
        #expect(node.terminationStatus == 0, "node must be installed to compare with the browser's search")
        return output
    }
}
