@testable import DuetContent
@testable import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// Duet reads only inside the project: files reached through symbolic links must resolve
/// inside the content or templates folder; loops and dangling links say so.
@Suite("Confinement: nothing outside the project is read or published")
struct ConfinementTests {
    init() { ShippedStrings.install() }

    /// A file outside the project whose text must never appear in the site.
    private func secret() throws -> String {
        let path = TestScratch.url("duet-secret", suffix: ".txt").path
        try Data("---\ntitle: Secret\n---\n\nTOP-SECRET-\(UUID().uuidString)\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func link(_ workspace: Workspace, _ relative: String, to target: String) throws {
        try? FileManager.default.removeItem(atPath: workspace.path(relative))
        try FileManager.default.createSymbolicLink(atPath: workspace.path(relative), withDestinationPath: target)
    }

    static let linkedFiles = ["content/en/04-leak.md", "content/site.yml", "templates/assets/leak.css", "templates/page.mustache"]

    @Test("a file linked from outside the project is refused at its path and never published", arguments: Self.linkedFiles)
    func outsideLink(relative: String) throws {
        let workspace = try Workspace(copying: "site")
        #expect(SiteBuilder.build(workspace.options.build).succeeded)
        let before = try workspace.snapshot(of: "Site")
        let outside = try secret()
        try link(workspace, relative, to: outside)
        let result = SiteBuilder.build(workspace.options.build)
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.identifier == "io.outside-project" }, "\(result.diagnostics)")
        #expect(error.location.file == workspace.path(relative))
        #expect(error.location.line == 1 && error.location.column == 1)
        #expect(error.message.contains("resolves to `\(outside)`"))
        #expect(try workspace.snapshot(of: "Site") == before)
        let secretText = try String(contentsOfFile: outside, encoding: .utf8).split(separator: "\n").last.map(String.init)!
        #expect(!(try workspace.snapshot(of: "Site")).values.contains { String(decoding: $0, as: UTF8.self).contains(secretText) })
    }

    @Test("a link that stays inside the project is read")
    func insideLink() throws {
        let workspace = try Workspace(copying: "site")
        try FileManager.default.createDirectory(atPath: workspace.path("content/shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: workspace.path("content/en/03-only-english.md"), toPath: workspace.path("content/shared/only.md"))
        try link(workspace, "content/en/03-only-english.md", to: "../shared/only.md")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(try workspace.read("Site/en/only-english/index.html").contains("This page has no translation yet."))
    }

    @Test("a dangling link and a link loop are errors that name the reason")
    func danglingAndLoop() throws {
        let workspace = try Workspace(copying: "site")
        try link(workspace, "content/en/05-gone.md", to: "nowhere.md")
        try link(workspace, "content/en/06-loop.md", to: "06-loop.md")
        let result = SiteBuilder.check(workspace.options.build)
        let dangling = try #require(result.diagnostics.first { $0.identifier == "io.dangling-link" })
        #expect(dangling.location.file.hasSuffix("content/en/05-gone.md"))
        #expect(dangling.message.contains("`nowhere.md`, which does not exist"))
        let loop = try #require(result.diagnostics.first { $0.identifier == "io.link-loop" })
        #expect(loop.location.file.hasSuffix("content/en/06-loop.md"))
        #expect(loop.message.contains("loop"))
    }

    @Test("a page that fails to load is one error: its translation is not also said to lack a counterpart")
    func noFollowOnWarnings() throws {
        let workspace = try Workspace(copying: "site")
        try workspace.write(path: "content/en/01-traits.md", appending: [0xFF])
        let result = SiteBuilder.check(workspace.options.build)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.identifier) == ["encoding.invalid-utf8"])
        #expect(!result.diagnostics.contains { $0.identifier == "page.missing-counterpart" && $0.location.file.hasSuffix("zh/01-traits.md") })
        #expect(!result.diagnostics.contains { $0.identifier.hasPrefix("link.") })
    }

    @Test("an unreadable page says why in plain words, with its path")
    func unreadable() throws {
        let workspace = try Workspace(copying: "site")
        try FileManager.default.createDirectory(atPath: workspace.path("content/en/04-folder.md"), withIntermediateDirectories: true)
        let result = SiteBuilder.check(workspace.options.build)
        let error = try #require(result.diagnostics.first { $0.identifier == "io.unreadable" })
        #expect(error.message == "cannot read `\(workspace.path("content/en/04-folder.md"))`: is a directory")
        #expect(!error.message.contains("Error Domain"))
    }
}

extension Workspace {
    func write(path relative: String, appending bytes: [UInt8]) throws {
        let handle = try FileHandle(forWritingTo: url.appendingPathComponent(relative))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
    }
}

@Suite("File system errors in plain words")
struct PlainIOErrorTests {
    init() { ShippedStrings.install() }

    @Test("a Foundation error becomes the path and the system's reason")
    func foundationError() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
        let error = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteNoPermission.rawValue,
                            userInfo: [NSFilePathErrorKey: "Site/en", NSUnderlyingErrorKey: underlying])
        #expect(PlainIOError.describe(error, doing: "write the site") == "cannot write the site `Site/en`: permission denied")
        #expect(PlainIOError.describe(POSIXError(.ELOOP), doing: "read `x`") == "cannot read `x`: too many levels of symbolic links")
    }
}
