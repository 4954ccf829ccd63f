import DuetSite
import DuetTestSupport
import Foundation
import Testing
@testable import DuetOutput

/// A build killed with SIGKILL while it writes leaves the previous site as it was, and
/// the next build cleans up after it and succeeds.
@Suite("A killed build")
struct KilledBuildTests {
    init() { ShippedStrings.install() }

    /// A book large enough that a build takes a moment: the fixture's chapter, many times.
    private func largeBook() throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        let en = try workspace.read("content/en/01-traits.md")
        let zh = try workspace.read("content/zh/01-traits.md")
        for number in 10..<410 {
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
        #expect(try workspace.snapshot(of: "Site")["en/page-300/index.html"] != nil)
        // The kills are timed against a build of the same kind as the killed ones: one
        // that rewrites every page after a template change. A first, cold build takes
        // longer than that with a cache, and timing by it let kills land after the end.
        let template = try workspace.read("templates/page.mustache")
        try workspace.write("templates/page.mustache", template + "<!-- measured -->\n")
        let started = Date()
        let measured = try start(binary, workspace, extra)
        measured.waitUntilExit()
        let duration = Date().timeIntervalSince(started)
        #expect(measured.terminationStatus == 0)
        var before = try workspace.snapshot(of: "Site")
        // Change every page so the next build rewrites them all, then kill it part-way:
        // at a fifth, two fifths and three fifths of the time such a build takes.
        try workspace.write("templates/page.mustache", template + "\n")
        var killed = 0
        // A cached build updates the output in place: killed while it moves its files in,
        // the output holds files of both builds (see "A build killed during its commit"),
        // each whole. Those states are checked against the next build's site below.
        let inPlace = extra.first != "--no-cache"
        var mixes: [(fraction: Double, before: [String: Data], after: [String: Data])] = []
        for fraction in [0.2, 0.4, 0.6] {
            let build = try start(binary, workspace, extra)
            Thread.sleep(forTimeInterval: duration * fraction)
            kill(build.processIdentifier, SIGKILL)
            build.waitUntilExit()
            #expect(build.terminationReason == .uncaughtSignal || build.terminationStatus == 0)
            if build.terminationReason == .uncaughtSignal {
                killed += 1
                let after = try workspace.snapshot(of: "Site")
                if after != before {
                    #expect(inPlace, "a build that replaces the whole site, killed after \(fraction) of it, changed the site")
                    mixes.append((fraction, before, after))
                }
            } else {
                // Finished before the kill: the next one is measured against its site.
                before = try workspace.snapshot(of: "Site")
            }
        }
        #expect(killed >= 2, "the book builds too fast for the kills to land mid-build")
        // The site still reads: its start page and a chapter are whole.
        #expect(try workspace.read("Site/en/index.html").contains("</html>"))
        #expect(try workspace.read("Site/en/page-300/index.html").contains("</html>"))
        let next = try start(binary, workspace, extra)
        next.waitUntilExit()
        #expect(next.terminationStatus == 0)
        let finished = try workspace.snapshot(of: "Site")
        for mix in mixes {
            for (path, bytes) in mix.after {
                #expect(bytes == mix.before[path] || bytes == finished[path], "\(path) after a kill at \(mix.fraction) of a build")
            }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.path("")).filter { $0.contains(".duet-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}

/// A kill at each file operation of the commit, through the test hook of the real
/// executable (`DUET_TEST_KILL_AT_COMMIT_STEP`, see `CommitFaults`).
///
/// A build that replaces the whole output (`--no-cache`, or no manifest) swaps the two
/// folders in one step: after a kill the output is the previous site or the new one, byte
/// for byte. A cached build updates the output in place, and from the first file it moves
/// in to the last one it deletes the output holds files of both builds (the window
/// docs/output.md and the README state); the next build replaces that mix with the new
/// site. Either way the next build ends with the site a clean build makes, keeps the
/// user's file, and leaves nothing beside the output.
@Suite("A build killed during its commit")
struct KilledCommitTests {
    init() { ShippedStrings.install() }

    private func duet(_ binary: URL, _ workspace: Workspace, output: String, _ extra: [String], killAt step: Int? = nil) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["build", "--content", workspace.path("content"), "--templates", workspace.path("templates"),
                             "--output", workspace.path(output)] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"
        if let step { environment["DUET_TEST_KILL_AT_COMMIT_STEP"] = String(step) }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process
    }

    @Test("SIGKILL at every file operation of the commit: the previous site or the new one, or (in place) a mix the next build replaces with the new site",
          arguments: [["--no-cache"], ["--cache", "CACHE"]])
    func killedAtEveryStep(cache: [String]) throws {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        let workspace = try Workspace(copying: "site")
        let extra = cache.map { $0 == "CACHE" ? workspace.path("cache") : $0 }
        let inPlace = extra.first != "--no-cache"
        let template = try workspace.read("templates/page.mustache")
        // The two sites a clean build makes, and the user's file every state must keep.
        var expected: [Character: [String: Data]] = [:]
        for version: Character in ["A", "B"] {
            try TwoBookVersions.use(version, in: workspace, template: template)
            #expect(try duet(binary, workspace, output: "Reference\(version)", ["--no-cache"]).terminationStatus == 0)
            var site = try workspace.snapshot(of: "Reference\(version)")
            site["CNAME"] = Data("docs.example.org\n".utf8)
            expected[version] = site
        }
        try TwoBookVersions.use("A", in: workspace, template: template)
        #expect(try duet(binary, workspace, output: "Site", extra).terminationStatus == 0)
        try workspace.write("Site/CNAME", "docs.example.org\n")
        #expect(try workspace.snapshot(of: "Site") == expected["A"])
        var version: Character = "A"
        var kills = 0, mixes = 0
        // Step 1 is the first file operation; the loop ends at the first build the hook
        // no longer stops (every step passed), bounded in case the hook were ignored.
        for step in 1...400 {
            let previous = version
            version = version == "A" ? "B" : "A"
            try TwoBookVersions.use(version, in: workspace, template: template)
            let build = try duet(binary, workspace, output: "Site", extra, killAt: step)
            guard build.terminationReason == .uncaughtSignal else {
                #expect(build.terminationStatus == 0)
                #expect(try workspace.snapshot(of: "Site") == expected[version], "unkilled build at step \(step)")
                break
            }
            kills += 1
            let after = try workspace.snapshot(of: "Site")
            if after != expected[previous] && after != expected[version] {
                mixes += 1
                #expect(inPlace, "a whole-folder swap killed at step \(step) left neither site")
                // Only a mix of the two sites, and the user's file is there.
                for (path, bytes) in after { #expect(bytes == expected[previous]?[path] || bytes == expected[version]?[path], "\(path) at step \(step)") }
                #expect(after["CNAME"] != nil)
            }
            // The next build, not stopped, makes the new site.
            let repair = try duet(binary, workspace, output: "Site", extra)
            #expect(repair.terminationStatus == 0, "the build after a kill at step \(step)")
            #expect(try workspace.snapshot(of: "Site") == expected[version], "repaired after a kill at step \(step)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.path("")).filter { $0.contains(".duet-") }
            #expect(leftovers.isEmpty, "\(leftovers) after a kill at step \(step)")
        }
        #expect(kills >= 5, "the hook stopped the commit \(kills) times")
        if inPlace { #expect(mixes > 0, "the in-place window was never hit: the test does not reach it") }
    }
}
