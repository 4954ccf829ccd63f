window.duetVariants=[`<div class="release-variant" data-variant="8 9" hidden>
<table class="duet-table" data-table-id="size-classes-by-device">
<caption><span class="release-badge">iOS 8–9</span> 各设备全屏时的尺寸类（指南中的表格）</caption>
<thead>
<tr><th scope="col">设备</th><th scope="col">竖屏</th><th scope="col">横屏</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPad（所有机型）、iPad mini</th><td>垂直：常规，水平：常规</td><td>垂直：常规，水平：常规</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：常规</td></tr>
<tr><th scope="row">iPhone 6</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：紧凑</td></tr>
<tr><th scope="row">iPhone 5s、iPhone 5c、iPhone 5</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：紧凑</td></tr>
<tr><th scope="row">iPhone 4s</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：紧凑</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">4</span><span class="visually-hidden">：各设备全屏时的尺寸类（指南中的表格）</span></summary>
<dl>
<dt>Apple 网站页面</dt>
<dd><a href="https://support.apple.com/zh-cn/108044" rel="external">Identify your iPhone model (Apple Support, Chinese edition): iPhone names as sold in China</a></dd>
<dd><a href="https://support.apple.com/zh-cn/108043" rel="external">Identify your iPad model (Apple Support, Chinese edition): iPad names as sold in China</a></dd>
<dt>指南（iOS 8–12）</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a></dd>
<dt>第三方（Apple 未发布相关内容）</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check（适用行：iPad（所有机型）、iPad mini、iPhone 6 Plus、iPhone 6、iPhone 5s、iPhone 5c、iPhone 5、iPhone 4s）</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10" hidden>
<table class="duet-table" data-table-id="size-classes-by-device">
<caption><span class="release-badge">iOS 10</span> 各设备全屏时的尺寸类（指南中的表格）</caption>
<thead>
<tr><th scope="col">设备</th><th scope="col">竖屏</th><th scope="col">横屏</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPad（所有机型）、iPad mini</th><td>垂直：常规，水平：常规</td><td>垂直：常规，水平：常规</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：常规</td></tr>
<tr><th scope="row">iPhone 6</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：紧凑</td></tr>
<tr><th scope="row">iPhone 5s、iPhone 5c、iPhone 5</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：紧凑</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">4</span><span class="visually-hidden">：各设备全屏时的尺寸类（指南中的表格）</span></summary>
<dl>
<dt>Apple 网站页面</dt>
<dd><a href="https://support.apple.com/zh-cn/108044" rel="external">Identify your iPhone model (Apple Support, Chinese edition): iPhone names as sold in China</a></dd>
<dd><a href="https://support.apple.com/zh-cn/108043" rel="external">Identify your iPad model (Apple Support, Chinese edition): iPad names as sold in China</a></dd>
<dt>指南（iOS 8–12）</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a></dd>
<dt>第三方（Apple 未发布相关内容）</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check（适用行：iPad（所有机型）、iPad mini、iPhone 6 Plus、iPhone 6、iPhone 5s、iPhone 5c、iPhone 5）</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="11 12" hidden>
<table class="duet-table" data-table-id="size-classes-by-device">
<caption><span class="release-badge">iOS 11–12</span> 各设备全屏时的尺寸类（指南中的表格）</caption>
<thead>
<tr><th scope="col">设备</th><th scope="col">竖屏</th><th scope="col">横屏</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPad（所有机型）、iPad mini</th><td>垂直：常规，水平：常规</td><td>垂直：常规，水平：常规</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：常规</td></tr>
<tr><th scope="row">iPhone 6</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：紧凑</td></tr>
<tr><th scope="row">iPhone 5s</th><td>垂直：常规，水平：紧凑</td><td>垂直：紧凑，水平：紧凑</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">4</span><span class="visually-hidden">：各设备全屏时的尺寸类（指南中的表格）</span></summary>
<dl>
<dt>Apple 网站页面</dt>
<dd><a href="https://support.apple.com/zh-cn/108044" rel="external">Identify your iPhone model (Apple Support, Chinese edition): iPhone names as sold in China</a></dd>
<dd><a href="https://support.apple.com/zh-cn/108043" rel="external">Identify your iPad model (Apple Support, Chinese edition): iPad names as sold in China</a></dd>
<dt>指南（iOS 8–12）</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a></dd>
<dt>第三方（Apple 未发布相关内容）</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check（适用行：iPad（所有机型）、iPad mini、iPhone 6 Plus、iPhone 6、iPhone 5s）</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="trait-tracking">
<caption><span class="release-badge">iOS 18</span> 读取的特征改变时 UIKit 会再次调用的部分方法（仅为选列：完整列表见 Apple 的“自动特征跟踪”文章）</caption>
<thead>
<tr><th scope="col">类</th><th scope="col">方法</th><th scope="col">起始版本</th><th scope="col">UIKit 代为调用</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UIView</code></th><td><code>layoutSubviews<wbr>()</code></td><td>iOS 18.0</td><td><code>setNeedsLayout<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIView</code></th><td><code>update<wbr>Constraints<wbr>()</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Constraints<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIView</code></th><td><code>draw<wbr>(_:)</code></td><td>iOS 18.0</td><td><code>setNeedsDisplay<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIViewController</code></th><td><code>view<wbr>Will<wbr>Layout<wbr>Subviews<wbr>()</code>, <code>view<wbr>Did<wbr>Layout<wbr>Subviews<wbr>()</code></td><td>iOS 18.0</td><td><code>setNeedsLayout<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIViewController</code></th><td><code>update<wbr>View<wbr>Constraints<wbr>()</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Constraints<wbr>()</code></td></tr>
<tr><th scope="row"><code>UI<wbr>Presentation<wbr>Controller</code></th><td><code>container<wbr>View<wbr>Will<wbr>Layout<wbr>Subviews<wbr>()</code>, <code>container<wbr>View<wbr>Did<wbr>Layout<wbr>Subviews<wbr>()</code></td><td>iOS 18.0</td><td><code>setNeedsLayout<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIButton</code></th><td><code>update<wbr>Configuration<wbr>()</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Configuration<wbr>()</code></td></tr>
<tr><th scope="row"><code>UI<wbr>Collection<wbr>View<wbr>Cell</code>, <code>UITableViewCell</code></th><td><code>update<wbr>Configuration<wbr>(using:)</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Configuration<wbr>()</code></td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">1</span><span class="visually-hidden">：读取的特征改变时 UIKit 会再次调用的部分方法（仅为选列：完整列表见 Apple 的“自动特征跟踪”文章）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/automatic-trait-tracking" rel="external">Automatic trait tracking (iOS 18): supported methods and the invalidation UIKit performs</a>（适用行：UIView、UIView、UIView、UIViewController、UIViewController、UIPresentationController、UIButton、UICollectionViewCell, UITableViewCell）</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="trait-tracking">
<caption><span class="release-badge">iOS 26.0+</span> 读取的特征改变时 UIKit 会再次调用的部分方法（仅为选列：完整列表见 Apple 的“自动特征跟踪”文章）</caption>
<thead>
<tr><th scope="col">类</th><th scope="col">方法</th><th scope="col">起始版本</th><th scope="col">UIKit 代为调用</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UIView</code></th><td><code>layoutSubviews<wbr>()</code></td><td>iOS 18.0</td><td><code>setNeedsLayout<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIView</code></th><td><code>update<wbr>Constraints<wbr>()</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Constraints<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIView</code></th><td><code>draw<wbr>(_:)</code></td><td>iOS 18.0</td><td><code>setNeedsDisplay<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIViewController</code></th><td><code>view<wbr>Will<wbr>Layout<wbr>Subviews<wbr>()</code>, <code>view<wbr>Did<wbr>Layout<wbr>Subviews<wbr>()</code></td><td>iOS 18.0</td><td><code>setNeedsLayout<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIViewController</code></th><td><code>update<wbr>View<wbr>Constraints<wbr>()</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Constraints<wbr>()</code></td></tr>
<tr><th scope="row"><code>UI<wbr>Presentation<wbr>Controller</code></th><td><code>container<wbr>View<wbr>Will<wbr>Layout<wbr>Subviews<wbr>()</code>, <code>container<wbr>View<wbr>Did<wbr>Layout<wbr>Subviews<wbr>()</code></td><td>iOS 18.0</td><td><code>setNeedsLayout<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIButton</code></th><td><code>update<wbr>Configuration<wbr>()</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Configuration<wbr>()</code></td></tr>
<tr><th scope="row"><code>UI<wbr>Collection<wbr>View<wbr>Cell</code>, <code>UITableViewCell</code></th><td><code>update<wbr>Configuration<wbr>(using:)</code></td><td>iOS 18.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Configuration<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIView</code></th><td><code>updateProperties<wbr>()</code></td><td>iOS 26.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Properties<wbr>()</code></td></tr>
<tr><th scope="row"><code>UIViewController</code></th><td><code>updateProperties<wbr>()</code></td><td>iOS 26.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Properties<wbr>()</code></td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">2</span><span class="visually-hidden">：读取的特征改变时 UIKit 会再次调用的部分方法（仅为选列：完整列表见 Apple 的“自动特征跟踪”文章）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/automatic-trait-tracking" rel="external">Automatic trait tracking (iOS 18): supported methods and the invalidation UIKit performs</a>（适用行：UIView、UIView、UIView、UIViewController、UIViewController、UIPresentationController、UIButton、UICollectionViewCell, UITableViewCell、UIView、UIViewController）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/updateproperties()" rel="external">UIView.updateProperties() and setNeedsUpdateProperties() (iOS 26)</a>（适用行：UIView、UIViewController）</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="9" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 9</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">1</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10 11" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 10–11</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">4</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="12" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 12</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td>浅色或深色外观（深色模式）；除非被覆盖，它跟随用户的设置</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">5</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle" rel="external">UITraitCollection.userInterfaceStyle</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="13" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 13</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td>浅色或深色外观（深色模式）；除非被覆盖，它跟随用户的设置</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td>内容位于窗口的基础层级，还是浮在其上（表单、弹出框）</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td>用户是否在辅助功能设置中要求提高对比度</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td>“粗体文本”是否打开，即文字是否应画得更粗</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">8</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle" rel="external">UITraitCollection.userInterfaceStyle</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacelevel:)" rel="external">UITraitCollection.init(userInterfaceLevel:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast" rel="external">UITraitCollection.accessibilityContrast</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight" rel="external">UITraitCollection.legibilityWeight</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="14 15 16" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 14–16</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td>浅色或深色外观（深色模式）；除非被覆盖，它跟随用户的设置</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td>内容位于窗口的基础层级，还是浮在其上（表单、弹出框）</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td>用户是否在辅助功能设置中要求提高对比度</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td>“粗体文本”是否打开，即文字是否应画得更粗</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td>场景是否位于最前；在 iPad 窗口化应用中，用它区分最前面的窗口和其他窗口</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">9</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle" rel="external">UITraitCollection.userInterfaceStyle</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacelevel:)" rel="external">UITraitCollection.init(userInterfaceLevel:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast" rel="external">UITraitCollection.accessibilityContrast</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight" rel="external">UITraitCollection.legibilityWeight</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance" rel="external">UITraitCollection.activeAppearance</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="17" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 17</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">特征类型（iOS 17）</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>浅色或深色外观（深色模式）；除非被覆盖，它跟随用户的设置</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>内容位于窗口的基础层级，还是浮在其上（表单、弹出框）</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>用户是否在辅助功能设置中要求提高对比度</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>“粗体文本”是否打开，即文字是否应画得更粗</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>场景是否位于最前；在 iPad 窗口化应用中，用它区分最前面的窗口和其他窗口</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>渲染图像时采用的动态范围（标准或高）</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>文字排版应遵循的语言</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>场景是否正被捕获，例如录制或镜像</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">12</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle" rel="external">UITraitCollection.userInterfaceStyle</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacelevel:)" rel="external">UITraitCollection.init(userInterfaceLevel:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast" rel="external">UITraitCollection.accessibilityContrast</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight" rel="external">UITraitCollection.legibilityWeight</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance" rel="external">UITraitCollection.activeAppearance</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(imagedynamicrange:)" rel="external">UITraitCollection.init(imageDynamicRange:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/typesettinglanguage-6i635" rel="external">UITraitCollection.typesettingLanguage</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/scenecapturestate" rel="external">UITraitCollection.sceneCaptureState</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 18</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">特征类型（iOS 17）</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>浅色或深色外观（深色模式）；除非被覆盖，它跟随用户的设置</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>内容位于窗口的基础层级，还是浮在其上（表单、弹出框）</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>用户是否在辅助功能设置中要求提高对比度</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>“粗体文本”是否打开，即文字是否应画得更粗</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>场景是否位于最前；在 iPad 窗口化应用中，用它区分最前面的窗口和其他窗口</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>渲染图像时采用的动态范围（标准或高）</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>文字排版应遵循的语言</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>场景是否正被捕获，例如录制或镜像</td></tr>
<tr><th scope="row"><code>listEnvironment</code></th><td>iOS 18.0</td><td><code>UI<wbr>Trait<wbr>List<wbr>Environment</code></td><td>视图所在列表的样式，便于单元格与之匹配</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">13</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle" rel="external">UITraitCollection.userInterfaceStyle</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacelevel:)" rel="external">UITraitCollection.init(userInterfaceLevel:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast" rel="external">UITraitCollection.accessibilityContrast</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight" rel="external">UITraitCollection.legibilityWeight</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance" rel="external">UITraitCollection.activeAppearance</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(imagedynamicrange:)" rel="external">UITraitCollection.init(imageDynamicRange:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/typesettinglanguage-6i635" rel="external">UITraitCollection.typesettingLanguage</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/scenecapturestate" rel="external">UITraitCollection.sceneCaptureState</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/listenvironment" rel="external">UITraitCollection.listEnvironment</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 26</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">特征类型（iOS 17）</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>浅色或深色外观（深色模式）；除非被覆盖，它跟随用户的设置</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>内容位于窗口的基础层级，还是浮在其上（表单、弹出框）</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>用户是否在辅助功能设置中要求提高对比度</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>“粗体文本”是否打开，即文字是否应画得更粗</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>场景是否位于最前；在 iPad 窗口化应用中，用它区分最前面的窗口和其他窗口</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>渲染图像时采用的动态范围（标准或高）</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>文字排版应遵循的语言</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>场景是否正被捕获，例如录制或镜像</td></tr>
<tr><th scope="row"><code>listEnvironment</code></th><td>iOS 18.0</td><td><code>UI<wbr>Trait<wbr>List<wbr>Environment</code></td><td>视图所在列表的样式，便于单元格与之匹配</td></tr>
<tr><th scope="row"><code>hdr<wbr>Headroom<wbr>Usage<wbr>Limit</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>HDR<wbr>Headroom<wbr>Usage<wbr>Limit</code></td><td>内容可使用的 HDR 余量上限</td></tr>
<tr><th scope="row"><code>resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></td><td>自然对齐是否跟随文字的基本书写方向</td></tr>
<tr><th scope="row"><code>split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></td><td>视图是否位于分栏视图控制器中，以及它是展开还是折叠</td></tr>
<tr><th scope="row"><code>tab<wbr>Accessory<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Tab<wbr>Accessory<wbr>Environment</code></td><td>该特征集合是否来自标签栏附件的内容视图</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">17</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle" rel="external">UITraitCollection.userInterfaceStyle</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacelevel:)" rel="external">UITraitCollection.init(userInterfaceLevel:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast" rel="external">UITraitCollection.accessibilityContrast</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight" rel="external">UITraitCollection.legibilityWeight</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance" rel="external">UITraitCollection.activeAppearance</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(imagedynamicrange:)" rel="external">UITraitCollection.init(imageDynamicRange:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/typesettinglanguage-6i635" rel="external">UITraitCollection.typesettingLanguage</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/scenecapturestate" rel="external">UITraitCollection.sceneCaptureState</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/listenvironment" rel="external">UITraitCollection.listEnvironment</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/hdrheadroomusagelimit" rel="external">UITraitCollection.hdrHeadroomUsageLimit</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/resolvesnaturalalignmentwithbasewritingdirection-58wlh" rel="external">UITraitCollection.resolvesNaturalAlignmentWithBaseWritingDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/splitviewcontrollerlayoutenvironment" rel="external">UIMutableTraits.splitViewControllerLayoutEnvironment</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/tabaccessoryenvironment" rel="external">UITraitCollection.tabAccessoryEnvironment</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 27</span> 指南所列四种特征（iOS 8）之后新增的特征</caption>
<thead>
<tr><th scope="col">特征</th><th scope="col">起始版本</th><th scope="col">特征类型（iOS 17）</th><th scope="col">它说明什么</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>3D Touch 是否可用：只有部分设备具备，用户也可以将其关闭</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>当前显示屏的色域（sRGB 或 Display P3）</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>环境是从左到右还是从右到左布局（阿拉伯语、希伯来语）</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>用户选择的文字大小（动态字体），包括辅助功能中的更大字号</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>浅色或深色外观（深色模式）；除非被覆盖，它跟随用户的设置</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>内容位于窗口的基础层级，还是浮在其上（表单、弹出框）</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>用户是否在辅助功能设置中要求提高对比度</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>“粗体文本”是否打开，即文字是否应画得更粗</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>场景是否位于最前；在 iPad 窗口化应用中，用它区分最前面的窗口和其他窗口</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>渲染图像时采用的动态范围（标准或高）</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>文字排版应遵循的语言</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>场景是否正被捕获，例如录制或镜像</td></tr>
<tr><th scope="row"><code>listEnvironment</code></th><td>iOS 18.0</td><td><code>UI<wbr>Trait<wbr>List<wbr>Environment</code></td><td>视图所在列表的样式，便于单元格与之匹配</td></tr>
<tr><th scope="row"><code>hdr<wbr>Headroom<wbr>Usage<wbr>Limit</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>HDR<wbr>Headroom<wbr>Usage<wbr>Limit</code></td><td>内容可使用的 HDR 余量上限</td></tr>
<tr><th scope="row"><code>resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></td><td>自然对齐是否跟随文字的基本书写方向</td></tr>
<tr><th scope="row"><code>split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></td><td>视图是否位于分栏视图控制器中，以及它是展开还是折叠</td></tr>
<tr><th scope="row"><code>tab<wbr>Accessory<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Tab<wbr>Accessory<wbr>Environment</code></td><td>该特征集合是否来自标签栏附件的内容视图</td></tr>
<tr><th scope="row"><code>navigation<wbr>Title<wbr>Alignment</code></th><td>iOS 27.2</td><td><code>UI<wbr>Trait<wbr>Navigation<wbr>Title<wbr>Alignment</code></td><td>导航栏为其标题确定的对齐方式（前导或居中）；覆盖这个特征并不会移动标题</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">18</span><span class="visually-hidden">：指南所列四种特征（iOS 8）之后新增的特征</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle" rel="external">UITraitCollection.userInterfaceStyle</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacelevel:)" rel="external">UITraitCollection.init(userInterfaceLevel:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast" rel="external">UITraitCollection.accessibilityContrast</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight" rel="external">UITraitCollection.legibilityWeight</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance" rel="external">UITraitCollection.activeAppearance</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(imagedynamicrange:)" rel="external">UITraitCollection.init(imageDynamicRange:)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/typesettinglanguage-6i635" rel="external">UITraitCollection.typesettingLanguage</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/scenecapturestate" rel="external">UITraitCollection.sceneCaptureState</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/listenvironment" rel="external">UITraitCollection.listEnvironment</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/hdrheadroomusagelimit" rel="external">UITraitCollection.hdrHeadroomUsageLimit</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/resolvesnaturalalignmentwithbasewritingdirection-58wlh" rel="external">UITraitCollection.resolvesNaturalAlignmentWithBaseWritingDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/splitviewcontrollerlayoutenvironment" rel="external">UIMutableTraits.splitViewControllerLayoutEnvironment</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/tabaccessoryenvironment" rel="external">UITraitCollection.tabAccessoryEnvironment</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/navigationtitlealignment" rel="external">UITraitCollection.navigationTitleAlignment</a></dd>
</dl>
</details>
</div>
`];
