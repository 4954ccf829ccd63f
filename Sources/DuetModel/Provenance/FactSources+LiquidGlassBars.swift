/// The sources of the iOS 26 bar facts: the tab bar that minimizes, its bottom accessory
/// and the trait that tells the accessory where it sits, the scroll edge effect and the
/// shared glass backgrounds of bar button items. Each is Apple's page for the API, except
/// where only a session or a SwiftUI page says it, and the title says which.
extension FactSources {
    public static let tabBarMinimizeBehavior = uikit(
        "apple-tab-bar-minimize-behavior", "UITabBarController.tabBarMinimizeBehavior (iOS 26): when the tab bar minimizes, where that is supported; .automatic by default",
        "uitabbarcontroller/tabbarminimizebehavior")
    public static let tabBarMinimizeOnScrollDown = uikit(
        "apple-tab-bar-minimize-on-scroll-down", "UITabBarController.MinimizeBehavior.onScrollDown (iOS 26): minimizes on scrolling down, expands on scrolling back up",
        "uitabbarcontroller/minimizebehavior/onscrolldown")
    public static let tabBarMinimizeOnScrollUp = uikit(
        "apple-tab-bar-minimize-on-scroll-up", "UITabBarController.MinimizeBehavior.onScrollUp (iOS 26): the reverse, suggested for content aligned to the bottom",
        "uitabbarcontroller/minimizebehavior/onscrollup")
    public static let swiftUIMinimizeIPhoneOnly = FactSource(
        id: "apple-swiftui-tab-bar-minimize-on-scroll-down", kind: .appleDocumentation,
        title: "SwiftUI TabBarMinimizeBehavior.onScrollDown (iOS 26): only an iPhone's tab bar minimizes on scroll",
        url: "https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrolldown",
        note: "UIKit's pages for the same behaviour name no devices; this SwiftUI page does")
    public static let tabBarBottomAccessory = uikit(
        "apple-tab-bar-bottom-accessory", "UITabBarController.bottomAccessory (iOS 26): an optional accessory of the tab bar controller, nil by default",
        "uitabbarcontroller/bottomaccessory")
    public static let tabAccessoryEnvironment = uikit(
        "apple-tab-accessory-environment", "UITabAccessory.Environment (iOS 26): .unspecified, .none, .regular, .inline",
        "uitabaccessory/environment")
    public static let tabAccessoryEnvironmentRegular = uikit(
        "apple-tab-accessory-environment-regular", "UITabAccessory.Environment.regular: above a visible bottom tab bar, or at the bottom of the tab bar controller's view",
        "uitabaccessory/environment/regular")
    public static let tabAccessoryEnvironmentInline = uikit(
        "apple-tab-accessory-environment-inline", "UITabAccessory.Environment.inline: inline with the collapsed bottom tab bar",
        "uitabaccessory/environment/inline")
    public static let tabAccessoryEnvironmentNone = uikit(
        "apple-tab-accessory-environment-none", "UITabAccessory.Environment.none: a view that is not in an active tab accessory",
        "uitabaccessory/environment/none")
    public static let tabAccessoryEnvironmentTrait = uikit(
        "apple-trait-tab-accessory-environment", "UITraitCollection.tabAccessoryEnvironment (iOS 26): whether a trait collection comes from a view in a UITabAccessory's content view",
        "uitraitcollection/tabaccessoryenvironment")
    public static let newDesignSession = FactSource(
        id: "wwdc25-284", kind: .wwdc,
        title: "WWDC25 session 284, Build a UIKit app with the new design: the minimizing tab bar and its accessory, read through tabAccessoryEnvironment; grouped bar items; the scroll edge effect",
        url: "https://developer.apple.com/videos/play/wwdc2025/284")
    public static let scrollEdgeEffect = uikit(
        "apple-scroll-edge-effect", "UIScrollEdgeEffect (iOS 26): the effect on one edge of a scroll view, with its style and isHidden",
        "uiscrolledgeeffect")
    public static let scrollEdgeElementContainer = uikit(
        "apple-scroll-edge-element-container-interaction", "UIScrollEdgeElementContainerInteraction (iOS 26): views over a scroll view's edge that shape its edge effect",
        "uiscrolledgeelementcontainerinteraction")
    public static let barButtonSharesBackground = uikit(
        "apple-bar-button-item-shares-background", "UIBarButtonItem.sharesBackground (iOS 26): false keeps the item out of every group; ignored in a group of several items",
        "uibarbuttonitem/sharesbackground")
    public static let barButtonHidesSharedBackground = uikit(
        "apple-bar-button-item-hides-shared-background", "UIBarButtonItem.hidesSharedBackground (iOS 26): the item without the shared glass background",
        "uibarbuttonitem/hidessharedbackground")
    public static let barButtonFixedSpace = uikit(
        "apple-bar-button-item-fixed-space", "UIBarButtonItem.fixedSpace() (iOS 26): a fixed space of zero width separates the shared backgrounds of items",
        "uibarbuttonitem/fixedspace()")
    public static let barButtonProminent = uikit(
        "apple-bar-button-item-style-prominent", "UIBarButtonItem.Style.prominent (iOS 26): a button that completes a task, never grouped with other items",
        "uibarbuttonitem/style-swift.enum/prominent")
    public static let barButtonItemGroup = uikit(
        "apple-bar-button-item-group", "UIBarButtonItemGroup: the representative item shown when the group's items do not fit in the bar",
        "uibarbuttonitemgroup")
    public static let navigationItemOverflow = uikit(
        "apple-navigation-item-additional-overflow-items", "UINavigationItem.additionalOverflowItems (iOS 16): the overflow menu also takes the items that do not fit in the bar",
        "uinavigationitem/additionaloverflowitems")

    /// The sources of this file, added to `FactSources.all`.
    static let liquidGlassBars: [FactSource] = [
        tabBarMinimizeBehavior, tabBarMinimizeOnScrollDown, tabBarMinimizeOnScrollUp, swiftUIMinimizeIPhoneOnly,
        tabBarBottomAccessory, tabAccessoryEnvironment, tabAccessoryEnvironmentRegular, tabAccessoryEnvironmentInline,
        tabAccessoryEnvironmentNone, tabAccessoryEnvironmentTrait, newDesignSession, scrollEdgeEffect, scrollEdgeElementContainer,
        barButtonSharesBackground, barButtonHidesSharedBackground, barButtonFixedSpace, barButtonProminent, barButtonItemGroup,
        navigationItemOverflow,
    ]
}
