@testable import DuetSite
import DuetTestSupport
import Foundation
import Testing
@testable import DuetOutput

/// `duet build` never loses a user's file: it refuses an output that is, contains or lies
/// inside the project's own folders, a file, or a folder it did not write, before touching
/// anything; and it keeps the files a user added to its output. Run through the real
/// executable, from inside a project folder, as a user would.
@Suite("Output safety: duet never deletes or overwrites what it did not write")
struct OutputSafetyTests {
    init() { ShippedStrings.install() }

    /// A project (content, templates, a README) inside a folder of its own that also holds
    /// a file of the user's, so `..` has something to lose; HOME points at another folder.
    struct Project {
        let root: URL
        let workspace: Workspace
        var path: String { workspace.url.path }
        var parent: String { root.path }
        let home: String

        init() throws {
            root = TestScratch.url("duet-safety")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let scratch = try Workspace(copying: "site")
            let project = root.appendingPathComponent("project")
            try FileManager.default.moveItem(at: scratch.url, to: project)
            workspace = Workspace(url: project)
            try workspace.write("README.md", "# My notes\n")
            try Data("the user's letter\n".utf8).write(to: root.appendingPathComponent("letter.txt"))
            home = root.appendingPathComponent("home").path
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            try Data("dotfile\n".utf8).write(to: URL(fileURLWithPath: home + "/.profile"))
        }

        /// Every file below the project's parent folder, with its bytes.
        func everything() throws -> [String: Data] { try Workspace(url: root).snapshot(of: "") }

        func duet(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
            let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = workspace.url
            process.environment = ProcessInfo.processInfo.environment.merging(["HOME": home, "CI": "1"].merging(environment) { _, new in new }) { _, new in new }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }

    static let refusals: [(output: String, reason: String)] = [
        ("content", "it is the content folder"),
        ("content/en", "it is inside the content folder"),
        ("templates", "it is the templates folder"),
        ("templates/out", "it is inside the templates folder"),
        (".", "it is the current folder"),
        ("..", "it contains the current folder"),
        ("README.md", "it is a file, not a folder"),
        ("/", "it is the root of the file system"),
        ("HOME", "it is your home folder"),
    ]

    @Test("an output that is or holds the project, a file, the root or the home folder is refused and nothing changes",
          arguments: Self.refusals.indices)
    func refused(index: Int) throws {
        let project = try Project()
        let (given, reason) = Self.refusals[index]
        let output = given == "HOME" ? project.home : given
        let before = try project.everything()
        for cache in [["--no-cache"], []] {
            let run = try project.duet(["build", "--output", output] + cache)
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("refusing to write the site to `\(output)`: \(reason)"), "\(run.output)")
            #expect(run.output.contains("[duet.output.refused]"))
        }
        #expect(try project.everything() == before)
    }

    @Test("a folder with files that duet did not write is refused, and stays as it was")
    func foreignFolder() throws {
        let project = try Project()
        try FileManager.default.createDirectory(atPath: project.path + "/Photos", withIntermediateDirectories: true)
        try project.workspace.write("Photos/cat.jpg", "not a site")
        let before = try project.everything()
        let run = try project.duet(["build", "--output", "Photos", "--no-cache"])
        #expect(run.status == 1)
        #expect(run.output.contains("was not written by duet"), "\(run.output)")
        #expect(try project.everything() == before)
    }

    @Test("a link to the content folder is refused like the content folder")
    func linkToContent() throws {
        let project = try Project()
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Out", withDestinationPath: project.path + "/content")
        let before = try project.everything()
        let run = try project.duet(["build", "--output", "Out", "--no-cache"])
        #expect(run.status == 1)
        #expect(run.output.contains("it is the content folder"), "\(run.output)")
        #expect(try project.everything() == before)
    }

    @Test("duet marks its output and rebuilds into it; an empty folder is fine too")
    func ownOutput() throws {
        let project = try Project()
        try FileManager.default.createDirectory(atPath: project.path + "/Empty", withIntermediateDirectories: true)
        #expect(try project.duet(["build", "--output", "Empty", "--no-cache"]).status == 0)
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        let list = try project.workspace.read(".Site.duet.owned")
        #expect(list.contains("\n= en/index.html\n") && list.contains("\n= assets/style.css\n"))
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Site/.duet-output"), "the list is not published with the site")
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
    }

