import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Simulated traces (facts §2, §8, §9)")
struct SimulationTests {
    init() { ShippedStrings.install() }

    static func device(_ name: String) -> Device { DeviceCatalogue.device(named: name)! }

    static func calls(_ events: [TraceEvent]) -> [String] {
        events.filter(\.isNotified).map { "\($0.receiver).\($0.callback)" }
    }

    // MARK: Rotation

    static let plain = ViewControllerNode("Root", kind: .navigation, children: [ViewControllerNode("Child")], coversScreen: true)

    @Test("each controller hears willTransition, then viewWillTransition, then traitCollectionDidChange")
    func rotationOrder() {
        let events = RotationSimulation.rotate(Self.plain, on: Self.device("iPhone 6"), from: .portrait)
        #expect(Self.calls(events) == [
            "Root.willTransition(to:with:)", "Child.willTransition(to:with:)",
            "Root.viewWillTransition(to:with:)", "Child.viewWillTransition(to:with:)",
            "Root.traitCollectionDidChange(_:)", "Child.traitCollectionDidChange(_:)",
        ])
        // The animation sits between the size change and the trait change.
        let stepIndex = events.firstIndex { if case .step = $0.kind { return true }; return false }
        #expect(stepIndex == 4)
    }

    @Test("from iOS 13 to 16 the calls are the guide's, and each traitCollectionDidChange(_:) is told UIKit set the current traits first")
    func rotationSettingCurrentTraits() {
        let device = Self.device("iPhone 11 Pro Max")
        let guide = RotationSimulation.rotate(Self.plain, on: device, from: .portrait)
        let current = RotationSimulation.rotate(Self.plain, on: device, from: .portrait, delivery: .settingCurrentTraits)
        #expect(Self.calls(current) == Self.calls(guide))
        let didChange = current.filter { $0.callback == RotationSimulation.traitCollectionDidChange && $0.isNotified }
        #expect(didChange.count == 2)
        #expect(didChange.allSatisfy { $0.orderNote?.en.contains("UITraitCollection.current") == true })
        #expect(current.filter { $0.callback != RotationSimulation.traitCollectionDidChange }.allSatisfy { $0.orderNote == nil })
    }

    @Test("rotating an iPhone 6 changes the vertical size class from regular to compact")
    func iPhone6Values() throws {
        let events = RotationSimulation.rotate(Self.plain, on: Self.device("iPhone 6"), from: .portrait)
        let first = try #require(events.first)
        #expect(first.oldValue == SizeClasses(horizontal: .compact, vertical: .regular).text)
        #expect(first.newValue == SizeClasses(horizontal: .compact, vertical: .compact).text)
        let size = try #require(events.first { $0.callback == RotationSimulation.viewWillTransitionSize })
        #expect(size.oldValue?.en == "375 x 667")
        #expect(size.newValue?.en == "667 x 375")
    }

    @Test("a child whose size classes are overridden is not told about its container's change")
    func overriddenChildNotTold() {
        let events = RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: Self.device("iPhone 6"), from: .portrait)
        let chart = events.filter { $0.receiver == "ChartViewController" }
        #expect(chart.map(\.kind) == [.notNotified(.traitsOverriddenByContainer), .called, .notNotified(.traitsOverriddenByContainer)])
    }

    @Test("a view controller whose view has a fixed size gets no size change")
    func fixedSizeNoSizeChange() {
        let events = RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: Self.device("iPhone 6 Plus"), from: .portrait)
        let badge = events.filter { $0.receiver == "BadgeViewController" }
        #expect(badge.map(\.kind) == [.called, .notNotified(.fixedSize), .called])
    }

    @Test("an override of only the horizontal class still lets a vertical change through")
    func partialOverride() {
        let root = ViewControllerNode("Root", children: [
            ViewControllerNode("Child", overrideTraits: TraitCollection(horizontalSizeClass: .regular)),
        ])
        let events = RotationSimulation.rotate(root, on: Self.device("iPhone 6"), from: .portrait)
        let child = events.filter { $0.receiver == "Child" && $0.callback == RotationSimulation.traitCollectionDidChange }
        #expect(child.first?.newValue == SizeClasses(horizontal: .regular, vertical: .compact).text)
    }

    @Test("rotating an iPad changes sizes but no size classes")
    func iPadRotation() {
        let events = RotationSimulation.rotate(Self.plain, on: Self.device("iPad (all)"), from: .portrait)
        #expect(Self.calls(events) == ["Root.viewWillTransition(to:with:)", "Child.viewWillTransition(to:with:)"])
        #expect(events.contains(TraceEvent(receiver: "Root", callback: RotationSimulation.traitCollectionDidChange, kind: .notNotified(.noTraitChange))))
    }

    // MARK: Custom transition animations

    @Test("a non-interactive custom presentation follows the six documented steps")
    func presentationSequence() {
        let events = CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation))
        #expect(Self.calls(events) == [
            "transitioningDelegate.animationController(forPresented:presenting:source:)",
            "transitioningDelegate.interactionControllerForPresentation(using:)",
            "animator.transitionDuration(using:)",
            "animator.animateTransition(using:)",
            "transitionContext.completeTransition(_:)",
            "completion handler.present(_:animated:completion:)",
            "animator.animationEnded(_:)",
        ])
    }

    @Test("an interactive dismissal: UIKit starts the interaction controller, which asks the animator; the app's gesture handler updates and finishes")
    func interactiveDismissal() {
        let events = CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .dismissal, interactive: true))
        #expect(Self.calls(events) == [
            "transitioningDelegate.animationController(forDismissed:)",
            "transitioningDelegate.interactionControllerForDismissal(using:)",
            "animator.transitionDuration(using:)",
            "interactionController.startInteractiveTransition(_:)",
            "animator.animateTransition(using:)",
            "interactionController.update(_:)",
            "interactionController.finish()",
            "transitionContext.completeTransition(_:)",
            "completion handler.dismiss(animated:completion:)",
            "animator.animationEnded(_:)",
        ])
        let callers = Dictionary(events.map { ("\($0.receiver).\($0.callback)", $0.caller) }, uniquingKeysWith: { first, _ in first })
        #expect(callers["interactionController.startInteractiveTransition(_:)"] == TraceEvent.uikit)
        #expect(callers["animator.animateTransition(using:)"] == "interactionController")
        #expect(callers["interactionController.update(_:)"] == TraceEvent.gestureHandler, "UIKit never calls update(_:)")
        #expect(callers["interactionController.finish()"] == TraceEvent.gestureHandler, "UIKit never calls finish()")
        #expect(callers["transitionContext.completeTransition(_:)"] == "animator", "the animator tells the context it is done")
    }

    @Test("a cancelled interactive transition completes with false and skips the completion handler")
    func cancelledTransition() {
        let events = CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .dismissal, interactive: true, completes: false))
        #expect(events.contains { $0.callback == "cancel()" })
        #expect(events.first { $0.callback == "completeTransition(_:)" }?.newValue?.en == "false")
        #expect(events.first { $0.callback == "animationEnded(_:)" }?.newValue?.en == "false")
        #expect(events.first { $0.callback == "dismiss(animated:completion:)" }?.kind == .notNotified(.transitionCancelled))
    }

    @Test("without an animator UIKit uses the standard transition style animation")
    func noAnimator() {
        let events = CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation, vendsAnimator: false))
        #expect(!events.contains { $0.receiver == "animator" })
        #expect(events.contains { if case .step = $0.kind { return true }; return false })
    }

    // MARK: Custom presentations

    @Test("a custom presentation asks for its presentation controller first and ends with presentationTransitionDidEnd")
    func customPresentation() {
        let events = CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation))
        let calls = Self.calls(events)
        #expect(calls.first == "transitioningDelegate.presentationController(forPresented:presenting:source:)")
        #expect(calls.last == "presentationController.presentationTransitionDidEnd(_:)")
        let willBegin = calls.firstIndex(of: "presentationController.presentationTransitionWillBegin()")!
        let presentedView = calls.firstIndex(of: "presentationController.presentedView")!
        let layout = calls.firstIndex(of: "presentationController.containerViewWillLayoutSubviews()")!
        #expect(willBegin < presentedView && presentedView < layout)
    }

    @Test("a nil presentation controller falls back to full screen")
    func nilPresentationController() {
        let events = CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation, vendsPresentationController: false))
        #expect(events.count == 2)
        #expect(events[0].newValue?.en == "nil")
        #expect(!events.contains { $0.receiver == "presentationController" })
    }

    @Test("a cancelled custom presentation ends with NO and removes the added views")
    func cancelledCustomPresentation() {
        let events = CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation, completes: false))
        #expect(events.first { $0.callback == "presentationTransitionDidEnd(_:)" }?.newValue?.en == "false")
        if case .step(let text) = events.last?.kind {
            #expect(text.en.contains("removes the views it added"))
        } else {
            Issue.record("expected a clean-up step at the end")
        }
    }

    @Test("a custom dismissal ends with dismissalTransitionDidEnd(YES) and removes the custom views")
    func customDismissal() {
        let events = CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .dismissal))
        let calls = Self.calls(events)
        #expect(calls.contains("presentationController.dismissalTransitionWillBegin()"))
        #expect(!calls.contains { $0.contains("presentationController(forPresented") })
        #expect(events.first { $0.callback == "dismissalTransitionDidEnd(_:)" }?.newValue?.en == "true")
    }

    // MARK: Properties and layout (iOS 26)

    @Test("a narrowing window runs the trait handler and layoutSubviews(), not updateProperties(), which read neither")
    func narrowingWindow() {
        let change = PropertyUpdateSimulation.Change.windowNarrows
        #expect(PropertyUpdateSimulation.runs(RotationSimulation.traitChangeHandler, for: change))
        #expect(PropertyUpdateSimulation.runs("layoutSubviews()", for: change))
        #expect(!PropertyUpdateSimulation.runs("updateProperties()", for: change))
        let calls = Self.calls(PropertyUpdateSimulation.trace(change))
        #expect(calls == ["EpisodeRowView.\(RotationSimulation.traitChangeHandler)", "EpisodeRowView.layoutSubviews()"], "traits first, layout last")
    }

    @Test("a property read by updateProperties() runs only it; one read by layoutSubviews() runs only layout; no trait handler runs")
    func observedProperties() {
        #expect(Self.calls(PropertyUpdateSimulation.trace(.contentProperty)) == ["EpisodeRowView.updateProperties()"])
        #expect(Self.calls(PropertyUpdateSimulation.trace(.layoutProperty)) == ["EpisodeRowView.layoutSubviews()"])
        let skipped = PropertyUpdateSimulation.trace(.contentProperty).filter { !$0.isNotified && !$0.kind.isStep }
        #expect(skipped.map(\.kind) == [.notNotified(.noTraitChange), .notNotified(.readNothingThatChanged)])
    }

    @Test("the properties pass and its figure exist from iOS 26 only")
    func propertiesPassRelease() throws {
        let figure = try #require(FigureCatalogue.figure(id: "property-update-sequence"))
        #expect(figure.document(language: .en, release: Release(major: 18)!) == nil)
        #expect(figure.document(language: .en, release: Release(major: 26)!) != nil)
    }
}
