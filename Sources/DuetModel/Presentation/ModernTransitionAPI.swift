/// The transition APIs a 2026 app writes beyond the guide's transitioning delegate: the
/// navigation and tab bar delegates' animators (iOS 7, which the guide left out), the
/// interruptible animators of iOS 10 and the zoom of iOS 18 and 26. Each with the release
/// Apple's page gives and that page, so a table computed for a release lists only what
/// exists there.
public struct ModernTransitionAPI: Sendable, Hashable {
    /// The name as the prose and the symbol catalogue spell it.
    public let symbol: String
    /// The release it arrived in ("10.0").
    public let introduced: String
    public let purpose: LocalizedText
    public let sources: [FactSource]

    private static func api(_ symbol: String, _ introduced: String, _ en: String, _ zh: String, _ sources: FactSource...) -> ModernTransitionAPI {
        ModernTransitionAPI(symbol: symbol, introduced: introduced, purpose: LocalizedText(en: en, zh: zh), sources: sources)
    }

    public static let all: [ModernTransitionAPI] = [
        api("navigationController(_:animationControllerFor:from:to:)", "7.0",
            "Animator for a push or a pop", "推入或弹出的动画器", FactSources.navigationAnimator),
        api("navigationController(_:interactionControllerFor:)", "7.0",
            "Interactive driver for that push or pop", "驱动该推入或弹出的交互控制器", FactSources.navigationAnimator),
        api("tabBarController(_:animationControllerForTransitionFrom:to:)", "7.0",
            "Animator for a tab switch", "切换标签的动画器", FactSources.tabBarAnimator),
        api("tabBarController(_:interactionControllerFor:)", "7.0",
            "Interactive driver for that tab switch", "驱动该标签切换的交互控制器", FactSources.tabBarAnimator),
        api("UIViewPropertyAnimator", "10.0",
            "An animation that can be paused, scrubbed and reversed", "可以暂停、拖动进度和反向播放的动画", FactSources.propertyAnimator),
        api("interruptibleAnimator(using:)", "10.0",
            "Hands UIKit the animator that runs the transition", "把执行转场的动画器交给 UIKit", FactSources.interruptibleAnimator),
        api("zoom(options:sourceViewProvider:)", "18.0",
            "System zoom from a view, for a push or a presentation", "从视图开始的系统缩放转场，可用于推入或呈现",
            FactSources.zoomFromView, FactSources.fluidTransitions),
        api("interactiveDismissShouldBegin", "18.0",
            "Decides whether the zoom's interactive dismissal may start", "决定缩放转场的交互式关闭能否开始", FactSources.zoomOptions),
        api("alignmentRectProvider", "18.0",
            "Where in the zoomed view the source view lines up", "源视图与被放大视图中的哪个矩形对齐", FactSources.zoomOptions),
        api("zoom(options:sourceBarButtonItemProvider:)", "26.0",
            "The same zoom from a bar button item", "同样的缩放转场，起点是栏按钮项", FactSources.zoomFromBarButtonItem),
    ]
}
