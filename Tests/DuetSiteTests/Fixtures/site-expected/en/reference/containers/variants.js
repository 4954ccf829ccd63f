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
<tr><th scope="row"><code>UI<wbr>Split<wbr>View<wbr>Controller.<wbr>Column.<wbr>inspector</code></th><td>iOS 26.0</td><td>trailing, hidden until show(_:)</td><td>not documented</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for The columns of a column-style split view, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column" rel="external">UISplitViewController.Column (.primary, .supplementary, .secondary, .compact; .inspector from iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed" rel="external">UISplitViewController.isCollapsed (collapses on the change from a horizontally regular to a horizontally compact environment)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)" rel="external">splitViewController(_:topColumnForCollapsingToProposedTopColumn:) (the delegate picks the column on top after collapsing)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact" rel="external">UISplitViewController.Column.compact (the view controller shown while isCollapsed is true)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector" rel="external">UISplitViewController.Column.inspector (iOS 26: the trailing column, hidden until show(_:))</a></dd>
</dl>
</details>
</div>
`];
