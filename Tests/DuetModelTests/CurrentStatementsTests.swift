@testable import DuetModel
import Testing
import DuetTestSupport

/// Statements of the reference that were the guide's rule asserted for today, or a figure
/// that drew an object in the wrong place: each is held to what the sources say now.
@Suite("What the reference asserts for today")
struct CurrentStatementsTests {
    init() { ShippedStrings.install() }

    @Test("the current-context styles in a compact width are 'not documented since iOS 13', with the guide's rule shown as the guide's; a regular width uses them as is",
          arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
    func currentContextNotAsserted(_ style: ModalPresentationStyle) throws {
        let adapted = try PresentationAdaptation.adapt(style, in: ReferenceTables.compactWidthEnvironment, edition: .ios27)
        #expect(adapted.appearance == .notDocumentedSinceIOS13)
        #expect(adapted.style == style, "no adapted style is asserted")
        let compactHeight = try PresentationAdaptation.adapt(style, in: ReferenceTables.compactHeightEnvironment, edition: .ios27)
        #expect(compactHeight.appearance == .unadapted(style), "Apple's page: the value is used in a regular width")
        #expect(try PresentationAdaptation.adapt(style, in: ReferenceTables.compactWidthEnvironment, edition: .guide).style == .fullScreen,
                "the guide's own edition keeps its rule")
        let table = try #require(ReferenceTables.table(id: "presentation-adaptation-current"))
        let row = try #require(table.rows.first { $0[0].en == style.swiftName })
        #expect(row[2].en.hasPrefix("not documented since iOS 13"))
        #expect(row[2].en.contains("the guide, iOS 8–12"))
    }

    @Test("no detent height is asserted for a regular width and height, where Apple gives none")
    func detentsInRegular() throws {
        let table = try #require(ReferenceTables.table(id: "sheet-detents"))
        for row in table.rows {
            #expect(row[2].en == SheetDetent.notDocumentedInRegular.en, "\(row[0].en)")
        }
        #expect(SheetDetent.medium.appearance(in: ReferenceTables.compactWidthEnvironment, prefersEdgeAttachedInCompactHeight: false).en == "About half the screen's height")
    }

    @Test("the sheet table reaches iOS 27 with a source for every row, and is computed per release")
    func sheetChanges() throws {
        let table = try #require(ReferenceTables.table(id: "sheet-changes"))
        #expect(table.rows.map { $0[0].en }.contains("iOS 26.1"))
        #expect(table.rows.contains { $0[1].en == "UISheetPresentationController.preferredPlacement" && $0[0].en == "iOS 27.0" })
        #expect(table.rowSources.allSatisfy { !$0.isEmpty })
        let in18 = try #require(ReferenceTables.table(id: "sheet-changes", release: Release(major: 18)!))
        #expect(in18.rows.allSatisfy { Release.major(of: $0[0].en.replacing("iOS ", with: "")) <= 18 })
    }

