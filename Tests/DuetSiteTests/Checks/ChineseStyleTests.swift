import DuetContent
import DuetTestSupport
import DuetSite
import Foundation
import Testing

/// The mechanical part of Chinese style: full-width colons after Han characters, and one
/// Chinese term per glossary concept.
@Suite("Chinese style check")
struct ChineseStyleTests {
    init() { ShippedStrings.install() }

    static func checkCopy(_ change: (String) throws -> Void) throws -> [Diagnostic] {
        let folder = try ChecksFixture.copy("terminology")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try change(folder)
        return SiteBuilder.check(ChecksFixture.options(folder)).diagnostics
    }

    static func append(_ text: String, to file: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test("a half-width colon after a Han character is an error at the colon's column, never inside code")
    func halfWidthColon() throws {
        let found = try Self.checkCopy { folder in
            try Self.append("\n注意: 尺寸类 `值:1` 与代码无关\n", to: folder + "/zh/01-terms.md")
            try Self.append("\nNote: the size class `value:1` is not code.\n", to: folder + "/en/01-terms.md")
        }.filter { $0.identifier == "zh.half-width-colon" }
        #expect(found.count == 1)
        let colon = try #require(found.first)
        #expect(colon.severity == .error)
        #expect(colon.location.column == 3, "注意 takes columns 1 and 2; the colon is the third character")
        #expect(colon.location.file.hasSuffix("zh/01-terms.md"))
    }

    @Test("one Chinese term accepted for two glossary entries is an error at the second entry, unless they say they share it")
    func termCollision() throws {
        let entry = """

        - id: screen-size
          en: screen size
          en_forms: []
          zh: 尺寸类
          zh_alternates: []
          zh_forbidden: []
          symbols: []
          definition:
            en: The size of a screen.
            zh: 屏幕的大小。

        """
        let found = try Self.checkCopy { folder in try Self.append(entry, to: folder + "/glossary.yml") }
            .filter { $0.identifier == "glossary.term-collision" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("尺寸类") == true)
        #expect(found.first?.related != nil, "the other entry is named")
        let shared = try Self.checkCopy { folder in
            try Self.append(entry.replacingOccurrences(of: "  zh_forbidden: []\n  symbols: []\n  definition:\n    en: The size of a screen.",
                                                       with: "  zh_forbidden: []\n  zh_shared_with: [size-class]\n  symbols: []\n  definition:\n    en: The size of a screen."),
                            to: folder + "/glossary.yml")
        }.filter { $0.identifier == "glossary.term-collision" }
        #expect(shared.isEmpty)
    }

    @Test("the shipped glossary gives every concept its own Chinese term and the shipped Chinese has no half-width colons")
    func shippedContentIsClean() {
        let options = BuildOptions(contentDirectory: ChecksFixture.repositoryRoot.appendingPathComponent("content").path,
                                   templatesDirectory: ChecksFixture.templates, outputDirectory: "/nonexistent")
        let found = SiteBuilder.check(options).diagnostics.filter { $0.identifier == "glossary.term-collision" || $0.identifier == "zh.half-width-colon" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
