/// `UITabBarController.Mode` (iOS 18): whether a tab bar controller may show its tabs as a
/// sidebar. What each mode gives per platform is Apple's page of the case; Apple states no
/// size-class rule for the iPad, only that the choice "depends on the context".
public enum TabBarMode: String, Sendable, CaseIterable, Hashable {
    case automatic, tabBar, tabSidebar

    public var swiftName: String { "UITabBarController.Mode.\(rawValue)" }
    public var introduced: String { "18.0" }

    /// What the tab bar controller shows.
    public enum Appearance: String, Sendable, Hashable {
        case tabBar
        case sidebar
        /// The iPad's choice: a tab bar at the top or a sidebar, by a context Apple leaves undefined.
        case tabBarOrSidebarByContext

        public var text: LocalizedText {
            switch self {
            case .tabBar: LocalizedText(en: "tab bar", key: "tab-bar-mode.tab-bar")
            case .sidebar: LocalizedText(en: "sidebar", key: "tab-bar-mode.sidebar")
            case .tabBarOrSidebarByContext:
                LocalizedText(en: "tab bar or sidebar, by context (no size-class rule documented)",
                              key: "tab-bar-mode.tab-bar-sidebar-context-no-size-class")
            }
        }
    }

    public enum Platform: String, Sendable, CaseIterable, Hashable {
        case iPhone, iPad, macCatalyst
    }

    /// What the mode shows on a platform, with or without a `UITabGroup` among the tabs.
    public func appearance(on platform: Platform, tabsContainGroup: Bool) -> Appearance {
        switch (self, platform) {
        case (.tabBar, _), (_, .iPhone): .tabBar
        case (.automatic, .iPad): tabsContainGroup ? .tabBarOrSidebarByContext : .tabBar
        case (.automatic, .macCatalyst): tabsContainGroup ? .sidebar : .tabBar
        case (.tabSidebar, .iPad): .tabBarOrSidebarByContext
        case (.tabSidebar, .macCatalyst): .sidebar
        }
    }

    public var sources: [FactSource] {
        switch self {
        case .automatic: [FactSources.tabBarModeAutomatic]
        case .tabBar: [FactSources.tabBarControllerMode]
        case .tabSidebar: [FactSources.tabBarModeTabSidebar]
        }
    }
}
