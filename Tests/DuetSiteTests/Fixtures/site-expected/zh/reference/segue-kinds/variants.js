window.duetVariants=[`<div class="release-variant" data-variant="9 10 11 12" data-badge="iOS 9–12" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="unwind-search" viewBox="0 0 780 423" width="780" height="423" role="img" aria-label="时序图，按顺序逐条列出每个调用：谁调用谁、调用的方法，以及随之变化的值；带 ✕ 的一条表示该对象没有收到这个调用，并写明原因。图下的列表给出同样的内容。" lang="zh-Hans">
<g aria-hidden="true">
  <g data-step="1" data-caller="UIKit" data-receiver="FlowNavigationController" data-callback="" data-notified="false">
    <rect x="34" y="14" width="742" height="26" rx="4" class="fig-box"/>
    <text x="22" y="34" class="fig-heading" text-anchor="end">1</text>
    <text x="42" y="32" class="fig-small">向外移到父视图控制器 FlowNavigationController</text>
  </g>
  <g data-step="2" data-caller="UIKit" data-receiver="FlowNavigationController" data-callback="allowedChildrenForUnwinding(from:)" data-notified="true">
    <text x="22" y="84" class="fig-heading" text-anchor="end">2</text>
    <text x="34" y="70" class="fig-small">UIKit → FlowNavigationController</text>
    <text x="34" y="88" class="fig-label">allowedChildrenForUnwinding(from:)</text>
    <text x="44" y="105" class="fig-small">→ [StepOneViewController]</text>
    <line x1="26" y1="60" x2="26" y2="109" class="fig-call"/>
  </g>
  <g data-step="3" data-caller="UIKit" data-receiver="StepOneViewController" data-callback="canPerformUnwindSegueAction(_:from:withSender:)" data-notified="true">
    <text x="22" y="147" class="fig-heading" text-anchor="end">3</text>
    <text x="34" y="133" class="fig-small">UIKit → StepOneViewController</text>
    <text x="34" y="151" class="fig-label">canPerformUnwindSegueAction(_:from:withSender:)</text>
    <text x="44" y="168" class="fig-small">→ false</text>
    <line x1="26" y1="123" x2="26" y2="172" class="fig-call"/>
  </g>
  <g data-step="4" data-caller="UIKit" data-receiver="FlowNavigationController" data-callback="canPerformUnwindSegueAction(_:from:withSender:)" data-notified="true">
    <text x="22" y="210" class="fig-heading" text-anchor="end">4</text>
    <text x="34" y="196" class="fig-small">UIKit → FlowNavigationController</text>
    <text x="34" y="214" class="fig-label">canPerformUnwindSegueAction(_:from:withSender:)</text>
    <text x="44" y="231" class="fig-small">→ false</text>
    <line x1="26" y1="186" x2="26" y2="235" class="fig-call"/>
  </g>
  <g data-step="5" data-caller="UIKit" data-receiver="NavigationController" data-callback="" data-notified="false">
    <rect x="34" y="253" width="742" height="26" rx="4" class="fig-box"/>
    <text x="22" y="273" class="fig-heading" text-anchor="end">5</text>
    <text x="42" y="271" class="fig-small">向外移到呈现了 FlowNavigationController 的 NavigationController</text>
  </g>
  <g data-step="6" data-caller="UIKit" data-receiver="NavigationController" data-callback="allowedChildrenForUnwinding(from:)" data-notified="true">
    <text x="22" y="323" class="fig-heading" text-anchor="end">6</text>
    <text x="34" y="309" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="327" class="fig-label">allowedChildrenForUnwinding(from:)</text>
    <text x="44" y="344" class="fig-small">→ [ListViewController, DetailViewController]</text>
    <line x1="26" y1="299" x2="26" y2="348" class="fig-call"/>
  </g>
  <g data-step="7" data-caller="UIKit" data-receiver="ListViewController" data-callback="canPerformUnwindSegueAction(_:from:withSender:)" data-notified="true">
    <text x="22" y="386" class="fig-heading" text-anchor="end">7</text>
    <text x="34" y="372" class="fig-small">UIKit → ListViewController</text>
    <text x="34" y="390" class="fig-label">canPerformUnwindSegueAction(_:from:withSender:)</text>
    <text x="44" y="407" class="fig-small">→ true</text>
    <line x1="26" y1="362" x2="26" y2="411" class="fig-call"/>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="13 14 15 16 17 18 26 27" data-badge="iOS 13.0+" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="unwind-search" viewBox="0 0 780 423" width="780" height="423" role="img" aria-label="时序图，按顺序逐条列出每个调用：谁调用谁、调用的方法，以及随之变化的值；带 ✕ 的一条表示该对象没有收到这个调用，并写明原因。图下的列表给出同样的内容。" lang="zh-Hans">
<g aria-hidden="true">
  <g data-step="1" data-caller="UIKit" data-receiver="FlowNavigationController" data-callback="" data-notified="false">
    <rect x="34" y="14" width="742" height="26" rx="4" class="fig-box"/>
    <text x="22" y="34" class="fig-heading" text-anchor="end">1</text>
    <text x="42" y="32" class="fig-small">向外移到父视图控制器 FlowNavigationController</text>
  </g>
  <g data-step="2" data-caller="UIKit" data-receiver="FlowNavigationController" data-callback="allowedChildrenForUnwinding(from:)" data-notified="true">
    <text x="22" y="84" class="fig-heading" text-anchor="end">2</text>
    <text x="34" y="70" class="fig-small">UIKit → FlowNavigationController</text>
    <text x="34" y="88" class="fig-label">allowedChildrenForUnwinding(from:)</text>
    <text x="44" y="105" class="fig-small">→ [StepOneViewController]</text>
    <line x1="26" y1="60" x2="26" y2="109" class="fig-call"/>
  </g>
  <g data-step="3" data-caller="UIKit" data-receiver="StepOneViewController" data-callback="canPerformUnwindSegueAction(_:from:sender:)" data-notified="true">
    <text x="22" y="147" class="fig-heading" text-anchor="end">3</text>
    <text x="34" y="133" class="fig-small">UIKit → StepOneViewController</text>
    <text x="34" y="151" class="fig-label">canPerformUnwindSegueAction(_:from:sender:)</text>
    <text x="44" y="168" class="fig-small">→ false</text>
    <line x1="26" y1="123" x2="26" y2="172" class="fig-call"/>
  </g>
  <g data-step="4" data-caller="UIKit" data-receiver="FlowNavigationController" data-callback="canPerformUnwindSegueAction(_:from:sender:)" data-notified="true">
    <text x="22" y="210" class="fig-heading" text-anchor="end">4</text>
    <text x="34" y="196" class="fig-small">UIKit → FlowNavigationController</text>
    <text x="34" y="214" class="fig-label">canPerformUnwindSegueAction(_:from:sender:)</text>
    <text x="44" y="231" class="fig-small">→ false</text>
    <line x1="26" y1="186" x2="26" y2="235" class="fig-call"/>
  </g>
  <g data-step="5" data-caller="UIKit" data-receiver="NavigationController" data-callback="" data-notified="false">
    <rect x="34" y="253" width="742" height="26" rx="4" class="fig-box"/>
    <text x="22" y="273" class="fig-heading" text-anchor="end">5</text>
    <text x="42" y="271" class="fig-small">向外移到呈现了 FlowNavigationController 的 NavigationController</text>
  </g>
  <g data-step="6" data-caller="UIKit" data-receiver="NavigationController" data-callback="allowedChildrenForUnwinding(from:)" data-notified="true">
    <text x="22" y="323" class="fig-heading" text-anchor="end">6</text>
    <text x="34" y="309" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="327" class="fig-label">allowedChildrenForUnwinding(from:)</text>
    <text x="44" y="344" class="fig-small">→ [ListViewController, DetailViewController]</text>
    <line x1="26" y1="299" x2="26" y2="348" class="fig-call"/>
  </g>
  <g data-step="7" data-caller="UIKit" data-receiver="ListViewController" data-callback="canPerformUnwindSegueAction(_:from:sender:)" data-notified="true">
    <text x="22" y="386" class="fig-heading" text-anchor="end">7</text>
    <text x="34" y="372" class="fig-small">UIKit → ListViewController</text>
    <text x="34" y="390" class="fig-label">canPerformUnwindSegueAction(_:from:sender:)</text>
    <text x="44" y="407" class="fig-small">→ true</text>
    <line x1="26" y1="362" x2="26" y2="411" class="fig-call"/>
  </g>
</g>
</svg>
</div>
</div>
`];
