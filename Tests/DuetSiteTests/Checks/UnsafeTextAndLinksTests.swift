import DuetContent
import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// What a page may not publish even when it parses: characters nobody can see, and links
/// that run code when clicked. Both come in through copy and paste and translation tools,
/// and an import is refused on them because `duet check` reports them.
@Suite("duet check refuses control characters and links with an unsafe scheme")
struct UnsafeTextAndLinksTests {
    init() { ShippedStrings.install() }

    /// The clean fixture with one Chinese page's paragraph replaced.
    private func check(chineseParagraph: String) throws -> [Diagnostic] {
        let content = try ChecksFixture.copy("clean")
        let page = content + "/zh/01-basics.md"
        let text = try String(contentsOfFile: page, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("traitCollectionDidChange(_:)") })
        var changed = lines
        changed[index] = chineseParagraph
        try changed.joined(separator: "\n").write(toFile: page, atomically: true, encoding: .utf8)
        return SiteBuilder.check(ChecksFixture.options(content)).diagnostics
    }

    private func lineOfParagraph() throws -> Int {
        let text = try String(contentsOfFile: ChecksFixture.path("clean") + "/zh/01-basics.md", encoding: .utf8)
        return try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("traitCollectionDidChange(_:)") }) + 1
    }

    @Test("a NUL in the Chinese text is an error at its line and its column counted in characters")
    func nul() throws {
        let found = try check(chineseParagraph: "视图控制器在\u{0}`traitCollectionDidChange(_:)` 中响应尺寸类的变化。").filter { $0.identifier == "text.control-character" }
        let line = try lineOfParagraph()
        #expect(found.map(\.location.short) == ["zh/01-basics.md:\(line):7"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("U+0000 (NUL)") == true)
    }

    @Test("C0 and C1 controls and DEL are reported; tab, line feed and carriage return are not")
    func controls() throws {
        let found = try check(chineseParagraph: "视图控制器\t在 `traitCollectionDidChange(_:)` 中\u{7}响应\u{7F}尺寸类\u{85}的变化。\r").filter { $0.identifier == "text.control-character" }
        #expect(found.count == 3)
        #expect(found.map(\.message).map { $0.contains("U+0007") || $0.contains("U+007F") || $0.contains("U+0085") } == [true, true, true])
    }

    @Test("a right-to-left override, a zero-width space and a soft hyphen are errors at their columns, each named",
          arguments: [("\u{202E}", "U+202E", "bidirectional"), ("\u{200B}", "U+200B", "zero-width space"), ("\u{00AD}", "U+00AD", "soft hyphen"),
                      ("\u{2066}", "U+2066", "bidirectional"), ("\u{FEFF}", "U+FEFF", "byte order mark"), ("\u{2060}", "U+2060", "word joiner")])
    func invisible(character: String, codePoint: String, words: String) throws {
        let found = try check(chineseParagraph: "视图控制器在\(character)`traitCollectionDidChange(_:)` 中响应尺寸类的变化。").filter { $0.identifier == "text.invisible-character" }
        #expect(found.map(\.location.short) == ["zh/01-basics.md:\(try lineOfParagraph()):7"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains(codePoint) == true && found.first?.message.contains(words) == true, "\(found.map(\.message))")
    }

    @Test("the joiners that shape scripts and emoji (ZWJ, ZWNJ) and ordinary Chinese punctuation are not invisible characters")
    func joinersAllowed() throws {
        let found = try check(chineseParagraph: "视图控制器在 `traitCollectionDidChange(_:)` 中响应“尺寸类”的变化……👩\u{200D}💻 a\u{200C}b，（完）。")
        #expect(!found.contains { $0.identifier == "text.invisible-character" || $0.identifier == "text.control-character" }, "\(found.map(\.identifier))")
    }

    @Test("a page of clean text has no control-character finding", arguments: ["clean", "alignment", "terminology"])
    func cleanFixtures(_ name: String) {
        #expect(!ChecksFixture.check(name).contains { $0.identifier == "text.control-character" || $0.identifier == "text.invisible-character" })
    }

    @Test("javascript:, data: and vbscript: links are errors at the link, whatever their case or leading spaces",
          arguments: ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:void(0)", "java\tscript:alert(1)", "data:text/html,x", "vbscript:x"])
    func unsafeScheme(_ destination: String) throws {
        let found = try check(chineseParagraph: "视图控制器在 `traitCollectionDidChange(_:)` 中响应尺寸类的变化，[点我](<\(destination)>)。")
        let unsafe = found.filter { $0.identifier == "link.unsafe-scheme" }
        #expect(unsafe.count == 1, "\(found.map(\.identifier))")
        #expect(unsafe.first?.location.short == "zh/01-basics.md:\(try lineOfParagraph()):49", "\(unsafe.map(\.location.short))")
    }

    @Test("http, https and mailto links and page links are not unsafe", arguments: ["https://developer.apple.com", "http://example.com", "mailto:someone@example.com", "02-more.md#details", "#size-classes"])
    func safeScheme(_ destination: String) throws {
        let found = try check(chineseParagraph: "视图控制器在 `traitCollectionDidChange(_:)` 中响应尺寸类的变化，[看这里](\(destination))。")
        #expect(!found.contains { $0.identifier == "link.unsafe-scheme" })
    }
}
