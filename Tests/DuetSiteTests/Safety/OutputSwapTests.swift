@testable import DuetOutput
import DuetTestSupport
import Foundation
import Testing

/// Someone who can write the output's parent (a shared workspace, a CI cache) renames the
/// output away during the commit and puts a link to another folder at its path. Stepped
/// through every file operation of both commits (`DUET_TEST_SWAP_OUTPUT_AT_COMMIT_STEP`):
/// the linked folder is never written or deleted from, the build exits 0 or refuses with
/// `output.replaced`-style words (never a crash), and once the output is put back the next
/// build makes the site a clean build makes.
@Suite("A build whose output is swapped for a link during its commit")
struct OutputSwapTests {
    init() { ShippedStrings.install() }

    private func duet(_ workspace: Workspace, output: String, _ extra: [String], swapAt step: Int? = nil) throws -> DuetProcess {
        let swap = step.map { ["DUET_TEST_SWAP_OUTPUT_AT_COMMIT_STEP": "\($0):\(workspace.path(output)):\(workspace.path("victim"))"] }
        return try DuetProcess.run(["build", "--content", workspace.path("content"), "--templates", workspace.path("templates"),
                                    "--output", workspace.path(output)] + extra, in: workspace.url, environment: swap ?? [:])
    }

    /// A folder of someone else's with files named as the site's are.
    private func makeVictim(in workspace: Workspace, like site: [String: Data]) throws -> [String: Data] {
        let manager = FileManager.default
        for path in site.keys.sorted().prefix(40) + ["mine.txt"] {
            let target = workspace.path("victim/" + path)
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("not duet's: \(path)\n".utf8).write(to: URL(fileURLWithPath: target))
        }
        return try workspace.snapshot(of: "victim")
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test("at every file operation of the commit, a link swapped in for the output redirects nothing; the next build repairs",
          arguments: [["--no-cache"], ["--cache", "CACHE"]])
    func swappedAtEveryStep(cache: [String]) throws {
        let workspace = try Workspace(copying: "site")
        let extra = cache.map { $0 == "CACHE" ? workspace.path("cache") : $0 }
        let template = try workspace.read("templates/page.mustache")
        var expected: [Character: [String: Data]] = [:]
        for version: Character in ["A", "B"] {
            try TwoBookVersions.use(version, in: workspace, template: template)
            #expect(try duet(workspace, output: "Reference\(version)", ["--no-cache"]).status == 0)
            expected[version] = try workspace.snapshot(of: "Reference\(version)")
        }
        let victim = try makeVictim(in: workspace, like: try #require(expected["B"]))
        try TwoBookVersions.use("A", in: workspace, template: template)
        #expect(try duet(workspace, output: "Site", extra).status == 0)
        var version: Character = "A"
        var swaps = 0, refusals = 0
        // Step 1 is the commit's first file operation; the loop ends at the first build
        // that never reaches the step asked for, bounded in case the hook were ignored.
        for step in 1...400 {
            version = version == "A" ? "B" : "A"
            try TwoBookVersions.use(version, in: workspace, template: template)
            let build = try duet(workspace, output: "Site", extra, swapAt: step)
            let output = build.output
            #expect(build.reason == .exit, "a crash at step \(step): \(output.prefix(600))")
            #expect(try workspace.snapshot(of: "victim") == victim, "the linked folder changed at step \(step)")
            guard isLink(workspace.path("Site")) else {
                #expect(build.status == 0, "unswapped build at step \(step): \(output.prefix(600))")
                #expect(try workspace.snapshot(of: "Site") == expected[version], "unswapped build at step \(step)")
                break
            }
            swaps += 1
            #expect(build.status == 0 || build.status == 1, "exit \(build.status) at step \(step)")
            if build.status == 1 {
                refusals += 1
                #expect(output.contains("was replaced by another folder during the build"), "at step \(step): \(output.prefix(600))")
            }
            // The output put back; the next build makes the new site and leaves nothing beside it.
            try FileManager.default.removeItem(atPath: workspace.path("Site"))
            try FileManager.default.moveItem(atPath: workspace.path("Site.moved"), toPath: workspace.path("Site"))
            let repair = try duet(workspace, output: "Site", extra)
            #expect(repair.status == 0, "the build after a swap at step \(step): \(repair.output.prefix(600))")
            #expect(try workspace.snapshot(of: "Site") == expected[version], "repaired after a swap at step \(step)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.path("")).filter { $0.contains(".duet-") }
            #expect(leftovers.isEmpty, "\(leftovers) after a swap at step \(step)")
        }
        #expect(swaps >= 3, "the hook swapped the output \(swaps) times")
        #expect(refusals > 0, "no swap was ever noticed")
    }
}

/// What is left of the staging folder after an in-place commit is removed through its
/// descriptor: a sub-folder swapped for a link to someone else's folder loses the link,
/// never that folder's files.
@Suite("The staging folder's remains are removed without following a link")
struct StagingRemainsTests {
    init() { ShippedStrings.install() }

    @Test("a link among the staging folder's remains is removed; the folder it names keeps its files")
    func linkInStaging() throws {
        let root = try TestScratch.folder("duet-staging-remains")
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/staging/en/page", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/victim/page", withIntermediateDirectories: true)
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: root + "/victim/page/index.html"))
        try manager.createSymbolicLink(atPath: root + "/staging/zh", withDestinationPath: root + "/victim")
        let descriptor = try #require(HeldFolderTree.open(folder: root + "/staging"))
        HeldFolderTree.removeContents(of: descriptor)
        close(descriptor)
        #expect(try manager.contentsOfDirectory(atPath: root + "/staging").isEmpty)
        #expect(try String(contentsOfFile: root + "/victim/page/index.html", encoding: .utf8) == "theirs\n")
    }
}
