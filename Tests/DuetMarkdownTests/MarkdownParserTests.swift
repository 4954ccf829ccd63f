import Testing
@testable import DuetMarkdown

/// Finds the first node, depth-first, that matches.
func firstNode(in root: MarkdownNode, where match: (MarkdownNode) -> Bool) -> MarkdownNode? {
    var found: MarkdownNode?
    root.walk { node in
        if found == nil, match(node) { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }
    return found
}

@Suite("Parsing Markdown into a Swift tree")
struct MarkdownParserTests {
    @Test("a GFM table keeps its column alignments")
    func tableAlignments() throws {
        let doc = MarkdownParser().parse("""
        | Device | Portrait | Landscape |
        |:--|:-:|--:|
        | iPhone 6 | a | b |
        """)
        let table = try #require(doc.children.first)
        #expect(table.kind == .table(alignments: [.left, .center, .right]))
        #expect(table.children.count == 2)
        #expect(table.children[0].kind == .tableHeader)
        #expect(table.children[1].children.map(\.plainText) == ["iPhone 6", "a", "b"])
    }

    @Test("Chinese text columns count characters, not bytes")
    func cjkColumns() throws {
        let doc = MarkdownParser().parse("视图控制器的 `traitCollection` 属性\n")
        let code = try #require(firstNode(in: doc) { if case .code = $0.kind { true } else { false } })
        // cmark-gfm's range of a code span covers the code, not the backticks.
        #expect(code.range.start == SourceLocation(line: 1, column: 9))
        #expect(code.range.end == SourceLocation(line: 1, column: 23))
        #expect(doc.plainText == "视图控制器的 traitCollection 属性")
    }

    @Test("columns on a long mixed line stay exact for every node, not only the first")
    func longLineColumns() throws {
        // 40 repetitions of "视图 `a` " (7 characters each, 2 of them 3-byte Han) on one line.
        let line = String(repeating: "视图 `a` ", count: 40)
        let doc = MarkdownParser().parse("第二行之前\n" + line + "\n")
        var codes: [MarkdownNode] = []
        doc.walk { node in
            if case .code = node.kind { codes.append(node) }
            return .visitChildren
        }
        #expect(codes.count == 40)
        for (index, code) in codes.enumerated() {
            // The code span of repetition n is its fifth character: column n * 7 + 5.
            #expect(code.range.start == SourceLocation(line: 2, column: index * 7 + 5))
            #expect(code.range.end == SourceLocation(line: 2, column: index * 7 + 5))
        }
    }

    @Test("nested nodes carry the ranges of their own source")
    func nestedRanges() throws {
        let source = """
        > Intro line
        >
        > - first item
        > - second **bold** item
        """
        let doc = MarkdownParser(firstLine: 5).parse(source)
        let quote = try #require(doc.children.first)
        #expect(quote.kind == .blockQuote)
        #expect(quote.range.start == SourceLocation(line: 5, column: 1))
        let list = try #require(firstNode(in: doc) { if case .list = $0.kind { true } else { false } })
        #expect(list.range.start == SourceLocation(line: 7, column: 3))
        #expect(list.children.count == 2)
        #expect(list.children[1].range.start.line == 8)
        let strong = try #require(firstNode(in: doc) { $0.kind == .strong })
        #expect(strong.range.start == SourceLocation(line: 8, column: 12))
        #expect(strong.plainText == "bold")
    }

    @Test("strikethrough and task list items are recognised")
    func strikethroughAndTasks() throws {
        let doc = MarkdownParser().parse("- [x] done ~~old~~\n- [ ] todo\n")
        let list = try #require(doc.children.first)
        #expect(list.children.map(\.kind) == [.listItem(task: .checked), .listItem(task: .unchecked)])
        #expect(firstNode(in: doc) { $0.kind == .strikethrough }?.plainText == "old")
    }

    @Test("bare URLs become links through the autolink extension")
    func autolinks() throws {
        let doc = MarkdownParser().parse("See https://example.com/guide for more.\n")
        let link = try #require(firstNode(in: doc) { if case .link = $0.kind { true } else { false } })
        #expect(link.kind == .link(destination: "https://example.com/guide", title: ""))
    }

    @Test("invalid UTF-8 is rejected with the line and column of the bad byte")
    func invalidUTF8() {
        var bytes = Array("line one\n中文 ok\nab".utf8)
        bytes.append(0xFF)
        bytes += Array("cd\n".utf8)
        #expect(throws: MarkdownError.invalidUTF8(SourceLocation(line: 13, column: 3))) {
            try MarkdownParser(firstLine: 11).parse(bytes)
        }
    }

    @Test("an overlong or truncated sequence is invalid UTF-8 too")
    func overlongUTF8() {
        #expect(UTF8Validation.firstInvalidByte(in: [0x61, 0xC0, 0xAF]) == 1)
        #expect(UTF8Validation.firstInvalidByte(in: [0x61, 0xE4, 0xB8]) == 1)
        #expect(UTF8Validation.firstInvalidByte(in: Array("视图".utf8)) == nil)
    }

    @Test("fenced code keeps its info string and literal")
    func fencedCode() throws {
        let doc = MarkdownParser().parse("```duet-table traits\n```\n\n```swift\nlet x = 1\n```\n")
        #expect(doc.children.map(\.kind) == [
            .codeBlock(info: "duet-table traits", code: ""),
            .codeBlock(info: "swift", code: "let x = 1\n"),
        ])
    }
}

import Dispatch

@Suite("Parsing from many threads")
struct ConcurrentParsingTests {
    @Test("strikethrough survives parsers running on several threads at once")
    func concurrentStrikethrough() {
        let results = ConcurrentFlags(count: 200)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let doc = MarkdownParser().parse("Item \(index) with ~~old~~ text and a | pipe.\n")
            results.set(index, firstNode(in: doc) { $0.kind == .strikethrough } != nil)
        }
        #expect(results.all)
    }
}

final class ConcurrentFlags: @unchecked Sendable {
    private var flags: [Bool]
    private let queue = DispatchQueue(label: "flags")
    init(count: Int) { flags = Array(repeating: false, count: count) }
    func set(_ index: Int, _ value: Bool) { queue.sync { flags[index] = value } }
    var all: Bool { queue.sync { flags.allSatisfy { $0 } } }
}
