@testable import DuetContent
import DuetMarkdown
import Foundation
import Testing

/// docs/content-format.md lists every key of `site.yml`, `glossary.yml` and front matter.
/// These specs read its tables (through cmark-gfm, as any page) and hold them to the keys
/// the readers accept: a key added to the code without a row fails here, and so does a
/// row for a key the code no longer reads.
@Suite("The content format document lists every key the code reads")
struct ContentFormatDocumentTests {
    static let document: MarkdownNode = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: repository.appendingPathComponent("docs/content-format.md"), encoding: .utf8)) ?? ""
        return MarkdownParser().parse(text)
    }()

    /// The first-column code spans of the table under the heading `title`, and each row's
    /// cell count.
    static func keys(underHeading title: String) -> (keys: [String], rows: [Int]) {
        let blocks = document.children
        guard let start = blocks.firstIndex(where: { if case .heading = $0.kind { $0.plainText == title } else { false } }) else { return ([], []) }
        guard let table = blocks[(start + 1)...].prefix(while: { if case .heading = $0.kind { false } else { true } })
                .first(where: { if case .table = $0.kind { true } else { false } }) else { return ([], []) }
        var keys: [String] = []
        var rows: [Int] = []
        for row in table.children {
            guard case .tableRow = row.kind, let first = row.children.first else { continue }
            rows.append(row.children.count)
            if let code = first.children.first, case .code(let key) = code.kind { keys.append(key) }
        }
        return (keys, rows)
    }

    @Test("each table has one row per key its reader reads, each with type, default, example and error",
          arguments: [("site.yml keys", SiteSettings.knownKeys), ("glossary.yml keys", Glossary.knownKeys), ("Front matter keys", FrontMatter.knownKeys)])
    func tableMatchesKeys(heading: String, known: Set<String>) {
        let (keys, rows) = Self.keys(underHeading: heading)
        #expect(!keys.isEmpty, "no table under “\(heading)”")
        #expect(Set(keys) == known, "documented \(keys.sorted()) but the code reads \(known.sorted())")
        #expect(keys.count == Set(keys).count, "a key has two rows")
        #expect(rows.allSatisfy { $0 == 5 }, "every row gives key, type, default, example and the error")
    }

    @Test("every diagnostic identifier the tables name is one the readers can report")
    func namedDiagnosticsExist() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/DuetContent")
        var code = ""
        for file in FileManager.default.enumerator(atPath: sources.path)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".swift") {
            code += (try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)) ?? ""
        }
        var named: Set<String> = []
        Self.document.walk { node in
            if case .code(let text) = node.kind, ["settings.", "glossary.", "front-matter."].contains(where: text.hasPrefix) { named.insert(text) }
            return .visitChildren
        }
        #expect(named.count >= 15)
        for identifier in named.sorted() {
            #expect(code.contains("\"\(identifier)\""), "\(identifier) is named in the document but no reader reports it")
        }
    }
}