    @Test("in an interactive transition UIKit calls neither update(_:) nor finish(), and in every transition the animator calls completeTransition(_:)")
    func callers() {
        let traces = [
            CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .dismissal, interactive: true)),
            CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation)),
            CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation)),
        ]
        for event in traces.joined() {
            if event.callback == "completeTransition(_:)" { #expect(event.caller == "animator") }
            if ["update(_:)", "finish()", "cancel()"].contains(event.callback) { #expect(event.caller != TraceEvent.uikit) }
        }
    }

    @Test("the sequence figures start each arrow at its caller: a child's call at its parent, completeTransition(_:) at the animator")
    func figureArrowsStartAtCallers() throws {
        let rotation = try FigureTests.parse(try #require(FigureCatalogue.figure(id: "rotation-sequence")).document(language: .en).rendered())
        let steps = rotation.elements.filter { $0.name == "g" && $0.attributes["data-step"] != nil }
        let chart = try #require(steps.first { $0.attributes["data-receiver"] == "ChartViewController" && $0.attributes["data-callback"] == "willTransition(to:with:)" })
        #expect(chart.attributes["data-caller"] == "DashboardViewController")
        let root = try #require(steps.first { $0.attributes["data-receiver"] == "NavigationController" })
        #expect(root.attributes["data-caller"] == "UIKit")
        for id in ["transition-animation-sequence", "custom-presentation-sequence"] {
            let parsed = try FigureTests.parse(try #require(FigureCatalogue.figure(id: id)).document(language: .en).rendered())
            let complete = try #require(parsed.elements.first { $0.attributes["data-callback"] == "completeTransition(_:)" })
            #expect(complete.attributes["data-caller"] == "animator", "\(id)")
        }
    }

    @Test("transition-objects: the dimming view and the presented view are siblings in the container; the presenter's view is outside it")
    func transitionObjects() throws {
        let parsed = try FigureTests.parse(try #require(FigureCatalogue.figure(id: "transition-objects")).document(language: .en).rendered())
        let groups = parsed.elements.filter { $0.name == "g" }
        #expect(groups.first { $0.attributes["data-object"] == "dimmingView" }?.attributes["data-parent"] == "containerView")
        #expect(groups.first { $0.attributes["data-object"] == "toView" }?.attributes["data-parent"] == "containerView")
        #expect(groups.first { $0.attributes["data-object"] == "fromView" }?.attributes["data-parent"] == "none")
        #expect(parsed.text.contains { $0.contains("shouldRemovePresentersView") })
    }

    @Test("ipad-window-widths draws no band in the published gap, only its two edges; device-size-classes says what '+n' counts")
    func widthsAndDevices() throws {
        let widths = try FigureTests.parse(try #require(FigureCatalogue.figure(id: "ipad-window-widths")).document(language: .en).rendered())
        #expect(!widths.elements.contains { $0.attributes["class"] == "fig-dim" })
        #expect(widths.elements.filter { $0.attributes["data-published-edge"] != nil }.count == 2)
        let devices = try FigureTests.parse(try #require(FigureCatalogue.figure(id: "device-size-classes")).document(language: .en).rendered())
        #expect(!devices.text.contains("Current devices"))
        #expect(!devices.text.contains { $0.range(of: #" \+\d"#, options: .regularExpression) != nil })
    }

    @Test("trait overrides and the iOS 17 rotation are not offered for iOS 13 to 16, which get their own rotation")
    func iOS17TablesNotBefore17() {
        for major in 13...16 {
            let release = Release(major: major)!
            #expect(ReferenceTables.table(id: "trait-overrides", release: release) == nil, "iOS \(major)")
            #expect(ReferenceTables.table(id: "rotation-iphone-6-plus", release: release)?.id == "rotation-iphone-11-pro-max", "iOS \(major)")
            #expect(ReferenceTables.table(id: "rotation-iphone-17-pro-max", release: release)?.id == "rotation-iphone-11-pro-max", "iOS \(major)")
        }
        #expect(ReferenceTables.table(id: "rotation-iphone-11-pro-max", release: Release(major: 12)!)?.id == "rotation-iphone-6-plus")
        #expect(ReferenceTables.table(id: "trait-overrides", edition: .ios13) == nil)
        #expect(ReferenceTables.table(id: "rotation-iphone-6-plus", release: Release(major: 17)!)?.id == "rotation-iphone-17-pro-max")
    }

    @Test("edges of editions: no iOS 26 zoom in iOS 18, Split View from iOS 9, Stage Manager snapping only in 16 to 18")
    func editionEdges() throws {
        let transitions = try #require(ReferenceTables.table(id: "preferred-transitions", edition: .ios18))
        #expect(!transitions.rows.contains { $0[0].en.contains("sourceBarButtonItemProvider") })
        #expect(ReferenceTables.table(id: "multitasking", release: Release(major: 8)!) == nil)
        #expect(ReferenceTables.table(id: "multitasking", release: Release(major: 9)!) != nil)
        #expect(ReferenceTables.table(id: "multitasking")?.editions?.term.en == "iOS 9–18")
        let windows26 = try #require(ReferenceTables.table(id: "ipad-windowing", release: Release(major: 26)!))
        #expect(!windows26.rows.contains { $0[2].en.contains("snap") })
        let windows16 = try #require(ReferenceTables.table(id: "ipad-windowing", release: Release(major: 16)!))
        #expect(windows16.rows.contains { $0[2].en.contains("snap") })
        #expect(ReferenceTables.table(id: "size-classes-modern")?.editions == nil, "a screen's size classes do not depend on the release")
        #expect(ReferenceTables.table(id: "size-classes-by-device", edition: .ios13)?.id == "size-classes-modern")
    }

    @Test("api-availability is computed per release: what does not exist yet is absent, a later deprecation is not shown")
    func apiAvailabilityPerRelease() throws {
        let in15 = try #require(ReferenceTables.table(id: "api-availability", release: Release(major: 15)!))
        #expect(!in15.rows.contains { $0[0].en == "traitOverrides" })
        #expect(!in15.rows.contains { $0[0].en == "UIScreen.main" }, "UIScreen.main is as old as iOS 2 and deprecated only in 26: nothing changed by 15")
        #expect(ReferenceTables.table(id: "api-availability", release: Release(major: 8)!) == nil,
                "in the guide's own release nothing has changed since the guide: the table starts in iOS 9")
        let in9 = try #require(ReferenceTables.table(id: "api-availability", release: Release(major: 9)!))
        #expect(!in9.rows.contains { ReleaseNumber($0[1].en.replacingOccurrences(of: "iOS ", with: "")) <= ReleaseNumber("8.0") && $0[2].en == "—" },
                "as of iOS 9 nothing as old as the guide is listed unless it was already deprecated")
        let windows = try #require(in15.rows.first { $0[0].en == "UIApplication.shared.windows" })
        #expect(windows[2].en == "iOS 15.0")
        #expect(windows[3].en == "UIWindowScene.windows")
        let now = try #require(ReferenceTables.table(id: "api-availability"))
        for name in ["UIScreen.main", "UIApplication.shared.keyWindow", "statusBarOrientation", "shouldAutorotate",
                     "attemptRotationToDeviceOrientation()", "requestGeometryUpdate(_:errorHandler:)",
                     "presentationController(_:prepare:)", "prefersGrabberVisible"] {
            #expect(now.rows.contains { $0[0].en == name }, "\(name)")
        }
    }

    @Test("dark mode, Dynamic Type and layout direction are in the traits table, from the releases that brought them")
    func everydayTraits() throws {
        let table = try #require(ReferenceTables.table(id: "traits-since-ios13"))
        #expect(table.rows.contains { $0[0].en == "userInterfaceStyle" && $0[1].en == "iOS 12.0" })
        #expect(table.rows.contains { $0[0].en == "preferredContentSizeCategory" && $0[1].en == "iOS 10.0" })
        #expect(table.rows.contains { $0[0].en == "layoutDirection" && $0[1].en == "iOS 10.0" })
        let in11 = try #require(ReferenceTables.table(id: "traits-since-ios13", release: Release(major: 11)!))
        #expect(!in11.rows.contains { $0[0].en == "userInterfaceStyle" })
        #expect(ReferenceTables.table(id: "trait-tracking")?.caption.en.contains("a selection") == true)
    }
}
