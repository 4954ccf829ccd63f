window.duetVariants=[`<div class="release-variant" data-variant="15" hidden>
<table class="duet-table" data-table-id="sheet-detents">
<caption><span class="release-badge">iOS 15</span> 各环境中的表单停靠高度（iOS 15 及以后）</caption>
<thead>
<tr><th scope="col">停靠高度</th><th scope="col">起始版本</th><th scope="col">常规宽度和高度</th><th scope="col">紧凑宽度</th><th scope="col">紧凑高度</th><th scope="col">紧凑高度，贴边</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.large<wbr>()</code></th><td>iOS 15.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>表单能占用的全部高度</td><td>看起来是全屏</td><td>贴在底部边缘</td></tr>
<tr><th scope="row"><code>.medium<wbr>()</code></th><td>iOS 15.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>约为屏幕高度的一半</td><td>不可用：表单改用其他停靠高度</td><td>不可用：表单改用其他停靠高度</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">3</span><span class="visually-hidden">：各环境中的表单停靠高度（iOS 15 及以后）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="16 17 18" hidden>
<table class="duet-table" data-table-id="sheet-detents">
<caption><span class="release-badge">iOS 16–18</span> 各环境中的表单停靠高度（iOS 15 及以后）</caption>
<thead>
<tr><th scope="col">停靠高度</th><th scope="col">起始版本</th><th scope="col">常规宽度和高度</th><th scope="col">紧凑宽度</th><th scope="col">紧凑高度</th><th scope="col">紧凑高度，贴边</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.large<wbr>()</code></th><td>iOS 15.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>表单能占用的全部高度</td><td>看起来是全屏</td><td>贴在底部边缘</td></tr>
<tr><th scope="row"><code>.medium<wbr>()</code></th><td>iOS 15.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>约为屏幕高度的一半</td><td>不可用：表单改用其他停靠高度</td><td>不可用：表单改用其他停靠高度</td></tr>
<tr><th scope="row"><code>.custom<wbr>(identifier:<wbr>resolver:)</code></th><td>iOS 16.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>由解析闭包返回的高度；返回 nil 时该停靠高度不可用</td><td>看起来是全屏</td><td>贴在底部边缘</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">3</span><span class="visually-hidden">：各环境中的表单停靠高度（iOS 15 及以后）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="sheet-detents">
<caption><span class="release-badge">iOS 26.0+</span> 各环境中的表单停靠高度（iOS 15 及以后）</caption>
<thead>
<tr><th scope="col">停靠高度</th><th scope="col">起始版本</th><th scope="col">常规宽度和高度</th><th scope="col">紧凑宽度</th><th scope="col">紧凑高度</th><th scope="col">紧凑高度，贴边</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.large<wbr>()</code></th><td>iOS 15.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>表单能占用的全部高度；全高时更不透明，贴住屏幕边缘</td><td>看起来是全屏</td><td>贴在底部边缘</td></tr>
<tr><th scope="row"><code>.medium<wbr>()</code></th><td>iOS 15.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>约为屏幕高度的一半；与屏幕边缘留出间距，带 Liquid Glass 背景</td><td>不可用：表单改用其他停靠高度</td><td>不可用：表单改用其他停靠高度</td></tr>
<tr><th scope="row"><code>.custom<wbr>(identifier:<wbr>resolver:)</code></th><td>iOS 16.0</td><td>文档未说明：此环境中表单是居中的卡片，Apple 没有给出停靠高度</td><td>由解析闭包返回的高度；返回 nil 时该停靠高度不可用；与屏幕边缘留出间距，带 Liquid Glass 背景</td><td>看起来是全屏</td><td>贴在底部边缘</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">5</span><span class="visually-hidden">：各环境中的表单停靠高度（iOS 15 及以后）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
<dd><a href="https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass" rel="external">Adopting Liquid Glass (iOS 26): half sheets are inset from the display's edge with Liquid Glass and turn more opaque at full height</a>（适用行：.large()、.medium()、.custom(identifier:resolver:)）</dd>
<dt>WWDC 讲座</dt>
<dd><a href="https://developer.apple.com/videos/play/wwdc2025/323" rel="external">WWDC25 session 323, Build a SwiftUI app with the new design: partial-height sheets are inset with a Liquid Glass background; full height turns opaque and meets the screen's edge</a>（适用行：.large()、.medium()、.custom(identifier:resolver:)）</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="15" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 15</span> 表单的变化（按系统版本）</caption>
<thead>
<tr><th scope="col">起始版本</th><th scope="col">API 或行为</th><th scope="col">作用</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>page sheet 或 form sheet 可以停在 .medium() 或 .large()；.medium() 约为屏幕高度的一半，在紧凑高度中不可用</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>在表单顶部显示抓取条（默认 false）；系统在某些情况下会隐藏它</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>自适应代理在呈现出现之前，配置呈现自适应后所用的呈现控制器（例如弹出框变成的表单）</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">4</span><span class="visually-hidden">：表单的变化（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a>（适用行：iOS 15.0）</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="16" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 16</span> 表单的变化（按系统版本）</caption>
<thead>
<tr><th scope="col">起始版本</th><th scope="col">API 或行为</th><th scope="col">作用</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>page sheet 或 form sheet 可以停在 .medium() 或 .large()；.medium() 约为屏幕高度的一半，在紧凑高度中不可用</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>在表单顶部显示抓取条（默认 false）；系统在某些情况下会隐藏它</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>自适应代理在呈现出现之前，配置呈现自适应后所用的呈现控制器（例如弹出框变成的表单）</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>高度由闭包计算的停靠高度；返回 nil 时该停靠高度不可用</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">5</span><span class="visually-hidden">：表单的变化（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a>（适用行：iOS 16.0）</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="17 18" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 17–18</span> 表单的变化（按系统版本）</caption>
<thead>
<tr><th scope="col">起始版本</th><th scope="col">API 或行为</th><th scope="col">作用</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>page sheet 或 form sheet 可以停在 .medium() 或 .large()；.medium() 约为屏幕高度的一半，在紧凑高度中不可用</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>在表单顶部显示抓取条（默认 false）；系统在某些情况下会隐藏它</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>自适应代理在呈现出现之前，配置呈现自适应后所用的呈现控制器（例如弹出框变成的表单）</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>高度由闭包计算的停靠高度；返回 nil 时该停靠高度不可用</td></tr>
<tr><th scope="row">iOS 17.0</th><td><code>prefers<wbr>Page<wbr>Sizing</code></td><td>按 page sheet 的方式确定尺寸（true），或像 form sheet 一样取 preferredContentSize（false）</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">6</span><span class="visually-hidden">：表单的变化（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a>（适用行：iOS 16.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing" rel="external">UISheetPresentationController.prefersPageSizing (iOS 17)</a>（适用行：iOS 17.0）</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 26</span> 表单的变化（按系统版本）</caption>
<thead>
<tr><th scope="col">起始版本</th><th scope="col">API 或行为</th><th scope="col">作用</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>page sheet 或 form sheet 可以停在 .medium() 或 .large()；.medium() 约为屏幕高度的一半，在紧凑高度中不可用</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>在表单顶部显示抓取条（默认 false）；系统在某些情况下会隐藏它</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>自适应代理在呈现出现之前，配置呈现自适应后所用的呈现控制器（例如弹出框变成的表单）</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>高度由闭包计算的停靠高度；返回 nil 时该停靠高度不可用</td></tr>
<tr><th scope="row">iOS 17.0</th><td><code>prefers<wbr>Page<wbr>Sizing</code></td><td>按 page sheet 的方式确定尺寸（true），或像 form sheet 一样取 preferredContentSize（false）</td></tr>
<tr><th scope="row">iOS 26.0</th><td><code>.formSheet</code>, regular width and height</td><td>后方内容上覆盖的是 Liquid Glass 层，此前 Apple 的页面写的是变暗层</td></tr>
<tr><th scope="row">iOS 26.0</th><td>Sheets at a partial height</td><td>无需任何代码即与屏幕边缘留出间距，带 Liquid Glass 背景；到全高时变得更不透明，贴住屏幕边缘</td></tr>
<tr><th scope="row">iOS 26.1</th><td><code>UI<wbr>Presentation<wbr>Controller.<wbr>backgroundEffect</code></td><td>呈现背景的视觉效果，所有呈现控制器都有此属性；Apple 的页面只给出声明</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">10</span><span class="visually-hidden">：表单的变化（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a>（适用行：iOS 16.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing" rel="external">UISheetPresentationController.prefersPageSizing (iOS 17)</a>（适用行：iOS 17.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet" rel="external">UIModalPresentationStyle.formSheet (a Liquid Glass layer over the content behind in a regular width and height, in the iOS 26 wording)</a>（适用行：iOS 26.0）</dd>
<dd><a href="https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass" rel="external">Adopting Liquid Glass (iOS 26): half sheets are inset from the display's edge with Liquid Glass and turn more opaque at full height</a>（适用行：iOS 26.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uipresentationcontroller/backgroundeffect" rel="external">UIPresentationController.backgroundEffect (iOS 26.1; the page gives the declaration only)</a></dd>
<dt>WWDC 讲座</dt>
<dd><a href="https://developer.apple.com/videos/play/wwdc2025/323" rel="external">WWDC25 session 323, Build a SwiftUI app with the new design: partial-height sheets are inset with a Liquid Glass background; full height turns opaque and meets the screen's edge</a>（适用行：iOS 26.0）</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 27</span> 表单的变化（按系统版本）</caption>
<thead>
<tr><th scope="col">起始版本</th><th scope="col">API 或行为</th><th scope="col">作用</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>page sheet 或 form sheet 可以停在 .medium() 或 .large()；.medium() 约为屏幕高度的一半，在紧凑高度中不可用</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>在表单顶部显示抓取条（默认 false）；系统在某些情况下会隐藏它</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>自适应代理在呈现出现之前，配置呈现自适应后所用的呈现控制器（例如弹出框变成的表单）</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>高度由闭包计算的停靠高度；返回 nil 时该停靠高度不可用</td></tr>
<tr><th scope="row">iOS 17.0</th><td><code>prefers<wbr>Page<wbr>Sizing</code></td><td>按 page sheet 的方式确定尺寸（true），或像 form sheet 一样取 preferredContentSize（false）</td></tr>
<tr><th scope="row">iOS 26.0</th><td><code>.formSheet</code>, regular width and height</td><td>后方内容上覆盖的是 Liquid Glass 层，此前 Apple 的页面写的是变暗层</td></tr>
<tr><th scope="row">iOS 26.0</th><td>Sheets at a partial height</td><td>无需任何代码即与屏幕边缘留出间距，带 Liquid Glass 背景；到全高时变得更不透明，贴住屏幕边缘</td></tr>
<tr><th scope="row">iOS 26.1</th><td><code>UI<wbr>Presentation<wbr>Controller.<wbr>backgroundEffect</code></td><td>呈现背景的视觉效果，所有呈现控制器都有此属性；Apple 的页面只给出声明</td></tr>
<tr><th scope="row">iOS 27.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller.<wbr>preferred<wbr>Placement</code></td><td>Placement：.automatic、.leading、.center、.trailing。UIKit 页面只给出声明；SwiftUI 中对应的修饰符把表单放在呈现视图的前导边、尾随边或中央</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">12</span><span class="visually-hidden">：表单的变化（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a>（适用行：iOS 15.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a>（适用行：iOS 16.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing" rel="external">UISheetPresentationController.prefersPageSizing (iOS 17)</a>（适用行：iOS 17.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet" rel="external">UIModalPresentationStyle.formSheet (a Liquid Glass layer over the content behind in a regular width and height, in the iOS 26 wording)</a>（适用行：iOS 26.0）</dd>
<dd><a href="https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass" rel="external">Adopting Liquid Glass (iOS 26): half sheets are inset from the display's edge with Liquid Glass and turn more opaque at full height</a>（适用行：iOS 26.0）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uipresentationcontroller/backgroundeffect" rel="external">UIPresentationController.backgroundEffect (iOS 26.1; the page gives the declaration only)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredplacement" rel="external">UISheetPresentationController.preferredPlacement and UISheetPresentationController.Placement (iOS 27; declarations only)</a>（适用行：iOS 27.0）</dd>
<dd><a href="https://developer.apple.com/documentation/swiftui/view/presentationplacement(_:)" rel="external">SwiftUI presentationPlacement(_:) (iOS 27): leading, trailing or centre of the presenting view; only sheets respect it</a>（适用行：iOS 27.0）</dd>
<dt>WWDC 讲座</dt>
<dd><a href="https://developer.apple.com/videos/play/wwdc2025/323" rel="external">WWDC25 session 323, Build a SwiftUI app with the new design: partial-height sheets are inset with a Liquid Glass background; full height turns opaque and meets the screen's edge</a>（适用行：iOS 26.0）</dd>
</dl>
</details>
</div>
`];
