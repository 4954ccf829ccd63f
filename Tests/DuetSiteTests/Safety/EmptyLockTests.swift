@testable import DuetContent
@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// A lock that is there but records nothing is said once by `duet check`, at the file,
/// with how to fill it; a missing lock, and a lock with entries, say nothing of the kind.
@Suite("An empty translation lock is stated, not silent")
struct EmptyLockTests {
    init() { ShippedStrings.install() }

    @Test("zero bytes, blank lines or only comments: one warning at the lock, naming `duet accept --all`, and the check still passes",
          arguments: ["", "\n  \n\t\r\n", "# duet translations.lock\n  # nothing accepted yet\n\n"])
    func emptyLock(_ text: String) throws {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        let workspace = try Workspace(copying: "site")
        defer { try? FileManager.default.removeItem(at: workspace.url) }
        try workspace.write("content/translations.lock", text)
        let (status, output) = try POExchangeTests.run(binary.path, ["check", "--content", workspace.path("content"), "--templates", workspace.path("templates")])
        let lines = output.split(separator: "\n").filter { $0.contains("[duet.lock.empty]") }
        #expect(lines.count == 1, "\(output.prefix(800))")
        #expect(lines.first?.hasPrefix(workspace.path("content/translations.lock") + ":1:1: warning: ") == true)
        #expect(lines.first?.contains("every Chinese block counts as never accepted") == true)
        #expect(output.contains("duet accept --all"))
        #expect(status == 0)
    }

    @Test("a missing lock and a lock with an entry say nothing about an empty lock")
    func notEmpty() throws {
        let workspace = try Workspace(copying: "site")
        defer { try? FileManager.default.removeItem(at: workspace.url) }
        #expect(!SiteBuilder.check(workspace.options.build).diagnostics.contains { $0.identifier == "lock.empty" })
        try workspace.write("content/translations.lock", "# header\n01-traits.md 0 0123456789abcdef\n")
        #expect(!SiteBuilder.check(workspace.options.build).diagnostics.contains { $0.identifier == "lock.empty" })
        #expect(EmptyLockCheck.recordsNothing(Array("\n# a\n   # b\n".utf8)))
        #expect(!EmptyLockCheck.recordsNothing(Array("\n# a\n  x # b\n".utf8)))
    }
}
