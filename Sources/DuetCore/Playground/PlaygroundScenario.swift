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
                              zh: "窗口根部的标签栏控制器（UITabBarController）"),
        "navigation": LocalizedText(en: "the navigation controller (UINavigationController)",
                                    zh: "导航控制器（UINavigationController）"),
        "list": LocalizedText(en: "the list controller, which sets definesPresentationContext",
                              zh: "设置了 definesPresentationContext 的列表视图控制器"),
        "detail": LocalizedText(en: "the detail controller itself", zh: "详情视图控制器自己"),
    ]

    static let description = LocalizedText(
        en: "The app's window shows a tab bar controller; one tab holds a navigation controller whose list controller sets definesPresentationContext to true. The detail controller pushed on top of the list calls present(_:animated:completion:) with the chosen style.",
        zh: "应用的窗口显示一个标签栏控制器；其中一个标签页是导航控制器，导航控制器中的列表视图控制器把 definesPresentationContext 设为 true。压入列表之上的详情视图控制器以所选样式调用 present(_:animated:completion:)。"
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
                                               zh: "没有回答（未实现代理方法）"))]
            + PresentationAdaptation.allowedDelegateAnswers(in: .newest).map { style in
                let label = style == .none
                    ? LocalizedText(en: ".none — keep the style", zh: ".none——保持原样式")
                    : LocalizedText(invariant: style.swiftName)
                return (style.swiftName.dropFirst().description, Optional(style), label)
            }
    }

    static func id(of style: ModalPresentationStyle) -> String {
        String(style.swiftName.dropFirst())
    }
}
