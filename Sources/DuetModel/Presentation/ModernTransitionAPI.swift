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

    private static func api(_ symbol: String, _ introduced: String, _ en: String, _ key: String, _ sources: FactSource...) -> ModernTransitionAPI {
        ModernTransitionAPI(symbol: symbol, introduced: introduced, purpose: LocalizedText(en: en, key: key), sources: sources)
    }

    public static let all: [ModernTransitionAPI] = [
        api("navigationController(_:animationControllerFor:from:to:)", "7.0",
            "Animator for a push or a pop", "modern-transition-api.animator-push-pop", FactSources.navigationAnimator),
        api("navigationController(_:interactionControllerFor:)", "7.0",
            "Interactive driver for that push or pop", "modern-transition-api.interactive-driver-push-pop", FactSources.navigationAnimator),
        api("tabBarController(_:animationControllerForTransitionFrom:to:)", "7.0",
            "Animator for a tab switch", "modern-transition-api.animator-tab-switch", FactSources.tabBarAnimator),
        api("tabBarController(_:interactionControllerFor:)", "7.0",
            "Interactive driver for that tab switch", "modern-transition-api.interactive-driver-tab-switch", FactSources.tabBarAnimator),
        api("UIViewPropertyAnimator", "10.0",
            "An animation that can be paused, scrubbed and reversed", "modern-transition-api.animation-can-paused-scrubbed-reversed", FactSources.propertyAnimator),
        api("interruptibleAnimator(using:)", "10.0",
            "Hands UIKit the animator that runs the transition", "modern-transition-api.hands-uikit-animator-runs-transition", FactSources.interruptibleAnimator),
        api("zoom(options:sourceViewProvider:)", "18.0",
            "System zoom from a view, for a push or a presentation", "modern-transition-api.system-zoom-from-view-push-presentation",
            FactSources.zoomFromView, FactSources.fluidTransitions),
        api("interactiveDismissShouldBegin", "18.0",
            "Decides whether the zoom's interactive dismissal may start", "modern-transition-api.decides-whether-zoom-s-interactive", FactSources.zoomOptions),
        api("alignmentRectProvider", "18.0",
            "Where in the zoomed view the source view lines up", "modern-transition-api.where-zoomed-view-source-view-lines-up", FactSources.zoomOptions),
        api("zoom(options:sourceBarButtonItemProvider:)", "26.0",
            "The same zoom from a bar button item", "modern-transition-api.same-zoom-from-bar-button-item", FactSources.zoomFromBarButtonItem),
    ]
}
