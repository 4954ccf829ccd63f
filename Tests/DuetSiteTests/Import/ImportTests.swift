@testable import DuetContent
@testable import DuetSite
@testable import DuetImport
import DuetMarkdown
import DuetTestSupport
import Foundation
import Testing

@Suite("duet import: bilingual text to aligned page pairs")
struct ImportTests {
    init() { ShippedStrings.install() }

    let folder = Fixtures.url("import")

    @Test("an interleaved web copy becomes an aligned pair: repairs, pairing (also around a shared listing), table marker and report")
    func interleavedDocument() throws {
        let workspace = try ImportWorkspace()
        let input = folder.appendingPathComponent("interleaved/input.md").path
        let report = try Importer.run(workspace.request(.interleaved(input), slug: "presenting")).get()
        try Fixtures.expectPages(workspace, slug: "presenting", fixture: "interleaved")
        #expect(report.lines(relativeTo: folder) == [
            "12 blocks paired, 2 shared, 2 unpaired, 12 lines dropped, 1 model table recognised",
            "unpaired: interleaved/input.md:60: English paragraph “This paragraph was never translated.” (kept untranslated in both pages)",
            "unpaired: interleaved/input.md:86: Chinese paragraph “这一段没有对应的英文。” (left out)",
            "dropped: interleaved/input.md:1-3: navigation, 3 lines",
            "dropped: interleaved/input.md:30-32: line number, 3 lines",
            "dropped: interleaved/input.md:88-98: page furniture, 6 lines",
            "removed: interleaved/input.md:38: “(opens new window)”",
            "removed: interleaved/input.md:40: “（在新窗口中打开）”",
            "joined: interleaved/input.md:14: `modalPresentationStyle` back into its sentence",
            "joined: interleaved/input.md:16: `present(_:animated:completion:)` back into its sentence",
            "joined: interleaved/input.md:20: `present(_:animated:completion:)` back into its sentence",
            "joined: interleaved/input.md:22: `modalPresentationStyle` back into its sentence",
            "table: interleaved/input.md:42 and interleaved/input.md:49: marked as model table `transition-styles`",
        ])
        #expect(report.dropped.filter { $0.reason == .pageFurniture }.map(\.text)
                 == ["---", "Leave a comment", "Name *", "Email *", "Post Comment", "广告：扫码关注公众号"])
        #expect(workspace.checkErrors().isEmpty, "\(workspace.checkErrors())")
    }

    @Test("CRLF line endings and a byte-order mark import exactly like LF")
    func crlfInput() throws {
        let workspace = try ImportWorkspace()
        let lf = try String(contentsOf: folder.appendingPathComponent("interleaved/input.md"), encoding: .utf8)
        try workspace.write("input-crlf.md", [0xEF, 0xBB, 0xBF] + Array(lf.replacingAll("\n", with: "\r\n").utf8))
        let report = try Importer.run(workspace.request(.interleaved(workspace.url.appendingPathComponent("input-crlf.md").path),
                                                        slug: "presenting")).get()
        try Fixtures.expectPages(workspace, slug: "presenting", fixture: "interleaved", record: false)
        #expect(report.paired == 12)
        #expect(report.dropped.count == 12)
        #expect(try !workspace.read("content/en/presenting.md").contains("\r"))
    }

    @Test("headings carrying both languages split at an emoji, a dash, brackets, a bar or a slash, in either order")
    func bilingualHeadings() throws {
        let workspace = try ImportWorkspace()
        let report = try Importer.run(workspace.request(.interleaved(folder.appendingPathComponent("headings/input.md").path),
                                                        slug: "headings")).get()
        try Fixtures.expectPages(workspace, slug: "headings", fixture: "headings")
        #expect(report.paired == 14)
        #expect(report.unpaired.isEmpty)
        #expect(workspace.checkErrors().isEmpty, "\(workspace.checkErrors())")
    }

    @Test("a Chinese file beside its English original pairs by order and kind, takes titles from a heading or front matter, and reports leftovers")
    func monolingualPair() throws {
        let workspace = try ImportWorkspace()
        let english = folder.appendingPathComponent("pair/en.md").path
        let chinese = folder.appendingPathComponent("pair/zh.md").path
        let report = try Importer.run(workspace.request(.pair(english: english, chinese: chinese), slug: "containers")).get()
        try Fixtures.expectPages(workspace, slug: "containers", fixture: "pair")
        #expect(report.lines(relativeTo: folder) == [
            "6 blocks paired, 0 shared, 2 unpaired, 0 lines dropped, 0 model tables recognised",
            "unpaired: pair/en.md:15: English paragraph “An English note that the translation leaves out.” (kept untranslated in both pages)",
            "unpaired: pair/zh.md:21: Chinese paragraph “译者注：这一段只在中文版中出现。” (left out)",
        ])
        #expect(workspace.checkErrors().isEmpty, "\(workspace.checkErrors())")
    }

    @Test("a document with nothing to pair writes nothing and fails at the input file")
    func nothingPairable() throws {
        let workspace = try ImportWorkspace()
        let input = folder.appendingPathComponent("broken/english-only.md").path
        let result = Importer.run(workspace.request(.interleaved(input), slug: "only-english"))
        guard case .failure(let failure) = result else {
            Issue.record("expected the import to fail")
            return
        }
        #expect(failure.diagnostics.map(\.identifier) == ["import.nothing-paired"])
        #expect(failure.diagnostics.first?.location == FileLocation(file: input, line: 1, column: 1))
        #expect(failure.report?.unpaired.map(\.location.line) == [1, 3, 5])
        #expect(!FileManager.default.fileExists(atPath: workspace.content + "/en/only-english.md"))
    }

    @Test("an existing page is kept unless --force is given")
    func existingPage() throws {
        let workspace = try ImportWorkspace()
        let input = folder.appendingPathComponent("headings/input.md").path
        try workspace.write("content/zh/headings.md", Array("---\ntitle: 旧\n---\n".utf8))
        let refused = Importer.run(workspace.request(.interleaved(input), slug: "headings"))
        guard case .failure(let failure) = refused else {
            Issue.record("expected the import to refuse")
            return
        }
        #expect(failure.diagnostics.map(\.identifier) == ["import.page-exists"])
        #expect(failure.diagnostics.first?.location.file == workspace.content + "/zh/headings.md")
        #expect(try workspace.read("content/zh/headings.md") == "---\ntitle: 旧\n---\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.content + "/en/headings.md"))
        _ = try Importer.run(workspace.request(.interleaved(input), slug: "headings", force: true)).get()
        #expect(try workspace.read("content/zh/headings.md").hasPrefix("---\ntitle: 尺寸类\n---\n"))
    }

    @Test("invalid UTF-8 is reported at its line and column, and an unsafe slug is refused")
    func badInput() throws {
        let workspace = try ImportWorkspace()
        try workspace.write("bad.md", Array("# Title 标题\n\nok\n\nbad \u{FF}".utf8).map { $0 == 0xC3 ? 0xFF : $0 })
        let path = workspace.url.appendingPathComponent("bad.md").path
        guard case .failure(let failure) = Importer.run(workspace.request(.interleaved(path), slug: "bad")) else {
            Issue.record("expected invalid UTF-8 to fail")
            return
        }
        #expect(failure.diagnostics.map(\.identifier) == ["encoding.invalid-utf8"])
        #expect(failure.diagnostics.first?.location.line == 5)
        guard case .failure(let slug) = Importer.run(workspace.request(.interleaved(path), slug: "../escape")) else {
            Issue.record("expected an unsafe slug to fail")
            return
        }
        #expect(slug.diagnostics.map(\.identifier) == ["import.invalid-slug"])
    }
}

