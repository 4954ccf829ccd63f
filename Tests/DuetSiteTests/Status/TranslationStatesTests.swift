import DuetContent
import DuetSite
import Foundation
import Testing

/// The states a translator knows from a CAT tool: untranslated, unreviewed, needs review,
/// minor, stale and translated, each block in exactly one.
@Suite("Translation states")
struct TranslationStatesTests {
    typealias Project = POExchangeTests.Project

    /// Replaces `old` by `new` once in a content file, failing if `old` is not there once.
    static func edit(_ project: Project, _ file: String, _ old: String, _ new: String) throws {
        let path = project.content + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "`\(old)` occurs once in \(file)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The shipped book with one block in each state but translated, through the files a
    /// translator and an author touch.
    static func project() throws -> Project {
        let project = try Project()
        // Untranslated: an English page with no Chinese file.
        try FileManager.default.removeItem(atPath: project.content + "/zh/00-about.md")
        // Minor: one word's spelling; the same rendering: a double space; stale: a number.
        try edit(project, "en/01-adaptive-model.md", "generous enough", "generus enough")
        try edit(project, "en/01-adaptive-model.md", "describes one environment. Every", "describes one environment.  Every")
        try edit(project, "en/01-adaptive-model.md", "(raw value 0)", "(raw value zero)")
        // Unreviewed: no lock line; needs review: a line marked ` review`.
        let lockPath = project.content + "/translations.lock"
        var lines = try String(contentsOfFile: lockPath, encoding: .utf8).components(separatedBy: "\n")
        lines.removeAll { $0.hasPrefix("02-building-adaptive-interfaces.md 3 ") }
        let marked = try #require(lines.firstIndex { $0.hasPrefix("03-presentations.md 2 ") })
        lines[marked] += " review"
        try lines.joined(separator: "\n").write(toFile: lockPath, atomically: true, encoding: .utf8)
        return project
    }

    @Test("each block is counted in exactly one state, in duet status's table and JSON, and the built pages mark only what needs review")
    func everyState() throws {
        let project = try Self.project()
        defer { project.remove() }
        let (content, lock) = try project.load()
        let status = TranslationStatus(content: content, lock: lock)
        let page = { (name: String) in status.pages.first { $0.fileName == name }! }
        #expect(page("00-about.md").untranslated > 0 && page("00-about.md").blocks == page("00-about.md").untranslated)
        let model = page("01-adaptive-model.md")
        #expect(model.minor == 1 && model.stale == 1 && model.missing == 0, "the double space keeps its block translated")
        #expect(page("02-building-adaptive-interfaces.md").unreviewed == 1)
        #expect(page("03-presentations.md").needsReview == 1)
        #expect(status.total.needingWork == page("00-about.md").untranslated + 4)
        #expect(status.minorBlocks.count == 1 && status.staleBlocks.count == 1)
        // The built page marks the stale, the unreviewed and the needs-review blocks; not
        // the minor one, whose translation still holds.
        let minorStart = try #require(status.minorBlocks.first).chinese
        #expect(!(status.staleStarts["01-adaptive-model.md"] ?? []).contains { $0.line == minorStart.line })
        #expect((status.staleStarts["03-presentations.md"] ?? []).count == 1)

        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first")
        let (exit, json) = try POExchangeTests.run(binary.path, ["status", "--format", "json", "--content", project.content])
        #expect(exit == 0)
        struct Report: Decodable {
            struct Row: Decodable { let fileName: String; let translated, minor, stale, needsReview, unreviewed, untranslated, missing: Int }
            let pages: [Row]; let total: Row
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
        #expect(report.total.minor == 1 && report.total.stale == 1 && report.total.needsReview == 1 && report.total.unreviewed == 1)
        #expect(report.total.missing == report.total.untranslated + 2, "missing: the blocks with no accepted Chinese at all")
        let (_, human) = try POExchangeTests.run(binary.path, ["status", "--content", project.content])
        for kind in ["minor", "stale", "needs-review", "unreviewed", "untranslated"] {
            #expect(human.contains("  \(kind)  ") || human.contains("  \(kind) "), "the listing names \(kind)")
        }
        #expect(human.contains("[-generous-]{+generus+}"), "a minor edit is listed with its word diff")
        let (_, check) = try POExchangeTests.run(binary.path, ["check", "--content", project.content])
        #expect(check.contains("[duet.translation.minor]") && check.contains("[duet.translation.stale]"))
        #expect(check.contains("1 stale, 1 minor, 1 marked for review, 1 unreviewed, \(report.total.untranslated) untranslated"), "\(check.suffix(300))")
    }

    @Test("duet accept --minor accepts the minor block and leaves the stale one, the unreviewed one and the review mark alone")
    func acceptMinor() throws {
        let project = try Self.project()
        defer { project.remove() }
        let before = try project.load().1
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first")
        let (exit, output) = try POExchangeTests.run(binary.path, ["accept", "--minor", "--content", project.content])
        #expect(exit == 0, "\(output)")
        #expect(output.contains("Accepted 1 block(s) with minor English edits"))
        let (content, after) = try project.load()
        let status = TranslationStatus(content: content, lock: after)
        #expect(status.total.minor == 0 && status.total.stale == 1 && status.total.needsReview == 1 && status.total.unreviewed == 1)
        let changed = Set(after.entries.keys.filter { after.entries[$0] != before.entries[$0] })
        #expect(changed.allSatisfy { $0.fileName == "01-adaptive-model.md" } && (1...2).contains(changed.count),
                "only the minor block and the block of the same rendering move to their current English")
        #expect(after.review == before.review)
        #expect(try POExchangeTests.run(binary.path, ["accept", "--minor", "--all", "--content", project.content]).0 == 2, "--all with --minor is a usage error")
    }

    @Test("a lock line may end with ` review`; anything else after the hash is an error at its column, and the mark survives a rewrite")
    func reviewMark() {
        let text = "01-a.md 0 0123456789abcdef review\n01-a.md 1 0123456789abcdef\n01-a.md 2 0123456789abcdef later\n"
        let (lock, diagnostics) = TranslationLock.parse(text, path: "translations.lock")
        #expect(lock.needsReview(fileName: "01-a.md", block: 0) && !lock.needsReview(fileName: "01-a.md", block: 1))
        #expect(diagnostics.map(\.location.line) == [3] && diagnostics.first?.location.column == 28)
        #expect(diagnostics.first?.message.contains("`review` or nothing") == true)
        #expect(TranslationLock.parse(lock.serialized(), path: "x").0 == lock)
        #expect(lock.serialized().contains("01-a.md 0 0123456789abcdef review\n"))
    }
}
