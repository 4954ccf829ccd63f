import DuetTestSupport
import Foundation

/// Test fixtures live in the source tree (found from this file's path), so snapshot tests
/// can re-record expected files in place with `DUET_RECORD_SNAPSHOTS=1`.
enum Fixtures {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    static var recording: Bool { ProcessInfo.processInfo.environment["DUET_RECORD_SNAPSHOTS"] == "1" }
}

/// A scratch copy of a fixture folder that a test may change freely.
struct Workspace {
    let url: URL

    init(copying fixture: String) throws {
        url = TestScratch.url("duet-test")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: Fixtures.url(fixture).path) {
            try FileManager.default.copyItem(at: Fixtures.url(fixture).appendingPathComponent(item), to: url.appendingPathComponent(item))
        }
    }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(relative))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: url.appendingPathComponent(relative))
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(relative))
    }

    /// Every file under a folder, relative path -> bytes.
    func snapshot(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = url.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: base.appendingPathComponent(path))
            }
        }
        return files
    }

    var options: DuetSiteOptions { DuetSiteOptions(workspace: self) }
}

import DuetSite

/// Build options pointing at a workspace's content, templates and output.
struct DuetSiteOptions {
    let workspace: Workspace
    var build: BuildOptions {
        BuildOptions(contentDirectory: workspace.path("content"), templatesDirectory: workspace.path("templates"),
                     outputDirectory: workspace.path("Site"))
    }

    /// `build` into `output`, with a cache folder inside the workspace.
    func cached(output: String = "Site") -> BuildOptions {
        var options = build
        options.outputDirectory = workspace.path(output)
        options.cacheDirectory = workspace.path("cache")
        return options
    }
}
