@testable import DuetContent
@testable import DuetSite
import DuetMarkdown
import DuetModel
import DuetSupport
import DuetTestSupport
import Foundation
import Testing
@testable import DuetOutput

/// A pair's outline stands in for its parsed pages in later builds, so it must hold what
/// book-wide steps read, and read back from the cache exactly as it was written.
@Suite("Pair outlines")
struct PairOutlineTests {
    init() { ShippedStrings.install() }

    func page(_ language: Language, _ body: String) -> ContentPage {
        let source = "---\ntitle: T\n---\n" + body
        let offset = "---\ntitle: T\n---\n".utf8.count
        return ContentPage(language: language, fileName: "01-a.md", path: "content/\(language.rawValue)/01-a.md", title: "T",
                           slug: "a", order: 1, summary: nil, updated: nil, source: source, bodyOffset: offset, bodyFirstLine: 4)
    }

    var pair: PagePair {
        PagePair(fileName: "01-a.md",
                 en: page(.en, "Intro with a [link](02-b.md#overview).\n\n## Size\tclasses\n\nText \\\\ more.\n\n## Back\\\\slash\n\nEnd [x](#size-classes).\n"),
                 zh: page(.zh, "带有[链接](02-b.md#overview)的引言。\n\n## 尺寸类别\n\n正文。\n\n## 反斜杠\n\n结束。\n\n多出的段落。\n"))
    }

    @Test("an outline records heading ids, headings and links of both pages, with their file positions")
    func outlineContents() {
        let outline = pair.outline
        #expect(outline.englishHeadings.map(\.text) == ["Size\tclasses", "Back\\slash"])
        #expect(outline.englishHeadings.first?.start == SourceLocation(line: 6, column: 1))
        #expect(outline.chineseHeadings.map(\.level) == [2, 2])
        #expect(Set(outline.anchors.english.values) == ["size-classes", "back-slash"])
        #expect(Set(outline.anchors.chinese.values) == ["size-classes", "back-slash"])
        #expect(outline.englishLinks.map(\.destination) == ["02-b.md#overview", "#size-classes"])
        #expect(outline.chineseLinks.first?.start == SourceLocation(line: 4, column: 3))
    }

    @Test("an outline lists the intact block pairs with the English block's hash, and counts the Chinese blocks")
    func outlineBlocks() {
        let outline = pair.outline
        #expect(outline.blockCount == 6)
        #expect(outline.alignedBlocks.count == 5)
        #expect(FNV1a64.hex(value: outline.alignedBlocks[0].englishHash) == FNV1a64.blockHash("Intro with a [link](02-b.md#overview)."))
        #expect(outline.alignedBlocks[1].chineseStart == SourceLocation(line: 6, column: 1))
    }

    @Test("an outline reads back from its cache record unchanged, tabs and backslashes included")
    func recordRoundTrip() throws {
        let outline = pair.outline
        let text = OutlineRecord.encode(outline)
        let lines = Array(text.utf8).split(separator: 10)
        #expect(OutlineRecord.decode(lines) == outline)
        #expect(OutlineRecord.decode(record: Array(text.utf8)) == outline)
    }

    @Test("a record cut anywhere, even at the end of its last line, is not read as an outline")
    func cutRecord() {
        let bytes = Array(OutlineRecord.encode(pair.outline).utf8)
        #expect(OutlineRecord.decode(record: bytes) != nil)
        for length in [0, 1, bytes.count / 2, bytes.count - 1] {
            #expect(OutlineRecord.decode(record: Array(bytes.prefix(length))) == nil, "cut at \(length)")
        }
    }