@Suite("duet import: plain text")
struct PlainTextImportTests {
    init() { ShippedStrings.install() }

    @Test("plain text with each translation on the next line pairs line by line, with titles from the options")
    func translationOnNextLine() throws {
        let workspace = try ImportWorkspace()
        var request = workspace.request(.interleaved(Fixtures.url("import/plain/input.txt").path), slug: "size-classes")
        request.englishTitle = "Size Classes"
        request.chineseTitle = "尺寸类"
        let report = try Importer.run(request).get()
        try Fixtures.expectPages(workspace, slug: "size-classes", fixture: "plain")
        #expect(report.paired == 2)
        #expect(report.unpaired.isEmpty)
        #expect(workspace.checkErrors().isEmpty, "\(workspace.checkErrors())")
    }
}

@Suite("duet import: the shipped guide")
struct ShippedGuideImportTests {
    init() { ShippedStrings.install() }

    @Test("importing each shipped English page with its Chinese translation reproduces both files byte for byte")
    func roundTrip() throws {
        let workspace = try ImportWorkspace()
        let content = Fixtures.repositoryRoot.appendingPathComponent("content")
        let names = try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("en").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let slug = String(name.dropLast(3))
            let english = content.appendingPathComponent("en/" + name).path
            let chinese = content.appendingPathComponent("zh/" + name).path
            // Prepared, not written: one page alone links to pages not imported yet, which
            // `Importer.run` refuses as `duet check` would.
            let pages = try Importer.prepare(workspace.request(.pair(english: english, chinese: chinese), slug: slug)).get()
            #expect(pages.report.unpaired.isEmpty, "\(name): \(pages.report.unpaired)")
            for (language, text) in [("en", pages.english), ("zh", pages.chinese)] {
                let original = try String(contentsOfFile: content.appendingPathComponent("\(language)/\(name)").path, encoding: .utf8)
                #expect(text == original, "\(language)/\(name)")
            }
        }
        // Byte-identical to the shipped pages, which `make test` checks with `duet check`.
    }
}

extension ShippedGuideImportTests {
    @Test("the shipped guide interleaved block by block (title on one line, shared blocks once) imports back to its pages")
    func interleavedRoundTrip() throws {
        let workspace = try ImportWorkspace()
        let content = Fixtures.repositoryRoot.appendingPathComponent("content")
        let names = try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("en").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        for name in names {
            let english = try ShippedPage(content.appendingPathComponent("en/" + name))
            let chinese = try ShippedPage(content.appendingPathComponent("zh/" + name))
            var document = ["# \(english.title) 🌏 \(chinese.title)"]
            for (en, zh) in zip(english.blocks, chinese.blocks) {
                document += en == zh ? [en] : [en, zh]
            }
            try workspace.write("interleaved-\(name)", Array((document.joined(separator: "\n\n") + "\n").utf8))
            let slug = String(name.dropLast(3))
            let input = workspace.url.appendingPathComponent("interleaved-\(name)").path
            let pages = try Importer.prepare(workspace.request(.interleaved(input), slug: slug)).get()
            #expect(pages.report.unpaired.isEmpty, "\(name): \(pages.report.unpaired)")
            try workspace.write("prepared/en/\(slug).md", Array(pages.english.utf8))
            try workspace.write("prepared/zh/\(slug).md", Array(pages.chinese.utf8))
            #expect(try ShippedPage(workspace.url.appendingPathComponent("prepared/en/\(slug).md")).blocks == english.blocks, "en/\(name)")
            #expect(try ShippedPage(workspace.url.appendingPathComponent("prepared/zh/\(slug).md")).blocks == chinese.blocks, "zh/\(name)")
        }
    }
}
