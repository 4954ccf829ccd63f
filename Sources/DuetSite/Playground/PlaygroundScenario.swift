import DuetModel

/// The view controller hierarchy the playground presents from, and the choices it offers
/// besides devices: a tab bar controller filling the window, a navigation controller in
/// it, a list that defines a presentation context, and the detail controller that calls
/// `present(_:animated:completion:)`. Every outcome is computed by the model.
enum PlaygroundScenario {
    static let caller = "detail"

    static let hierarchy = ViewControllerNode(
        "tabs", kind: .tab, children: [
            ViewControllerNode("navigation", kind: .navigation, children: [
                ViewControllerNode("list", children: [ViewControllerNode(caller)], definesPresentationContext: true),
            ]),
        ],
        coversScreen: true
    )

    /// How the reader sees each controller of `hierarchy` named.
    static let controllerNames: [String: LocalizedText] = [
        "tabs": LocalizedText(en: "the tab bar controller at the root of the window (UITabBarController)",
                              key: "playground-scenario.tab-bar-controller-root-window"),
        "navigation": LocalizedText(en: "the navigation controller (UINavigationController)",
                                    key: "playground-scenario.navigation-controller"),
        "list": LocalizedText(en: "the list controller, which sets definesPresentationContext",
                              key: "playground-scenario.list-controller-which-sets"),
        "detail": LocalizedText(en: "the detail controller itself", key: "playground-scenario.detail-controller-itself"),
    ]

    static let description = LocalizedText(
        en: "The app's window shows a tab bar controller; one tab holds a navigation controller whose list controller sets definesPresentationContext to true. The detail controller pushed on top of the list calls present(_:animated:completion:) with the chosen style.",
        key: "playground-scenario.app-s-window-shows-tab-bar-controller"
    )

    /// A multitasking choice: the whole screen, or one of the iPad arrangements.
    static let fullScreenChoice = "full"
    /// An iPadOS 26 window the reader resizes with a slider.
    static let resizableChoice = "resizable"

    /// The delegate answers a reader can pick: none at all, or one UIKit allows.
    static let noDelegateChoice = "no-delegate"

    static var answers: [(id: String, answer: ModalPresentationStyle?, label: LocalizedText)] {
        // Short enough to show whole in a phone's column (a select cannot wrap its label).
        [(noDelegateChoice, nil, LocalizedText(en: "No answer (no delegate method)",
                                               key: "playground-scenario.no-answer-no-delegate-method"))]
            + PresentationAdaptation.allowedDelegateAnswers(in: .newest).map { style in
                let label = style == .none
                    ? LocalizedText(en: ".none — keep the style", key: "playground-scenario.none-keep-style")
                    : LocalizedText(invariant: style.swiftName)
                return (style.swiftName.dropFirst().description, Optional(style), label)
            }
    }

    static func id(of style: ModalPresentationStyle) -> String {
        String(style.swiftName.dropFirst())
    }
}
