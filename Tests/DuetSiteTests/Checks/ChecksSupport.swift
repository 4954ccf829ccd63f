import DuetContent
import DuetSite
import DuetTestSupport
import Foundation

/// The check fixtures live in the source tree, found from this file's path, so a test can
/// copy one into a temporary folder and change it.
enum ChecksFixture {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let root: URL = repositoryRoot.appendingPathComponent("Tests/DuetSiteTests/Fixtures/checks")
    static let templates: String = repositoryRoot.appendingPathComponent("templates").path

    static func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    static func options(_ contentDirectory: String) -> BuildOptions {
        BuildOptions(contentDirectory: contentDirectory, templatesDirectory: templates, outputDirectory: "/nonexistent")
    }

    /// Every diagnostic `duet check` reports for a fixture.
    static func check(_ name: String) -> [Diagnostic] {
        SiteBuilder.check(options(path(name))).diagnostics
    }

    /// A scratch copy of a fixture's content folder.
    static func copy(_ name: String) throws -> String {
        let target = TestScratch.url("duet-checks")
        try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: target)
        return target.path
    }

    /// A scratch copy of a fixture's content folder with the shipped reference catalog in
    /// it, for a `duet` process: the words of a Chinese table (`table-words.*`) are the
    /// catalog's, and a process that has not installed one reads only the English words.
    static func copyWithCatalog(_ name: String) throws -> String {
        let target = try copy(name)
        try FileManager.default.copyItem(atPath: ShippedStrings.contentDirectory + "/" + ReferenceCatalog.relativePath,
                                         toPath: target + "/" + ReferenceCatalog.relativePath)
        return target
    }

    /// The built `duet` executable: next to the test bundle in the same build folder, or
    /// in any `.build*/debug` folder of the repository; `DUET_BINARY` overrides.
    static func duetBinary() -> URL? {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["DUET_BINARY"], fm.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        var starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? ".")]
        starts += Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start
            for _ in 0..<6 {
                let candidate = folder.appendingPathComponent("duet")
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fm.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        let builds = ((try? fm.contentsOfDirectory(atPath: repositoryRoot.path)) ?? []).filter { $0.hasPrefix(".build") }.sorted()
        for build in builds {
            let candidate = repositoryRoot.appendingPathComponent(build).appendingPathComponent("debug/duet")
            if fm.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs the binary and returns its exit status and standard output.
    static func run(_ binary: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension FileLocation {
    /// The location with its file reduced to `en/NN-x.md` or `zh/NN-x.md`, as tests name it.
    var short: String {
        let parts = file.split(separator: "/")
        return parts.suffix(2).joined(separator: "/") + ":\(line):\(column)"
    }
}
