window.duetVariants=[`<div class="release-variant" data-variant="15" hidden>
<table class="duet-table" data-table-id="sheet-detents">
<caption><span class="release-badge">iOS 15</span> Sheet detents in each environment (iOS 15 and later)</caption>
<thead>
<tr><th scope="col">Detent</th><th scope="col">Since</th><th scope="col">Regular width and height</th><th scope="col">Compact width</th><th scope="col">Compact height</th><th scope="col">Compact height, edge-attached</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.large<wbr>()</code></th><td>iOS 15.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>The full height a sheet can take</td><td>Looks full screen</td><td>Attached to the bottom edge</td></tr>
<tr><th scope="row"><code>.medium<wbr>()</code></th><td>iOS 15.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>About half the screen's height</td><td>Inactive: the sheet uses its other detents</td><td>Inactive: the sheet uses its other detents</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Sheet detents in each environment (iOS 15 and later)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="16 17 18" hidden>
<table class="duet-table" data-table-id="sheet-detents">
<caption><span class="release-badge">iOS 16–18</span> Sheet detents in each environment (iOS 15 and later)</caption>
<thead>
<tr><th scope="col">Detent</th><th scope="col">Since</th><th scope="col">Regular width and height</th><th scope="col">Compact width</th><th scope="col">Compact height</th><th scope="col">Compact height, edge-attached</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.large<wbr>()</code></th><td>iOS 15.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>The full height a sheet can take</td><td>Looks full screen</td><td>Attached to the bottom edge</td></tr>
<tr><th scope="row"><code>.medium<wbr>()</code></th><td>iOS 15.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>About half the screen's height</td><td>Inactive: the sheet uses its other detents</td><td>Inactive: the sheet uses its other detents</td></tr>
<tr><th scope="row"><code>.custom<wbr>(identifier:<wbr>resolver:)</code></th><td>iOS 16.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>The height the resolver returns; nil makes the detent inactive</td><td>Looks full screen</td><td>Attached to the bottom edge</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Sheet detents in each environment (iOS 15 and later)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="sheet-detents">
<caption><span class="release-badge">iOS 26.0+</span> Sheet detents in each environment (iOS 15 and later)</caption>
<thead>
<tr><th scope="col">Detent</th><th scope="col">Since</th><th scope="col">Regular width and height</th><th scope="col">Compact width</th><th scope="col">Compact height</th><th scope="col">Compact height, edge-attached</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.large<wbr>()</code></th><td>iOS 15.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>The full height a sheet can take; at the full height more opaque, against the screen's edge</td><td>Looks full screen</td><td>Attached to the bottom edge</td></tr>
<tr><th scope="row"><code>.medium<wbr>()</code></th><td>iOS 15.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>About half the screen's height; inset from the screen's edges with a Liquid Glass background</td><td>Inactive: the sheet uses its other detents</td><td>Inactive: the sheet uses its other detents</td></tr>
<tr><th scope="row"><code>.custom<wbr>(identifier:<wbr>resolver:)</code></th><td>iOS 16.0</td><td>Not documented: the sheet is a centred card here, and Apple gives no detent height</td><td>The height the resolver returns; nil makes the detent inactive; inset from the screen's edges with a Liquid Glass background</td><td>Looks full screen</td><td>Attached to the bottom edge</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for Sheet detents in each environment (iOS 15 and later)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
<dd><a href="https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass" rel="external">Adopting Liquid Glass (iOS 26): half sheets are inset from the display's edge with Liquid Glass and turn more opaque at full height</a> (rows: .large(), .medium(), .custom(identifier:resolver:))</dd>
<dt>WWDC sessions</dt>
<dd><a href="https://developer.apple.com/videos/play/wwdc2025/323" rel="external">WWDC25 session 323, Build a SwiftUI app with the new design: partial-height sheets are inset with a Liquid Glass background; full height turns opaque and meets the screen's edge</a> (rows: .large(), .medium(), .custom(identifier:resolver:))</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="15" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 15</span> What changed for sheets, by release</caption>
<thead>
<tr><th scope="col">Since</th><th scope="col">API or behaviour</th><th scope="col">What it does</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>A page or form sheet can rest at .medium() or .large(); .medium() is about half the screen's height and inactive in a compact height</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>Shows the grabber at the top of the sheet (false by default); the system hides it in some cases</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>The adaptive delegate configures the presentation controller a presentation adapts to (the sheet a popover becomes) before it appears</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for What changed for sheets, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a> (rows: iOS 15.0)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="16" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 16</span> What changed for sheets, by release</caption>
<thead>
<tr><th scope="col">Since</th><th scope="col">API or behaviour</th><th scope="col">What it does</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>A page or form sheet can rest at .medium() or .large(); .medium() is about half the screen's height and inactive in a compact height</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>Shows the grabber at the top of the sheet (false by default); the system hides it in some cases</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>The adaptive delegate configures the presentation controller a presentation adapts to (the sheet a popover becomes) before it appears</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>A detent whose height a closure computes; returning nil makes it inactive</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for What changed for sheets, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a> (rows: iOS 16.0)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="17 18" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 17–18</span> What changed for sheets, by release</caption>
<thead>
<tr><th scope="col">Since</th><th scope="col">API or behaviour</th><th scope="col">What it does</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>A page or form sheet can rest at .medium() or .large(); .medium() is about half the screen's height and inactive in a compact height</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>Shows the grabber at the top of the sheet (false by default); the system hides it in some cases</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>The adaptive delegate configures the presentation controller a presentation adapts to (the sheet a popover becomes) before it appears</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>A detent whose height a closure computes; returning nil makes it inactive</td></tr>
<tr><th scope="row">iOS 17.0</th><td><code>prefers<wbr>Page<wbr>Sizing</code></td><td>Sizes the sheet like a page sheet (true) or by preferredContentSize like a form sheet (false)</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">6</span><span class="visually-hidden"> for What changed for sheets, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a> (rows: iOS 16.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing" rel="external">UISheetPresentationController.prefersPageSizing (iOS 17)</a> (rows: iOS 17.0)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 26</span> What changed for sheets, by release</caption>
<thead>
<tr><th scope="col">Since</th><th scope="col">API or behaviour</th><th scope="col">What it does</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>A page or form sheet can rest at .medium() or .large(); .medium() is about half the screen's height and inactive in a compact height</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>Shows the grabber at the top of the sheet (false by default); the system hides it in some cases</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>The adaptive delegate configures the presentation controller a presentation adapts to (the sheet a popover becomes) before it appears</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>A detent whose height a closure computes; returning nil makes it inactive</td></tr>
<tr><th scope="row">iOS 17.0</th><td><code>prefers<wbr>Page<wbr>Sizing</code></td><td>Sizes the sheet like a page sheet (true) or by preferredContentSize like a form sheet (false)</td></tr>
<tr><th scope="row">iOS 26.0</th><td><code>.formSheet</code>, regular width and height</td><td>The content behind gets a Liquid Glass layer where Apple's page said a dimming layer before</td></tr>
<tr><th scope="row">iOS 26.0</th><td>Sheets at a partial height</td><td>Are inset from the screen's edges with a Liquid Glass background, without any code; at the full height they turn more opaque against the screen's edge</td></tr>
<tr><th scope="row">iOS 26.1</th><td><code>UI<wbr>Presentation<wbr>Controller.<wbr>backgroundEffect</code></td><td>A visual effect for the presentation's background, on every presentation controller; Apple's page gives the declaration only</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">10</span><span class="visually-hidden"> for What changed for sheets, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a> (rows: iOS 16.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing" rel="external">UISheetPresentationController.prefersPageSizing (iOS 17)</a> (rows: iOS 17.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet" rel="external">UIModalPresentationStyle.formSheet (a Liquid Glass layer over the content behind in a regular width and height, in the iOS 26 wording)</a> (rows: iOS 26.0)</dd>
<dd><a href="https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass" rel="external">Adopting Liquid Glass (iOS 26): half sheets are inset from the display's edge with Liquid Glass and turn more opaque at full height</a> (rows: iOS 26.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uipresentationcontroller/backgroundeffect" rel="external">UIPresentationController.backgroundEffect (iOS 26.1; the page gives the declaration only)</a></dd>
<dt>WWDC sessions</dt>
<dd><a href="https://developer.apple.com/videos/play/wwdc2025/323" rel="external">WWDC25 session 323, Build a SwiftUI app with the new design: partial-height sheets are inset with a Liquid Glass background; full height turns opaque and meets the screen's edge</a> (rows: iOS 26.0)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="sheet-changes">
<caption><span class="release-badge">iOS 27</span> What changed for sheets, by release</caption>
<thead>
<tr><th scope="col">Since</th><th scope="col">API or behaviour</th><th scope="col">What it does</th></tr>
</thead>
<tbody>
<tr><th scope="row">iOS 15.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller</code>, <code>detents</code></td><td>A page or form sheet can rest at .medium() or .large(); .medium() is about half the screen's height and inactive in a compact height</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>prefers<wbr>Grabber<wbr>Visible</code></td><td>Shows the grabber at the top of the sheet (false by default); the system hides it in some cases</td></tr>
<tr><th scope="row">iOS 15.0</th><td><code>presentation<wbr>Controller<wbr>(_:<wbr>prepare:)</code></td><td>The adaptive delegate configures the presentation controller a presentation adapts to (the sheet a popover becomes) before it appears</td></tr>
<tr><th scope="row">iOS 16.0</th><td><code>.custom<wbr>(identifier:<wbr>resolver:)</code></td><td>A detent whose height a closure computes; returning nil makes it inactive</td></tr>
<tr><th scope="row">iOS 17.0</th><td><code>prefers<wbr>Page<wbr>Sizing</code></td><td>Sizes the sheet like a page sheet (true) or by preferredContentSize like a form sheet (false)</td></tr>
<tr><th scope="row">iOS 26.0</th><td><code>.formSheet</code>, regular width and height</td><td>The content behind gets a Liquid Glass layer where Apple's page said a dimming layer before</td></tr>
<tr><th scope="row">iOS 26.0</th><td>Sheets at a partial height</td><td>Are inset from the screen's edges with a Liquid Glass background, without any code; at the full height they turn more opaque against the screen's edge</td></tr>
<tr><th scope="row">iOS 26.1</th><td><code>UI<wbr>Presentation<wbr>Controller.<wbr>backgroundEffect</code></td><td>A visual effect for the presentation's background, on every presentation controller; Apple's page gives the declaration only</td></tr>
<tr><th scope="row">iOS 27.0</th><td><code>UI<wbr>Sheet<wbr>Presentation<wbr>Controller.<wbr>preferred<wbr>Placement</code></td><td>Placement: .automatic, <code>.leading</code>, <code>.center</code>, .trailing. The UIKit pages give declarations only; the SwiftUI counterpart places a sheet at the leading or trailing edge or the centre of the presenting view</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">12</span><span class="visually-hidden"> for What changed for sheets, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller" rel="external">UISheetPresentationController and UISheetPresentationController.Detent</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent" rel="external">UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible" rel="external">UISheetPresentationController.prefersGrabberVisible (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)" rel="external">UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)</a> (rows: iOS 15.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)" rel="external">UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)</a> (rows: iOS 16.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing" rel="external">UISheetPresentationController.prefersPageSizing (iOS 17)</a> (rows: iOS 17.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet" rel="external">UIModalPresentationStyle.formSheet (a Liquid Glass layer over the content behind in a regular width and height, in the iOS 26 wording)</a> (rows: iOS 26.0)</dd>
<dd><a href="https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass" rel="external">Adopting Liquid Glass (iOS 26): half sheets are inset from the display's edge with Liquid Glass and turn more opaque at full height</a> (rows: iOS 26.0)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uipresentationcontroller/backgroundeffect" rel="external">UIPresentationController.backgroundEffect (iOS 26.1; the page gives the declaration only)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredplacement" rel="external">UISheetPresentationController.preferredPlacement and UISheetPresentationController.Placement (iOS 27; declarations only)</a> (rows: iOS 27.0)</dd>
<dd><a href="https://developer.apple.com/documentation/swiftui/view/presentationplacement(_:)" rel="external">SwiftUI presentationPlacement(_:) (iOS 27): leading, trailing or centre of the presenting view; only sheets respect it</a> (rows: iOS 27.0)</dd>
<dt>WWDC sessions</dt>
<dd><a href="https://developer.apple.com/videos/play/wwdc2025/323" rel="external">WWDC25 session 323, Build a SwiftUI app with the new design: partial-height sheets are inset with a Liquid Glass background; full height turns opaque and meets the screen's edge</a> (rows: iOS 26.0)</dd>
</dl>
</details>
</div>
`];
