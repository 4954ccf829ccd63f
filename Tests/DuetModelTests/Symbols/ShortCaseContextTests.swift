@testable import DuetModel
import Testing

/// A short case (`.tile`) read in its block: the block's enumerations decide which entry it
/// names before the catalogue's one short spelling does.
@Suite("Short enumeration cases in context")
struct ShortCaseContextTests {
    @Test("`.tile` in a block about UITabBarController.Sidebar.Layout is the layout's case, not the split behaviour")
    func tileInSidebarLayout() throws {
        let context = ShortCaseContext(codeSpans: ["UITabBarController.Sidebar.Layout", ".overlap", ".tile"])
        #expect(context.fullSpelling(of: ".tile", at: 2) == "UITabBarController.Sidebar.Layout.tile")
        #expect(try #require(SymbolCatalogue.resolve(".tile")).swiftName == "UISplitViewController.SplitBehavior.tile")
        #expect(context.misdirectedCase(".tile", at: 2) == nil)
    }

    @Test("where two named enumerations both have `.automatic`, the one named nearest before it wins")
    func nearestEnumerationBefore() {
        let context = ShortCaseContext(codeSpans: ["UITabBarController.Sidebar.Placement", ".automatic",
                                                   "UITabBarController.Sidebar.Layout", ".automatic"])
        #expect(context.fullSpelling(of: ".automatic", at: 1) == "UITabBarController.Sidebar.Placement.automatic")
        #expect(context.fullSpelling(of: ".automatic", at: 3) == "UITabBarController.Sidebar.Layout.automatic")
    }

    @Test("a property names the enumeration it is declared with: `.sidebar` after Sidebar.preferredPlacement is a placement")
    func propertyTypeNamesEnumeration() {
        let context = ShortCaseContext(codeSpans: ["Sidebar.preferredPlacement", ".sidebar"])
        #expect(context.enumerations == ["UITabBarController.Sidebar.Placement"])
        #expect(context.fullSpelling(of: ".sidebar", at: 1) == "UITabBarController.Sidebar.Placement.sidebar")
    }

    @Test("a method names the enumerations of its parameters: `.secondary` after hide(_:) is a column")
    func methodParameterNamesEnumeration() {
        let context = ShortCaseContext(codeSpans: ["preferredDisplayMode", "hide(_:)", ".secondary"])
        #expect(context.enumerations.contains("UISplitViewController.Column"))
        #expect(context.misdirectedCase(".secondary", at: 2) == nil)
    }

    @Test("a case the block's enumeration does not have, while the catalogue knows it elsewhere, is misdirected")
    func misdirected() throws {
        let context = ShortCaseContext(codeSpans: ["UITabBarController.Sidebar.Layout", ".overlay"])
        let symbol = try #require(context.misdirectedCase(".overlay", at: 1))
        #expect(symbol.swiftName == "UISplitViewController.SplitBehavior.overlay")
    }

    @Test("a block that names no enumeration leaves a short case to its one entry")
    func noEnumerationNamed() {
        let context = ShortCaseContext(codeSpans: ["viewDidLoad()", ".tile"])
        #expect(context.enumerations.isEmpty)
        #expect(context.fullSpelling(of: ".tile", at: 1) == nil)
        #expect(context.misdirectedCase(".tile", at: 1) == nil)
    }
}