    @Test("a damaged record is not read as an outline")
    func damagedRecord() {
        let text = OutlineRecord.encode(pair.outline)
        let lines = Array(text.utf8).split(separator: 10)
        #expect(OutlineRecord.decode(lines.dropLast()) == nil)
        #expect(OutlineRecord.decode(lines.map { Array($0.prefix(3))[...] }) == nil)
        // Any one line left out, given twice, or moved before the counts.
        for index in lines.indices {
            var without = lines
            without.remove(at: index)
            #expect(OutlineRecord.decode(without) == nil, "line \(index) left out")
            var twice = lines
            twice.insert(lines[index], at: index)
            #expect(OutlineRecord.decode(twice) == nil, "line \(index) twice")
        }
        #expect(OutlineRecord.decode(Array(lines.dropFirst()) + [lines[0]]) == nil)
        // A field out of shape: a letter in a number, a raw tab in text, a short hash.
        for (from, to) in [("\t1\t", "\t1x\t"), ("\tBack", "\tBa\tck"), ("\n", "0\n")] {
            let changed = text.replacingOccurrences(of: from, with: to)
            #expect(changed != text)
            #expect(OutlineRecord.decode(record: Array(changed.utf8)) == nil, "\(to)")
        }
    }

    @Test("a cached outline is used only for the same file name, paths and text")
    func cacheKeys() throws {
        let directory = TestScratch.url("duet-outline").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pair = self.pair
        let key = OutlineCache.key(fileName: pair.fileName, en: pair.en, zh: pair.zh)
        OutlineCache(cacheDirectory: directory, contentDirectory: "/content").save([(key, pair.outline)])
        let reopened = OutlineCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(reopened.outline(forKey: key) == pair.outline)
        let edited = page(.zh, "改过的引言。\n")
        #expect(OutlineCache.key(fileName: pair.fileName, en: pair.en, zh: edited) != key)
        #expect(OutlineCache.key(fileName: "02-a.md", en: pair.en, zh: pair.zh) != key)
        #expect(OutlineCache(cacheDirectory: directory, contentDirectory: "/other").outline(forKey: key) == nil)
    }

    @Test("records read from the cache are written back unchanged beside new ones, and all read back")
    func storedRecordsCarriedOver() throws {
        let directory = TestScratch.url("duet-outline").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = pair
        let second = PagePair(fileName: "02-b.md", en: page(.en, "## Overview\n\nText.\n"), zh: page(.zh, "## 概述\n\n正文。\n"))
        let third = PagePair(fileName: "03-c.md", en: page(.en, "One.\n"), zh: page(.zh, "一。\n"))
        func key(_ pair: PagePair) -> String { OutlineCache.key(fileName: pair.fileName, en: pair.en, zh: pair.zh) }
        OutlineCache(cacheDirectory: directory, contentDirectory: "/content").save([(key(first), first.outline), (key(second), second.outline)])
        // The second build keeps the first two records as stored and adds a third.
        let reopened = OutlineCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(reopened.outline(forKey: key(third)) == nil)
        reopened.save([(key(first), first.outline), (key(second), second.outline), (key(third), third.outline)])
        let last = OutlineCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(last.outline(forKey: key(first)) == first.outline)
        #expect(last.outline(forKey: key(second)) == second.outline)
        #expect(last.outline(forKey: key(third)) == third.outline)
    }

    /// `count` small pairs with distinct text, and each pair's cache key.
    func pairs(_ count: Int, text: String = "Text") -> [(key: String, outline: PairOutline)] {
        (0..<count).map { index in
            let pair = PagePair(fileName: "\(index)-p.md", en: page(.en, "\(text) \(index).\n"), zh: page(.zh, "正文 \(index)。\n"))
            return (OutlineCache.key(fileName: pair.fileName, en: pair.en, zh: pair.zh), pair.outline)
        }
    }

