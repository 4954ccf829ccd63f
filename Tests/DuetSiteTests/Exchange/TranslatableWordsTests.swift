import DuetContent
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// Where a reader sees a word, a translator can change it: the Chinese Duet shows or
/// recognises lives in files translators edit (the content, the reference catalog), never
/// in Swift or in the scripts.
@Suite("Every Chinese word lives where a translator can edit it")
struct TranslatableWordsTests {
    static let root = URL(fileURLWithPath: ShippedStrings.contentDirectory).deletingLastPathComponent()

    /// Han characters (the CJK ideograph blocks and their extensions). Full-width
    /// punctuation is not a word: the code that implements the script's rules (line
    /// breaking, punctuation repair on import) names those marks.
    static func hasHan(_ line: Substring) -> Bool {
        line.unicodeScalars.contains { scalar in
            (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value) || (0x20000...0x3FFFF).contains(scalar.value)
        }
    }

    /// Every `file:line` under `folders` (relative to the repository) whose text holds a
    /// Han character, for files ending in one of `extensions`.
    static func linesWithHan(in folders: [String], extensions: Set<String>, skipping skipped: Set<String> = []) throws -> [String] {
        var found: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let relative = String(url.path.dropFirst(root.path.count + 1))
                if skipped.contains(where: { relative.hasPrefix($0) }) || url.lastPathComponent.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                guard extensions.contains(url.pathExtension) else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where hasHan(line) {
                    found.append("\(relative):\(index + 1)")
                }
            }
        }
        return found
    }

    @Test("no Swift source of Duet holds a Han character, comments included")
    func swiftSourcesHoldNoChinese() throws {
        let found = try Self.linesWithHan(in: ["Sources", "Fuzz/Sources", "Package.swift"].filter {
            FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
        }, extensions: ["swift"])
        #expect(found.isEmpty, "Chinese in Swift source: \(found)")
    }

    @Test("no script holds a Han character: the bench corpora's Chinese is a data file")
    func scriptsHoldNoChinese() throws {
        let found = try Self.linesWithHan(in: ["scripts", ".ci"], extensions: ["py", "sh", "js", "swift", ""], skipping: ["scripts/data"])
        #expect(found.isEmpty, "Chinese in scripts: \(found)")
    }

    @Test("the scan finds a Han character where there is one")
    func scanFindsChinese() {
        #expect(Self.hasHan("let word = \"\u{5C3A}\u{5BF8}\u{7C7B}\""))
        #expect(!Self.hasHan("let mark: Character = \"\u{FF1A}\" // full-width colon"))
    }

    @Test("every word list Duet reads has its Chinese in the shipped catalog, and a list reads the catalog's words")
    func wordListsAreTheCatalogs() throws {
        ShippedStrings.install()
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: ShippedStrings.contentDirectory)
        #expect(diagnostics.isEmpty)
        let entries = try #require(catalog).entries
        let keys = entries.keys
        #expect(keys.filter { $0.hasPrefix("table-words.") }.count >= 50)
        #expect(Set(ImportWords.all.compactMap(\.text.key)).isSubset(of: Set(keys)))
        for list in ImportWords.all {
            let entry = try #require(entries[list.text.key!])
            #expect(entry.english == list.text.englishFormat, "\(list.text.key!): the catalog's msgid is the English list")
            let chinese = WordListSplit.split(entry.chinese)
            #expect(!chinese.isEmpty && chinese.allSatisfy(list.words.contains), "\(list.text.key!) reads the catalog's words")
        }
    }
}

/// The catalog's list syntax, as a translator writes it: words between `|`.
enum WordListSplit {
    static func split(_ text: String) -> [String] {
        text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
