@testable import DuetContent
import DuetTestSupport
import Foundation
import Testing

/// A set of files is written all or nothing even when the system fails in the middle of
/// the renames: the files already replaced are put back from their kept names and the new
/// ones removed, so the folder is byte for byte as it was, with nothing left beside it.
@Suite("a commit that fails among its renames is undone")
struct CommitRollbackTests {
    init() { ShippedStrings.install() }

    /// Two files that exist and one new one in a folder that does not exist yet.
    struct Folder {
        let root: String
        var files: [PlannedFile] {
            [PlannedFile(path: root + "/en/a.md", text: "new a"), PlannedFile(path: root + "/zh/b.md", text: "new b"),
             PlannedFile(path: root + "/fr/c.md", text: "new c")]
        }

        init() throws {
            root = TestScratch.url("duet-rollback").path
            for (path, text) in [("en/a.md", "old a"), ("zh/b.md", "old b")] {
                try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
            }
            chmod(root + "/en/a.md", 0o600)
            chmod(root + "/zh/b.md", 0o640)
        }

        /// Every file and folder under the root, hidden ones included, with its bytes and mode.
        /// Every file and folder but `.build/`, the home of the commit's journal, which a
        /// commit leaves empty (the journal itself must be gone: checked separately).
        func snapshot() throws -> [String: String] {
            var result: [String: String] = [:]
            let enumerator = try #require(FileManager.default.enumerator(atPath: root))
            for case let path as String in enumerator {
                if path == ".build" {
                    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/.build").isEmpty, "a journal was left")
                    continue
                }
                var info = stat()
                _ = lstat(root + "/" + path, &info)
                let bytes = (info.st_mode & S_IFMT) == S_IFREG ? String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)), as: UTF8.self) : "folder"
                result[path] = bytes + " " + String(info.st_mode & 0o7777, radix: 8)
            }
            return result
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The real calls, with the Nth rename over a target failing (and, with `restoring` false,
    /// every rename back from a kept name failing too), or keeping a file failing.
    final class FailingRenames: FileOperations, @unchecked Sendable {
        let failingRename: Int?
        let restoring: Bool
        let failingKeep: Bool
        private(set) var renamed = 0
        private let real = POSIXFileOperations()

        init(failingRename: Int? = nil, restoring: Bool = true, failingKeep: Bool = false) {
            self.failingRename = failingRename
            self.restoring = restoring
            self.failingKeep = failingKeep
        }

        func createFile(_ path: String, bytes: [UInt8], mode: mode_t) throws(FileOperationError) {
            try real.createFile(path, bytes: bytes, mode: mode)
        }

        func rename(_ source: String, to target: String) throws(FileOperationError) {
            if source.hasSuffix(".kept") {
                if !restoring { throw FileOperationError("replace", target, code: EIO) }
            } else {
                renamed += 1
                if renamed == failingRename { throw FileOperationError("replace", target, code: EIO) }
            }
            try real.rename(source, to: target)
        }

        func remove(_ path: String) { real.remove(path) }
        func syncFolder(_ path: String) { real.syncFolder(path) }

        func keep(_ path: String, as backup: String) throws(FileOperationError) {
            if failingKeep { throw FileOperationError("keep a copy of", path, code: EMLINK) }
            try real.keep(path, as: backup)
        }
    }

    @Test("a rename that fails after others succeeded puts the replaced files back, removes the new one and its folder, and says nothing was changed",
          arguments: 1...3)
    func failedRename(failing: Int) throws {
        let folder = try Folder()
        defer { folder.remove() }
        let before = try folder.snapshot()
        let operations = FailingRenames(failingRename: failing)
        let diagnostics = FileSetCommit.commit(folder.files, projectRoot: folder.root, operations: operations)
        #expect(diagnostics.map(\.identifier) == ["io.write-failed"])
        #expect(diagnostics.first?.message.contains("nothing was changed") == true, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.message.contains("input/output error") == true)
        #expect(operations.renamed == failing, "the renames stopped at the failing one")
        #expect(try folder.snapshot() == before, "every file as it was, permissions too, and no temporary or kept copy left")
    }

    @Test("a file that cannot be kept aside stops the commit before any file is replaced")
    func failedKeep() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let before = try folder.snapshot()
        let operations = FailingRenames(failingKeep: true)
        let diagnostics = FileSetCommit.commit(folder.files, projectRoot: folder.root, operations: operations)
        #expect(diagnostics.map(\.identifier) == ["io.write-failed"])
        #expect(diagnostics.first?.location.file == folder.root + "/en/a.md")
        #expect(operations.renamed == 0)
        #expect(try folder.snapshot() == before)
    }

    @Test("a replaced file that cannot be put back is named with the kept copy that holds its previous text")
    func unrestorable() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let diagnostics = FileSetCommit.commit(folder.files, projectRoot: folder.root,
                                               operations: FailingRenames(failingRename: 2, restoring: false))
        let message = try #require(diagnostics.first?.message)
        #expect(diagnostics.map(\.identifier) == ["io.write-failed"])
        #expect(!message.contains("nothing was changed"))
        #expect(message.contains("`\(folder.root)/en/a.md` (its previous text is in `\(folder.root)/en/.a.md.duet-"))
        let kept = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.root + "/en").first { $0.hasSuffix(".kept") })
        #expect(try String(contentsOfFile: folder.root + "/en/" + kept, encoding: .utf8) == "old a")
        #expect(try String(contentsOfFile: folder.root + "/zh/b.md", encoding: .utf8) == "old b", "the file whose rename failed is untouched")
        #expect(!FileManager.default.fileExists(atPath: folder.root + "/fr"), "the new file was never renamed in, its folder is gone")
    }

    @Test("a commit that succeeds leaves only its files: no temporary or kept copy beside them")
    func success() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(FileSetCommit.commit(folder.files, projectRoot: folder.root).isEmpty)
        let after = try folder.snapshot()
        #expect(after == ["en": after["en"]!, "zh": after["zh"]!, "fr": after["fr"]!,
                          "en/a.md": "new a 600", "zh/b.md": "new b 640", "fr/c.md": "new c " + String(0o666 & ~FileSetCommit.currentUmask, radix: 8)])
    }
}
