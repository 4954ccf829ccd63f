/// Sources of the chapter on sheets as a life cycle and transitions as written today:
/// the adaptive delegate's dismissal calls (iOS 13), the sheet delegate (iOS 15), the
/// property animator and interruptible transitions (iOS 10), the navigation and tab bar
/// delegates' animators (iOS 7) and the zoom options (iOS 18). Each page was read with
/// Apple's availability block; the one third party is named for the single point
/// Apple's pages leave open (which calls a blocked swipe makes).
extension FactSources {
    private static func uikit(_ path: String) -> String { "https://developer.apple.com/documentation/uikit/" + path }

    public static let shouldDismiss = FactSource(
        id: "apple-presentation-controller-should-dismiss", kind: .appleDocumentation,
        title: "UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:) (iOS 13): may be called at any time; true is not guaranteed to be followed by will- or did-dismiss",
        url: uikit("uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)"))
    public static let willDismiss = FactSource(
        id: "apple-presentation-controller-will-dismiss", kind: .appleDocumentation,
        title: "UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:) (iOS 13): not called for a dismissal made in code",
        url: uikit("uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)"))
    public static let didDismiss = FactSource(
        id: "apple-presentation-controller-did-dismiss", kind: .appleDocumentation,
        title: "UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:) (iOS 13): not called for a dismissal made in code",
        url: uikit("uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)"))
    public static let didAttemptToDismiss = FactSource(
        id: "apple-presentation-controller-did-attempt-to-dismiss", kind: .appleDocumentation,
        title: "UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:) (iOS 13): a dismissal refused by isModalInPresentation or by presentationControllerShouldDismiss(_:)",
        url: uikit("uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)"))
    public static let modalInPresentation = FactSource(
        id: "apple-is-modal-in-presentation", kind: .appleDocumentation,
        title: "UIViewController.isModalInPresentation (iOS 13): false by default; true blocks the interactive dismissal",
        url: uikit("uiviewcontroller/ismodalinpresentation"))
    public static let swipeDismissalReport = FactSource(
        id: "apple-disabling-pull-down-gesture", kind: .appleDocumentation,
        title: "Disabling the pull-down gesture for a sheet (sample code, iOS 13): with isModalInPresentation set, or should-dismiss answering false, only the attempt call comes; otherwise will and did dismiss follow",
        url: uikit("disabling-the-pull-down-gesture-for-a-sheet"),
        topic: "sheet-dismissal-order")
    public static let sheetDelegate = FactSource(
        id: "apple-sheet-delegate-selected-detent", kind: .appleDocumentation,
        title: "UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) (iOS 15): called after the person changes the detent, not after code does",
        url: uikit("uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)"))
    public static let selectedDetent = FactSource(
        id: "apple-selected-detent-identifier", kind: .appleDocumentation,
        title: "UISheetPresentationController.selectedDetentIdentifier (iOS 15): the detent last chosen by the person or by code; nil is the smallest",
        url: uikit("uisheetpresentationcontroller/selecteddetentidentifier"))
    public static let animateSheetChanges = FactSource(
        id: "apple-sheet-animate-changes", kind: .appleDocumentation,
        title: "UISheetPresentationController.animateChanges(_:) (iOS 15)",
        url: uikit("uisheetpresentationcontroller/animatechanges(_:)"))
    public static let scrollingExpands = FactSource(
        id: "apple-scrolling-expands-when-scrolled-to-edge", kind: .appleDocumentation,
        title: "UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge (iOS 15): true by default",
        url: uikit("uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge"))
    public static let detentResolutionContext = FactSource(
        id: "apple-detent-resolution-context", kind: .appleDocumentation,
        title: "UISheetPresentationControllerDetentResolutionContext (iOS 16): maximumDetentValue and containerTraitCollection",
        url: uikit("uisheetpresentationcontrollerdetentresolutioncontext"))
    public static let propertyAnimator = FactSource(
        id: "apple-uiviewpropertyanimator", kind: .appleDocumentation,
        title: "UIViewPropertyAnimator (iOS 10) and isInterruptible",
        url: uikit("uiviewpropertyanimator"))
    public static let interruptibleAnimator = FactSource(
        id: "apple-interruptible-animator", kind: .appleDocumentation,
        title: "UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (iOS 10): return the same animator for the whole transition",
        url: uikit("uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)"))
    public static let navigationAnimator = FactSource(
        id: "apple-navigation-controller-animation-controller", kind: .appleDocumentation,
        title: "UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)",
        url: uikit("uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)"))
    public static let tabBarAnimator = FactSource(
        id: "apple-tab-bar-controller-animation-controller", kind: .appleDocumentation,
        title: "UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)",
        url: uikit("uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)"))
    public static let zoomOptions = FactSource(
        id: "apple-zoom-options", kind: .appleDocumentation,
        title: "UIViewController.Transition.ZoomOptions (iOS 18): interactiveDismissShouldBegin, alignmentRectProvider, dimmingColor, dimmingVisualEffect",
        url: uikit("uiviewcontroller/transition/zoomoptions"))
    public static let fluidTransitions = FactSource(
        id: "apple-fluid-transitions", kind: .appleDocumentation,
        title: "Enhancing your app with fluid transitions (the zoom on a push and a presentation; where it runs)",
        url: uikit("enhancing-your-app-with-fluid-transitions"))

    /// The sources above, for `FactSources.all`.
    static let sheetsAndTransitions: [FactSource] = [
        shouldDismiss, willDismiss, didDismiss, didAttemptToDismiss, modalInPresentation, swipeDismissalReport,
        sheetDelegate, selectedDetent, animateSheetChanges, scrollingExpands, detentResolutionContext,
        propertyAnimator, interruptibleAnimator, navigationAnimator, tabBarAnimator, zoomOptions, fluidTransitions,
    ]
}