    func outlineFile(_ directory: String) throws -> String {
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("outlines-") })
        return directory + "/" + name
    }

    @Test("an outline made afresh is appended: the records already in the file stay as they are, and all read back")
    func freshOutlinesAppended() throws {
        let directory = TestScratch.url("duet-outline").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let book = pairs(100)
        OutlineCache(cacheDirectory: directory, contentDirectory: "/content").save(book)
        let before = try Data(contentsOf: URL(fileURLWithPath: try outlineFile(directory)))
        // One page edited: its pair has a new key.
        var edited = book
        edited[50] = pairs(51, text: "Edited")[50]
        OutlineCache(cacheDirectory: directory, contentDirectory: "/content").save(edited)
        let after = try Data(contentsOf: URL(fileURLWithPath: try outlineFile(directory)))
        #expect(after.count > before.count)
        #expect(after.prefix(before.count) == before)
        let reopened = OutlineCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(edited.allSatisfy { reopened.outline(forKey: $0.key) == $0.outline })
    }

    @Test("once records no pair uses would make up a quarter of the file, it is rewritten without them")
    func unusedRecordsDropped() throws {
        let directory = TestScratch.url("duet-outline").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        OutlineCache(cacheDirectory: directory, contentDirectory: "/content").save(pairs(400))
        // Every pair edited: 400 unused records against 800 would be half the file.
        let edited = pairs(400, text: "Edited")
        OutlineCache(cacheDirectory: directory, contentDirectory: "/content").save(edited)
        let text = try String(contentsOfFile: try outlineFile(directory), encoding: .utf8)
        #expect(text.components(separatedBy: "\n@\t").count - 1 == 400)
        let reopened = OutlineCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(edited.allSatisfy { reopened.outline(forKey: $0.key) == $0.outline })
    }

    @Test("a record cut short at the end of the file (an interrupted append) is ignored, and the next save rewrites the file",
          arguments: ["@\tzzz-damaged\t5\nhalf a rec", "@\tzzz-damaged\t500\nhalf a rec\n", "@\tzzz-damaged\t0\n", "@\tzzz-damaged\t", "@\tzzz-damaged\t9223372036854775807\nx\n"])
    func truncatedAppend(tail: String) throws {
        let directory = TestScratch.url("duet-outline").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let book = pairs(10)
        OutlineCache(cacheDirectory: directory, contentDirectory: "/content").save(book)
        let file = try outlineFile(directory)
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(tail.utf8))
        try handle.close()
        let damaged = OutlineCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(book.allSatisfy { damaged.outline(forKey: $0.key) == $0.outline })
        var edited = book
        edited[3] = pairs(4, text: "Edited")[3]
        damaged.save(edited)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains("zzz-damaged"))
        let reopened = OutlineCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(edited.allSatisfy { reopened.outline(forKey: $0.key) == $0.outline })
    }

    @Test("decimal fields read up to nineteen digits and refuse what overflows or is not a digit")
    func decimalFields() {
        #expect(Int(decimal: Array("1795483592598634748".utf8)[...]) == 1_795_483_592_598_634_748)
        #expect(Int(decimal: Array("9223372036854775807".utf8)[...]) == Int.max)
        #expect(Int(decimal: Array("9999999999999999999".utf8)[...]) == nil)
        #expect(Int(decimal: Array("12a".utf8)[...]) == nil)
        #expect(Int(decimal: [][...]) == nil)
    }

    @Test("decimal fields read from a buffer agree with the general reading, at every length up to twenty digits")
    func decimalFieldsOnBuffers() {
        func buffered(_ text: String) -> Int? { Array(text.utf8).withUnsafeBufferPointer { Int(decimal: $0) } }
        for text in ["0", "7", "42", "000123", "123456789012345678", "999999999999999999", "1795483592598634748",
                     "9223372036854775807", "9223372036854775808", "99999999999999999999", "", "1 2", "-1", "12/", "1:", "٣"] {
            #expect(buffered(text) == Int(decimal: Array(text.utf8)[...]), "\(text)")
        }
        #expect(buffered("999999999999999999") == 999_999_999_999_999_999)
        #expect(buffered("12a") == nil)
    }

    @Test("a text field reads back whatever it held, with an escape at its first byte, its last or none")
    func textFieldsRoundTrip() {
        for text in ["", "plain", "\\", "\tstart", "end\n", "a\\b", "中文\\t字面", "\r\n\t\\", "no escape at all, 中文 too"] {
            let escaped = Array(CacheFields.escaped(text).utf8)
            #expect(escaped.withUnsafeBufferPointer { CacheFields.unescaped($0) } == text, "\(text.debugDescription)")
        }
        // A backslash that ends a field escapes nothing and is dropped, as before.
        #expect(Array("tail\\".utf8).withUnsafeBufferPointer { CacheFields.unescaped($0) } == "tail")
    }

    @Test("the output manifest reads back sizes, nanosecond times (before 1970 too), keys, paths and folder times")
    func manifestRoundTrip() throws {
        let directory = TestScratch.url("duet-manifest").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var manifest = OutputManifest()
        manifest.files["en/a/index.html"] = OutputManifest.File(size: 1420, modified: 1_795_483_592_598_634_748, key: "abc")
        manifest.files["zh/页面/index.html"] = OutputManifest.File(size: 0, modified: -5, key: "-")
        manifest.folders[""] = 1_795_483_592_000_000_001
        manifest.folders["zh/页面"] = 42
        let path = directory + "/output.manifest"
        try manifest.save(path)
        let read = OutputManifest.load(path)
        #expect(read.files.count == 2)
        #expect(read.files["en/a/index.html"]?.modified == 1_795_483_592_598_634_748)
        #expect(read.files["en/a/index.html"]?.size == 1420)
        #expect(read.files["zh/页面/index.html"]?.modified == -5)
        #expect(read.files["zh/页面/index.html"]?.key == "-")
        #expect(read.folders == ["": 1_795_483_592_000_000_001, "zh/页面": 42])
        // Folders sorted beforehand (some with no time to record) give the same file.
        let sortedPath = directory + "/sorted.manifest"
        try manifest.save(sortedPath, sortedFolders: ["", "en", "en/a", "zh", "zh/页面"])
        #expect(FileManager.default.contents(atPath: sortedPath) == FileManager.default.contents(atPath: path))
    }

    @Test("a manifest's malformed lines are skipped, a path may hold tabs, and no path leaves the output")
    func manifestMalformedLines() throws {
        let directory = TestScratch.url("duet-manifest").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/output.manifest"
        let lines = [
            "10\t5\tk\ten/a/index.html",
            "12\t-7\tk2\ten/tab\tin name.html",
            "only\tthree\tfields",
            "x\t5\tk\ten/b/index.html",            // size not a number
            "10\t5x\tk\ten/c/index.html",          // time not a number
            "10\t5\tk\t../victim/index.html",
            "10\t5\tk\t/etc/passwd",
            "d\t5\t-\t../victim",
            "d\t5\t-\ten/../../victim",
            "d\t5\t-\ten/\u{301}../x",
            "d\t5\t-\ten/..\u{301}/x",
            "10\t5\tk\t",                         // a file needs a path
            "d\t9\t-\t",
            "",
            "d\t8\t-\ten/a",
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let read = OutputManifest.load(path)
        #expect(read.files == ["en/a/index.html": OutputManifest.File(size: 10, modified: 5, key: "k"),
                               "en/tab\tin name.html": OutputManifest.File(size: 12, modified: -7, key: "k2")])
        #expect(read.folders == ["": 9, "en/a": 8, "en/\u{301}../x": 5, "en/..\u{301}/x": 5])
    }

    @Test("a path is inside the output unless it starts at the root or has a `..` component, whatever follows a slash")
    func pathsInsideTheOutput() {
        for inside in ["a", "en/a/index.html", "..a/b", "a/..b", "a/b..", "页面/index.html", "a/\u{301}b"] {
            #expect(OutputWriter.isInside(inside), "\(inside)")
        }
        // A combining mark after `/` makes one character of the two, but the file system
        // still sees the slash: `../\u{301}x` goes up a folder.
        for outside in ["", "/a", "..", "../a", "a/..", "a/../b", "../\u{301}x", "a//../b"] {
            #expect(!OutputWriter.isInside(outside), "\(outside)")
        }
    }
}
