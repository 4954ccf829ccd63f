import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Who presents (facts §4)")
struct PresentationContextTests {
    init() { ShippedStrings.install() }

    /// A tab bar controller covering the screen, a navigation controller inside it whose
    /// list defines a presentation context with its own transition style.
    static let hierarchy = ViewControllerNode(
        "Tabs", kind: .tab, children: [
            ViewControllerNode("Navigation", kind: .navigation, children: [
                ViewControllerNode(
                    "List", children: [ViewControllerNode("Detail")],
                    definesPresentationContext: true, providesPresentationContextTransitionStyle: true,
                    modalTransitionStyle: .crossDissolve
                ),
            ]),
            ViewControllerNode("Settings", definesPresentationContext: true),
        ],
        coversScreen: true
    )

    @Test("a full-screen style walks up to the controller that covers the screen")
    func fullScreenWalksUp() throws {
        let result = try PresentationContext.resolve(PresentationRequest(caller: "Detail", style: .fullScreen), in: Self.hierarchy)
        #expect(result.presenter == "Tabs")
    }

    @Test("without a controller that covers the screen the root presents")
    func rootFallback() throws {
        var root = Self.hierarchy
        root.coversScreen = false
        #expect(try PresentationContext.resolve(PresentationRequest(caller: "Detail", style: .overFullScreen), in: root).presenter == "Tabs")
    }

    @Test("currentContext is presented by the controller that defines the presentation context")
    func currentContextPresenter() throws {
        let result = try PresentationContext.resolve(PresentationRequest(caller: "Detail", style: .currentContext, transitionStyle: .coverVertical), in: Self.hierarchy)
        #expect(result.presenter == "List")
    }

    @Test("a context that provides its transition style imposes it")
    func contextTransitionStyle() throws {
        let provided = try PresentationContext.resolve(PresentationRequest(caller: "Detail", style: .currentContext, transitionStyle: .flipHorizontal), in: Self.hierarchy)
        #expect(provided.transitionStyle == .crossDissolve)
        let own = try PresentationContext.resolve(PresentationRequest(caller: "Settings", style: .overCurrentContext, transitionStyle: .flipHorizontal), in: Self.hierarchy)
        #expect(own.presenter == "Settings")
        #expect(own.transitionStyle == .flipHorizontal)
    }

    @Test("fullScreen removes the presenting views; overFullScreen and overCurrentContext keep them", arguments: [
        (ModalPresentationStyle.fullScreen, true), (.overFullScreen, false), (.overCurrentContext, false),
    ])
    func removesViews(_ style: ModalPresentationStyle, _ removes: Bool) throws {
        #expect(try PresentationContext.resolve(PresentationRequest(caller: "Detail", style: style), in: Self.hierarchy).removesPresentingViews == removes)
    }

    @Test("a custom style without a presentation controller falls back to full screen")
    func customWithoutController() throws {
        let result = try PresentationContext.resolve(PresentationRequest(caller: "Detail", style: .custom, vendsPresentationController: false), in: Self.hierarchy)
        #expect(result.style == .fullScreen)
        #expect(result.removesPresentingViews)
        #expect(result.presenter == "Tabs")
    }

    @Test("a partial curl with a non-full-screen style is rejected")
    func partialCurlRejected() {
        #expect(throws: PresentationResolutionError.transitionStyleNotAllowed(.partialCurl, with: .formSheet)) {
            try PresentationContext.resolve(PresentationRequest(caller: "Detail", style: .formSheet, transitionStyle: .partialCurl), in: Self.hierarchy)
        }
    }

    @Test("an unknown caller is an error")
    func unknownCaller() {
        #expect(throws: PresentationResolutionError.unknownCaller("Nobody")) {
            try PresentationContext.resolve(PresentationRequest(caller: "Nobody", style: .fullScreen), in: Self.hierarchy)
        }
    }
}
