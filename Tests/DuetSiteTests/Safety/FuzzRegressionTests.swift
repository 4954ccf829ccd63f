@testable import DuetContent
@testable import DuetSite
@testable import DuetExchange
import DuetFuzzing
import DuetTestSupport
import DuetMarkdown
import Foundation
import Testing

/// The inputs the fuzz targets (Fuzz/, scripts/fuzz.sh) start from and the hostile ones
/// worth keeping, run through the same entry points: each ends in diagnostics, never in
/// a crash. An input the fuzzer finds goes here, with what duet must say about it.
@Suite("Fuzz targets: regression inputs", .serialized)
struct FuzzRegressionTests {
    init() { ShippedStrings.install() }

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

    // MARK: Catalogs (the po and xliff targets)

    /// The shipped content, which the catalog targets plan against in scripts/fuzz.sh.
    static let shippedContent = ChecksFixture.repositoryRoot.appendingPathComponent("content").path

    /// A page's catalog as the fuzz script seeds it: exported from the shipped content.
    static func seed(_ target: FuzzEntryPoints.Target, page: String, version: XLIFFVersion = .v12) throws -> [UInt8] {
        let (content, diagnostics) = ContentLoader.load(directory: shippedContent)
        #expect(!diagnostics.hasErrors)
        let lock = TranslationLock.load(contentDirectory: shippedContent).0
        let loaded = try #require(content)
        if target == .po { return Array(POExchange.export(loaded, lock: lock, page: page).catalog.serialized().utf8) }
        return Array(XLIFFExchange.export(loaded, lock: lock, version: version, page: page).utf8)
    }

    @Test("the catalog targets' seeds (a page's PO and XLIFF 1.2 and 2.1 exports) read and plan without an error",
          arguments: ["00-about.md", "03-presentations.md"])
    func catalogSeeds(page: String) throws {
        for (target, version) in [(FuzzEntryPoints.Target.po, XLIFFVersion.v12), (.xliff, .v12), (.xliff, .v21)] {
            let bytes = try Self.seed(target, page: page, version: version)
            let found = FuzzEntryPoints.run(target, bytes, templates: Self.templates, content: Self.shippedContent)
            #expect(!found.hasErrors, "\(target) \(version): \(found.prefix(3).map { "\($0.identifier): \($0.message)" })")
        }
    }

    @Test("hostile catalogs end in located diagnostics, never a crash", arguments: [
        (FuzzEntryPoints.Target.po, Array("msgctxt \"a\"\r\rmsgid \"\\".utf8)),
        (.po, Array("#| msgid \"a\"\n#| \"b\"\nmsgstr \"x\"\n\"\u{301}\"".utf8)),
        (.po, [0x6D, 0x73, 0x67, 0x69, 0x64, 0x20, 0x22, 0xFF, 0x22]),
        (.xliff, Array("<?xml version=\"1.0\" encoding=\"".utf8)),
        (.xliff, Array("<xliff version=\"1.2\"><file original=\"a\"><body><trans-unit id=\"1\"><source><![CDATA[x".utf8)),
        (.xliff, Array("<!DOCTYPE x [<!ENTITY a SYSTEM \"/dev/zero\">]><x>&a;</x>".utf8)),
        (.xliff, Array("<xliff version=\"2.1\">&#0;&#xD800;&".utf8)),
    ])
    func hostileCatalogs(_ target: FuzzEntryPoints.Target, _ bytes: [UInt8]) {
        let found = Self.run(target, bytes).filter { $0.severity == .error }
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }
}
