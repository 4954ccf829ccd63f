window.duetVariants=[`<div class="release-variant" data-variant="8 9" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 8–9</span> 转场代理之外的转场 API（按系统版本）</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">起始版本</th><th scope="col">用途</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>推入或弹出的动画器</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该推入或弹出的交互控制器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>切换标签的动画器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该标签切换的交互控制器</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">2</span><span class="visually-hidden">：转场代理之外的转场 API（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10 11 12 13 14 15 16 17" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 10–17</span> 转场代理之外的转场 API（按系统版本）</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">起始版本</th><th scope="col">用途</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>推入或弹出的动画器</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该推入或弹出的交互控制器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>切换标签的动画器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该标签切换的交互控制器</td></tr>
<tr><th scope="row"><code>UI<wbr>View<wbr>Property<wbr>Animator</code></th><td>iOS 10</td><td>可以暂停、拖动进度和反向播放的动画</td></tr>
<tr><th scope="row"><code>interruptible<wbr>Animator<wbr>(using:)</code></th><td>iOS 10</td><td>把执行转场的动画器交给 UIKit</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">4</span><span class="visually-hidden">：转场代理之外的转场 API（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewpropertyanimator" rel="external">UIViewPropertyAnimator (iOS 10) and isInterruptible</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)" rel="external">UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (iOS 10): return the same animator for the whole transition</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 18</span> 转场代理之外的转场 API（按系统版本）</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">起始版本</th><th scope="col">用途</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>推入或弹出的动画器</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该推入或弹出的交互控制器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>切换标签的动画器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该标签切换的交互控制器</td></tr>
<tr><th scope="row"><code>UI<wbr>View<wbr>Property<wbr>Animator</code></th><td>iOS 10</td><td>可以暂停、拖动进度和反向播放的动画</td></tr>
<tr><th scope="row"><code>interruptible<wbr>Animator<wbr>(using:)</code></th><td>iOS 10</td><td>把执行转场的动画器交给 UIKit</td></tr>
<tr><th scope="row"><code>zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18</td><td>从视图开始的系统缩放转场，可用于推入或呈现</td></tr>
<tr><th scope="row"><code>interactive<wbr>Dismiss<wbr>Should<wbr>Begin</code></th><td>iOS 18</td><td>决定缩放转场的交互式关闭能否开始</td></tr>
<tr><th scope="row"><code>alignment<wbr>Rect<wbr>Provider</code></th><td>iOS 18</td><td>源视图与被放大视图中的哪个矩形对齐</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">7</span><span class="visually-hidden">：转场代理之外的转场 API（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewpropertyanimator" rel="external">UIViewPropertyAnimator (iOS 10) and isInterruptible</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)" rel="external">UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (iOS 10): return the same animator for the whole transition</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions" rel="external">Enhancing your app with fluid transitions (the zoom on a push and a presentation; where it runs)</a>（适用行：zoom(options:sourceViewProvider:)）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions" rel="external">UIViewController.Transition.ZoomOptions (iOS 18): interactiveDismissShouldBegin, alignmentRectProvider, dimmingColor, dimmingVisualEffect</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="modern-transitions">
<caption><span class="release-badge">iOS 26.0+</span> 转场代理之外的转场 API（按系统版本）</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">起始版本</th><th scope="col">用途</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>animation<wbr>Controller<wbr>For:<wbr>from:<wbr>to:)</code></th><td>iOS 7</td><td>推入或弹出的动画器</td></tr>
<tr><th scope="row"><code>navigation<wbr>Controller<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该推入或弹出的交互控制器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>animation<wbr>Controller<wbr>For<wbr>Transition<wbr>From:<wbr>to:)</code></th><td>iOS 7</td><td>切换标签的动画器</td></tr>
<tr><th scope="row"><code>tabBarController<wbr>(_:<wbr>interaction<wbr>Controller<wbr>For:)</code></th><td>iOS 7</td><td>驱动该标签切换的交互控制器</td></tr>
<tr><th scope="row"><code>UI<wbr>View<wbr>Property<wbr>Animator</code></th><td>iOS 10</td><td>可以暂停、拖动进度和反向播放的动画</td></tr>
<tr><th scope="row"><code>interruptible<wbr>Animator<wbr>(using:)</code></th><td>iOS 10</td><td>把执行转场的动画器交给 UIKit</td></tr>
<tr><th scope="row"><code>zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18</td><td>从视图开始的系统缩放转场，可用于推入或呈现</td></tr>
<tr><th scope="row"><code>interactive<wbr>Dismiss<wbr>Should<wbr>Begin</code></th><td>iOS 18</td><td>决定缩放转场的交互式关闭能否开始</td></tr>
<tr><th scope="row"><code>alignment<wbr>Rect<wbr>Provider</code></th><td>iOS 18</td><td>源视图与被放大视图中的哪个矩形对齐</td></tr>
<tr><th scope="row"><code>zoom<wbr>(options:<wbr>source<wbr>Bar<wbr>Button<wbr>Item<wbr>Provider:)</code></th><td>iOS 26</td><td>同样的缩放转场，起点是栏按钮项</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">8</span><span class="visually-hidden">：转场代理之外的转场 API（按系统版本）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)" rel="external">UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:) and navigationController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)" rel="external">UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:) (iOS 7)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewpropertyanimator" rel="external">UIViewPropertyAnimator (iOS 10) and isInterruptible</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)" rel="external">UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:) (iOS 10): return the same animator for the whole transition</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions" rel="external">Enhancing your app with fluid transitions (the zoom on a push and a presentation; where it runs)</a>（适用行：zoom(options:sourceViewProvider:)）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions" rel="external">UIViewController.Transition.ZoomOptions (iOS 18): interactiveDismissShouldBegin, alignmentRectProvider, dimmingColor, dimmingVisualEffect</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:) (iOS 26)</a></dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="preferred-transitions">
<caption><span class="release-badge">iOS 18</span> preferredTransition 的取值（iOS 18 及以后）</caption>
<thead>
<tr><th scope="col">转场</th><th scope="col">起始版本</th><th scope="col">也用于推入</th><th scope="col">效果</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18.0</td><td>是</td><td>新视图从提供者返回的视图中放大展开，关闭时缩回原处；每次都会重新询问提供者</td></tr>
<tr><th scope="row"><code>.coverVertical</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
<tr><th scope="row"><code>.flipHorizontal</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
<tr><th scope="row"><code>.crossDissolve</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
<tr><th scope="row"><code>.partialCurl</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">2</span><span class="visually-hidden">：preferredTransition 的取值（iOS 18 及以后）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition" rel="external">UIViewController.Transition and preferredTransition (iOS 18)</a>（适用行：.zoom(options:sourceViewProvider:)、.coverVertical、.flipHorizontal、.crossDissolve、.partialCurl）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="preferred-transitions">
<caption><span class="release-badge">iOS 26.0+</span> preferredTransition 的取值（iOS 18 及以后）</caption>
<thead>
<tr><th scope="col">转场</th><th scope="col">起始版本</th><th scope="col">也用于推入</th><th scope="col">效果</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.zoom<wbr>(options:<wbr>source<wbr>View<wbr>Provider:)</code></th><td>iOS 18.0</td><td>是</td><td>新视图从提供者返回的视图中放大展开，关闭时缩回原处；每次都会重新询问提供者</td></tr>
<tr><th scope="row"><code>.zoom<wbr>(options:<wbr>source<wbr>Bar<wbr>Button<wbr>Item<wbr>Provider:)</code></th><td>iOS 26.0</td><td>是</td><td>同样的缩放效果，起点是一个栏按钮项</td></tr>
<tr><th scope="row"><code>.coverVertical</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
<tr><th scope="row"><code>.flipHorizontal</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
<tr><th scope="row"><code>.crossDissolve</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
<tr><th scope="row"><code>.partialCurl</code></th><td>iOS 18.0</td><td>文档未说明</td><td>与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">3</span><span class="visually-hidden">：preferredTransition 的取值（iOS 18 及以后）</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition" rel="external">UIViewController.Transition and preferredTransition (iOS 18)</a>（适用行：.zoom(options:sourceViewProvider:)、.zoom(options:sourceBarButtonItemProvider:)、.coverVertical、.flipHorizontal、.crossDissolve、.partialCurl）</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:)" rel="external">UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:) (iOS 26)</a></dd>
</dl>
</details>
</div>
`];
