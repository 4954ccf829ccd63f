import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// `duet build`'s speed options, through the real executable.
@Suite("duet build --jobs and --cache, end to end")
struct BuildCommandTests {
    init() { ShippedStrings.install() }

    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try ChecksFixture.run(binary, arguments)
    }

    @Test("a cached build and a build without cache write the same site, and --jobs 1 too")
    func cachedAndUncachedAgree() throws {
        let workspace = try Workspace(copying: "site")
        let source = ["--content", workspace.path("content"), "--templates", workspace.path("templates")]
        #expect(try duet(["build"] + source + ["--output", workspace.path("A"), "--cache", workspace.path("cache")]).status == 0)
        #expect(try duet(["build"] + source + ["--output", workspace.path("A"), "--cache", workspace.path("cache")]).status == 0)
        #expect(try duet(["build"] + source + ["--output", workspace.path("B"), "--no-cache", "--jobs", "1"]).status == 0)
        let cached = try workspace.snapshot(of: "A")
        #expect(cached.count > 5)
        #expect(cached == (try workspace.snapshot(of: "B")))
        #expect(FileManager.default.fileExists(atPath: workspace.path("cache")))
    }

    @Test("the duet executable allocates through jemalloc, and DUET_STEP_TIMES=1 says so")
    func jemallocServesMalloc() throws {
        let workspace = try Workspace(copying: "site")
        let (status, text) = try withStepTimes(["check", "--content", workspace.path("content"), "--templates", workspace.path("templates")])
        #expect(status == 0)
        #expect(text.split(separator: "\n").first?.hasPrefix("allocator: jemalloc ") == true, "\(text.prefix(200))")
    }

    /// Runs the duet executable with `DUET_STEP_TIMES=1`: its exit status and standard error.
    func withStepTimes(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let binary = try #require(ChecksFixture.duetBinary())
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DUET_STEP_TIMES": "1"]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test("DUET_STEP_TIMES=1 prints every build step with its wall time, CPU time and peak memory, as the benchmark reads them")
    func stepTimesCarryCPUTime() throws {
        let workspace = try Workspace(copying: "site")
        let (status, text) = try withStepTimes(["build", "--content", workspace.path("content"), "--templates", workspace.path("templates"),
                                                "--output", workspace.path("Site")])
        #expect(status == 0)
        // scripts/bench.py's parse_step_times: "  12.3 ms     20.1 cpu     40 MiB  name".
        let line = try Regex(#"^\s*([0-9.]+) ms\s+([0-9.]+) cpu\s+[0-9]+ MiB  (.+)$"#)
        var steps: [String: (wall: Double, cpu: Double)] = [:]
        for row in text.split(separator: "\n") {
            guard let match = try line.wholeMatch(in: String(row)), let wall = Double(String(match.output[1].substring ?? "")),
                  let cpu = Double(String(match.output[2].substring ?? "")), let name = match.output[3].substring else { continue }
            steps[String(name)] = (wall, cpu)
        }
        for name in ["open the output (previous manifest)", "load content", "check content", "render pages", "commit the output"] {
            #expect(steps[name] != nil, "\(name) in \(text.prefix(600))")
        }
        #expect(steps.count == SiteBuilder.steps.count + 2, "every step, the output's open and its commit")
        #expect(steps.values.reduce(0) { $0 + $1.cpu } > 0, "a build spends CPU time")
    }

    @Test("--jobs 0 and a cache inside the output folder are usage errors")
    func usageErrors() throws {
        let workspace = try Workspace(copying: "site")
        let source = ["--content", workspace.path("content"), "--templates", workspace.path("templates")]
        #expect(try duet(["build"] + source + ["--output", workspace.path("Site"), "--jobs", "0"]).status == 2)
        #expect(try duet(["build"] + source + ["--output", workspace.path("Site"), "--cache", workspace.path("Site/cache")]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")))
    }
}
