@testable import DuetSite
@testable import DuetOutput
@testable import DuetSupport
import DuetTestSupport
import Foundation
import Testing

/// An edit appends its few changed lines to the output manifest instead of writing all
/// of them again; the file must still read back as exactly what the build left.
@Suite("Output manifest: changes appended")
struct ManifestAppendTests {
    init() { ShippedStrings.install() }

    func temporaryFolder() throws -> String { try TestScratch.folder("duet-manifest-append") }

    func manifest(files: Int, folders: Int) -> OutputManifest {
        var manifest = OutputManifest()
        for index in 0..<files { manifest.files["en/\(index)/index.html"] = .init(size: index, modified: Int64(index), key: "k\(index)") }
        for index in 0..<folders { manifest.folders["en/\(index)"] = Int64(index) }
        return manifest
    }

    @Test("appended lines read back over the earlier ones: a changed file and folder, a new one of each, a gone one of each")
    func appendedLinesWin() throws {
        let directory = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/output.manifest"
        try manifest(files: 3, folders: 3).save(path)
        let stored = OutputManifest.load(path)
        #expect(stored.storedLines == 6)
        var next = stored
        next.files["en/0/index.html"] = .init(size: 99, modified: -4, key: "edited")
        next.files["en/1/index.html"] = nil
        next.files["zh/页面/index.html"] = .init(size: 5, modified: 6, key: "new")
        next.folders["en/0"] = 77
        next.folders["en/1"] = nil
        next.folders[""] = 8
        try next.append(to: path, files: ["en/0/index.html", "en/1/index.html", "zh/页面/index.html"],
                        folders: ["en/0", "en/1", ""])
        let read = OutputManifest.load(path)
        #expect(read.files == next.files)
        #expect(read.folders == next.folders)
        #expect(read.storedLines == 12)
        // Nothing else was written: the six earlier lines are still the file's first.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 12)
        #expect(text.hasPrefix("0\t0\tk0\ten/0/index.html\n"))
    }

    @Test("nothing is appended to a manifest that does not end with a line feed, or that another file replaced")
    func appendOnlyToTheFileRead() throws {
        let directory = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/output.manifest"
        try "10\t5\tk\ten/a/index.html\nd\t8\t-\ten/a".write(toFile: path, atomically: true, encoding: .utf8)
        let cut = OutputManifest.load(path)
        #expect(cut.files.count == 1 && cut.folders.count == 1)
        #expect(!cut.canAppend(1), "an appended line would join the last one")
        try manifest(files: 3, folders: 3).save(path)
        let whole = OutputManifest.load(path)
        #expect(whole.canAppend(1) && whole.isStored(at: path))
        // Moved aside under another name, it is still that file.
        try FileManager.default.moveItem(atPath: path, toPath: path + ".aside")
        #expect(whole.isStored(at: path + ".aside"))
        try manifest(files: 3, folders: 4).save(path + ".aside")
        #expect(!whole.isStored(at: path + ".aside"))
    }

    @Test("a folder of the previous files that was not a folder when its time was read is left for the commit to read")
    func surveyLeavesMissingFoldersUnread() {
        var previous = manifest(files: 2, folders: 2)
        previous.folders[""] = 9
        previous.folders["en"] = 9
        let survey = OutputFolderSurvey(manifest: previous, times: [("en/0", 0), ("en/1", nil), ("en", 10), ("", 9)])
        #expect(survey.unchanged == ["en/0": 0, "": 9])
        #expect(survey.changed == ["en"])
        #expect(survey.unread == ["en/1"])
        #expect(survey.sorted == ["", "en", "en/0", "en/1"])
    }

    @Test("a gone file's line does not take back a folder of the same path, nor a gone folder's a file")
    func goneLinesKeepTheirKind() throws {
        let directory = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/output.manifest"
        var stored = OutputManifest()
        stored.files["a"] = .init(size: 1, modified: 1, key: "k")
        stored.folders["a"] = 2
        try stored.save(path)
        var next = OutputManifest.load(path)
        next.files["a"] = nil
        try next.append(to: path, files: ["a"], folders: [])
        #expect(OutputManifest.load(path).folders == ["a": 2])
        #expect(OutputManifest.load(path).files.isEmpty)
    }

    @Test("lines replaced by later ones may be at most a sixteenth of a manifest, or 64; one not read from a file takes none")
    func appendLimit() throws {
        let directory = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/output.manifest"
        try manifest(files: 1200, folders: 400).save(path)
        let stored = OutputManifest.load(path)
        #expect(stored.canAppend(100))
        #expect(!stored.canAppend(101))
        var next = stored
        next.folders["en/0"] = 50
        try next.append(to: path, files: [], folders: ["en/0"])
        let again = OutputManifest.load(path)
        #expect(again.canAppend(99))
        #expect(!again.canAppend(100))
        // A small site may always carry 64 replaced lines.
        try manifest(files: 20, folders: 12).save(path)
        #expect(OutputManifest.load(path).canAppend(64))
        #expect(!OutputManifest.load(path).canAppend(65))
        #expect(!OutputManifest().canAppend(0))
    }

    @Test("an edit's build appends to the manifest, which then describes the output's files and folders as they are")
    func editAppendsToManifest() throws {
        let workspace = try Workspace(copying: "site")
        var options = workspace.options.cached(output: "Site")
        // The folder survey runs only on an idle core: waited for, as a quiet machine finds it.
        options.waitsForFolderSurvey = true
        #expect(SiteBuilder.build(options).succeeded)
        // Folders made moments ago are not recorded: set back an hour, the next build
        // records them, so the edit has folder lines to keep or take back.
        let root = workspace.path("Site")
        let hourAgo = Date(timeIntervalSinceNow: -3600)
        for folder in [root] + OutputFolders.holding(OutputFiles.list(root)).filter({ !$0.isEmpty }).map({ root + "/" + $0 }) {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: folder)
        }
        #expect(SiteBuilder.build(options).succeeded)
        let path = OutputManifest.path(cacheDirectory: try #require(options.cacheDirectory),
                                       output: URL(fileURLWithPath: workspace.path("Site")).standardizedFileURL)
        let before = OutputManifest.load(path)
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its current size classes."))
        let result = SiteBuilder.build(options)
        #expect(result.succeeded)
        let after = OutputManifest.load(path)
        #expect(!before.folders.isEmpty && !after.folders.isEmpty)
        #expect(after.storedLines > before.storedLines, "changes appended, not a new file")
        // The edited page's folder got a new entry: its old line was taken back.
        #expect(before.folders["en/traits"] != nil && after.folders["en/traits"] == nil)
        #expect(!FileManager.default.fileExists(atPath: path + ".committing"))
        #expect(Set(after.files.keys) == Set(OutputFiles.list(root)))
        for (file, entry) in after.files {
            let status = try #require(FileStatus.of(root + "/" + file))
            #expect(status.size == entry.size && status.modified == entry.modified, "\(file)")
        }
        for (folder, time) in after.folders {
            #expect(FileStatus.of(folder.isEmpty ? root : root + "/" + folder)?.modified == time, "\(folder)")
        }
        #expect(after.files["en/traits/index.html"] != before.files["en/traits/index.html"])
    }
}
