import DuetContent
import DuetTestSupport
import DuetExchange
import Foundation
import Testing

/// One import run reports every problem of a catalog: its syntax errors, each entry's
/// shape, code spans (with what was typed instead), forbidden terms, and what `duet check`
/// would say of the pages after the entries that passed, in the format CI asks for.
@Suite("An import reports every error at once", .serialized)
struct ImportReportTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    static func duet(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// A catalog with five slips in five entries: a code span retyped, a heading's level,
    /// a forbidden variant, a link to a page the site does not have, and a broken string.
    static func slips(_ catalog: POCatalog) throws -> String {
        var catalog = catalog
        func edit(_ matches: (POCatalog.Entry) -> Bool, _ change: (inout POCatalog.Entry) -> Void) throws {
            guard let index = catalog.entries.firstIndex(where: matches) else {
                Issue.record("no entry for this slip")
                return
            }
            change(&catalog.entries[index])
        }
        try edit({ $0.string.contains("`traitCollection`") && !$0.id.hasPrefix("```") && !$0.id.hasPrefix("|") && !$0.id.hasPrefix("-") }) {
            $0.string = $0.string.replacingOccurrences(of: "`traitCollection`", with: "`traitcollection`")
        }
        try edit({ $0.id.hasPrefix("## ") }) { $0.string = "#" + $0.string }
        try edit({ $0.string.contains("尺寸类") && !$0.string.contains("`") && !$0.string.contains("](") && !$0.id.hasPrefix("#") && !$0.id.hasPrefix("-") }) {
            $0.string = $0.string.replacingOccurrences(of: "尺寸类", with: "大小类别")
        }
        try edit({ $0.string.contains("](01-adaptive-model.md)") && !$0.string.contains("`") }) {
            $0.string = $0.string.replacingOccurrences(of: "](01-adaptive-model.md)", with: "](99-nope.md)")
        }
        var text = catalog.serialized()
        let marker = try #require(catalog.entries.last?.context)
        let start = try #require(text.range(of: "msgctxt \"\(marker)\""))
        let msgstr = try #require(text.range(of: "msgstr ", range: start.upperBound..<text.endIndex))
        text.replaceSubrange(msgstr.upperBound..<text.endIndex, with: "\"broken \\q\"\n")
        return text
    }

    @Test("five slips in five entries are five errors in one run, and nothing is written; --format json reads them all")
    func everyErrorAtOnce() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/zh.po"
        try Self.slips(try project.export()).write(toFile: path, atomically: true, encoding: .utf8)
        let before = try project.snapshot()
        let human = try Self.duet(["po", "import", path, "--content", project.content])
        #expect(human.status == 1)
        for id in ["po.code-span", "po.skeleton", "po.forbidden-term", "link.unknown-page", "po.syntax"] {
            #expect(human.stderr.contains("[duet.\(id)]"), "\(id) in: \(human.stderr)")
        }
        #expect(human.stderr.contains("missing `traitCollection`; typed instead `traitcollection`"))
        #expect(human.stderr.contains("Nothing was written."))
        #expect(try project.snapshot() == before)

        let json = try Self.duet(["po", "import", path, "--content", project.content, "--format", "json"])
        #expect(json.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "one JSON document on stdout: \(json.stdout.prefix(300))")
        let ids = Set(records.compactMap { $0["id"] as? String })
        #expect(ids.isSuperset(of: ["duet.po.code-span", "duet.po.skeleton", "duet.po.forbidden-term", "duet.link.unknown-page", "duet.po.syntax"]), "\(ids)")
        #expect(json.stderr.contains("Nothing was written."), "the sentence for the person goes to stderr")
    }

    @Test("accept, import and xliff import take --format: JSON on stdout (an empty list when all is well), GitHub annotations for errors")
    func formatsOnEveryCommand() throws {
        let project = try Project()
        defer { project.remove() }
        let accepted = try Self.duet(["accept", "--all", "--content", project.content, "--format", "json"])
        #expect(accepted.status == 0)
        #expect((try JSONSerialization.jsonObject(with: Data(accepted.stdout.utf8)) as? [Any])?.isEmpty == true, "\(accepted.stdout)")
        #expect(accepted.stderr.contains("Accepted "))
        let xliff = project.root + "/zh.xlf"
        try "<xliff version=\"1.2\"><file>".write(toFile: xliff, atomically: true, encoding: .utf8)
        let broken = try Self.duet(["xliff", "import", xliff, "--content", project.content, "--format", "github"])
        #expect(broken.status == 1 && broken.stdout.hasPrefix("::error file="), "\(broken.stdout)")
        let missing = try Self.duet(["import", "--en", project.root + "/nope-en.md", "--zh", project.root + "/nope-zh.md", "--slug", "x",
                                     "--content", project.content, "--format", "json"])
        #expect(missing.status == 1)
        #expect((try? JSONSerialization.jsonObject(with: Data(missing.stdout.utf8))) is [[String: Any]], "\(missing.stdout)")
    }
}
