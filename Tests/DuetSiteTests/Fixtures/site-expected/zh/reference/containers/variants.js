window.duetVariants=[`<div class="release-variant" data-variant="14 15 16 17 18" hidden>
<table class="duet-table" data-table-id="split-view-columns">
<caption><span class="release-badge">iOS 14–18</span> 列式分栏视图的各栏（按系统版本）</caption>
<thead>
<tr><th scope="col">栏</th><th scope="col">起始版本</th><th scope="col">展开时</th><th scope="col">折叠时</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>primary</code></th><td>iOS 14.0</td><td>前导侧的侧边栏，由显示模式决定</td><td>由代理放在最上层时显示</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>supplementary</code></th><td>iOS 14.0</td><td>第二个侧边栏，仅三栏样式</td><td>由代理放在最上层时显示</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>secondary</code></th><td>iOS 14.0</td><td>始终显示；hide(_:) 不能隐藏它</td><td>由代理放在最上层时显示</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>compact</code></th><td>iOS 14.0</td><td>从不显示</td><td>设置后显示</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">4</span><span class="visually-hidden">：列式分栏视图的各栏（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column" rel="external">UISplitViewController.Column (.primary, .supplementary, .secondary, .compact; .inspector from iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed" rel="external">UISplitViewController.isCollapsed (collapses on the change from a horizontally regular to a horizontally compact environment)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)" rel="external">splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (the delegate picks the column on top after collapsing)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact" rel="external">UISplitViewController.Column.compact (the view controller shown while isCollapsed is true)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="split-view-columns">
<caption><span class="release-badge">iOS 26.0+</span> 列式分栏视图的各栏（按系统版本）</caption>
<thead>
<tr><th scope="col">栏</th><th scope="col">起始版本</th><th scope="col">展开时</th><th scope="col">折叠时</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>primary</code></th><td>iOS 14.0</td><td>前导侧的侧边栏，由显示模式决定</td><td>由代理放在最上层时显示</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>supplementary</code></th><td>iOS 14.0</td><td>第二个侧边栏，仅三栏样式</td><td>由代理放在最上层时显示</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>secondary</code></th><td>iOS 14.0</td><td>始终显示；hide(_:) 不能隐藏它</td><td>由代理放在最上层时显示</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>compact</code></th><td>iOS 14.0</td><td>从不显示</td><td>设置后显示</td></tr>
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>inspector</code></th><td>iOS 26.0</td><td>尾随侧，调用 show(_:) 之前隐藏</td><td>以表单形式呈现</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">6</span><span class="visually-hidden">：列式分栏视图的各栏（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column" rel="external">UISplitViewController.Column (.primary, .supplementary, .secondary, .compact; .inspector from iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed" rel="external">UISplitViewController.isCollapsed (collapses on the change from a horizontally regular to a horizontally compact environment)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)" rel="external">splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (the delegate picks the column on top after collapsing)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact" rel="external">UISplitViewController.Column.compact (the view controller shown while isCollapsed is true)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector" rel="external">UISplitViewController.Column.inspector (iOS 26: the trailing column, hidden until show(_:))</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller" rel="external">UISplitViewController (iOS 26): while the split view is collapsed, the inspector column is presented as a sheet</a>（适用行：UISplitViewController.Column.inspector）</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="18 26" hidden>
<table class="duet-table" data-table-id="tab-bar-sidebar">
<caption><span class="release-badge">iOS 18–26</span> 标签栏还是侧边栏：UITabBarController 在各模式和平台上显示什么</caption>
<thead>
<tr><th scope="col">模式</th><th scope="col">标签中有标签组</th><th scope="col">iPhone</th><th scope="col">iPad</th><th scope="col">Mac Catalyst</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>有</td><td>标签栏</td><td>标签栏或侧边栏，视情境而定（没有文档说明的尺寸类规则）</td><td>侧边栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>无</td><td>标签栏</td><td>标签栏</td><td>标签栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>有</td><td>标签栏</td><td>标签栏</td><td>标签栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>无</td><td>标签栏</td><td>标签栏</td><td>标签栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>有</td><td>标签栏</td><td>标签栏或侧边栏，视情境而定（没有文档说明的尺寸类规则）</td><td>侧边栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>无</td><td>标签栏</td><td>标签栏或侧边栏，视情境而定（没有文档说明的尺寸类规则）</td><td>侧边栏</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">5</span><span class="visually-hidden">：标签栏还是侧边栏：UITabBarController 在各模式和平台上显示什么</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum" rel="external">UITabBarController.Mode (.automatic, .tabBar, .tabSidebar: tab bar or sidebar per platform, iOS 18)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar" rel="external">Elevating your iPad app with a tab bar and sidebar (iPadOS 18: the tab bar at the top, the sidebar it turns into)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic" rel="external">UITabBarController.Mode.automatic (iPad: tab bar or sidebar by context only when the tabs contain a UITabGroup)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar" rel="external">UITabBarController.Mode.tabSidebar (iPad: tab bar or sidebar by context; Mac Catalyst: sidebar)</a></dd>
<dt>Apple 工程师在开发者论坛上的回答</dt>
<dd><a href="https://developer.apple.com/forums/thread/763429" rel="external">Apple Developer Forums thread 763429: an Apple engineer on the iPadOS 18 tab bar (no API brings back the bottom tab bar)</a> — Apple's pages give no size-class rule for when the sidebar shows; they say only that it depends on the context</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="tab-bar-sidebar">
<caption><span class="release-badge">iOS 27</span> 标签栏还是侧边栏：UITabBarController 在各模式和平台上显示什么</caption>
<thead>
<tr><th scope="col">模式</th><th scope="col">标签中有标签组</th><th scope="col">iPhone</th><th scope="col">iPad</th><th scope="col">Mac Catalyst</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>有</td><td>标签栏；当 Sidebar.preferredPlacement 为 .sidebar 且设备支持时显示侧边栏（哪些 iPhone 支持没有文档说明）</td><td>标签栏或侧边栏，视情境而定（没有文档说明的尺寸类规则）</td><td>侧边栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>automatic</code></th><td>无</td><td>标签栏</td><td>标签栏</td><td>标签栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>有</td><td>标签栏</td><td>标签栏</td><td>标签栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabBar</code></th><td>无</td><td>标签栏</td><td>标签栏</td><td>标签栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>有</td><td>标签栏；当 Sidebar.preferredPlacement 为 .sidebar 且设备支持时显示侧边栏（哪些 iPhone 支持没有文档说明）</td><td>标签栏或侧边栏，视情境而定（没有文档说明的尺寸类规则）</td><td>侧边栏</td></tr>
<tr><th scope="row"><code>UI<wbr>Tab<wbr>Bar<wbr>Controller.<wbr>Mode.<wbr>tabSidebar</code></th><td>无</td><td>标签栏；当 Sidebar.preferredPlacement 为 .sidebar 且设备支持时显示侧边栏（哪些 iPhone 支持没有文档说明）</td><td>标签栏或侧边栏，视情境而定（没有文档说明的尺寸类规则）</td><td>侧边栏</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">6</span><span class="visually-hidden">：标签栏还是侧边栏：UITabBarController 在各模式和平台上显示什么</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum" rel="external">UITabBarController.Mode (.automatic, .tabBar, .tabSidebar: tab bar or sidebar per platform, iOS 18)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar" rel="external">Elevating your iPad app with a tab bar and sidebar (iPadOS 18: the tab bar at the top, the sidebar it turns into)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic" rel="external">UITabBarController.Mode.automatic (iPad: tab bar or sidebar by context only when the tabs contain a UITabGroup)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/preferredplacement" rel="external">UITabBarController.Sidebar.preferredPlacement (iOS 27): the sidebar or the tab bar where only one can show; .automatic is the tab bar on iOS; no effect on iPadOS</a>（适用行：UITabBarController.Mode.automatic、UITabBarController.Mode.tabSidebar、UITabBarController.Mode.tabSidebar）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar" rel="external">UITabBarController.Mode.tabSidebar (iPad: tab bar or sidebar by context; Mac Catalyst: sidebar)</a></dd>
<dt>Apple 工程师在开发者论坛上的回答</dt>
<dd><a href="https://developer.apple.com/forums/thread/763429" rel="external">Apple Developer Forums thread 763429: an Apple engineer on the iPadOS 18 tab bar (no API brings back the bottom tab bar)</a> — Apple's pages give no size-class rule for when the sidebar shows; they say only that it depends on the context</dd>
</dl>
</details>
</div>
`];
