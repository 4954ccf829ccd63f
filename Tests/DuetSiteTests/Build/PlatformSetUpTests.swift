import DuetTestSupport
import Foundation
import Testing

/// The macOS set-up, held to what it promises without a Mac: the manifest's platform
/// matches the APIs the code uses, jemalloc stays a Linux-only dependency, and the set-up
/// script asks Homebrew (not apt-get) for cmark-gfm when it runs on macOS.
@Suite("Set-up on macOS and Debian")
struct PlatformSetUpTests {
    static let repository = ShippedSite.repository

    @Test("the manifest names macOS 15, which the Synchronization module's Mutex needs, and links jemalloc on Linux only")
    func manifest() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("platforms: [.macOS(.v15)]"))
        #expect(manifest.contains(".target(name: \"CJemalloc\", condition: .when(platforms: [.linux]))"))
        #expect(manifest.contains(".brew([\"cmark-gfm\"])"))
        let allocator = try String(contentsOf: Self.repository.appendingPathComponent("Sources/duet/AllocatorTuning.swift"), encoding: .utf8)
        #expect(allocator.contains("#if canImport(CJemalloc)\nimport CJemalloc\n#endif"))
    }

    /// Runs scripts/install-deps.sh with stand-ins for `uname`, `pkg-config`, `brew` and
    /// `apt-get` first on the PATH, and returns what each stand-in was asked.
    static func runSetUp(system: String, cmarkInstalled: Bool, arguments: [String] = []) throws -> (status: Int32, calls: String, errors: String) {
        let bin = URL(fileURLWithPath: try TestScratch.folder("fake-bin"))
        let log = bin.appendingPathComponent("calls.log").path
        func tool(_ name: String, _ body: String) throws {
            let url = bin.appendingPathComponent(name)
            try "#!/bin/sh\necho \"\(name) $*\" >> \(log)\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        try tool("uname", "echo \(system)")
        try tool("pkg-config", cmarkInstalled ? "exit 0" : "exit 1")
        try tool("brew", "exit 0")
        try tool("apt-get", "exit 0")
        try tool("sudo", "\"$@\"")
        try tool("msgfmt", "exit 0")
        try tool("msgcat", "exit 0")
        try tool("cmark-gfm", "exit 0")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.repository.appendingPathComponent("scripts/install-deps.sh").path] + arguments
        process.environment = ["PATH": bin.path + ":/usr/bin:/bin", "HOME": bin.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let calls = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, calls, errorText)
    }

    @Test("on macOS without cmark-gfm, make site's set-up installs it with Homebrew and never calls apt-get")
    func macOSInstallsWithHomebrew() throws {
        let run = try Self.runSetUp(system: "Darwin", cmarkInstalled: false)
        #expect(run.status == 0)
        #expect(run.calls.contains("brew install cmark-gfm"))
        #expect(!run.calls.contains("apt-get"))
        #expect(!run.calls.contains("jemalloc"))
    }

    @Test("on macOS with cmark-gfm found, nothing is installed; the tests say plainly that they run on Debian")
    func macOSNothingToDo() throws {
        let run = try Self.runSetUp(system: "Darwin", cmarkInstalled: true)
        #expect(run.status == 0)
        #expect(!run.calls.contains("brew install"))
        let tests = try Self.runSetUp(system: "Darwin", cmarkInstalled: true, arguments: ["--test"])
        #expect(tests.status != 0)
        #expect(tests.errors.contains("The tests run on Debian 12"))
    }

    @Test("on Linux without cmark-gfm, the set-up asks apt-get for Debian's packages, jemalloc among them, and never Homebrew")
    func linuxInstallsWithApt() throws {
        let run = try Self.runSetUp(system: "Linux", cmarkInstalled: false)
        #expect(run.status == 0)
        #expect(run.calls.contains("apt-get install -y -qq pkg-config") == false)
        #expect(run.calls.contains("libcmark-gfm-dev libcmark-gfm-extensions-dev libjemalloc-dev"))
        #expect(!run.calls.contains("brew"))
    }
}
