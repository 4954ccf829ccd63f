import DuetCore
import Foundation
import Testing

/// A build killed with SIGKILL while it writes leaves the previous site as it was, and
/// the next build cleans up after it and succeeds.
@Suite("A killed build")
struct KilledBuildTests {
    /// A book large enough that a build takes a moment: the fixture's chapter, many times.
    private func largeBook() throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        let en = try workspace.read("content/en/01-traits.md")
        let zh = try workspace.read("content/zh/01-traits.md")
        for number in 10..<1210 {
            for (language, text) in [("en", en), ("zh", zh)] {
                let page = text.replacingOccurrences(of: "title: ", with: "slug: page-\(number)\ntitle: \(number) ")
                try workspace.write("content/\(language)/\(number)-page.md", page)
            }
        }
        return workspace
    }

    private func start(_ binary: URL, _ workspace: Workspace, _ extra: [String]) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["build", "--content", workspace.path("content"), "--templates", workspace.path("templates"),
                             "--output", workspace.path("Site")] + extra
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test("SIGKILL during a build leaves the previous site byte for byte; the next build succeeds and leaves no staging folder",
          arguments: [["--no-cache"], ["--cache", "CACHE"]])
    func killedMidWrite(cache: [String]) throws {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        let workspace = try largeBook()
        let extra = cache.map { $0 == "CACHE" ? workspace.path("cache") : $0 }
        let first = try start(binary, workspace, extra)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        let before = try workspace.snapshot(of: "Site")
        #expect(before["en/page-500/index.html"] != nil)
        // Change every page so the next build rewrites them all, then kill it part-way.
        let template = try workspace.read("templates/page.mustache")
        try workspace.write("templates/page.mustache", template + "\n")
        var killed = 0
        for delay in [0.3, 0.8, 1.5] {
            let build = try start(binary, workspace, extra)
            Thread.sleep(forTimeInterval: delay)
            kill(build.processIdentifier, SIGKILL)
            build.waitUntilExit()
            #expect(build.terminationReason == .uncaughtSignal || build.terminationStatus == 0)
            if build.terminationReason == .uncaughtSignal {
                killed += 1
                #expect(try workspace.snapshot(of: "Site") == before, "killed after \(delay) s")
            }
        }
        #expect(killed >= 2, "the book builds too fast for the kills to land mid-build")
        // The site still reads: its start page and a chapter are whole.
        #expect(try workspace.read("Site/en/index.html").contains("</html>"))
        #expect(try workspace.read("Site/en/page-500/index.html").contains("</html>"))
        let next = try start(binary, workspace, extra)
        next.waitUntilExit()
        #expect(next.terminationStatus == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.path("")).filter { $0.contains(".duet-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
