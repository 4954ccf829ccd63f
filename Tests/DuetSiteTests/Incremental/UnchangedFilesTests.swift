@testable import DuetContent
@testable import DuetSite
@testable import DuetOutput
@testable import DuetSupport
import DuetTestSupport
import Foundation
import Testing

/// An incremental build knows unchanged page files by their identity and unchanged output
/// folders by their times, so its cost follows what changed, not the size of the book.
@Suite("Incremental builds: unchanged files and folders")
struct UnchangedFilesTests {
    init() { ShippedStrings.install() }

    func cachedOptions(_ workspace: Workspace) -> BuildOptions {
        var options = workspace.options.build
        options.outputDirectory = workspace.path("Site")
        options.cacheDirectory = workspace.path("cache")
        return options
    }

    func reference(_ workspace: Workspace) throws -> [String: Data] {
        var options = workspace.options.build
        options.outputDirectory = workspace.path("Reference")
        #expect(SiteBuilder.build(options).succeeded)
        return try workspace.snapshot(of: "Reference")
    }

    /// Sets every folder of the output back an hour, as if the last build were long ago,
    /// so the times a build records are past the racy window.
    func ageFolders(_ workspace: Workspace) throws {
        let root = workspace.path("Site")
        let old = Date(timeIntervalSinceNow: -3600)
        var folders = [root]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(root + "/" + path)
            }
        }
        for folder in folders {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder)
        }
    }

    /// Sets the content's files back an hour and waits out the racy window: files changed
    /// moments before a build are not recorded (a later edit in the same clock tick could
    /// keep their time), and the change time, which setting a time sets to now, counts.
    func ageContent(_ workspace: Workspace) throws {
        let old = Date(timeIntervalSinceNow: -3600)
        for language in ["en", "zh"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: workspace.path("content/" + language)) {
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: workspace.path("content/\(language)/\(name)"))
            }
        }
        Thread.sleep(forTimeInterval: Double(FileStatus.racyWindow) / 1e9 + 0.1)
    }

    /// Builds the aged fixture, edits one English page of `01-traits.md` and builds again.
    func buildEditingOnePage(_ workspace: Workspace) throws -> BuildResult {
        try ageContent(workspace)
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn its current size classes."))
        return SiteBuilder.build(cachedOptions(workspace))
    }

    @Test("after editing one page, only that file is read; the others are made from what the last build recorded")
    func onlyEditedFileRead() throws {
        let workspace = try Workspace(copying: "site")
        let second = try buildEditingOnePage(workspace)
        #expect(second.succeeded, "\(second.diagnostics.map(\.message))")
        let pages = try #require(second.context.content?.pairs).flatMap { [$0.en, $0.zh].compactMap { $0 } }
        // The edited page is read to outline it, its counterpart when the pair is checked
        // and rendered again; no other page is read.
        #expect(pages.count > 4)
        #expect(Set(pages.filter { $0.tree.isRead }.map(\.fileName)) == ["01-traits.md"])
        #expect(try workspace.snapshot(of: "Site") == (try reference(workspace)))
    }

    @Test("a file rewritten in place with its size and modification time restored is read again: its change time moved")
    func restoredTimeStillRead() throws {
        let workspace = try Workspace(copying: "site")
        try ageContent(workspace)
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let page = workspace.path("content/en/01-traits.md")
        let before = try FileManager.default.attributesOfItem(atPath: page)
        let text = try String(contentsOfFile: page, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "to learn the size classes.", with: "to learn the size CLASSES.")
        #expect(edited != text && edited.utf8.count == text.utf8.count)
        // In place, as `cp -p` over the file would: same inode, same size, old time put back.
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: try #require(before[.modificationDate])], ofItemAtPath: page)
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let built = try workspace.snapshot(of: "Site")
        #expect(String(decoding: try #require(built["en/traits/index.html"]), as: UTF8.self).contains("size CLASSES"))
    }

    @Test("a page made from its record reads its text when a step asks for it, and it is the file's text")
    func recordedPageReadsOnDemand() throws {
        let workspace = try Workspace(copying: "site")
        try ageContent(workspace)
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let second = SiteBuilder.build(cachedOptions(workspace))
        let page = try #require(second.context.content?.pairs.first?.en)
        #expect(!page.tree.isRead)
        #expect(page.source == (try String(contentsOfFile: page.path, encoding: .utf8)))
        #expect(page.tree.isRead)
    }

    @Test("front matter of pages known by their record stays cached, for when their files' times change but not their text")
    func frontMatterKeptForRecordedPages() throws {
        let workspace = try Workspace(copying: "site")
        // Quoted titles need the YAML parser, so the cache keeps them (plain lines it does not).
        for page in ["content/en/01-traits.md", "content/en/02-presentations.md"] {
            let text = try workspace.read(page)
            let title = try #require(text.split(separator: "\n").first { $0.hasPrefix("title: ") })
            try workspace.write(page, text.replacingOccurrences(of: title + "\n", with: "title: \"\(title.dropFirst(7))\"\n"))
        }
        let second = try buildEditingOnePage(workspace)
        #expect(second.succeeded)
        // An unchanged page, made from its record in the second build, still has its YAML cached.
        let cache = FrontMatterCache(cacheDirectory: workspace.path("cache"), contentDirectory: workspace.path("content"))
        let yaml = "title: \"Traits\"\nsummary: What a trait collection holds.\n"
        let other = try #require(second.context.content?.pairs.first { $0.fileName == "02-presentations.md" }?.en)
        #expect(!other.tree.isRead)
        let text = try String(contentsOfFile: other.path, encoding: .utf8)
        #expect(text.hasPrefix("---\n"))
        let otherYAML = text.dropFirst(4).components(separatedBy: "\n---\n")[0] + "\n"
        #expect(cache.values(forKey: FrontMatterCache.key(otherYAML))?.title == other.title)
        #expect(cache.values(forKey: FrontMatterCache.key(yaml))?.title == "Traits")
    }

    @Test("front matter that warns is read and warns again on every cached build")
    func warningsRepeat() throws {
        let workspace = try Workspace(copying: "site")
        let page = "content/en/01-traits.md"
        let text = try workspace.read(page)
        #expect(text.hasPrefix("---\n"))
        try workspace.write(page, "---\nauthor: someone\n" + text.dropFirst(4))
        for _ in 0..<3 {
            let result = SiteBuilder.build(cachedOptions(workspace))
            #expect(result.diagnostics.contains { $0.identifier == "front-matter.unknown-key" })
        }
    }

    /// A site built twice, its folders aged in between, so the second build recorded
    /// their times as trusted; returns that build's manifest.
    func siteWithRecordedFolders(_ workspace: Workspace) throws -> OutputManifest {
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        try ageFolders(workspace)
        // Records the aged times: nothing changed, so they are trusted from now on.
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        return OutputManifest.load(OutputManifest.path(cacheDirectory: workspace.path("cache"),
                                                       output: URL(fileURLWithPath: workspace.path("Site")).standardizedFileURL))
    }

    /// A build as `SiteBuilder` runs one, by hand: `changeByHand` runs once the folder times
    /// are read, then every file of `manifest` that `keeps` is produced again, then the commit.
    func buildByHand(_ workspace: Workspace, producing manifest: OutputManifest, keeping keeps: (String) -> Bool = { _ in true },
                     whileRunning changeByHand: () throws -> Void) throws -> OutputStaging {
        let staging = try OutputStaging(outputDirectory: workspace.path("Site"), cacheDirectory: workspace.path("cache"))
        staging.waitForFolderTimes()
        try changeByHand()
        for (path, file) in manifest.files where keeps(path) {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.path("Site/" + path))))
            _ = staging.write(path, bytes, key: file.key)
        }
        try staging.commit()
        return staging
    }

    @Test("a file added by hand to a folder of an earlier build is kept and reported, found by the folder's changed time")
    func strayFileInRecordedFolder() throws {
        let workspace = try Workspace(copying: "site")
        let manifest = try siteWithRecordedFolders(workspace)
        #expect(manifest.folders["en/traits"] != nil)
        #expect(manifest.folders[""] != nil)
        try workspace.write("Site/en/traits/notes.txt", "added by hand")
        try FileManager.default.createDirectory(atPath: workspace.path("Site/zh/presenting/extra"), withIntermediateDirectories: true)
        try workspace.write("Site/zh/presenting/extra/more.html", "added by hand")
        let result = SiteBuilder.build(cachedOptions(workspace))
        #expect(result.succeeded)
        #expect(try workspace.read("Site/en/traits/notes.txt") == "added by hand")
        #expect(try workspace.read("Site/zh/presenting/extra/more.html") == "added by hand")
        let note = try #require(result.diagnostics.first { $0.identifier == "output.foreign-files-kept" })
        #expect(note.message.contains("en/traits/notes.txt") && note.message.contains("zh/presenting/extra/more.html"))
        var site = try workspace.snapshot(of: "Site")
        site["en/traits/notes.txt"] = nil
        site["zh/presenting/extra/more.html"] = nil
        #expect(site == (try reference(workspace)))
    }

    @Test("a file added by hand while a build runs, after its folder's time was read, is noticed by that build or the next")
    func strayFileAddedDuringBuild() throws {
        let workspace = try Workspace(copying: "site")
        let manifest = try siteWithRecordedFolders(workspace)
        #expect(manifest.folders["en/traits"] != nil)
        let staging = try buildByHand(workspace, producing: manifest) {
            try workspace.write("Site/en/traits/notes.txt", "added by hand")
            // Its folder's new time is past the racy window too, so only the time read
            // before the file was added can tell the next build that the folder changed.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -1800)],
                                                  ofItemAtPath: workspace.path("Site/en/traits"))
        }
        // The same files as the build before: the commit worked from the folder survey.
        #expect(staging.committedFromSurvey)
        let next = SiteBuilder.build(cachedOptions(workspace))
        #expect(next.succeeded)
        let reported = next.diagnostics.contains { $0.identifier == "output.foreign-files-kept" && $0.message.contains("en/traits/notes.txt") }
        #expect(staging.keptForeignFiles.contains("en/traits/notes.txt") || reported)
        #expect(try workspace.read("Site/en/traits/notes.txt") == "added by hand")
    }

    @Test("a file added by hand while a build runs, to the folder of a page that build removes, is reported by that build")
    func strayFileInRemovedFolder() throws {
        let workspace = try Workspace(copying: "site")
        let manifest = try siteWithRecordedFolders(workspace)
        #expect(manifest.files.keys.contains { $0.hasPrefix("en/traits/") })
        // This build no longer makes the page of `en/traits`.
        let staging = try buildByHand(workspace, producing: manifest, keeping: { !$0.hasPrefix("en/traits/") }) {
            try workspace.write("Site/en/traits/notes.txt", "added by hand")
        }
        #expect(staging.keptForeignFiles == ["en/traits/notes.txt"])
        // Fewer files than the build before: the folders were worked out at the commit.
        #expect(!staging.committedFromSurvey)
        #expect(try workspace.read("Site/en/traits/notes.txt") == "added by hand")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site/en/traits/index.html")))
    }

    @Test("an edit committed from the folder survey records the edited page's folder afresh and the others as they were")
    func editCommittedFromSurvey() throws {
        let workspace = try Workspace(copying: "site")
        let manifest = try siteWithRecordedFolders(workspace)
        let edited = "en/traits/index.html"
        let before = try #require(manifest.folders["en/traits"])
        let untouched = try #require(manifest.folders["zh/presenting"])
        let staging = try OutputStaging(outputDirectory: workspace.path("Site"), cacheDirectory: workspace.path("cache"))
        staging.waitForFolderTimes()
        for (path, file) in manifest.files {
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.path("Site/" + path))))
            if path == edited { bytes += Array("<!-- edited -->\n".utf8) }
            _ = staging.write(path, bytes, key: path == edited ? "edited" : file.key)
        }
        try staging.commit()
        #expect(staging.committedFromSurvey)
        #expect(try workspace.read("Site/" + edited).hasSuffix("<!-- edited -->\n"))
        let after = OutputManifest.load(OutputManifest.path(cacheDirectory: workspace.path("cache"),
                                                            output: URL(fileURLWithPath: workspace.path("Site")).standardizedFileURL))
        // The edited page's folder got a new entry just now: not trusted, or trusted with its new time.
        #expect(after.folders["en/traits"] != before)
        #expect(after.folders["zh/presenting"] == untouched)
        #expect(Set(after.files.keys) == Set(manifest.files.keys))
        #expect(after.files[edited]?.key == "edited")
    }

    @Test("a page file changed moments before the build is read again next time, however little it changed")
    func racyFilesNotRecorded() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let page = "content/en/01-traits.md"
        // The same length, at once: a coarse file clock could give it the same time.
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "to learn the size classes.", with: "to learn THE size classes."))
        let second = SiteBuilder.build(cachedOptions(workspace))
        #expect(second.succeeded)
        #expect(try workspace.snapshot(of: "Site") == (try reference(workspace)))
        let pages = try #require(second.context.content?.pairs).flatMap { [$0.en, $0.zh].compactMap { $0 } }
        #expect(pages.allSatisfy { $0.tree.isRead })
    }

    @Test("a folder changed moments before the build recorded it is not trusted: its time could hide a later change")
    func racyFoldersNotRecorded() throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(cachedOptions(workspace)).succeeded)
        let end = Int64(Date().timeIntervalSince1970 * 1e9)
        let manifest = OutputManifest.load(OutputManifest.path(cacheDirectory: workspace.path("cache"),
                                                               output: URL(fileURLWithPath: workspace.path("Site")).standardizedFileURL))
        #expect(!manifest.files.isEmpty)
        // The build made every folder just now; only those made longer ago than the
        // window (on a slow machine) may be recorded.
        #expect(manifest.folders.values.allSatisfy { $0 < end - FileStatus.racyWindow })
    }
}

