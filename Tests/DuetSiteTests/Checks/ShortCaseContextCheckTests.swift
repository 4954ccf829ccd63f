import DuetContent
import DuetTestSupport
import DuetSite
import Foundation
import Testing

/// `duet check` on short enumeration cases whose link would lead to another enumeration's
/// entry than the paragraph is about.
@Suite("Short case context check")
struct ShortCaseContextCheckTests {
    init() { ShippedStrings.install() }

    private func diagnostics(afterAppending paragraph: String) throws -> [Diagnostic] {
        let folder = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/en/01-basics.md"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try (text + "\n" + paragraph + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return SiteBuilder.check(ChecksFixture.options(folder)).diagnostics.filter { $0.identifier == "symbol.short-case-elsewhere" }
    }

    @Test("`.overlay` in a paragraph about UITabBarController.Sidebar.Layout is a warning at its column, naming where it would link")
    func misdirectedCaseWarns() throws {
        let found = try diagnostics(afterAppending: "The `UITabBarController.Sidebar.Layout` has no `.overlay` case.")
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.location.short.hasPrefix("en/01-basics.md:"))
        // The case begins after "The `UITabBarController.Sidebar.Layout` has no `" (48 characters).
        #expect(warning.location.column == 49)
        #expect(warning.message.contains("UISplitViewController.SplitBehavior.overlay"))
    }

    @Test("`.tile` beside UITabBarController.Sidebar.Layout resolves to the layout's own case, so nothing is reported")
    func caseKnownUnderItsEnumeration() throws {
        #expect(try diagnostics(afterAppending: "A `UITabBarController.Sidebar.Layout` of `.tile` sits beside the content.").isEmpty)
    }

    @Test("a short case in a paragraph that names no enumeration is not reported")
    func noEnumerationNamed() throws {
        #expect(try diagnostics(afterAppending: "Columns can `.tile` side by side.").isEmpty)
    }
}
