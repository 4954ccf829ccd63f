import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Sheets beyond detents, and preferredTransition (facts §3c, §3d)")
struct SheetAndTransitionTests {
    init() { ShippedStrings.install() }

    static let regular = SizeClasses(horizontal: .regular, vertical: .regular)
    static let compactWidth = SizeClasses(horizontal: .compact, vertical: .regular)
    static let compactHeight = SizeClasses(horizontal: .regular, vertical: .compact)

    @Test("by default a sheet dims the content behind it at every detent")
    func dimmedByDefault() {
        let sheet = SheetConfiguration()
        #expect(sheet.dimsBehind(at: .medium) == true)
        #expect(sheet.dimsBehind(at: .large) == true)
    }

    @Test("with .medium as the largest undimmed detent, a sheet at medium leaves the content behind usable and dims it at large")
    func nonModalSheet() {
        let sheet = SheetConfiguration(largestUndimmedDetent: .medium)
        #expect(sheet.dimsBehind(at: .medium) == false)
        #expect(sheet.dimsBehind(at: .large) == true)
    }

    @Test("the model does not say what a custom detent dims: its height is the resolver's")
    func customDetentUnknown() {
        #expect(SheetConfiguration(largestUndimmedDetent: .medium).dimsBehind(at: .custom) == nil)
    }

    @Test("in a compact height a sheet looks full screen unless it prefers edge attachment")
    func compactHeight() {
        #expect(SheetConfiguration().width(in: Self.compactHeight) == .fullScreen)
        #expect(SheetConfiguration(prefersEdgeAttachedInCompactHeight: true).width(in: Self.compactHeight) == .containerSafeAreaWidth)
        #expect(SheetConfiguration(prefersEdgeAttachedInCompactHeight: true, widthFollowsPreferredContentSizeWhenEdgeAttached: true)
            .width(in: Self.compactHeight) == .preferredContentSize)
    }

    @Test("widthFollowsPreferredContentSizeWhenEdgeAttached has no effect in a compact width with a regular height")
    func noEffectInCompactWidth() {
        #expect(SheetConfiguration(widthFollowsPreferredContentSizeWhenEdgeAttached: true).width(in: Self.compactWidth)
            == SheetConfiguration().width(in: Self.compactWidth))
    }

    @Test("prefersPageSizing = false sizes a sheet by preferredContentSize, like a form sheet")
    func pageSizing() {
        #expect(SheetConfiguration().width(in: Self.regular) == .pageSize)
        #expect(SheetConfiguration(prefersPageSizing: false).width(in: Self.regular) == .preferredContentSize)
    }

    @Test("the zoom from a view arrives in iOS 18 and from a bar button item in iOS 26, both for presenting and pushing")
    func zoom() {
        #expect(PreferredTransition.zoomFromView.introduced == "18.0")
        #expect(PreferredTransition.zoomFromBarButtonItem.edition == .ios26)
        #expect(PreferredTransition.zoomFromView.worksForPush == true)
        #expect(PreferredTransition.crossDissolve.worksForPush == nil, "Apple's pages do not say")
    }

    @Test("the sheet-sizing table is the model's answer row by row")
    func sizingTable() throws {
        let table = try #require(ReferenceTables.table(id: "sheet-sizing"))
        #expect(table.rows[4][2].en == SheetConfiguration.Width.fullScreen.term.en)
        #expect(table.rows.count == 7, "the regular-width row of iOS 15 and 16, the two of prefersPageSizing, one for a compact width and three for a compact height")
    }
}
