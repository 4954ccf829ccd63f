import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Segues (facts §6, §7)")
struct SegueTests {
    init() { ShippedStrings.install() }

    @Test("there are four adaptive and four deprecated segue kinds")
    func kinds() {
        #expect(SegueKind.allCases.filter(\.isAdaptive).map(\.name) == ["Show", "Show Detail", "Present Modally", "Present as Popover"])
        #expect(SegueKind.allCases.filter { !$0.isAdaptive }.map(\.name) == ["Push", "Modal", "Popover", "Replace"])
    }

    @Test("Show replaces Push and Show Detail replaces Replace")
    func replacements() {
        #expect(SegueKind.show.replaces == .push)
        #expect(SegueKind.showDetail.replaces == .replace)
        #expect(SegueKind.show.method == "show(_:sender:)")
        #expect(SegueKind.showDetail.method == "showDetailViewController(_:sender:)")
    }

    @Test("Show pushes in a navigation controller and presents modally elsewhere", arguments: UserInterfaceSizeClass.allCases)
    func show(_ width: UserInterfaceSizeClass) {
        #expect(SegueBehaviour.outcome(of: .show, from: .navigationController, horizontalSizeClass: width) == .push)
        #expect(SegueBehaviour.outcome(of: .show, from: .other, horizontalSizeClass: width) == .modal)
    }

    @Test("Show Detail replaces the detail of a split view controller and presents modally elsewhere")
    func showDetail() {
        #expect(SegueBehaviour.outcome(of: .showDetail, from: .splitViewController, horizontalSizeClass: .regular) == .replaceDetail)
        #expect(SegueBehaviour.outcome(of: .showDetail, from: .other, horizontalSizeClass: .regular) == .modal)
    }

    @Test("Present as Popover is a popover in a regular width; in a compact width a sheet today, full screen in the guide", arguments: SegueSource.allCases)
    func presentAsPopover(_ source: SegueSource) {
        #expect(SegueBehaviour.outcome(of: .presentAsPopover, from: source, horizontalSizeClass: .regular) == .popover)
        #expect(SegueBehaviour.outcome(of: .presentAsPopover, from: source, horizontalSizeClass: .compact) == .sheet)
        #expect(SegueBehaviour.outcome(of: .presentAsPopover, from: source, horizontalSizeClass: .compact, edition: .guide) == .fullScreenModal)
    }

    @Test("Present Modally is always a modal presentation", arguments: SegueSource.allCases)
    func presentModally(_ source: SegueSource) {
        for width in [UserInterfaceSizeClass.regular, .compact] {
            #expect(SegueBehaviour.outcome(of: .presentModally, from: source, horizontalSizeClass: width) == .modal)
        }
    }

    @Test("the deprecated Push needs a navigation controller")
    func deprecatedPush() {
        #expect(SegueBehaviour.outcome(of: .push, from: .navigationController, horizontalSizeClass: .compact) == .push)
        #expect(SegueBehaviour.outcome(of: .push, from: .other, horizontalSizeClass: .compact) == .unsupported)
    }

    @Test("a segue runs: destination, segue object, prepare, perform, release")
    func lifeCycle() {
        #expect(SegueLifeCycle.steps() == [.shouldPerform, .destinationCreated, .segueCreated, .prepare, .perform, .segueReleased])
        #expect(SegueStep.prepare.callback == "prepare(for:sender:)")
        #expect(SegueStep.segueCreated.callback == "init(identifier:source:destination:)")
    }

    @Test("shouldPerformSegue returning false cancels the segue before anything is created")
    func cancellation() {
        #expect(SegueLifeCycle.steps(shouldPerform: false) == [.shouldPerform, .cancelled])
        #expect(SegueStep.shouldPerform.callback == "shouldPerformSegue(withIdentifier:sender:)")
    }
}