    @Test("a site whose ownership list is gone is a foreign folder, however much it looks like duet's: refused, byte for byte")
    func siteWithoutList() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        try FileManager.default.removeItem(atPath: project.path + "/.Site.duet.owned")
        let before = try project.everything()
        for cache in [["--no-cache"], []] {
            let run = try project.duet(["build", "--output", "Site"] + cache)
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("[duet.output.refused]") && run.output.contains("was not written by duet"), "\(run.output)")
            let outside = { (files: [String: Data]) in files.filter { !$0.key.hasPrefix("project/.build/") } }
            #expect(outside(try project.everything()) == outside(before))
        }
    }

    /// The hostile report, as typed: a hand-made bilingual site has the top level of a
    /// duet site (`index.html`, `sitemap.xml`, `en/`, `zh/`), which once passed for one.
    @Test("a hand-made multilingual site with duet's top-level layout is refused and every file of it stays byte for byte",
          arguments: [["--no-cache"], []])
    func foreignSiteWithDuetLayout(cache: [String]) throws {
        let project = try Project()
        for folder in ["public/en", "public/zh"] {
            try FileManager.default.createDirectory(atPath: project.path + "/" + folder, withIntermediateDirectories: true)
        }
        try project.workspace.write("public/index.html", "<p>mine</p>\n")
        try project.workspace.write("public/sitemap.xml", "<urlset/>\n")
        try project.workspace.write("public/en/page.html", "mine\n")
        let before = try project.everything()
        let run = try project.duet(["build", "--output", "public"] + cache)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("[duet.output.refused]"), "\(run.output)")
        #expect(run.output.contains("refusing to write the site to `public`: the folder is not empty and was not written by duet"), "\(run.output)")
        #expect(run.output.contains("--output"), "the diagnostic says how to proceed: \(run.output)")
        #expect(try project.everything() == before)
    }

    @Test("a list beside the output names one folder: another folder put at the output's path is not claimed by it")
    func listNamesTheFolder() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        // The user moves duet's site away and puts their own, of the same layout, in its place.
        try FileManager.default.moveItem(atPath: project.path + "/Site", toPath: project.path + "/Site-old")
        try FileManager.default.createDirectory(atPath: project.path + "/Site/en", withIntermediateDirectories: true)
        try project.workspace.write("Site/index.html", "<p>mine</p>\n")
        try project.workspace.write("Site/en/index.html", "mine\n")
        let before = try project.everything()
        for cache in [["--no-cache"], []] {
            let run = try project.duet(["build", "--output", "Site"] + cache)
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("[duet.output.refused]"), "\(run.output)")
            let outside = { (files: [String: Data]) in files.filter { !$0.key.hasPrefix("project/.build/") } }
            #expect(outside(try project.everything()) == outside(before))
        }
    }

    @Test("a folder made anew at the output's path that got the old folder's inode back is still not claimed: its top-level folders are new")
    func reusedFolderInode() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        try FileManager.default.moveItem(atPath: project.path + "/Site", toPath: project.path + "/Site-old")
        for folder in ["Site/en", "Site/zh", "Site/assets"] {
            try FileManager.default.createDirectory(atPath: project.path + "/" + folder, withIntermediateDirectories: true)
        }
        try project.workspace.write("Site/index.html", "<p>mine</p>\n")
        try project.workspace.write("Site/en/index.html", "mine\n")
        // What a file system that hands the deleted folder's inode to the new one leaves:
        // the old list's folder line, with the new folder's device and inode.
        var info = stat()
        #expect(lstat(project.path + "/Site", &info) == 0)
        var lines = try project.workspace.read(".Site.duet.owned").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fields = lines[1].split(separator: " ").map(String.init)
        #expect(fields.count > 3 && fields.contains { $0.hasPrefix("en=") }, "the list records the top-level folders: \(lines[1])")
        fields[1] = String(info.st_dev)
        fields[2] = String(info.st_ino)
        lines[1] = fields.joined(separator: " ")
        try project.workspace.write(".Site.duet.owned", lines.joined(separator: "\n"))
        let before = try project.everything()
        for cache in [["--no-cache"], []] {
            let run = try project.duet(["build", "--output", "Site"] + cache)
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("[duet.output.refused]"), "\(run.output)")
            let outside = { (files: [String: Data]) in files.filter { !$0.key.hasPrefix("project/.build/") } }
            #expect(outside(try project.everything()) == outside(before))
        }
    }

    @Test("a site an earlier duet marked with `Site/.duet-output` is claimed once by that list, rebuilt, and the list moves beside it")
    func earlierListMigrates() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        try project.workspace.write("Site/CNAME", "docs.example.org\n")
        // What an earlier build left: the list inside the output, one path per line.
        let beside = try project.workspace.read(".Site.duet.owned")
        let paths = beside.split(separator: "\n").dropFirst(2).map { String($0.dropFirst(2)) }
        try project.workspace.write("Site/.duet-output", ([OutputOwnership.header] + paths).joined(separator: "\n") + "\n")
        try FileManager.default.removeItem(atPath: project.path + "/.Site.duet.owned")
        let run = try project.duet(["build", "--output", "Site"])
        #expect(run.status == 0, "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Site/.duet-output"), "duet wrote it, and removes it")
        #expect(try project.workspace.read("Site/CNAME") == "docs.example.org\n")
        let list = try project.workspace.read(".Site.duet.owned")
        #expect(list.contains("\n= en/index.html\n") && !list.contains("CNAME") && !list.contains(".duet-output"))
        // An earlier list is trusted only with duet's header, byte for byte.
        try FileManager.default.removeItem(atPath: project.path + "/.Site.duet.owned")
        try project.workspace.write("Site/.duet-output", "Duet output\n" + paths.joined(separator: "\n") + "\n")
        let before = try project.everything()
        let refused = try project.duet(["build", "--output", "Site", "--no-cache"])
        #expect(refused.status == 1, "\(refused.output)")
        #expect(try project.everything() == before)
    }

    @Test("nothing published names the ownership list: no page, sitemap or search file mentions it, and no file of the site starts with a dot")
    func listNotPublished() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        let site = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        #expect(!site.isEmpty)
        for (path, bytes) in site {
            #expect(!path.split(separator: "/").contains { $0.hasPrefix(".") }, "\(path)")
            #expect(!String(decoding: bytes, as: UTF8.self).contains("duet-output") && !String(decoding: bytes, as: UTF8.self).contains("duet.owned"), "\(path)")
        }
    }

    @Test("an output that cannot be replaced or written says so in words, with the path and the reason, and the site stays byte for byte",
          arguments: [("swap:16", ["--no-cache"], "cannot replace `", "Device or resource busy; the output may be a mount point"),
                      ("stage:30", ["--no-cache"], "cannot make the staging folder `", "Read-only file system"),
                      ("move:13", [], "cannot write `", "Permission denied")])
    func failuresInWords(fault: String, cache: [String], action: String, reason: String) throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        // An edit, so a cached build has a page to move in.
        let source = "content/en/01-traits.md"
        try project.workspace.write(source, try project.workspace.read(source).replacingOccurrences(of: "to learn the size classes.", with: "to learn its size classes."))
        let before = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        let run = try project.duet(["build", "--output", "Site"] + cache, environment: ["DUET_TEST_OUTPUT_FAULT": fault])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("[duet.output.write-failed]"), "\(run.output)")
        #expect(run.output.contains(action) && run.output.contains(reason), "\(run.output)")
        #expect(!run.output.contains("Error Domain") && !run.output.contains("NSCocoaErrorDomain") && !run.output.contains("NSPOSIX"), "\(run.output)")
        #expect(try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "") == before)
        let beside = try FileManager.default.contentsOfDirectory(atPath: project.path)
        #expect(!beside.contains { $0.contains(".duet-staging-") || $0.contains(".duet-retired-") }, "\(beside)")
        // Once the cause is gone, the next build makes the site a clean build makes.
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        #expect(try project.duet(["build", "--output", "Reference", "--no-cache"]).status == 0)
        let built = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        let reference = try Workspace(url: URL(fileURLWithPath: project.path + "/Reference")).snapshot(of: "")
        #expect(built == reference)
    }

    @Test("an in-place commit that fails half-way says the output holds both builds, and the next build makes the site a clean build makes")
    func failedHalfWayInPlace() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        try project.workspace.write("Site/CNAME", "docs.example.org\n")
        // Every page changes, so the commit has many files to move in.
        let template = try project.workspace.read("templates/page.mustache")
        try project.workspace.write("templates/page.mustache", template + "\n<!-- edited -->\n")
        let before = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        let run = try project.duet(["build", "--output", "Site"], environment: ["DUET_TEST_OUTPUT_FAULT": "move:28:3"])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("No space left on device; free some space on the disk"), "\(run.output)")
        #expect(run.output.contains("Build failed while updating Site/ in place; it holds files of both builds until the next build replaces it whole."), "\(run.output)")
        let mixed = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        #expect(mixed != before, "two files were moved in before the third failed")
        #expect(mixed["CNAME"] == Data("docs.example.org\n".utf8))
        let again = try project.duet(["build", "--output", "Site"])
        #expect(again.status == 0, "\(again.output)")
        #expect(try project.duet(["build", "--output", "Reference", "--no-cache"]).status == 0)
        var reference = try Workspace(url: URL(fileURLWithPath: project.path + "/Reference")).snapshot(of: "")
        reference["CNAME"] = Data("docs.example.org\n".utf8)
        #expect(try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "") == reference)
    }

    @Test("files a user added to the output survive a rebuild from scratch and a cached one, and are named")
    func userFilesKept() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        try project.workspace.write("Site/CNAME", "docs.example.org\n")
        try FileManager.default.createDirectory(atPath: project.path + "/Site/en/downloads", withIntermediateDirectories: true)
        try project.workspace.write("Site/en/downloads/slides.pdf", "slides")
        for cache in [["--no-cache"], [], ["--no-cache"]] {
            let run = try project.duet(["build", "--output", "Site"] + cache)
            #expect(run.status == 0, "\(run.output)")
            #expect(try project.workspace.read("Site/CNAME") == "docs.example.org\n")
            #expect(try project.workspace.read("Site/en/downloads/slides.pdf") == "slides")
        }
        let run = try project.duet(["build", "--output", "Site", "--no-cache"])
        #expect(run.output.contains("kept 2 file(s) in the output that duet did not write: CNAME, en/downloads/slides.pdf"), "\(run.output)")
        // Not part of duet's list, so a later build still treats them as the user's.
        #expect(!(try project.workspace.read(".Site.duet.owned")).contains("CNAME"))
    }

    @Test("a user's file where duet would write stops the build and the output stays byte for byte")
    func collisionWithUserFile() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        // The user replaces a file of duet's with their own, then removes it from the list
        // by hand: the file is now theirs.
        let list = try project.workspace.read(".Site.duet.owned")
        try project.workspace.write(".Site.duet.owned", list.replacingOccurrences(of: "\n= sitemap.xml\n", with: "\n"))
        try project.workspace.write("Site/sitemap.xml", "mine\n")
        let before = try project.everything()
        for cache in [["--no-cache"], []] {
            let run = try project.duet(["build", "--output", "Site"] + cache)
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("sitemap.xml` was not written by duet, and this build would replace it"), "\(run.output)")
            // Only the cache folder (inside the project's .build) may have changed.
            let outside = { (files: [String: Data]) in files.filter { !$0.key.hasPrefix("project/.build/") } }
            #expect(outside(try project.everything()) == outside(before))
        }
    }

    @Test("a user's file with exactly the bytes duet would write there is still the user's: the build stops, cached or not, and does not claim it")
    func sameBytesStayTheUsers() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        // The user takes sitemap.xml over as it is: same bytes, off duet's list.
        let list = try project.workspace.read(".Site.duet.owned")
        try project.workspace.write(".Site.duet.owned", list.replacingOccurrences(of: "\n= sitemap.xml\n", with: "\n"))
        let sitemap = try project.workspace.read("Site/sitemap.xml")
        for cache in [[], ["--no-cache"]] {
            let run = try project.duet(["build", "--output", "Site"] + cache)
            #expect(run.status == 1, "\(cache): \(run.output)")
            #expect(run.output.contains("sitemap.xml` was not written by duet, and this build would replace it"), "\(run.output)")
            #expect(!(try project.workspace.read(".Site.duet.owned")).split(separator: "\n").contains("= sitemap.xml"))
            #expect(try project.workspace.read("Site/sitemap.xml") == sitemap)
        }
    }

    @Test("a page folder replaced by a link to a folder of the user's stops a cached build, and nothing is written through the link")
    func linkedPageFolder() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        let site = project.path + "/Site"
        let theirs = project.parent + "/their-folder"
        try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: true)
        try Data("their page\n".utf8).write(to: URL(fileURLWithPath: theirs + "/index.html"))
        let page = try #require(try FileManager.default.contentsOfDirectory(atPath: site + "/en").first { name in
            FileManager.default.fileExists(atPath: site + "/en/" + name + "/index.html") && name.contains("traits")
        })
        try FileManager.default.removeItem(atPath: site + "/en/" + page)
        try FileManager.default.createSymbolicLink(atPath: site + "/en/" + page, withDestinationPath: theirs)
        let source = "content/en/01-traits.md"
        try project.workspace.write(source, try project.workspace.read(source).replacingOccurrences(of: "to learn the size classes.", with: "to learn its size classes."))
        let run = try project.duet(["build", "--output", "Site"])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("en/\(page)` was not written by duet"), "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: theirs) == ["index.html"])
        #expect(try String(contentsOfFile: theirs + "/index.html", encoding: .utf8) == "their page\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site + "/en/" + page) == theirs)
    }

    @Test("a new file is moved into the output only where nothing stands, even something that appeared after the check")
    func moveWithoutReplacing() throws {
        let folder = try TestScratch.folder("duet-move")
        try Data("staged\n".utf8).write(to: URL(fileURLWithPath: folder + "/staged"))
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: folder + "/taken"))
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(throws: OutputCollision.self) {
            try OutputStaging.moveWithoutReplacing(from: descriptor, "staged", to: descriptor, "taken", reportedAs: folder + "/taken")
        }
        #expect(try String(contentsOfFile: folder + "/taken", encoding: .utf8) == "theirs\n")
        #expect(FileManager.default.fileExists(atPath: folder + "/staged"))
        try OutputStaging.moveWithoutReplacing(from: descriptor, "staged", to: descriptor, "free", reportedAs: folder + "/free")
        #expect(try String(contentsOfFile: folder + "/free", encoding: .utf8) == "staged\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/staged"))
    }

    @Test("a build stopped by a user's file keeps the manifest and leaves no staging folder; once the file is moved the next build makes the site a clean build makes")
    func collisionKeepsManifest() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        let cache = project.path + "/.build/duet-cache"
        let manifestName = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".manifest") })
        let manifest = try Data(contentsOf: URL(fileURLWithPath: cache + "/" + manifestName))
        let list = try project.workspace.read(".Site.duet.owned")
        try project.workspace.write(".Site.duet.owned", list.replacingOccurrences(of: "\n= sitemap.xml\n", with: "\n"))
        try project.workspace.write("Site/sitemap.xml", "mine\n")
        let run = try project.duet(["build", "--output", "Site"])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("sitemap.xml` was not written by duet"), "\(run.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache + "/" + manifestName)) == manifest, "nothing was committed, so the manifest still holds")
        let beside = try FileManager.default.contentsOfDirectory(atPath: project.path)
        #expect(!beside.contains { $0.contains(".duet-staging-") || $0.contains(".duet-retired-") }, "\(beside)")
        // The user moves their file away and gives the name back.
        try FileManager.default.removeItem(atPath: project.path + "/Site/sitemap.xml")
        try project.workspace.write(".Site.duet.owned", list)
        let again = try project.duet(["build", "--output", "Site"])
        #expect(again.status == 0, "\(again.output)")
        let built = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        #expect(try project.duet(["build", "--output", "Reference", "--no-cache"]).status == 0)
        let reference = try Workspace(url: URL(fileURLWithPath: project.path + "/Reference")).snapshot(of: "")
        #expect(built == reference)
    }

    @Test("a staging folder left by a killed build is removed by the next build; a running build's is not")
    func abandonedStaging() throws {
        let project = try Project()
        // A process id that no longer runs: a child that has exited.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let abandoned = project.path + "/.Site.duet-staging-\(dead)"
        try FileManager.default.createDirectory(atPath: abandoned + "/en", withIntermediateDirectories: true)
        try Data("half".utf8).write(to: URL(fileURLWithPath: abandoned + "/en/index.html"))
        let alive = project.path + "/.Site.duet-staging-1"
        try FileManager.default.createDirectory(atPath: alive, withIntermediateDirectories: true)
        #expect(try project.duet(["build", "--output", "Site", "--no-cache"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: alive), "pid 1 runs: its folder is not touched")
    }

    @Test("a site left under its retired name by a build killed between its two renames is put back, with the user's files, before anything reads it",
          arguments: [false, true])
    func retiredSiteRestored(cached: Bool) throws {
        let project = try Project()
        let cache = cached ? [] : ["--no-cache"]
        #expect(try project.duet(["build", "--output", "Site"] + cache).status == 0)
        try project.workspace.write("Site/notes.txt", "mine\n")
        let before = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        // The killed build had moved the site aside and not yet moved its own in.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let retired = project.path + "/.Site.duet-retired-\(child.processIdentifier)"
        #expect(rename(project.path + "/Site", retired) == 0)
        let run = try project.duet(["build", "--output", "Site"] + cache)
        #expect(run.status == 0, "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: retired))
        let after = try Workspace(url: URL(fileURLWithPath: project.path + "/Site")).snapshot(of: "")
        #expect(after["notes.txt"] == Data("mine\n".utf8), "the user's file is kept")
        #expect(after == before, "the same site, rebuilt from the same content")
    }

    @Test("a manifest edited to name folders outside the output has no folder outside it deleted")
    func manifestPathsStayInside() throws {
        let project = try Project()
        #expect(try project.duet(["build", "--output", "Site"]).status == 0)
        let cache = project.path + "/.build/duet-cache"
        let manifest = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".manifest") })
        let outside = project.path + "/victim/empty"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: cache + "/" + manifest))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("d\t1\t-\t../victim/empty\nd\t1\t-\t../victim\nd\t1\t-\t/tmp\n".utf8))
        try handle.close()
        let run = try project.duet(["build", "--output", "Site"])
        #expect(run.status == 0, "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: outside), "an empty folder beside the output stays")
    }

    @Test("an output folder replaced by another while a build updates it in place gets nothing committed into it")
    func outputReplacedDuringBuild() throws {
        let workspace = try Workspace(copying: "site")
        var options = workspace.options.build
        options.cacheDirectory = workspace.path("cache")
        #expect(SiteBuilder.build(options).succeeded)
        let staging = try OutputStaging(outputDirectory: workspace.path("Site"), cacheDirectory: workspace.path("cache"))
        #expect(staging.updatesInPlace)
        try FileManager.default.moveItem(atPath: workspace.path("Site"), toPath: workspace.path("Site-moved"))
        try FileManager.default.createDirectory(atPath: workspace.path("Site"), withIntermediateDirectories: false)
        let manifest = OutputManifest.path(cacheDirectory: workspace.path("cache"), output: URL(fileURLWithPath: workspace.path("Site")).standardizedFileURL)
        #expect(FileManager.default.fileExists(atPath: manifest))
        #expect(throws: OutputReplacedDuringBuild.self) { try staging.commit() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Site")).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: manifest), "it describes the folder that was moved away")
        #expect(!FileManager.default.fileExists(atPath: staging.staging.path), "the staged files are removed with the failed commit")
    }
}

extension Workspace {
    /// A workspace over a folder that already exists.
    init(url: URL) { self.url = url }
}
