@testable import DuetModel
import Testing
import DuetTestSupport

/// A sheet's life cycle and the transition APIs of today, as the model states them: the
/// delegate calls of each way a sheet ends, the tables and figure drawn from them, and
/// what a reader who picks an older release sees.
@Suite("Sheets as a life cycle and transitions as written today")
struct SheetLifeCycleTests {
    init() { ShippedStrings.install() }

    static func calls(_ scenario: SheetDismissalScenario) -> [String] {
        SheetDismissalSimulation.trace(scenario).filter(\.isNotified).map(\.callback)
    }

    @Test("a swipe that goes ahead asks should-dismiss, then sends will- and did-dismiss, in that order")
    func swipeOrder() {
        #expect(Self.calls(.swipe) == ["presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)"])
        let answer = SheetDismissalSimulation.trace(.swipe).first { $0.callback == "presentationControllerShouldDismiss(_:)" }?.newValue
        #expect(answer?.en == "true")
    }

    @Test("a swipe on a sheet that is modal in presentation calls only didAttemptToDismiss")
    func modalSwipe() {
        #expect(Self.calls(.swipeWhileModal) == ["presentationControllerDidAttemptToDismiss(_:)"])
        let asked = SheetDismissalSimulation.trace(.swipeWhileModal).first { $0.callback == "presentationControllerShouldDismiss(_:)" }
        #expect(asked?.kind == .notNotified(.modalInPresentation), "the skipped question is shown with its reason, not left out")
        #expect(!SheetDismissalScenario.swipeWhileModal.dismisses)
    }

    @Test("a swipe the delegate refuses is asked, answers false and is reported as an attempt; the sheet stays")
    func refusedSwipe() {
        #expect(Self.calls(.swipeRefused) == ["presentationControllerShouldDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)"])
        #expect(!SheetDismissalScenario.swipeRefused.dismisses)
    }

    @Test("dismissing in code sends none of the delegate's dismissal calls: cleanup in the Done button alone misses the swipe, and cleanup in didDismiss alone misses the button")
    func dismissInCode() {
        #expect(Self.calls(.dismissInCode).isEmpty)
        let skipped = SheetDismissalSimulation.trace(.dismissInCode).compactMap { event -> String? in
            if case .notNotified(.dismissedInCode) = event.kind { return event.callback }
            return nil
        }
        #expect(skipped == ["presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)"])
        #expect(SheetDismissalSimulation.isCalled("presentationControllerDidDismiss(_:)", in: .swipe))
        #expect(!SheetDismissalSimulation.isCalled("presentationControllerDidDismiss(_:)", in: .dismissInCode))
    }

    @Test("the calls table is the simulation's answer, cell by cell")
    func callsTable() throws {
        let table = try #require(ReferenceTables.modelTable(id: "sheet-dismissal-calls"))
        #expect(table.rows.count == SheetDismissalSimulation.callbacks.count)
        for (row, callback) in zip(table.rows, SheetDismissalSimulation.callbacks) {
            #expect(row[0].text.en == callback)
            for (cell, scenario) in zip(row.dropFirst(), SheetDismissalScenario.all) {
                #expect(cell.value == .boolean(SheetDismissalSimulation.isCalled(callback, in: scenario)), "\(callback), \(scenario.term.en)")
            }
        }
    }

    @Test("before iOS 13 there are no sheet delegate calls: the tables and the figure are absent, and from iOS 13 they are whole")
    func absentBeforeIOS13() throws {
        let twelve = try #require(Release(major: 12)), thirteen = try #require(Release(major: 13))
        for id in ["sheet-swipe-dismissal", "sheet-blocked-dismissal", "sheet-dismissal-calls"] {
            #expect(ReferenceTables.table(id: id, release: twelve) == nil, "\(id)")
            let table = try #require(ReferenceTables.table(id: id, release: thirteen), "\(id)")
            #expect(table.rows.count == ReferenceTables.table(id: id)?.rows.count, "\(id)")
        }
        let figure = try #require(FigureCatalogue.figure(id: "sheet-swipe-dismissal"))
        #expect(figure.document(language: .en, release: twelve) == nil)
        #expect(figure.document(language: .zh, release: thirteen) != nil)
    }

    @Test("the swipe figure draws the simulation's calls in order, with the attempt call marked as not made")
    func figureSteps() throws {
        let svg = try #require(FigureCatalogue.figure(id: "sheet-swipe-dismissal")).document(language: .en).rendered()
        let steps = try FigureTests.parse(svg).elements.filter { $0.attributes["data-step"] != nil && $0.attributes["data-callback"] != "" }
        #expect(steps.map { $0.attributes["data-callback"] ?? "" } == SheetDismissalSimulation.trace(.swipe).filter { !$0.kind.isStep }.map(\.callback))
        #expect(steps.last?.attributes["data-notified"] == "false")
        #expect(steps.last?.attributes["data-callback"] == "presentationControllerDidAttemptToDismiss(_:)")
    }

    @Test("the transition API table computed for iOS 12 lists the delegates' animators and the property animator, not the zoom")
    func transitionsPerRelease() throws {
        let release12 = try #require(Release(major: 12)), release18 = try #require(Release(major: 18))
        let twelve = try #require(ReferenceTables.table(id: "modern-transitions", release: release12))
        let names = twelve.rows.map { $0[0].en }
        #expect(names.contains("UIViewPropertyAnimator"))
        #expect(names.contains("navigationController(_:animationControllerFor:from:to:)"))
        #expect(!names.contains("zoom(options:sourceViewProvider:)"))
        let eighteen = try #require(ReferenceTables.table(id: "modern-transitions", release: release18))
        #expect(eighteen.rows.map { $0[0].en }.contains("zoom(options:sourceViewProvider:)"))
        #expect(!eighteen.rows.map { $0[0].en }.contains("zoom(options:sourceBarButtonItemProvider:)"), "the bar button zoom is iOS 26")
    }

    @Test("every API of the transition table and every dismissal call names a catalogue symbol with the same release")
    func symbolsAgree() throws {
        for api in ModernTransitionAPI.all {
            let symbol = try #require(SymbolCatalogue.resolve(api.symbol), "\(api.symbol)")
            #expect(symbol.introduced == api.introduced, "\(api.symbol)")
        }
        for callback in SheetDismissalSimulation.callbacks {
            let symbol = try #require(SymbolCatalogue.resolve(callback), "\(callback)")
            #expect(symbol.introduced == "13.0", "\(callback)")
        }
        #expect(SymbolCatalogue.resolve(".zoom(sourceViewProvider:)")?.swiftName == "zoom(options:sourceViewProvider:)")
        #expect(SymbolCatalogue.resolve(".custom(identifier:resolver:)")?.introduced == "16.0", "custom detents are a year younger than detents")
        #expect(SymbolCatalogue.resolve("UISheetPresentationController.Detent")?.introduced == "15.0")
    }

    @Test("every fact of these tables cites an Apple page; the one third party stands only for the order of the calls")
    func sources() throws {
        for id in ["sheet-swipe-dismissal", "sheet-blocked-dismissal", "sheet-dismissal-calls", "modern-transitions"] {
            let table = try #require(ReferenceTables.modelTable(id: id))
            let cited = table.sources + table.rowSources.flatMap { $0 }
            #expect(cited.contains { $0.kind == .appleDocumentation }, "\(id)")
            #expect(cited.filter { !$0.kind.isApple }.allSatisfy { $0.topic == "sheet-dismissal-order" }, "\(id)")
            #expect(cited.allSatisfy { FactSources.source(id: $0.id) != nil }, "\(id) cites a source outside FactSources.all")
        }
    }
}