/// The source record file is appended to, and read back with later lines winning.
@Suite("Source records")
struct SourceRecordCacheTests {
    init() { ShippedStrings.install() }

    func record(_ title: String, size: Int) -> SourceRecordCache.Record {
        SourceRecordCache.Record(identity: .init(size: size, modified: 1_000_000_000, changed: 1_000_000_000, inode: 7), digest: "d\(size)",
                                 byteCount: size, title: title, slug: "s", order: 1, summary: nil, updated: "2026-11-25", bodyOffset: 0, bodyFirstLine: 5,
                                 frontMatterKey: nil)
    }

    @Test("new records are appended after the lines already there, and a later line for a path replaces an earlier one")
    func appendedRecords() throws {
        let directory = TestScratch.url("duet-sources").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        for index in 0..<10 { first.store(record("Page \(index)", size: 100 + index), path: "en/\(index).md") }
        first.save()
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first)
        let before = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        let second = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        for index in 1..<10 { #expect(second.record(path: "en/\(index).md", identity: record("", size: 100 + index).identity)?.title == "Page \(index)") }
        // Page 0 changed: its old record does not match, and a new one is made.
        #expect(second.record(path: "en/0.md", identity: record("", size: 999).identity) == nil)
        second.store(record("Page 0, edited", size: 999), path: "en/0.md")
        second.save()
        let after = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        #expect(after.count > before.count && after.prefix(before.count) == before)
        let third = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(third.record(path: "en/0.md", identity: record("", size: 999).identity)?.title == "Page 0, edited")
        #expect(third.record(path: "en/0.md", identity: record("", size: 100).identity) == nil)
    }

