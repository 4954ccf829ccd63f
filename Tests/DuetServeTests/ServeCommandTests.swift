import Foundation
import DuetTestSupport
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Runs the built `duet serve` as a person would: it serves, and Ctrl-C stops it with exit 0.
@Suite("duet serve, the command")
struct ServeCommandTests {
    init() { ShippedStrings.install() }

    @Test("Ctrl-C (SIGINT) stops the server cleanly with exit status 0, and builds go through the cache")
    func interruptStops() async throws {
        let binary = try #require(Self.duetBinary(), "the duet executable was not found; run `swift build` first or set DUET_BINARY")
        let site = try ServedSite()
        let port = try #require(Self.freePort())
        let cache = URL(fileURLWithPath: site.output).deletingLastPathComponent().appendingPathComponent("serve-cache").path
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", String(port), "--content", site.buildOptions.contentDirectory,
                             "--templates", site.buildOptions.templatesDirectory, "--output", site.output, "--cache", cache]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let page = try await HTTP.poll("http://127.0.0.1:\(port)/guide/en/traits/") { $0.status == 200 }
        #expect(page.body.contains("learn the size classes"))
        // The rebuild after an edit reuses what did not change, as `duet build` does.
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
        #expect(cached.contains { $0.hasPrefix("output-") && $0.hasSuffix(".manifest") }, "cache folder holds \(cached)")
        process.interrupt()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(text.contains("Serving"))
        #expect(text.contains("Stopped."))
    }

    @Test("--jobs 9223372036854775807 is clamped: serve builds, serves and stops with exit 0, leaving no staging folder")
    func hugeJobs() async throws {
        let binary = try #require(Self.duetBinary(), "the duet executable was not found; run `swift build` first or set DUET_BINARY")
        let site = try ServedSite()
        let port = try #require(Self.freePort())
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", String(port), "--content", site.buildOptions.contentDirectory,
                             "--templates", site.buildOptions.templatesDirectory, "--output", site.output, "--no-cache",
                             "--jobs", String(Int.max)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let page = try await HTTP.poll("http://127.0.0.1:\(port)/guide/en/traits/") { $0.status == 200 }
        #expect(page.body.contains("learn the size classes"))
        process.interrupt()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let parent = URL(fileURLWithPath: site.output).deletingLastPathComponent().path
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent).filter { $0.contains(".duet-staging-") || $0.contains(".duet-retired-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// A port nobody listens on: bind to port 0 and ask which port the system chose.
    static func freePort() -> UInt16? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : nil
    }

    /// The `duet` executable next to the test bundle, or DUET_BINARY.
    static func duetBinary() -> URL? {
        let manager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["DUET_BINARY"], manager.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        for start in [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? ".")] + Bundle.allBundles.map(\.bundleURL) {
            var folder = start
            for _ in 0..<6 {
                let candidate = folder.appendingPathComponent("duet")
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   manager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }
}
