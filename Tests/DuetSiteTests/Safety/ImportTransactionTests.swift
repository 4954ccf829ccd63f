@testable import DuetContent
@testable import DuetSite
@testable import DuetExchange
@testable import DuetImport
import DuetSupport
import DuetTestSupport
import Foundation
import Testing

/// Hostile imports: each is refused with its diagnostic at the catalog entry and the page
/// and leaves every file byte for byte as it was, or is written whole, keeping what the
/// user set up (line endings, permissions, links), and never loses another import's work.
@Suite("imports are transactions", .serialized)
struct ImportTransactionTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    /// The page the specs change, its first four entries' lines: 7 (CRLF region in the
    /// mixed page), 9, 11 and 13.
    static let page = "zh/00-about.md"

    /// A catalog with entry `index` (in export order) given `text`, reviewed; with `only`,
    /// the changed entries alone, as a translator sends back part of the work.
    static func catalog(_ project: Project, changing changes: [Int: (String) -> String], only: Bool = false) throws -> String {
        var catalog = try project.export()
        for (index, change) in changes {
            catalog.entries[index].string = change(catalog.entries[index].string)
            catalog.entries[index].fuzzy = false
        }
        if only { catalog.entries = changes.keys.sorted().map { catalog.entries[$0] } }
        return catalog.serialized()
    }

    /// The line a catalog entry starts at (its `msgctxt`), as diagnostics name it.
    static func entryLine(_ text: String, index: Int) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var seen = -1
        for (number, line) in lines.enumerated() where line.hasPrefix("msgctxt ") {
            seen += 1
            if seen == index { return number + 1 }
        }
        return 0
    }

    /// Takes entries (in export order) out of the lock and the accepted English, so that
    /// importing them writes both files again.
    static func unaccept(_ project: Project, entries: [Int]) throws {
        let (content, lock) = try project.load()
        let blocks = content.pairs.flatMap(POExchange.blocks(of:))
        let keys = Set(entries.map { TranslationLock.Key(fileName: blocks[$0].pair.fileName, block: blocks[$0].zh.index) })
        try AcceptedEnglish.write(lock.removing(keys), content: content)
    }

    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try POExchangeTests.run(binary.path, arguments)
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("a page whose first lines end in CRLF and the rest in LF takes two changed entries, each line keeping its own ending")
    func mixedLineEndings() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.content + "/" + Self.page
        let original = try String(contentsOfFile: path, encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        for index in 0..<9 { lines[index] += "\r" }
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        let text = try Self.catalog(project, changing: [0: { $0 + "（一）" }, 2: { $0 + "（二）" }])
        try write(text, to: project.root + "/po/zh.po")
        let result = try duet(["po", "import", project.root + "/po/zh.po", "--content", project.content])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Changed 2 block(s)"))
        var expected = lines
        expected[6] = String(expected[6].dropLast()) + "（一）\r"
        expected[10] += "（二）"
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(written == Data(expected.joined(separator: "\n").utf8))
    }

    @Test("a write that fails (a full disk at the Nth file) leaves every file byte-identical and says which file and why", arguments: 1...3)
    func failedWrite(failing: Int) throws {
        let project = try Project()
        defer { project.remove() }
        try Self.unaccept(project, entries: [0, 2])
        let before = try project.snapshot()
        let (content, lock) = try project.load()
        let text = try Self.catalog(project, changing: [0: { $0 + "（一）" }, 2: { $0 + "（二）" }])
        let catalog = try #require(POCatalog.parse(text, path: "zh.po").0)
        let plan = POExchange.plan(catalog, path: "zh.po", content: content, lock: lock)
        #expect(!plan.diagnostics.hasErrors && plan.replacements.count == 2 && plan.accepted.count == 2)
        let operations = FailingOperations(failing: failing)
        #expect {
            try POExchange.apply(plan, content: content, lock: lock, operations: operations)
        } throws: { error in
            guard let refused = error as? WriteRefused, let diagnostic = refused.diagnostics.first else { return false }
            return diagnostic.identifier == "io.write-failed" && diagnostic.message.contains("no space left on device")
                && diagnostic.message.contains(diagnostic.location.file) && !diagnostic.message.contains("Domain=")
        }
        #expect(operations.created == failing - 1, "every file before the failing one was written, none after")
        #expect(try project.snapshot() == before, "no page, lock or temporary changed or left behind")
    }

    @Test("po import --dry-run shows each block that would change as a word diff, each Han character a word, and writes nothing")
    func dryRunWordDiff() throws {
        let project = try Project()
        defer { project.remove() }
        let text = try Self.catalog(project, changing: [0: { $0 + "补充" }])
        let catalogPath = project.root + "/po/zh.po"
        try write(text, to: catalogPath)
        let before = try project.snapshot()
        let dryRun = try duet(["po", "import", catalogPath, "--content", project.content, "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.output)")
        #expect(dryRun.output.contains("{+补充+}"), "\(dryRun.output)")
        #expect(!dryRun.output.contains("[-"), "nothing was removed, so nothing is shown as removed")
        #expect(dryRun.output.contains("Would change 1 block(s)"))
        #expect(try project.snapshot() == before)
    }

    @Test("links to javascript: and to a missing page, and a NUL, are refused at the entry's line and the page's line, exit 1, nothing written",
          arguments: [("[点我](javascript:alert(1))", "duet.link.unsafe-scheme", 108),
                      ("[点我](99-missing.md)", "duet.link.unknown-page", 108),
                      ("x\u{0}y", "duet.po.control-character", 0),
                      ("x\u{1B}[31my", "duet.po.control-character", 0),
                      ("x\u{202E}y", "duet.po.invisible-character", 0),
                      ("x\u{200B}y", "duet.po.invisible-character", 0),
                      ("x\u{00AD}y", "duet.po.invisible-character", 0)])
    func refusedEntry(suffix: String, identifier: String, pageColumn: Int) throws {
        let project = try Project()
        defer { project.remove() }
        let text = try Self.catalog(project, changing: [0: { $0 + suffix }])
        let catalogPath = project.root + "/po/zh.po"
        try write(text, to: catalogPath)
        let before = try project.snapshot()
        let dryRun = try duet(["po", "import", catalogPath, "--content", project.content, "--dry-run"])
        #expect(dryRun.status == 1 && dryRun.output.contains("[\(identifier)]"), "a dry run runs the same checks: \(dryRun.output)")
        let result = try duet(["po", "import", catalogPath, "--content", project.content])
        #expect(result.status == 1)
        #expect(result.output.contains("\(catalogPath):\(Self.entryLine(text, index: 0)):1: error:"), "\(result.output)")
        #expect(result.output.contains("[\(identifier)]"), "\(result.output)")
        if pageColumn > 0 {
            #expect(result.output.contains("\(project.content)/\(Self.page):7:\(pageColumn)"), "\(result.output)")
        }
        #expect(result.output.contains("Nothing was written."))
        #expect(try project.snapshot() == before)
    }

    @Test("an XLIFF target with a javascript: link is refused at its unit and the page's line, exit 1, nothing written", arguments: ["1.2", "2.1"])
    func refusedUnit(version: String) throws {
        let project = try Project()
        defer { project.remove() }
        let folder = project.root + "/xliff"
        #expect(try duet(["xliff", "export", "--content", project.content, "--output", folder, "--xliff-version", version]).status == 0)
        let path = folder + "/zh.xlf"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let target = try #require(text.range(of: "</target>"))
        try write(text.replacingCharacters(in: target, with: "[点我](javascript:alert(1))</target>"), to: path)
        let unitLine = text[..<target.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .lastIndex { $0.contains("<trans-unit ") || $0.contains("<unit ") }.map { $0 + 1 }
        let before = try project.snapshot()
        let result = try duet(["xliff", "import", path, "--content", project.content])
        #expect(result.status == 1)
        #expect(result.output.contains("\(path):\(try #require(unitLine)):1: error: in \(project.content)/\(Self.page):7:"), "\(result.output)")
        #expect(result.output.contains("[duet.link.unsafe-scheme]") && result.output.contains("Nothing was written."))
        #expect(try project.snapshot() == before)
    }

    @Test("a problem elsewhere in the content before the import does not stop it, and is printed as a warning")
    func preexistingProblem() throws {
        let project = try Project()
        defer { project.remove() }
        let other = project.content + "/zh/01-adaptive-model.md"
        let text = try String(contentsOfFile: other, encoding: .utf8)
        try Data((text + "\n[旧链接](99-gone.md)\n").utf8).write(to: URL(fileURLWithPath: other))
        let catalog = try Self.catalog(project, changing: [0: { $0 + "（一）" }], only: true)
        try write(catalog, to: project.root + "/po/zh.po")
        let result = try duet(["po", "import", project.root + "/po/zh.po", "--content", project.content])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(other):"), "\(result.output)")
        #expect(result.output.contains("warning: `99-gone.md` is not a page of the site (so before this change too; it does not stop it) [duet.link.unknown-page]"),
                "\(result.output)")
        #expect(try String(contentsOfFile: project.content + "/" + Self.page, encoding: .utf8).contains("（一）"))
    }

    @Test("a lock and a page with mode 0640 keep it when rewritten")
    func modesKept() throws {
        let project = try Project()
        defer { project.remove() }
        let page = project.content + "/" + Self.page, lock = project.content + "/translations.lock"
        try Self.unaccept(project, entries: [0])
        for path in [page, lock] { #expect(chmod(path, 0o640) == 0) }
        let lockBefore = FileManager.default.contents(atPath: lock)
        let plan = try project.importing(try Self.catalog(project, changing: [0: { $0 + "（一）" }]))
        #expect(plan.replacements.count == 1 && plan.accepted.count == 1)
        #expect(FileManager.default.contents(atPath: lock) != lockBefore)
        for path in [page, lock] {
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o7777 == 0o640, "\(path)")
        }
    }

    @Test("duet accept rewrites a 0640 lock that is a link as the same link with the same mode")
    func acceptKeepsLockFile() throws {
        let project = try Project()
        defer { project.remove() }
        try Self.unaccept(project, entries: [0])
        let lock = project.content + "/translations.lock", kept = project.content + "/state/translations.lock"
        try FileManager.default.createDirectory(atPath: project.content + "/state", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: lock, toPath: kept)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: "state/translations.lock")
        #expect(chmod(kept, 0o640) == 0)
        let before = FileManager.default.contents(atPath: kept)
        let result = try duet(["accept", "00-about.md", "--content", project.content])
        #expect(result.status == 0, "\(result.output)")
        #expect(FileManager.default.contents(atPath: kept) != before, "the block is accepted again")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lock) == "state/translations.lock")
        var info = stat()
        #expect(stat(kept, &info) == 0 && info.st_mode & 0o7777 == 0o640)
    }

    @Test("a page that is a symbolic link is written through to the file it names, and stays a link")
    func linkedPage() throws {
        let project = try Project()
        defer { project.remove() }
        let page = project.content + "/" + Self.page, drafts = project.content + "/drafts/00-about.md"
        try FileManager.default.createDirectory(atPath: project.content + "/drafts", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: page, toPath: drafts)
        try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: "../drafts/00-about.md")
        try project.importing(try Self.catalog(project, changing: [0: { $0 + "（一）" }]))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: page) == "../drafts/00-about.md")
        #expect(try String(contentsOfFile: drafts, encoding: .utf8).contains("（一）"))
    }

    @Test("a file that links outside the project is refused by name, and neither it nor its target is touched")
    func linkOutsideProject() throws {
        let project = try Project()
        let outside = try Project()
        defer { project.remove(); outside.remove() }
        let target = outside.root + "/secret.txt"
        try write("keep me", to: target)
        let link = project.content + "/linked.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let before = try project.snapshot()
        let failures = FileSetCommit.commit([PlannedFile(path: link, text: "new"), PlannedFile(path: project.content + "/other.txt", text: "new")],
                                            projectRoot: project.root)
        #expect(failures.map(\.identifier) == ["io.link-outside-project"])
        #expect(failures.first?.location.file == link)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
        #expect(try project.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: project.content + "/other.txt"))
        // A new file in a folder that is a link out of the project is refused too.
        try FileManager.default.createSymbolicLink(atPath: project.content + "/elsewhere", withDestinationPath: outside.root)
        let viaFolder = FileSetCommit.commit([PlannedFile(path: project.content + "/elsewhere/new.md", text: "new")], projectRoot: project.root)
        #expect(viaFolder.map(\.identifier) == ["io.link-outside-project"])
        #expect(!FileManager.default.fileExists(atPath: outside.root + "/new.md"))
    }

    @Test("two imports at once: the second waits for the first and keeps its work; the lock has both runs' lines")
    func concurrentImports() throws {
        let project = try Project()
        defer { project.remove() }
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests")
        let first = try Self.catalog(project, changing: [0: { $0 + "（一）" }], only: true)
        let second = try Self.catalog(project, changing: [2: { $0 + "（二）" }], only: true)
        try write(first, to: project.root + "/po/first.po")
        try write(second, to: project.root + "/po/second.po")
        try Self.unaccept(project, entries: [0, 2])
        let runs = try ["first", "second"].map { name in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["po", "import", project.root + "/po/\(name).po", "--content", project.content]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            return (process, pipe)
        }
        for (process, pipe) in runs {
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(output)")
        }
        let page = try String(contentsOfFile: project.content + "/" + Self.page, encoding: .utf8)
        #expect(page.contains("（一）") && page.contains("（二）"), "both runs' blocks are in the page")
        let lock = TranslationLock.load(contentDirectory: project.content).0
        let (after, _) = try project.load()
        let blocks = POExchange.blocks(of: try #require(after.pairs.first { $0.fileName == "00-about.md" }))
        for index in [0, 2] {
            #expect(lock.hash(fileName: "00-about.md", block: blocks[index].zh.index) == FNV1a64.blockHash(blocks[index].englishText),
                    "block \(index) is accepted in the lock")
        }
    }

    @Test("while another command holds the project lock, an import waits and then refuses by name, writing nothing")
    func lockHeld() throws {
        let project = try Project()
        defer { project.remove() }
        let held = try ProjectLock.acquire(contentDirectory: project.content).get()
        defer { held.release() }
        #expect(held.path == project.root + "/.build/duet-content.lock")
        let started = Date()
        guard case .failure(let refusal) = ProjectLock.acquire(contentDirectory: project.content, waiting: 0.3) else {
            Issue.record("a second lock was granted while the first is held")
            return
        }
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(refusal.identifier == "content.locked" && refusal.location.file == held.path)
        held.release()
        #expect((try? ProjectLock.acquire(contentDirectory: project.content, waiting: 0).get()) != nil, "free again once released")
    }
}

