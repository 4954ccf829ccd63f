/// A protocol a UIKit class adopts, as its page lists under "Conforms To": the interface
/// gives the class the protocol's requirements as members of its own, so a listing's
/// subclass overrides them as it does in UIKit.
public struct SupportingConformance: Sendable, Hashable {
    public let type: String
    public let protocolName: String
    /// The address of the class's documentation page, which lists the conformance.
    public let page: String

    init(_ type: String, _ protocolName: String, _ path: String) {
        self.type = type
        self.protocolName = protocolName
        page = "https://developer.apple.com/documentation/" + path
    }
}

extension SymbolCatalogue {
    static let supportingConformances: [SupportingConformance] = [
        SupportingConformance("UIViewController", "UIContentContainer", "uikit/uiviewcontroller"),
        SupportingConformance("UIViewController", "UITraitEnvironment", "uikit/uiviewcontroller"),
        SupportingConformance("UIViewController", "UITraitChangeObservable", "uikit/uiviewcontroller"),
        SupportingConformance("UIView", "UITraitEnvironment", "uikit/uiview"),
        SupportingConformance("UIView", "UITraitChangeObservable", "uikit/uiview"),
        SupportingConformance("UIPresentationController", "UIContentContainer", "uikit/uipresentationcontroller"),
        SupportingConformance("UIPresentationController", "UITraitEnvironment", "uikit/uipresentationcontroller"),
        SupportingConformance("UIPresentationController", "UITraitChangeObservable", "uikit/uipresentationcontroller"),
        SupportingConformance("UIScreen", "UITraitEnvironment", "uikit/uiscreen"),
        SupportingConformance("UIWindowScene", "UITraitEnvironment", "uikit/uiwindowscene"),
        SupportingConformance("UIPercentDrivenInteractiveTransition", "UIViewControllerInteractiveTransitioning", "uikit/uipercentdriveninteractivetransition"),
        SupportingConformance("UIViewPropertyAnimator", "UIViewImplicitlyAnimating", "uikit/uiviewpropertyanimator"),
        SupportingConformance("UIBarButtonItem", "UIPopoverPresentationControllerSourceItem", "uikit/uibarbuttonitem"),
        SupportingConformance("UIView", "UIPopoverPresentationControllerSourceItem", "uikit/uiview"),
    ]
}

/// The superclass of a class whose declaration, as Apple's page writes it, names none
/// (`@MainActor class UITab`): the page lists it under "Inherits From".
public struct SupportingSuperclass: Sendable, Hashable {
    public let type: String
    public let superclass: String
    public let page: String

    init(_ type: String, _ superclass: String, _ path: String) {
        self.type = type
        self.superclass = superclass
        page = "https://developer.apple.com/documentation/" + path
    }
}

extension SymbolCatalogue {
    static let supportingSuperclasses: [SupportingSuperclass] = [
        SupportingSuperclass("UITab", "NSObject", "uikit/uitab"),
        SupportingSuperclass("UICollectionViewCompositionalLayout", "UICollectionViewLayout", "uikit/uicollectionviewcompositionallayout"),
        SupportingSuperclass("NSCollectionLayoutSection", "NSObject", "uikit/nscollectionlayoutsection"),
        SupportingSuperclass("UIMainMenuSystem", "UIMenuSystem", "uikit/uimainmenusystem"),
        SupportingSuperclass("UIMainMenuSystem.Configuration", "NSObject", "uikit/uimainmenusystem/configuration"),
        SupportingSuperclass("UISceneSizeRestrictions", "NSObject", "uikit/uiscenesizerestrictions"),
        SupportingSuperclass("UITabGroup", "UITab", "uikit/uitabgroup"),
        SupportingSuperclass("UIViewController.Transition.ZoomOptions", "NSObject", "uikit/uiviewcontroller/transition/zoomoptions"),
        SupportingSuperclass("UIViewController.Transition.ZoomSourceViewProviderContext", "NSObject",
                             "uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext"),
    ]
}
