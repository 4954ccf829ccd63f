import Foundation
import DuetTestSupport
import Testing
@testable import DuetModel

/// Every reference table, in both languages and every format, compared byte for byte
/// with the files in `__Snapshots__/<id>.<lang>.<ext>`.
///
/// To accept a deliberate change, run the tests once with `DUET_RECORD_SNAPSHOTS=1`:
/// the files are rewritten and the test passes; review the diff before committing.
@Suite("Reference table snapshots")
struct SnapshotTests {
    init() { ShippedStrings.install() }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    static let recording = ProcessInfo.processInfo.environment["DUET_RECORD_SNAPSHOTS"] == "1"

    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let language: Language
        let format: TableFormat
        var fileName: String { "\(id).\(language.rawValue).\(format.fileExtension)" }
        var testDescription: String { fileName }
    }

    static let cases: [Case] = ReferenceTables.ids.flatMap { id in
        Language.allCases.flatMap { language in
            TableFormat.allCases.map { Case(id: id, language: language, format: $0) }
        }
    }

    @Test("the table matches its snapshot", arguments: cases)
    func matchesSnapshot(_ snapshot: Case) throws {
        let table = try #require(ReferenceTables.table(id: snapshot.id))
        let rendered = table.rendered(as: snapshot.format, language: snapshot.language)
        let url = Self.folder.appendingPathComponent(snapshot.fileName)
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: url)
            return
        }
        let stored = try #require(
            FileManager.default.contents(atPath: url.path),
            "missing snapshot \(snapshot.fileName); run with DUET_RECORD_SNAPSHOTS=1"
        )
        #expect(stored == Data(rendered.utf8), "\(snapshot.fileName) differs from the model")
    }

    @Test("every snapshot file belongs to a table")
    func noStaleSnapshots() throws {
        let names = Set(Self.cases.map(\.fileName))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(files.filter { !names.contains($0) && !$0.hasPrefix(".") } == [])
    }
}
