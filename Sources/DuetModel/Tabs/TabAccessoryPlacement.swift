/// Where a tab bar controller's bottom accessory sits (iOS 26), and the
/// `UITabAccessory.Environment` its content reads there through the trait collection. Each
/// place is Apple's page for the case that names it; `.unspecified`, a trait collection
/// that says nothing about whether it comes from an accessory, is no place and has no row.
public enum TabAccessoryPlacement: String, Sendable, CaseIterable, Hashable {
    /// A full-size tab bar at the bottom: the accessory sits above it.
    case aboveTabBar
    /// No tab bar visible at the bottom: the accessory sits at the bottom of the tab bar
    /// controller's view.
    case bottomOfView
    /// A minimized tab bar: the accessory sits beside it, in much less room.
    case inlineWithMinimizedTabBar
    /// A view that is not in an active accessory.
    case outsideAccessory

    /// The `UITabAccessory.Environment` case, as Swift writes it in full.
    public var environment: String {
        switch self {
        case .aboveTabBar, .bottomOfView: "UITabAccessory.Environment.regular"
        case .inlineWithMinimizedTabBar: "UITabAccessory.Environment.inline"
        case .outsideAccessory: "UITabAccessory.Environment.none"
        }
    }

    /// What the tab bar is doing.
    public var tabBar: LocalizedText {
        switch self {
        case .aboveTabBar: LocalizedText(en: "Visible at the bottom, full size", key: "tab-accessory.tab-bar-visible-bottom")
        case .bottomOfView: LocalizedText(en: "Not visible at the bottom", key: "tab-accessory.tab-bar-not-at-bottom")
        case .inlineWithMinimizedTabBar:
            LocalizedText(en: "Minimized while scrolling, as tabBarMinimizeBehavior asks (on iPhone only, by Apple's SwiftUI pages)",
                          key: "tab-accessory.tab-bar-minimized")
        case .outsideAccessory: LocalizedText(en: "Any", key: "tab-accessory.tab-bar-any")
        }
    }

    /// Where the accessory's content is laid out.
    public var place: LocalizedText {
        switch self {
        case .aboveTabBar: LocalizedText(en: "Above the tab bar", key: "tab-accessory.above-tab-bar")
        case .bottomOfView: LocalizedText(en: "At the bottom of the tab bar controller's view", key: "tab-accessory.bottom-of-view")
        case .inlineWithMinimizedTabBar: LocalizedText(en: "Inline, beside the minimized tab bar", key: "tab-accessory.inline-beside-tab-bar")
        case .outsideAccessory: LocalizedText(en: "Not in an active accessory", key: "tab-accessory.not-in-active-accessory")
        }
    }

    public var sources: [FactSource] {
        switch self {
        case .aboveTabBar, .bottomOfView: [FactSources.tabAccessoryEnvironmentRegular]
        case .inlineWithMinimizedTabBar:
            [FactSources.tabAccessoryEnvironmentInline, FactSources.tabBarMinimizeOnScrollDown, FactSources.swiftUIMinimizeIPhoneOnly]
        case .outsideAccessory: [FactSources.tabAccessoryEnvironmentNone]
        }
    }
}
