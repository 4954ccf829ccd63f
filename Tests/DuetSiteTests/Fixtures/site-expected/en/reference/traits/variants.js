window.duetVariants=[`<div class="release-variant" data-variant="8 9" hidden>
<table class="duet-table" data-table-id="size-classes-by-device">
<caption><span class="release-badge">iOS 8–9</span> Size classes per device, full screen (the guide's table)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPad (all), iPad mini</th><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s, iPhone 5c, iPhone 5</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 4s</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Size classes per device, full screen (the guide's table)</span></summary>
<dl>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a></dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPad (all), iPad mini, iPhone 6 Plus, iPhone 6, iPhone 5s, iPhone 5c, iPhone 5, iPhone 4s)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10" hidden>
<table class="duet-table" data-table-id="size-classes-by-device">
<caption><span class="release-badge">iOS 10</span> Size classes per device, full screen (the guide's table)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPad (all), iPad mini</th><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s, iPhone 5c, iPhone 5</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Size classes per device, full screen (the guide's table)</span></summary>
<dl>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a></dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPad (all), iPad mini, iPhone 6 Plus, iPhone 6, iPhone 5s, iPhone 5c, iPhone 5)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="11 12" hidden>
<table class="duet-table" data-table-id="size-classes-by-device">
<caption><span class="release-badge">iOS 11–12</span> Size classes per device, full screen (the guide's table)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPad (all), iPad mini</th><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s</th><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Size classes per device, full screen (the guide's table)</span></summary>
<dl>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a></dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPad (all), iPad mini, iPhone 6 Plus, iPhone 6, iPhone 5s)</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="trait-tracking">
<caption><span class="release-badge">iOS 18</span> Some methods UIKit runs again when a trait they read changes (a selection: Apple's automatic trait tracking article lists every supported method)</caption>
<thead>
<tr><th scope="col">Class</th><th scope="col">Method</th><th scope="col">Since</th><th scope="col">UIKit calls for you</th></tr>
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
<summary>Sources <span class="source-count">1</span><span class="visually-hidden"> for Some methods UIKit runs again when a trait they read changes (a selection: Apple's automatic trait tracking article lists every supported method)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/automatic-trait-tracking" rel="external">Automatic trait tracking (iOS 18): supported methods and the invalidation UIKit performs</a> (rows: UIView, UIView, UIView, UIViewController, UIViewController, UIPresentationController, UIButton, UICollectionViewCell, UITableViewCell)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="trait-tracking">
<caption><span class="release-badge">iOS 26.0+</span> Some methods UIKit runs again when a trait they read changes (a selection: Apple's automatic trait tracking article lists every supported method)</caption>
<thead>
<tr><th scope="col">Class</th><th scope="col">Method</th><th scope="col">Since</th><th scope="col">UIKit calls for you</th></tr>
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
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Some methods UIKit runs again when a trait they read changes (a selection: Apple's automatic trait tracking article lists every supported method)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/automatic-trait-tracking" rel="external">Automatic trait tracking (iOS 18): supported methods and the invalidation UIKit performs</a> (rows: UIView, UIView, UIView, UIViewController, UIViewController, UIPresentationController, UIButton, UICollectionViewCell, UITableViewCell, UIView, UIViewController)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/updateproperties()" rel="external">UIView.updateProperties() and setNeedsUpdateProperties() (iOS 26)</a> (rows: UIView, UIViewController)</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="9" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 9</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">1</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10 11" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 10–11</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/forcetouchcapability" rel="external">UITraitCollection.forceTouchCapability</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut" rel="external">UITraitCollection.displayGamut</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection" rel="external">UITraitCollection.layoutDirection</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)" rel="external">UITraitCollection.init(preferredContentSizeCategory:)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="12" hidden>
<table class="duet-table" data-table-id="traits-since-ios13">
<caption><span class="release-badge">iOS 12</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td>Light or dark appearance (dark mode); it follows the person's setting unless overridden</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
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
<caption><span class="release-badge">iOS 13</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td>Light or dark appearance (dark mode); it follows the person's setting unless overridden</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td>Whether content sits at the base level of the window or is elevated above it (a sheet, a popover)</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td>Whether the person asked for higher contrast in Accessibility settings</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td>Whether Bold Text is on, so text should be drawn heavier</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">8</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
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
<caption><span class="release-badge">iOS 14–16</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td>Light or dark appearance (dark mode); it follows the person's setting unless overridden</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td>Whether content sits at the base level of the window or is elevated above it (a sheet, a popover)</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td>Whether the person asked for higher contrast in Accessibility settings</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td>Whether Bold Text is on, so text should be drawn heavier</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td>Whether the scene is frontmost; with windowed apps on iPad it tells the front window from the others</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">9</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
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
<caption><span class="release-badge">iOS 17</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">Trait type (iOS 17)</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>Light or dark appearance (dark mode); it follows the person's setting unless overridden</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>Whether content sits at the base level of the window or is elevated above it (a sheet, a popover)</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>Whether the person asked for higher contrast in Accessibility settings</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>Whether Bold Text is on, so text should be drawn heavier</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>Whether the scene is frontmost; with windowed apps on iPad it tells the front window from the others</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>The dynamic range in which images are rendered (standard or high)</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>The language whose typesetting rules text should follow</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>Whether the scene is being captured, for example recorded or mirrored</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">12</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
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
<caption><span class="release-badge">iOS 18</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">Trait type (iOS 17)</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>Light or dark appearance (dark mode); it follows the person's setting unless overridden</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>Whether content sits at the base level of the window or is elevated above it (a sheet, a popover)</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>Whether the person asked for higher contrast in Accessibility settings</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>Whether Bold Text is on, so text should be drawn heavier</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>Whether the scene is frontmost; with windowed apps on iPad it tells the front window from the others</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>The dynamic range in which images are rendered (standard or high)</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>The language whose typesetting rules text should follow</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>Whether the scene is being captured, for example recorded or mirrored</td></tr>
<tr><th scope="row"><code>listEnvironment</code></th><td>iOS 18.0</td><td><code>UI<wbr>Trait<wbr>List<wbr>Environment</code></td><td>The style of list the view sits in, so cells can match it</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">13</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
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
<caption><span class="release-badge">iOS 26</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">Trait type (iOS 17)</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>Light or dark appearance (dark mode); it follows the person's setting unless overridden</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>Whether content sits at the base level of the window or is elevated above it (a sheet, a popover)</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>Whether the person asked for higher contrast in Accessibility settings</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>Whether Bold Text is on, so text should be drawn heavier</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>Whether the scene is frontmost; with windowed apps on iPad it tells the front window from the others</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>The dynamic range in which images are rendered (standard or high)</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>The language whose typesetting rules text should follow</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>Whether the scene is being captured, for example recorded or mirrored</td></tr>
<tr><th scope="row"><code>listEnvironment</code></th><td>iOS 18.0</td><td><code>UI<wbr>Trait<wbr>List<wbr>Environment</code></td><td>The style of list the view sits in, so cells can match it</td></tr>
<tr><th scope="row"><code>hdr<wbr>Headroom<wbr>Usage<wbr>Limit</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>HDR<wbr>Headroom<wbr>Usage<wbr>Limit</code></td><td>A limit on how much HDR headroom content may use</td></tr>
<tr><th scope="row"><code>resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></td><td>Whether natural text alignment follows the base writing direction of the text</td></tr>
<tr><th scope="row"><code>split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></td><td>Whether the view is inside a split view controller, and whether that is expanded or collapsed</td></tr>
<tr><th scope="row"><code>tab<wbr>Accessory<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Tab<wbr>Accessory<wbr>Environment</code></td><td>Whether the collection comes from the content view of a tab accessory</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">17</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
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
<caption><span class="release-badge">iOS 27</span> Traits added after the guide's four (iOS 8)</caption>
<thead>
<tr><th scope="col">Trait</th><th scope="col">Since</th><th scope="col">Trait type (iOS 17)</th><th scope="col">What it tells you</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>force<wbr>Touch<wbr>Capability</code></th><td>iOS 9.0</td><td><code>UI<wbr>Trait<wbr>Force<wbr>Touch<wbr>Capability</code></td><td>Whether 3D Touch is available: only some devices have it, and the person can turn it off</td></tr>
<tr><th scope="row"><code>displayGamut</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Display<wbr>Gamut</code></td><td>The colour gamut of the current display (sRGB or Display P3)</td></tr>
<tr><th scope="row"><code>layoutDirection</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Layout<wbr>Direction</code></td><td>Whether the environment lays out left to right or right to left (Arabic, Hebrew)</td></tr>
<tr><th scope="row"><code>preferred<wbr>Content<wbr>Size<wbr>Category</code></th><td>iOS 10.0</td><td><code>UI<wbr>Trait<wbr>Preferred<wbr>Content<wbr>Size<wbr>Category</code></td><td>The text size the person chose (Dynamic Type), including the accessibility sizes</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Style</code></th><td>iOS 12.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Style</code></td><td>Light or dark appearance (dark mode); it follows the person's setting unless overridden</td></tr>
<tr><th scope="row"><code>user<wbr>Interface<wbr>Level</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>User<wbr>Interface<wbr>Level</code></td><td>Whether content sits at the base level of the window or is elevated above it (a sheet, a popover)</td></tr>
<tr><th scope="row"><code>accessibility<wbr>Contrast</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Accessibility<wbr>Contrast</code></td><td>Whether the person asked for higher contrast in Accessibility settings</td></tr>
<tr><th scope="row"><code>legibilityWeight</code></th><td>iOS 13.0</td><td><code>UI<wbr>Trait<wbr>Legibility<wbr>Weight</code></td><td>Whether Bold Text is on, so text should be drawn heavier</td></tr>
<tr><th scope="row"><code>activeAppearance</code></th><td>iOS 14.0</td><td><code>UI<wbr>Trait<wbr>Active<wbr>Appearance</code></td><td>Whether the scene is frontmost; with windowed apps on iPad it tells the front window from the others</td></tr>
<tr><th scope="row"><code>image<wbr>Dynamic<wbr>Range</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Image<wbr>Dynamic<wbr>Range</code></td><td>The dynamic range in which images are rendered (standard or high)</td></tr>
<tr><th scope="row"><code>typesetting<wbr>Language</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Typesetting<wbr>Language</code></td><td>The language whose typesetting rules text should follow</td></tr>
<tr><th scope="row"><code>scene<wbr>Capture<wbr>State</code></th><td>iOS 17.0</td><td><code>UI<wbr>Trait<wbr>Scene<wbr>Capture<wbr>State</code></td><td>Whether the scene is being captured, for example recorded or mirrored</td></tr>
<tr><th scope="row"><code>listEnvironment</code></th><td>iOS 18.0</td><td><code>UI<wbr>Trait<wbr>List<wbr>Environment</code></td><td>The style of list the view sits in, so cells can match it</td></tr>
<tr><th scope="row"><code>hdr<wbr>Headroom<wbr>Usage<wbr>Limit</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>HDR<wbr>Headroom<wbr>Usage<wbr>Limit</code></td><td>A limit on how much HDR headroom content may use</td></tr>
<tr><th scope="row"><code>resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Resolves<wbr>Natural<wbr>Alignment<wbr>With<wbr>Base<wbr>Writing<wbr>Direction</code></td><td>Whether natural text alignment follows the base writing direction of the text</td></tr>
<tr><th scope="row"><code>split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Split<wbr>View<wbr>Controller<wbr>Layout<wbr>Environment</code></td><td>Whether the view is inside a split view controller, and whether that is expanded or collapsed</td></tr>
<tr><th scope="row"><code>tab<wbr>Accessory<wbr>Environment</code></th><td>iOS 26.0</td><td><code>UI<wbr>Trait<wbr>Tab<wbr>Accessory<wbr>Environment</code></td><td>Whether the collection comes from the content view of a tab accessory</td></tr>
<tr><th scope="row"><code>navigation<wbr>Title<wbr>Alignment</code></th><td>iOS 27.2</td><td><code>UI<wbr>Trait<wbr>Navigation<wbr>Title<wbr>Alignment</code></td><td>The alignment the navigation bar resolved for its title (leading or centre); overriding it does not move the title</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">18</span><span class="visually-hidden"> for Traits added after the guide's four (iOS 8)</span></summary>
<dl>
<dt>Apple documentation</dt>
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
