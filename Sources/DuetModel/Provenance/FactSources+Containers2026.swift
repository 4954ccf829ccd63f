/// The sources of the split view and tab bar facts: the column-style split view of iOS 14,
/// its inspector column of iOS 26, and the tab bar that becomes a sidebar in iOS 18. Each
/// is Apple's page for the API; the availability the model gives is that page's block.
extension FactSources {
    public static let splitViewStyle = uikit(
        "apple-split-view-style", "UISplitViewController.Style and init(style:) (iOS 14: .doubleColumn, .tripleColumn; .unspecified is the classic interface)",
        "uisplitviewcontroller/style-swift.enum")
    public static let splitViewColumn = uikit(
        "apple-split-view-column", "UISplitViewController.Column (.primary, .supplementary, .secondary, .compact; .inspector from iOS 26)",
        "uisplitviewcontroller/column")
    public static let splitViewCompactColumn = uikit(
        "apple-split-view-compact-column", "UISplitViewController.Column.compact (the view controller shown while isCollapsed is true)",
        "uisplitviewcontroller/column/compact")
    public static let splitViewInspectorColumn = uikit(
        "apple-split-view-inspector-column", "UISplitViewController.Column.inspector (iOS 26: the trailing column, hidden until show(_:))",
        "uisplitviewcontroller/column/inspector")
    public static let splitViewInspectorSheet = uikit(
        "apple-split-view-controller-inspector-sheet", "UISplitViewController (iOS 26): while the split view is collapsed, the inspector column is presented as a sheet",
        "uisplitviewcontroller")
    public static let sidebarPreferredPlacement = uikit(
        "apple-tab-bar-sidebar-preferred-placement", "UITabBarController.Sidebar.preferredPlacement (iOS 27): the sidebar or the tab bar where only one can show; .automatic is the tab bar on iOS; no effect on iPadOS",
        "uitabbarcontroller/sidebar-swift.class/preferredplacement")
    public static let splitViewDisplayMode = uikit(
        "apple-split-view-display-mode", "UISplitViewController.DisplayMode (each case: which sidebars show, beside, over or displacing the secondary; no effect while collapsed)",
        "uisplitviewcontroller/displaymode-swift.enum")
    public static let splitViewSplitBehavior = uikit(
        "apple-split-view-split-behavior", "UISplitViewController.SplitBehavior (.tile, .overlay, .displace and the display modes each allows)",
        "uisplitviewcontroller/splitbehavior-swift.enum")
    public static let splitViewIsCollapsed = uikit(
        "apple-split-view-is-collapsed", "UISplitViewController.isCollapsed (collapses on the change from a horizontally regular to a horizontally compact environment)",
        "uisplitviewcontroller/iscollapsed")
    public static let splitViewTopColumnForCollapsing = uikit(
        "apple-split-view-top-column-for-collapsing", "splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (the delegate picks the column on top after collapsing)",
        "uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)")
    public static let tabBarControllerMode = uikit(
        "apple-tab-bar-controller-mode", "UITabBarController.Mode (.automatic, .tabBar, .tabSidebar: tab bar or sidebar per platform, iOS 18)",
        "uitabbarcontroller/mode-swift.enum")
    public static let tabBarModeAutomatic = uikit(
        "apple-tab-bar-mode-automatic", "UITabBarController.Mode.automatic (iPad: tab bar or sidebar by context only when the tabs contain a UITabGroup)",
        "uitabbarcontroller/mode-swift.enum/automatic")
    public static let tabBarModeTabSidebar = uikit(
        "apple-tab-bar-mode-tab-sidebar", "UITabBarController.Mode.tabSidebar (iPad: tab bar or sidebar by context; Mac Catalyst: sidebar)",
        "uitabbarcontroller/mode-swift.enum/tabsidebar")
    public static let tabBarAndSidebarArticle = uikit(
        "apple-elevating-ipad-tab-bar-sidebar", "Elevating your iPad app with a tab bar and sidebar (iPadOS 18: the tab bar at the top, the sidebar it turns into)",
        "elevating-your-ipad-app-with-a-tab-bar-and-sidebar")
    public static let sidebarSizeClassForum = FactSource(
        id: "apple-forums-763429", kind: .appleEngineerOnForums,
        title: "Apple Developer Forums thread 763429: an Apple engineer on the iPadOS 18 tab bar (no API brings back the bottom tab bar)",
        url: "https://developer.apple.com/forums/thread/763429",
        note: "Apple's pages give no size-class rule for when the sidebar shows; they say only that it depends on the context")

    /// The sources of this file, added to `FactSources.all`.
    static let containers2026: [FactSource] = [
        splitViewStyle, splitViewColumn, splitViewCompactColumn, splitViewInspectorColumn, splitViewInspectorSheet, sidebarPreferredPlacement, splitViewDisplayMode,
        splitViewSplitBehavior, splitViewIsCollapsed, splitViewTopColumnForCollapsing,
        tabBarControllerMode, tabBarModeAutomatic, tabBarModeTabSidebar, tabBarAndSidebarArticle, sidebarSizeClassForum,
    ]
}
