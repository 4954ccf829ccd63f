import DuetTestSupport
import Foundation
import Testing

/// Every export reports in the format CI asks for, as the imports do: with `--format json`
/// one JSON document of diagnostics on standard output, the sentences for a person on
/// standard error.
@Suite("Exports report in --format human, json or github", .serialized)
struct ExportReportTests {
    typealias Project = POExchangeTests.Project

    /// Each export's command and the file it writes under its --output folder.
    static let exports: [(command: [String], file: String)] = [
        (["po", "export"], "zh.po"), (["xliff", "export"], "zh.xlf"), (["tmx", "export"], "zh.tmx"), (["tbx", "export"], "glossary.tbx"),
    ]

    @Test("a file the export would overwrite and did not write is refused as a JSON diagnostic on stdout; the sentence goes to stderr",
          arguments: exports.indices)
    func refusalAsJSON(index: Int) throws {
        let (command, file) = Self.exports[index]
        let project = try Project()
        defer { project.remove() }
        let folder = project.root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A file of someone else's, which the export must not replace.
        let theirs = "not duet's\nmsgid \"\"\nmsgstr \"\"\n"
        try theirs.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        let run = try ImportReportTests.duet(command + ["--content", project.content, "-o", folder, "--format", "json"])
        #expect(run.status == 1, "\(command): \(run.stderr)")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]],
                                   "\(command): one JSON document on stdout: \(run.stdout.prefix(300))")
        #expect(records.count == 1 && (records[0]["severity"] as? String) == "error", "\(command): \(records)")
        #expect((records[0]["file"] as? String)?.hasSuffix(file) == true, "\(command): \(records)")
        #expect(try String(contentsOfFile: folder + "/" + file, encoding: .utf8) == theirs, "\(command): nothing written")
    }

    @Test("a successful export with --format json prints an empty list on stdout and says what it wrote on stderr", arguments: exports.indices)
    func successAsJSON(index: Int) throws {
        let (command, file) = Self.exports[index]
        let project = try Project()
        defer { project.remove() }
        let folder = project.root + "/out"
        let run = try ImportReportTests.duet(command + ["--content", project.content, "--output", folder, "--format", "json"])
        #expect(run.status == 0, "\(command): \(run.stderr)")
        let records = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any]
        #expect(records?.isEmpty == true, "\(command): \(run.stdout.prefix(200))")
        #expect(run.stderr.contains("Wrote "), "\(command): \(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + file))
    }
}
