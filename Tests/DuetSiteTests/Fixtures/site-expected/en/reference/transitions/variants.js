window.duetVariants=[`<div class="release-variant" data-variant="8 9" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 8–9</span> Transition APIs beyond the transitioning delegate, by release</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">Since</th><th scope="col">What it is for</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a push or a pop</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that push or pop</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a tab switch</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that tab switch</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Transition APIs beyond the transitioning delegate, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10 11 12 13 14 15 16 17" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 10–17</span> Transition APIs beyond the transitioning delegate, by release</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">Since</th><th scope="col">What it is for</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a push or a pop</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that push or pop</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a tab switch</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that tab switch</td></tr>
<tr><th scope="row"><code>UI<wbr>View<wbr>Property<wbr>Animator</code></th><td>iOS 10</td><td>An animation that can be paused, scrubbed and reversed</td></tr>
<tr><th scope="row"><code>interruptible<wbr>Animator<wbr>(using:)</code></th><td>iOS 10</td><td>Hands UIKit the animator that runs the transition</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for Transition APIs beyond the transitioning delegate, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewpropertyanimator" rel="external">UIViewPropertyAnimator (iOS 10) and isInterruptible</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)" rel="external">UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (iOS 10): return the same animator for the whole transition</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 18</span> Transition APIs beyond the transitioning delegate, by release</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">Since</th><th scope="col">What it is for</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a push or a pop</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that push or pop</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a tab switch</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that tab switch</td></tr>
<tr><th scope="row"><code>UI<wbr>View<wbr>Property<wbr>Animator</code></th><td>iOS 10</td><td>An animation that can be paused, scrubbed and reversed</td></tr>
<tr><th scope="row"><code>interruptible<wbr>Animator<wbr>(using:)</code></th><td>iOS 10</td><td>Hands UIKit the animator that runs the transition</td></tr>
<tr><th scope="row"><code>zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18</td><td>System zoom from a view, for a push or a presentation</td></tr>
<tr><th scope="row"><code>interactive<wbr>Dismiss<wbr>Should<wbr>Begin</code></th><td>iOS 18</td><td>Decides whether the zoom's interactive dismissal may start</td></tr>
<tr><th scope="row"><code>alignment<wbr>Rect<wbr>Provider</code></th><td>iOS 18</td><td>Where in the zoomed view the source view lines up</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">7</span><span class="visually-hidden"> for Transition APIs beyond the transitioning delegate, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewpropertyanimator" rel="external">UIViewPropertyAnimator (iOS 10) and isInterruptible</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)" rel="external">UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (iOS 10): return the same animator for the whole transition</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions" rel="external">Enhancing your app with fluid transitions (the zoom on a push and a presentation; where it runs)</a> (rows: zoom(options:sourceViewProvider:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions" rel="external">UIViewController.Transition.ZoomOptions (iOS 18): interactiveDismissShouldBegin, alignmentRectProvider, dimmingColor, dimmingVisualEffect</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 26.0+</span> Transition APIs beyond the transitioning delegate, by release</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">Since</th><th scope="col">What it is for</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a push or a pop</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that push or pop</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>Animator for a tab switch</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>Interactive driver for that tab switch</td></tr>
<tr><th scope="row"><code>UI<wbr>View<wbr>Property<wbr>Animator</code></th><td>iOS 10</td><td>An animation that can be paused, scrubbed and reversed</td></tr>
<tr><th scope="row"><code>interruptible<wbr>Animator<wbr>(using:)</code></th><td>iOS 10</td><td>Hands UIKit the animator that runs the transition</td></tr>
<tr><th scope="row"><code>zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18</td><td>System zoom from a view, for a push or a presentation</td></tr>
<tr><th scope="row"><code>interactive<wbr>Dismiss<wbr>Should<wbr>Begin</code></th><td>iOS 18</td><td>Decides whether the zoom's interactive dismissal may start</td></tr>
<tr><th scope="row"><code>alignment<wbr>Rect<wbr>Provider</code></th><td>iOS 18</td><td>Where in the zoomed view the source view lines up</td></tr>
<tr><th scope="row"><code>zoom<wbr>(options:<wbr>source<wbr>Bar<wbr>Button<wbr>Item<wbr>Provider:)</code></th><td>iOS 26</td><td>The same zoom from a bar button item</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">8</span><span class="visually-hidden"> for Transition APIs beyond the transitioning delegate, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewpropertyanimator" rel="external">UIViewPropertyAnimator (iOS 10) and isInterruptible</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)" rel="external">UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (iOS 10): return the same animator for the whole transition</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions" rel="external">Enhancing your app with fluid transitions (the zoom on a push and a presentation; where it runs)</a> (rows: zoom(options:sourceViewProvider:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions" rel="external">UIViewController.Transition.ZoomOptions (iOS 18): interactiveDismissShouldBegin, alignmentRectProvider, dimmingColor, dimmingVisualEffect</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:) (iOS 26)</a></dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="preferred-transitions">
<caption><span class="release-badge">iOS 18</span> Values of preferredTransition (iOS 18 and later)</caption>
<thead>
<tr><th scope="col">Transition</th><th scope="col">Since</th><th scope="col">Push too</th><th scope="col">What it does</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18.0</td><td>yes</td><td>Grows the new view out of the view the provider returns, and shrinks it back there on dismissal; the provider is asked again each time</td></tr>
<tr><th scope="row"><code>.coverVertical</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
<tr><th scope="row"><code>.flipHorizontal</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
<tr><th scope="row"><code>.crossDissolve</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
<tr><th scope="row"><code>.partialCurl</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Values of preferredTransition (iOS 18 and later)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition" rel="external">UIViewController.Transition and preferredTransition (iOS 18)</a> (rows: .zoom(options:sourceViewProvider:), .coverVertical, .flipHorizontal, .crossDissolve, .partialCurl)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="preferred-transitions">
<caption><span class="release-badge">iOS 26.0+</span> Values of preferredTransition (iOS 18 and later)</caption>
<thead>
<tr><th scope="col">Transition</th><th scope="col">Since</th><th scope="col">Push too</th><th scope="col">What it does</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18.0</td><td>yes</td><td>Grows the new view out of the view the provider returns, and shrinks it back there on dismissal; the provider is asked again each time</td></tr>
<tr><th scope="row"><code>.zoom<wbr>(options:<wbr>source<wbr>Bar<wbr>Button<wbr>Item<wbr>Provider:)</code></th><td>iOS 26.0</td><td>yes</td><td>The same zoom, from a bar button item</td></tr>
<tr><th scope="row"><code>.coverVertical</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
<tr><th scope="row"><code>.flipHorizontal</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
<tr><th scope="row"><code>.crossDissolve</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
<tr><th scope="row"><code>.partialCurl</code></th><td>iOS 18.0</td><td>not documented</td><td>Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Values of preferredTransition (iOS 18 and later)</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition" rel="external">UIViewController.Transition and preferredTransition (iOS 18)</a> (rows: .zoom(options:sourceViewProvider:), .zoom(options:sourceBarButtonItemProvider:), .coverVertical, .flipHorizontal, .crossDissolve, .partialCurl)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:) (iOS 26)</a></dd>
</dl>
</details>
</div>
`];
