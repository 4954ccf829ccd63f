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
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>inspector</code></th><td>iOS 26.0</td><td>尾随侧，调用 show(_:) 之前隐藏</td><td>没有文档说明</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">5</span><span class="visually-hidden">：列式分栏视图的各栏（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column" rel="external">UISplitViewController.Column (.primary, .supplementary, .secondary, .compact; .inspector from iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed" rel="external">UISplitViewController.isCollapsed (collapses on the change from a horizontally regular to a horizontally compact environment)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)" rel="external">splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (the delegate picks the column on top after collapsing)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact" rel="external">UISplitViewController.Column.compact (the view controller shown while isCollapsed is true)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector" rel="external">UISplitViewController.Column.inspector (iOS 26: the trailing column, hidden until show(_:))</a></dd>
</dl>
</details>
</div>
`];