/// The real file operations, with the Nth file's creation failing as a full disk does.
final class FailingOperations: FileOperations, @unchecked Sendable {
    let failing: Int
    private(set) var created = 0
    private let real = POSIXFileOperations()

    init(failing: Int) {
        self.failing = failing
    }

    func createFile(_ path: String, bytes: [UInt8], mode: mode_t) throws(FileOperationError) {
        if created + 1 == failing { throw FileOperationError("write", path, code: ENOSPC) }
        try real.createFile(path, bytes: bytes, mode: mode)
        created += 1
    }

    func rename(_ source: String, to target: String) throws(FileOperationError) { try real.rename(source, to: target) }
    func remove(_ path: String) { real.remove(path) }
    func syncFolder(_ path: String) { real.syncFolder(path) }
}

/// `duet import` writes its two pages as one change: checked with the rest of the content
/// first, then both or neither.
@Suite("duet import is a transaction", .serialized)
struct ImportPageTransactionTests {
    init() { ShippedStrings.install() }

    static let input = """
    A size class describes the space available in one direction; see [the next page](99-missing.md).

    尺寸类描述某一方向上可用的空间；见[下一页](99-missing.md)。

    There are two size classes, compact and regular.

    尺寸类有两种：紧凑和常规。

    """

    /// Every file under the workspace's content folder, with its bytes.
    static func snapshot(_ workspace: ImportWorkspace) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: workspace.content) {
            files[path] = FileManager.default.contents(atPath: workspace.content + "/" + path) ?? Data()
        }
        return files
    }

    @Test("pages that link to a page the site does not have are refused at their lines, and neither is written")
    func brokenLink() throws {
        let workspace = try ImportWorkspace()
        try workspace.write("input.md", Array(Self.input.utf8))
        let before = try Self.snapshot(workspace)
        var request = workspace.request(.interleaved(workspace.url.appendingPathComponent("input.md").path), slug: "sizes")
        request.templatesDirectory = workspace.url.appendingPathComponent("templates").path
        guard case .failure(let failure) = Importer.run(request) else {
            Issue.record("an import with a broken link was written")
            return
        }
        let refused = failure.diagnostics.filter { $0.severity == .error }
        #expect(refused.map(\.identifier) == ["link.unknown-page", "link.unknown-page"])
        #expect(refused.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == ["sizes.md:5", "sizes.md:5"])
        #expect(Set(refused.map { $0.location.file.hasSuffix("/en/sizes.md") || $0.location.file.hasSuffix("/zh/sizes.md") }) == [true])
        #expect(try Self.snapshot(workspace) == before, "no page and no folder made")
    }

    @Test("when the second page cannot be written, the first is not written either", arguments: 1...2)
    func failedWrite(failing: Int) throws {
        let workspace = try ImportWorkspace()
        try workspace.write("input.md", Array(Self.input.replacingOccurrences(of: "[the next page](99-missing.md)", with: "the next page")
            .replacingOccurrences(of: "[下一页](99-missing.md)", with: "下一页").utf8))
        let before = try Self.snapshot(workspace)
        var request = workspace.request(.interleaved(workspace.url.appendingPathComponent("input.md").path), slug: "sizes")
        request.templatesDirectory = workspace.url.appendingPathComponent("templates").path
        guard case .failure(let failure) = Importer.run(request, operations: FailingOperations(failing: failing)) else {
            Issue.record("the import reported success although a write failed")
            return
        }
        #expect(failure.diagnostics.map(\.identifier) == ["io.write-failed"])
        #expect(failure.diagnostics.first?.message.contains("no space left on device") == true)
        #expect(try Self.snapshot(workspace) == before, "neither page, nor the folders made for them, is left")
    }
}
