@testable import DuetContent
@testable import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// glossary.yml read once is not parsed again while its text is unchanged, and a glossary
/// with problems is parsed, and its problems reported, by every build.
@Suite("Glossary cache")
struct GlossaryCacheTests {
    init() { ShippedStrings.install() }

    let glossary = """
    - id: view-controller
      en: view controller
      en_forms: [view controllers]
      zh: 视图控制器
      zh_forbidden: [视图调控器]
      symbols: [UIViewController]
      zh_shared_with: [present]
      definition:
        en: An object that manages a view hierarchy.
        zh: 管理一个视图层次结构的对象。
    - id: size-class
      en: size class
      zh: 尺寸类
      zh_alternates: [尺寸等级]
      definition:
        en: A coarse measure of the space along one axis.
        zh: 沿一个方向对空间的粗略度量。

    """

    func folder() throws -> String {
        let directory = TestScratch.url("duet-glossary-cache").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a glossary read from the cache has the same entries, forms and places as the one parsed")
    func sameEntries() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/glossary.yml"
        try glossary.write(toFile: path, atomically: true, encoding: .utf8)
        let (parsed, parseDiagnostics) = Glossary.load(path: path)
        let (first, firstDiagnostics) = Glossary.load(path: path, cacheDirectory: directory + "/cache")
        #expect(parseDiagnostics.isEmpty && firstDiagnostics.isEmpty)
        let cache = GlossaryCache(cacheDirectory: directory + "/cache", glossaryPath: path, text: glossary)
        #expect(cache.entries == parsed?.entries)
        let (second, _) = Glossary.load(path: path, cacheDirectory: directory + "/cache")
        #expect(first?.entries == parsed?.entries)
        #expect(second?.entries == parsed?.entries)
        #expect(second?.entries.count == 2)
        #expect(second?.entries.first?.zhSharedWith == ["present"])
        #expect(second?.entries.last?.location == FileLocation(file: path, line: 11, column: 3))
    }

    @Test("a changed glossary, or the same text under another path, is parsed again")
    func changedText() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/glossary.yml"
        try glossary.write(toFile: path, atomically: true, encoding: .utf8)
        _ = Glossary.load(path: path, cacheDirectory: directory + "/cache")
        let changed = glossary.replacingOccurrences(of: "zh: 尺寸类", with: "zh: 尺寸类别")
        #expect(GlossaryCache(cacheDirectory: directory + "/cache", glossaryPath: path, text: changed).entries == nil)
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        let (reread, _) = Glossary.load(path: path, cacheDirectory: directory + "/cache")
        #expect(reread?.entries.last?.zh == "尺寸类别")
        // Entries carry their place under the path as given: another spelling is another key.
        let respelled = directory + "/./glossary.yml"
        #expect(GlossaryCache(cacheDirectory: directory + "/cache", glossaryPath: respelled, text: changed).entries == nil)
        let (other, _) = Glossary.load(path: respelled, cacheDirectory: directory + "/cache")
        #expect(other?.entries.first?.location.file == respelled)
    }

    @Test("a glossary with a problem is never cached: every build reports it")
    func problemsRepeat() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/glossary.yml"
        let broken = glossary + "- id: size-class\n  en: size class again\n  zh: 又一个\n  definition:\n    en: Twice.\n    zh: 两次。\n"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let (loaded, diagnostics) = Glossary.load(path: path, cacheDirectory: directory + "/cache")
            #expect(diagnostics.map(\.identifier) == ["glossary.duplicate-id"])
            #expect(loaded?.entries.count == 2)
        }
        #expect(GlossaryCache(cacheDirectory: directory + "/cache", glossaryPath: path, text: broken).entries == nil)
    }
}
