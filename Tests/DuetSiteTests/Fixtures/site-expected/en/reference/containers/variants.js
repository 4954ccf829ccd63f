window.duetVariants=[`<div class="release-variant" data-variant="14 15 16 17 18" hidden>
<table class="duet-table" data-table-id="split-view-columns">
<caption><span class="release-badge">iOS 14–18</span> The columns of a column-style split view, by release</caption>
<thead>
<tr><th scope="col">Column</th><th scope="col">Since</th><th scope="col">Expanded</th><th scope="col">Collapsed</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>primary</code></th><td>iOS 14.0</td><td>leading sidebar, per display mode</td><td>when the delegate puts it on top</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>supplementary</code></th><td>iOS 14.0</td><td>second sidebar, three columns only</td><td>when the delegate puts it on top</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>secondary</code></th><td>iOS 14.0</td><td>always; hide(_:) cannot hide it</td><td>when the delegate puts it on top</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>compact</code></th><td>iOS 14.0</td><td>never</td><td>shown when set</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for The columns of a column-style split view, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column" rel="external">UISplitViewController.Column (.primary, .supplementary, .secondary, .compact; .inspector from iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed" rel="external">UISplitViewController.isCollapsed (collapses on the change from a horizontally regular to a horizontally compact environment)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)" rel="external">splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (the delegate picks the column on top after collapsing)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact" rel="external">UISplitViewController.Column.compact (the view controller shown while isCollapsed is true)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="split-view-columns">
<caption><span class="release-badge">iOS 26.0+</span> The columns of a column-style split view, by release</caption>
<thead>
<tr><th scope="col">Column</th><th scope="col">Since</th><th scope="col">Expanded</th><th scope="col">Collapsed</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>primary</code></th><td>iOS 14.0</td><td>leading sidebar, per display mode</td><td>when the delegate puts it on top</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>supplementary</code></th><td>iOS 14.0</td><td>second sidebar, three columns only</td><td>when the delegate puts it on top</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>secondary</code></th><td>iOS 14.0</td><td>always; hide(_:) cannot hide it</td><td>when the delegate puts it on top</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>compact</code></th><td>iOS 14.0</td><td>never</td><td>shown when set</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>inspector</code></th><td>iOS 26.0</td><td>trailing, hidden until show(_:)</td><td>presented as a sheet</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">6</span><span class="visually-hidden"> for The columns of a column-style split view, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column" rel="external">UISplitViewController.Column (.primary, .supplementary, .secondary, .compact; .inspector from iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed" rel="external">UISplitViewController.isCollapsed (collapses on the change from a horizontally regular to a horizontally compact environment)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)" rel="external">splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (the delegate picks the column on top after collapsing)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact" rel="external">UISplitViewController.Column.compact (the view controller shown while isCollapsed is true)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector" rel="external">UISplitViewController.Column.inspector (iOS 26: the trailing column, hidden until show(_:))</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller" rel="external">UISplitViewController (iOS 26): while the split view is collapsed, the inspector column is presented as a sheet</a> (rows: UISplitViewController.Column.inspector)</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="18 26" hidden>
<table class="duet-table" data-table-id="tab-bar-sidebar">
<caption><span class="release-badge">iOS 18–26</span> Tab bar or sidebar: what UITabBarController shows per mode and platform</caption>
<thead>
<tr><th scope="col">Mode</th><th scope="col">Tab group among the tabs</th><th scope="col">iPhone</th><th scope="col">iPad</th><th scope="col">Mac Catalyst</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>yes</td><td>tab bar</td><td>tab bar or sidebar, by context (no size-class rule documented)</td><td>sidebar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>no</td><td>tab bar</td><td>tab bar</td><td>tab bar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>yes</td><td>tab bar</td><td>tab bar</td><td>tab bar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>no</td><td>tab bar</td><td>tab bar</td><td>tab bar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>yes</td><td>tab bar</td><td>tab bar or sidebar, by context (no size-class rule documented)</td><td>sidebar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>no</td><td>tab bar</td><td>tab bar or sidebar, by context (no size-class rule documented)</td><td>sidebar</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for Tab bar or sidebar: what UITabBarController shows per mode and platform</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum" rel="external">UITabBarController.Mode (.automatic, .tabBar, .tabSidebar: tab bar or sidebar per platform, iOS 18)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar" rel="external">Elevating your iPad app with a tab bar and sidebar (iPadOS 18: the tab bar at the top, the sidebar it turns into)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic" rel="external">UITabBarController.Mode.automatic (iPad: tab bar or sidebar by context only when the tabs contain a UITabGroup)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar" rel="external">UITabBarController.Mode.tabSidebar (iPad: tab bar or sidebar by context; Mac Catalyst: sidebar)</a></dd>
<dt>Apple engineers on the Developer Forums</dt>
<dd><a href="https://developer.apple.com/forums/thread/763429" rel="external">Apple Developer Forums thread 763429: an Apple engineer on the iPadOS 18 tab bar (no API brings back the bottom tab bar)</a> — Apple's pages give no size-class rule for when the sidebar shows; they say only that it depends on the context</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="tab-bar-sidebar">
<caption><span class="release-badge">iOS 27</span> Tab bar or sidebar: what UITabBarController shows per mode and platform</caption>
<thead>
<tr><th scope="col">Mode</th><th scope="col">Tab group among the tabs</th><th scope="col">iPhone</th><th scope="col">iPad</th><th scope="col">Mac Catalyst</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>yes</td><td>tab bar; a sidebar when Sidebar.preferredPlacement is .sidebar, where supported (which iPhones support it is not documented)</td><td>tab bar or sidebar, by context (no size-class rule documented)</td><td>sidebar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>no</td><td>tab bar</td><td>tab bar</td><td>tab bar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>yes</td><td>tab bar</td><td>tab bar</td><td>tab bar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>no</td><td>tab bar</td><td>tab bar</td><td>tab bar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>yes</td><td>tab bar; a sidebar when Sidebar.preferredPlacement is .sidebar, where supported (which iPhones support it is not documented)</td><td>tab bar or sidebar, by context (no size-class rule documented)</td><td>sidebar</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>no</td><td>tab bar; a sidebar when Sidebar.preferredPlacement is .sidebar, where supported (which iPhones support it is not documented)</td><td>tab bar or sidebar, by context (no size-class rule documented)</td><td>sidebar</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">6</span><span class="visually-hidden"> for Tab bar or sidebar: what UITabBarController shows per mode and platform</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum" rel="external">UITabBarController.Mode (.automatic, .tabBar, .tabSidebar: tab bar or sidebar per platform, iOS 18)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar" rel="external">Elevating your iPad app with a tab bar and sidebar (iPadOS 18: the tab bar at the top, the sidebar it turns into)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic" rel="external">UITabBarController.Mode.automatic (iPad: tab bar or sidebar by context only when the tabs contain a UITabGroup)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/preferredplacement" rel="external">UITabBarController.Sidebar.preferredPlacement (iOS 27): the sidebar or the tab bar where only one can show; .automatic is the tab bar on iOS; no effect on iPadOS</a> (rows: UITabBarController.Mode.automatic, UITabBarController.Mode.tabSidebar, UITabBarController.Mode.tabSidebar)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar" rel="external">UITabBarController.Mode.tabSidebar (iPad: tab bar or sidebar by context; Mac Catalyst: sidebar)</a></dd>
<dt>Apple engineers on the Developer Forums</dt>
<dd><a href="https://developer.apple.com/forums/thread/763429" rel="external">Apple Developer Forums thread 763429: an Apple engineer on the iPadOS 18 tab bar (no API brings back the bottom tab bar)</a> — Apple's pages give no size-class rule for when the sidebar shows; they say only that it depends on the context</dd>
</dl>
</details>
</div>
`];
