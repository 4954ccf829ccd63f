@testable import DuetModel
import Testing
import DuetTestSupport

/// Statements the reference once got wrong, each pinned to what Apple documents today.
@Suite("Corrections: what the model says today")
struct CorrectionsTests {
    init() { ShippedStrings.install() }

    @Test("a collapsed split view forwards Show Detail to the primary, whose navigation controller pushes")
    func collapsedShowDetail() {
        #expect(SegueBehaviour.outcome(of: .showDetail, from: .splitViewController, horizontalSizeClass: .compact) == .forwardedToPrimary)
        #expect(SegueBehaviour.outcome(of: .showDetail, from: .splitViewController, horizontalSizeClass: .regular) == .replaceDetail)
    }

    @Test("Show in an expanded split view replaces the primary; collapsed, it is presented modally")
    func splitShow() {
        #expect(SegueBehaviour.outcome(of: .show, from: .splitViewController, horizontalSizeClass: .regular) == .replacePrimary)
        #expect(SegueBehaviour.outcome(of: .show, from: .splitViewController, horizontalSizeClass: .compact) == .modal)
    }

    @Test("Present as Popover in a compact width is full screen in the guide and a sheet since iOS 13")
    func popoverSegue() {
        #expect(SegueBehaviour.outcome(of: .presentAsPopover, from: .other, horizontalSizeClass: .compact, edition: .guide) == .fullScreenModal)
        #expect(SegueBehaviour.outcome(of: .presentAsPopover, from: .other, horizontalSizeClass: .compact, edition: .ios13) == .sheet)
    }

    @Test("no order is asserted between the completion handler and animationEnded(_:)")
    func completionOrderUnspecified() {
        let events = CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation))
        let completion = events.first { $0.receiver == "completion handler" }
        let ended = events.first { $0.callback == "animationEnded(_:)" }
        #expect(completion?.orderNote != nil)
        #expect(ended?.orderNote != nil)
        let table = ReferenceTables.table(id: "transition-animation-sequence")!
        #expect(table.rows.last?.last?.en.contains("not documented") == true)
    }

    @Test("no order is asserted between asking for the presentation controller and for the animator")
    func presentationOrderUnspecified() {
        let events = CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation))
        #expect(events[0].orderNote != nil && events[1].orderNote != nil)
    }

    @Test("the iOS 13–17 table shows automatic as a page sheet, the current one as a form sheet")
    func automaticPerTable() throws {
        let ios13 = try #require(ReferenceTables.table(id: "presentation-adaptation-ios13"))
        let current = try #require(ReferenceTables.table(id: "presentation-adaptation-current"))
        #expect(ios13.rows[0][0].en == ".automatic (.pageSheet)")
        #expect(current.rows[0][0].en == ".automatic (.formSheet)")
        #expect(current.rows[0][4].en.contains(".formSheet"))
        #expect(!ReferenceTables.table(id: "presentation-adaptation")!.rows[0][3].en.contains(".formSheet"))
    }

    @Test("a changed style reads 同 in Chinese, never 按")
    func chineseSameAs() throws {
        let current = try #require(ReferenceTables.table(id: "presentation-adaptation-current"))
        let cells = current.rows.flatMap { $0 }.map(\.zh)
        #expect(cells.contains { $0.hasPrefix("同 .") })
        #expect(!cells.contains { $0.hasPrefix("按 ") })
    }
}
