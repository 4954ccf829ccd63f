@testable import DuetModel
import Testing
import DuetTestSupport

/// The figures added for segues, transitions and containers read the model: what they
/// show is compared with the model's own answers, and a changed model changes them.
@Suite("Figures of segues, transitions and containers")
struct ModelFigureTests {
    init() { ShippedStrings.install() }

    @Test("the segue figure draws the model's steps: a cancelled segue has two, a performed one six, ending in its release")
    func segueSteps() throws {
        #expect(SegueLifeCycleFigure.events(shouldPerform: false).count == SegueLifeCycle.steps(shouldPerform: false).count)
        let steps = try FigureTests.parse(try #require(FigureCatalogue.figure(id: "segue-life-cycle")).document(language: .en).rendered())
            .elements.filter { $0.attributes["data-step"] != nil }
        #expect(steps.map { $0.attributes["data-callback"] ?? "" } == SegueLifeCycle.steps().map { $0.callback ?? "" })
        #expect(steps.first?.attributes["data-receiver"] == "sourceViewController")
    }

    @Test("the transition-objects figure has a box for each object the delegate vends in the traces, and no other")
    func vendedObjects() throws {
        let svg = try #require(FigureCatalogue.figure(id: "transition-objects")).document(language: .en).rendered()
        let parsed = try FigureTests.parse(svg)
        let vended = parsed.elements.filter { $0.attributes["data-edge"] == "vends" }.compactMap { $0.attributes["data-to"] }
        #expect(vended == ["animator", "interactionController", "presentationController"])
        #expect(vended == TransitionObjectsFigure.vended(in: TransitionObjectsFigure.traces))
        let objects = Set(parsed.elements.compactMap { $0.attributes["data-object"] })
        #expect(objects.isSuperset(of: ["transitioningDelegate", "transitionContext", "containerView"] + vended))
    }

    @Test("a non-interactive transition without a presentation controller draws neither the interaction controller nor the chrome link")
    func fewerObjects() throws {
        let trace = CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation))
        let svg = TransitionObjectsFigure.draw(traces: [trace], language: .zh).rendered()
        let parsed = try FigureTests.parse(svg)
        #expect(parsed.elements.filter { $0.attributes["data-edge"] == "vends" }.compactMap { $0.attributes["data-to"] } == ["animator"])
        #expect(!parsed.elements.contains { $0.attributes["data-edge"] == "adds" })
    }

    @Test("the container figure shows adding then removing, with willMove first and didMove last")
    func containerOrder() {
        let callbacks = ContainerChildSequenceFigure.events.filter(\.isNotified).map(\.callback)
        #expect(callbacks == ["addChild(_:)", "willMove(toParent:)", "didMove(toParent:)", "willMove(toParent:)", "removeFromParent()", "didMove(toParent:)"])
    }
}
