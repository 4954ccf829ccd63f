@testable import DuetCore
import DuetMarkdown
import Foundation
import Testing

/// The inputs the fuzz targets (Fuzz/, scripts/fuzz.sh) start from and the hostile ones
/// worth keeping, run through the same entry points: each ends in diagnostics, never in
/// a crash. An input the fuzzer finds goes here, with what duet must say about it.
@Suite("Fuzz targets: regression inputs", .serialized)
struct FuzzRegressionTests {
    static let templates = ChecksFixture.templates

    static func run(_ target: FuzzEntryPoints.Target, _ bytes: [UInt8]) -> [Diagnostic] {
        FuzzEntryPoints.run(target, bytes, templates: templates)
    }

    static func ids(_ diagnostics: [Diagnostic]) -> Set<String> { Set(diagnostics.map(\.identifier)) }

    @Test("the scratch project is clean, so every finding below comes from the input")
    func baselineIsClean() {
        let page = Array("---\ntitle: Page\n---\n\nA size class and `horizontalSizeClass`.\n".utf8)
        let found = Self.run(.markdown, page)
        #expect(found.isEmpty, "\(found.map { "\($0.identifier): \($0.message)" })")
    }

    @Test("invalid UTF-8 in a page is an error at its line and column, in both targets")
    func invalidUTF8() {
        let bytes = Array("---\ntitle: T\n---\n\nok \u{1}".utf8) + [0xFF, 0xFE] + Array(" end\n".utf8)
        let found = Self.run(.markdown, bytes).filter { $0.severity == .error }
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.location.line >= 1 })
        #expect(!Self.run(.markdownTree, bytes).isEmpty, "the Markdown layer refuses it too")
    }

    @Test("NUL bytes, a 64 KB single line and 10,000-deep nesting end in diagnostics or a page, not a crash", arguments: [
        Array("---\ntitle: T\n---\n\na\u{0}b\u{0}\n".utf8),
        Array(("---\ntitle: T\n---\n\n" + String(repeating: "x*", count: 32_768)).utf8),
        Array(("---\ntitle: T\n---\n\n" + String(repeating: "> ", count: 10_000) + "deep\n").utf8),
        Array(("---\ntitle: T\n---\n\n" + String(repeating: "[", count: 10_000) + String(repeating: "](x)", count: 10_000)).utf8),
    ])
    func hostileMarkdown(_ bytes: [UInt8]) {
        _ = Self.run(.markdownTree, bytes)
        let found = Self.run(.markdown, bytes)
        #expect(found.allSatisfy { !$0.location.file.isEmpty })
    }

    @Test("found by fuzzing: a tree cut at the nesting limit renders, leaving out what lies deeper (it once recursed for ever)")
    func renderAtNestingLimit() {
        let tree = MarkdownParser().parse(String(repeating: "> ", count: 500) + "deep\n")
        let html = HTMLRenderer().render(tree)
        let quotes = html.components(separatedBy: "<blockquote>").count - 1
        #expect(quotes == MarkdownParser.nestingLimit, "every kept level is rendered once")
        #expect(!html.contains("deep"), "what lies below the limit is left out")
    }

    @Test("broken front matter is a located error", arguments: ["title: [", "title: a\ntitle: b", "slug: ../x", "order: many", "\u{7}"])
    func frontMatter(_ text: String) {
        let found = Self.run(.frontMatter, Array(text.utf8)).filter { $0.severity == .error }
        #expect(!found.isEmpty, "\(text.debugDescription) is reported")
        #expect(found.allSatisfy { $0.location.file.hasSuffix("01-page.md") && $0.location.line >= 1 })
    }

    @Test("a broken glossary is a located error", arguments: ["- id: [", "- id: x\n  en: \"\"\n  zh: 中\n", "just text", "- &a [*a]"])
    func glossary(_ text: String) {
        let found = Self.run(.glossary, Array(text.utf8)).filter { $0.severity == .error }
        #expect(!found.isEmpty, "\(text.debugDescription) is reported")
        #expect(found.contains { $0.location.file.hasSuffix("glossary.yml") })
    }

    @Test("a broken lock is reported, and never stops the check from finishing", arguments: ["zh/01-page.md 1 nothex\n", "\u{0}\u{0}", "zh/01-page.md\n", String(repeating: "a ", count: 20_000)])
    func lock(_ text: String) {
        let found = Self.run(.lock, Array(text.utf8))
        #expect(found.contains { $0.location.file.hasSuffix("translations.lock") }, "\(text.prefix(40).debugDescription) is reported")
    }

    /// Found by fuzzing site.yml: YAML counts a lone `\r` as a line break, the search for
    /// a key given twice split the text at `\n` only, and its range started past the last
    /// line, a crash (`Range requires lowerBound <= upperBound`) in `duet build` and `check`.
    @Test("a key given twice across lone carriage returns is a duplicate-key error on its line, in front matter, the glossary and site.yml",
          arguments: [FuzzEntryPoints.Target.frontMatter, .glossary, .settings])
    func duplicateKeyAcrossCarriageReturns(target: FuzzEntryPoints.Target) {
        let yaml = target == .glossary ? "- id: a\r\r  id: b\r" : "title: a\r\rtitle: b\r"
        let found = Self.run(target, Array(yaml.utf8)).filter { $0.identifier == "yaml.duplicate-key" }
        #expect(found.count == 1)
        #expect(found.first?.location.line == (target == .frontMatter ? 4 : 3))
    }

    @Test("the input fuzzing found: a key given twice after 99 lone carriage returns in site.yml")
    func settingsCrashInput() {
        let bytes = Array(("# R i\n" + String(repeating: "\r", count: 99) + "languages: UIK\nlanguages:\n  - x").utf8)
        let found = Self.run(.settings, bytes).first { $0.identifier == "yaml.duplicate-key" }
        #expect(found?.location.line == 102)
    }

    @Test("YAML lines end at LF, CRLF, a lone CR, NEL, LS and PS, as libyaml counts them")
    func yamlLineBreaks() {
        let lines = YAMLDocument.lines(of: "a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g")
        #expect(lines == ["a", "b", "c", "d", "e", "f", "g"])
    }
}
