import DuetSite
import DuetExchange
import DuetTestSupport
import Foundation
import Testing

/// A file a user names for duet to write that cannot be written is said in words: the
/// path and the system's reason, exit status 1, and never a Foundation error dump
/// (`Error Domain=NSCocoaErrorDomain Code=4 …`).
@Suite("Writing a file the user named: errors in words, with the path", .serialized)
struct WriteErrorTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        return try POExchangeTests.run(binary.path, arguments)
    }

    private func expectPlain(_ result: (status: Int32, output: String), names path: String, reason: String) {
        #expect(result.status == 1, "\(result.output.prefix(600))")
        #expect(!result.output.contains("Error Domain") && !result.output.contains("NSCocoaErrorDomain") && !result.output.contains("NSPOSIXErrorDomain"),
                "\(result.output.prefix(600))")
        #expect(result.output.contains("`\(path)`: \(reason)"), "\(result.output.prefix(600))")
        #expect(result.output.contains("[duet.io.write-failed]"))
    }

    @Test("duet status --output into a folder that does not exist")
    func statusOutput() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/missing/status.html"
        let result = try duet(["status", "--content", project.content, "--format", "html", "--output", path])
        expectPlain(result, names: path, reason: "no such file or directory")
        #expect(!FileManager.default.fileExists(atPath: project.root + "/missing"))
    }

    @Test("duet status --output naming a folder")
    func statusOutputFolder() throws {
        let project = try Project()
        defer { project.remove() }
        let result = try duet(["status", "--content", project.content, "--format", "html", "--output", project.content + "/en"])
        expectPlain(result, names: project.content + "/en", reason: "it is a folder")
    }

    @Test("duet po export --output below a regular file")
    func poExportOutput() throws {
        let project = try Project()
        defer { project.remove() }
        try "notes".write(toFile: project.root + "/notes.txt", atomically: true, encoding: .utf8)
        let folder = project.root + "/notes.txt/po"
        let result = try duet(["po", "export", "--content", project.content, "--output", folder])
        expectPlain(result, names: folder, reason: "not a directory")
        #expect(try String(contentsOfFile: project.root + "/notes.txt", encoding: .utf8) == "notes")
    }

    @Test("duet xliff export --output where zh.xlf is a folder, in both versions", arguments: XLIFFVersion.allCases)
    func xliffExportOutput(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let folder = project.root + "/xliff"
        try FileManager.default.createDirectory(atPath: folder + "/zh.xlf", withIntermediateDirectories: true)
        let result = try duet(["xliff", "export", "--content", project.content, "--output", folder, "--xliff-version", version.rawValue])
        expectPlain(result, names: folder + "/zh.xlf", reason: "it is a folder")
    }
}
