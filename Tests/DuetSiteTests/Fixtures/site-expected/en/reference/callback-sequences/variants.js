window.duetVariants=[`<div class="release-variant" data-variant="8 9 10 11 12" data-badge="iOS 8–12" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="rotation-sequence" viewBox="0 0 780 814" width="780" height="814" role="img" aria-label="A sequence diagram with every call written out in order: who calls whom, the call, and what changes with it; a call marked ✕ is one the object does not get, with the reason. The list below the figure says the same in words." lang="en">
<g aria-hidden="true">
  <g data-step="1" data-caller="UIKit" data-receiver="NavigationController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="34" class="fig-heading" text-anchor="end">1</text>
    <text x="34" y="20" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="38" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="55" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="10" x2="26" y2="59" class="fig-call"/>
  </g>
  <g data-step="2" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="97" class="fig-heading" text-anchor="end">2</text>
    <text x="34" y="83" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="101" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="118" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="73" x2="26" y2="122" class="fig-call"/>
  </g>
  <g data-step="3" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="willTransition(to:with:)" data-notified="false">
    <text x="22" y="160" class="fig-heading" text-anchor="end">3</text>
    <text x="34" y="146" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="164" class="fig-label">✕ willTransition(to:with:)</text>
    <text x="44" y="181" class="fig-small">Not notified: its container overrides these traits</text>
    <line x1="26" y1="136" x2="26" y2="185" class="fig-silent"/>
  </g>
  <g data-step="4" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="223" class="fig-heading" text-anchor="end">4</text>
    <text x="34" y="209" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="227" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="244" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="199" x2="26" y2="248" class="fig-call"/>
  </g>
  <g data-step="5" data-caller="UIKit" data-receiver="NavigationController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="286" class="fig-heading" text-anchor="end">5</text>
    <text x="34" y="272" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="290" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="307" class="fig-small">414 x 736 → 736 x 414</text>
    <line x1="26" y1="262" x2="26" y2="311" class="fig-call"/>
  </g>
  <g data-step="6" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="349" class="fig-heading" text-anchor="end">6</text>
    <text x="34" y="335" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="353" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="370" class="fig-small">414 x 736 → 736 x 414</text>
    <line x1="26" y1="325" x2="26" y2="374" class="fig-call"/>
  </g>
  <g data-step="7" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="412" class="fig-heading" text-anchor="end">7</text>
    <text x="34" y="398" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="416" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="433" class="fig-small">414 x 736 → 736 x 414</text>
    <line x1="26" y1="388" x2="26" y2="437" class="fig-call"/>
  </g>
  <g data-step="8" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="viewWillTransition(to:with:)" data-notified="false">
    <text x="22" y="475" class="fig-heading" text-anchor="end">8</text>
    <text x="34" y="461" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="479" class="fig-label">✕ viewWillTransition(to:with:)</text>
    <text x="44" y="496" class="fig-small">Not notified: its view has a fixed size</text>
    <line x1="26" y1="451" x2="26" y2="500" class="fig-silent"/>
  </g>
  <g data-step="9" data-caller="UIKit" data-receiver="UIKit" data-callback="" data-notified="false">
    <rect x="34" y="518" width="742" height="26" rx="4" class="fig-box"/>
    <text x="22" y="538" class="fig-heading" text-anchor="end">9</text>
    <text x="42" y="536" class="fig-small">The views animate to the new size; the new size classes and sizes are applied</text>
  </g>
  <g data-step="10" data-caller="UIKit" data-receiver="NavigationController" data-callback="traitCollectionDidChange(_:)" data-notified="true">
    <text x="22" y="588" class="fig-heading" text-anchor="end">10</text>
    <text x="34" y="574" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="592" class="fig-label">traitCollectionDidChange(_:)</text>
    <text x="44" y="609" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="564" x2="26" y2="613" class="fig-call"/>
  </g>
  <g data-step="11" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="traitCollectionDidChange(_:)" data-notified="true">
    <text x="22" y="651" class="fig-heading" text-anchor="end">11</text>
    <text x="34" y="637" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="655" class="fig-label">traitCollectionDidChange(_:)</text>
    <text x="44" y="672" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="627" x2="26" y2="676" class="fig-call"/>
  </g>
  <g data-step="12" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="traitCollectionDidChange(_:)" data-notified="false">
    <text x="22" y="714" class="fig-heading" text-anchor="end">12</text>
    <text x="34" y="700" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="718" class="fig-label">✕ traitCollectionDidChange(_:)</text>
    <text x="44" y="735" class="fig-small">Not notified: its container overrides these traits</text>
    <line x1="26" y1="690" x2="26" y2="739" class="fig-silent"/>
  </g>
  <g data-step="13" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="traitCollectionDidChange(_:)" data-notified="true">
    <text x="22" y="777" class="fig-heading" text-anchor="end">13</text>
    <text x="34" y="763" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="781" class="fig-label">traitCollectionDidChange(_:)</text>
    <text x="44" y="798" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="753" x2="26" y2="802" class="fig-call"/>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="13 14 15 16" data-badge="iOS 13–16" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="rotation-sequence" viewBox="0 0 780 865" width="780" height="865" role="img" aria-label="A sequence diagram with every call written out in order: who calls whom, the call, and what changes with it; a call marked ✕ is one the object does not get, with the reason. The list below the figure says the same in words." lang="en">
<g aria-hidden="true">
  <g data-step="1" data-caller="UIKit" data-receiver="NavigationController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="34" class="fig-heading" text-anchor="end">1</text>
    <text x="34" y="20" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="38" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="55" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="10" x2="26" y2="59" class="fig-call"/>
  </g>
  <g data-step="2" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="97" class="fig-heading" text-anchor="end">2</text>
    <text x="34" y="83" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="101" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="118" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="73" x2="26" y2="122" class="fig-call"/>
  </g>
  <g data-step="3" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="willTransition(to:with:)" data-notified="false">
    <text x="22" y="160" class="fig-heading" text-anchor="end">3</text>
    <text x="34" y="146" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="164" class="fig-label">✕ willTransition(to:with:)</text>
    <text x="44" y="181" class="fig-small">Not notified: its container overrides these traits</text>
    <line x1="26" y1="136" x2="26" y2="185" class="fig-silent"/>
  </g>
  <g data-step="4" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="223" class="fig-heading" text-anchor="end">4</text>
    <text x="34" y="209" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="227" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="244" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="199" x2="26" y2="248" class="fig-call"/>
  </g>
  <g data-step="5" data-caller="UIKit" data-receiver="NavigationController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="286" class="fig-heading" text-anchor="end">5</text>
    <text x="34" y="272" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="290" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="307" class="fig-small">414 x 896 → 896 x 414</text>
    <line x1="26" y1="262" x2="26" y2="311" class="fig-call"/>
  </g>
  <g data-step="6" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="349" class="fig-heading" text-anchor="end">6</text>
    <text x="34" y="335" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="353" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="370" class="fig-small">414 x 896 → 896 x 414</text>
    <line x1="26" y1="325" x2="26" y2="374" class="fig-call"/>
  </g>
  <g data-step="7" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="412" class="fig-heading" text-anchor="end">7</text>
    <text x="34" y="398" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="416" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="433" class="fig-small">414 x 896 → 896 x 414</text>
    <line x1="26" y1="388" x2="26" y2="437" class="fig-call"/>
  </g>
  <g data-step="8" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="viewWillTransition(to:with:)" data-notified="false">
    <text x="22" y="475" class="fig-heading" text-anchor="end">8</text>
    <text x="34" y="461" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="479" class="fig-label">✕ viewWillTransition(to:with:)</text>
    <text x="44" y="496" class="fig-small">Not notified: its view has a fixed size</text>
    <line x1="26" y1="451" x2="26" y2="500" class="fig-silent"/>
  </g>
  <g data-step="9" data-caller="UIKit" data-receiver="UIKit" data-callback="" data-notified="false">
    <rect x="34" y="518" width="742" height="26" rx="4" class="fig-box"/>
    <text x="22" y="538" class="fig-heading" text-anchor="end">9</text>
    <text x="42" y="536" class="fig-small">The views animate to the new size; the new size classes and sizes are applied</text>
  </g>
  <g data-step="10" data-caller="UIKit" data-receiver="NavigationController" data-callback="traitCollectionDidChange(_:)" data-notified="true">
    <text x="22" y="588" class="fig-heading" text-anchor="end">10</text>
    <text x="34" y="574" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="592" class="fig-label">traitCollectionDidChange(_:)</text>
    <text x="44" y="609" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular; UIKit first sets</text>
    <text x="44" y="626" class="fig-small">UITraitCollection.current to its new traits (iOS 13 and later)</text>
    <line x1="26" y1="564" x2="26" y2="630" class="fig-call"/>
  </g>
  <g data-step="11" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="traitCollectionDidChange(_:)" data-notified="true">
    <text x="22" y="668" class="fig-heading" text-anchor="end">11</text>
    <text x="34" y="654" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="672" class="fig-label">traitCollectionDidChange(_:)</text>
    <text x="44" y="689" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular; UIKit first sets</text>
    <text x="44" y="706" class="fig-small">UITraitCollection.current to its new traits (iOS 13 and later)</text>
    <line x1="26" y1="644" x2="26" y2="710" class="fig-call"/>
  </g>
  <g data-step="12" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="traitCollectionDidChange(_:)" data-notified="false">
    <text x="22" y="748" class="fig-heading" text-anchor="end">12</text>
    <text x="34" y="734" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="752" class="fig-label">✕ traitCollectionDidChange(_:)</text>
    <text x="44" y="769" class="fig-small">Not notified: its container overrides these traits</text>
    <line x1="26" y1="724" x2="26" y2="773" class="fig-silent"/>
  </g>
  <g data-step="13" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="traitCollectionDidChange(_:)" data-notified="true">
    <text x="22" y="811" class="fig-heading" text-anchor="end">13</text>
    <text x="34" y="797" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="815" class="fig-label">traitCollectionDidChange(_:)</text>
    <text x="44" y="832" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular; UIKit first sets</text>
    <text x="44" y="849" class="fig-small">UITraitCollection.current to its new traits (iOS 13 and later)</text>
    <line x1="26" y1="787" x2="26" y2="853" class="fig-call"/>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="17 18 26 27" data-badge="iOS 17.0+" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="rotation-sequence" viewBox="0 0 780 848" width="780" height="848" role="img" aria-label="A sequence diagram with every call written out in order: who calls whom, the call, and what changes with it; a call marked ✕ is one the object does not get, with the reason. The list below the figure says the same in words." lang="en">
<g aria-hidden="true">
  <g data-step="1" data-caller="UIKit" data-receiver="NavigationController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="34" class="fig-heading" text-anchor="end">1</text>
    <text x="34" y="20" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="38" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="55" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="10" x2="26" y2="59" class="fig-call"/>
  </g>
  <g data-step="2" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="97" class="fig-heading" text-anchor="end">2</text>
    <text x="34" y="83" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="101" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="118" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="73" x2="26" y2="122" class="fig-call"/>
  </g>
  <g data-step="3" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="willTransition(to:with:)" data-notified="false">
    <text x="22" y="160" class="fig-heading" text-anchor="end">3</text>
    <text x="34" y="146" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="164" class="fig-label">✕ willTransition(to:with:)</text>
    <text x="44" y="181" class="fig-small">Not notified: its container overrides these traits</text>
    <line x1="26" y1="136" x2="26" y2="185" class="fig-silent"/>
  </g>
  <g data-step="4" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="willTransition(to:with:)" data-notified="true">
    <text x="22" y="223" class="fig-heading" text-anchor="end">4</text>
    <text x="34" y="209" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="227" class="fig-label">willTransition(to:with:)</text>
    <text x="44" y="244" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="199" x2="26" y2="248" class="fig-call"/>
  </g>
  <g data-step="5" data-caller="UIKit" data-receiver="NavigationController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="286" class="fig-heading" text-anchor="end">5</text>
    <text x="34" y="272" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="290" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="307" class="fig-small">440 x 956 → 956 x 440</text>
    <line x1="26" y1="262" x2="26" y2="311" class="fig-call"/>
  </g>
  <g data-step="6" data-caller="NavigationController" data-receiver="DashboardViewController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="349" class="fig-heading" text-anchor="end">6</text>
    <text x="34" y="335" class="fig-small">NavigationController → DashboardViewController</text>
    <text x="34" y="353" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="370" class="fig-small">440 x 956 → 956 x 440</text>
    <line x1="26" y1="325" x2="26" y2="374" class="fig-call"/>
  </g>
  <g data-step="7" data-caller="DashboardViewController" data-receiver="ChartViewController" data-callback="viewWillTransition(to:with:)" data-notified="true">
    <text x="22" y="412" class="fig-heading" text-anchor="end">7</text>
    <text x="34" y="398" class="fig-small">DashboardViewController → ChartViewController</text>
    <text x="34" y="416" class="fig-label">viewWillTransition(to:with:)</text>
    <text x="44" y="433" class="fig-small">440 x 956 → 956 x 440</text>
    <line x1="26" y1="388" x2="26" y2="437" class="fig-call"/>
  </g>
  <g data-step="8" data-caller="DashboardViewController" data-receiver="BadgeViewController" data-callback="viewWillTransition(to:with:)" data-notified="false">
    <text x="22" y="475" class="fig-heading" text-anchor="end">8</text>
    <text x="34" y="461" class="fig-small">DashboardViewController → BadgeViewController</text>
    <text x="34" y="479" class="fig-label">✕ viewWillTransition(to:with:)</text>
    <text x="44" y="496" class="fig-small">Not notified: its view has a fixed size</text>
    <line x1="26" y1="451" x2="26" y2="500" class="fig-silent"/>
  </g>
  <g data-step="9" data-caller="UIKit" data-receiver="UIKit" data-callback="" data-notified="false">
    <rect x="34" y="518" width="742" height="26" rx="4" class="fig-box"/>
    <text x="22" y="538" class="fig-heading" text-anchor="end">9</text>
    <text x="42" y="536" class="fig-small">The views animate to the new size; the new size classes and sizes are applied</text>
  </g>
  <g data-step="10" data-caller="UIKit" data-receiver="NavigationController" data-callback="registerForTraitChanges(_:handler:) { … }" data-notified="true">
    <text x="22" y="588" class="fig-heading" text-anchor="end">10</text>
    <text x="34" y="574" class="fig-small">UIKit → NavigationController</text>
    <text x="34" y="592" class="fig-label">registerForTraitChanges(_:handler:) { … }</text>
    <text x="44" y="609" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular; Runs before its children have</text>
    <text x="44" y="626" class="fig-small">their new traits (top-down update)</text>
    <line x1="26" y1="564" x2="26" y2="630" class="fig-call"/>
  </g>
  <g data-step="11" data-caller="UIKit" data-receiver="DashboardViewController" data-callback="registerForTraitChanges(_:handler:) { … }" data-notified="true">
    <text x="22" y="668" class="fig-heading" text-anchor="end">11</text>
    <text x="34" y="654" class="fig-small">UIKit → DashboardViewController</text>
    <text x="34" y="672" class="fig-label">registerForTraitChanges(_:handler:) { … }</text>
    <text x="44" y="689" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular; Runs before its children have</text>
    <text x="44" y="706" class="fig-small">their new traits (top-down update)</text>
    <line x1="26" y1="644" x2="26" y2="710" class="fig-call"/>
  </g>
  <g data-step="12" data-caller="UIKit" data-receiver="ChartViewController" data-callback="registerForTraitChanges(_:handler:) { … }" data-notified="false">
    <text x="22" y="748" class="fig-heading" text-anchor="end">12</text>
    <text x="34" y="734" class="fig-small">UIKit → ChartViewController</text>
    <text x="34" y="752" class="fig-label">✕ registerForTraitChanges(_:handler:) { … }</text>
    <text x="44" y="769" class="fig-small">Not notified: its container overrides these traits</text>
    <line x1="26" y1="724" x2="26" y2="773" class="fig-silent"/>
  </g>
  <g data-step="13" data-caller="UIKit" data-receiver="BadgeViewController" data-callback="registerForTraitChanges(_:handler:) { … }" data-notified="true">
    <text x="22" y="811" class="fig-heading" text-anchor="end">13</text>
    <text x="34" y="797" class="fig-small">UIKit → BadgeViewController</text>
    <text x="34" y="815" class="fig-label">registerForTraitChanges(_:handler:) { … }</text>
    <text x="44" y="832" class="fig-small">Vertical: regular, horizontal: compact → Vertical: compact, horizontal: regular</text>
    <line x1="26" y1="787" x2="26" y2="836" class="fig-call"/>
  </g>
</g>
</svg>
</div>
</div>
`];