    @Test("a record is kept only when both its file's times are past the racy window: a write moments ago with an old modification time put back is not")
    func racyChangeTimeNotStored() throws {
        let directory = TestScratch.url("duet-sources").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let now = FileStatus.now()
        let old: Int64 = 1_000_000_000
        let first = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        func stored(_ name: String, modified: Int64, changed: Int64) -> SourceRecordCache.Record {
            let record = SourceRecordCache.Record(identity: .init(size: 10, modified: modified, changed: changed, inode: 7), digest: "d",
                                                  byteCount: 10, title: name, slug: "s", order: 1, summary: nil, updated: nil,
                                                  bodyOffset: 0, bodyFirstLine: 1, frontMatterKey: nil)
            first.store(record, path: name)
            return record
        }
        let settled = stored("settled.md", modified: old, changed: old)
        let restored = stored("restored.md", modified: old, changed: now)
        let fresh = stored("fresh.md", modified: now, changed: now)
        first.save()
        let second = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(second.record(path: "settled.md", identity: settled.identity)?.title == "settled.md")
        #expect(second.record(path: "restored.md", identity: restored.identity) == nil)
        #expect(second.record(path: "fresh.md", identity: fresh.identity) == nil)
    }

    @Test("once unused lines are over a quarter of the file, it is rewritten with only the records this build used or made")
    func rewrittenWithoutUnused() throws {
        let directory = TestScratch.url("duet-sources").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        for index in 0..<200 { first.store(record("Page \(index)", size: 100 + index), path: "en/\(index).md") }
        first.save()
        // The next build uses 100 of them (the rest were deleted) and adds one: 100 unused of 201.
        let second = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        for index in 0..<100 { #expect(second.record(path: "en/\(index).md", identity: record("", size: 100 + index).identity) != nil) }
        second.store(record("New", size: 5), path: "en/new.md")
        second.save()
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first)
        let lines = try String(contentsOfFile: directory + "/" + name, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1 + 101, "the header, the 100 used records and the new one")
        let third = SourceRecordCache(cacheDirectory: directory, contentDirectory: "/content")
        #expect(third.record(path: "en/99.md", identity: record("", size: 199).identity)?.title == "Page 99")
        #expect(third.record(path: "en/100.md", identity: record("", size: 200).identity) == nil)
        #expect(third.record(path: "en/new.md", identity: record("", size: 5).identity)?.title == "New")
    }
}
