window.duetVariants=[`<div class="release-variant" data-variant="8 9" data-badge="iOS 8–9" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 437.4" width="780" height="437.4" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">The guide&#39;s devices (iOS 8–12)</text>
  <g transform="translate(0 108)">
    <title>iPhone 6 Plus</title>
    <rect x="0" y="0" width="42.3" height="71.2" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="29" width="71.2" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="66.2" rx="4" class="fig-cr" data-device="iphone-6-plus" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="736"/>
    <rect x="52.8" y="31.5" width="66.2" height="37.3" rx="4" class="fig-rc" data-device="iphone-6-plus" data-orientation="landscape" data-size-class="regular-compact" data-width="736" data-height="414"/>
    <text x="0" y="89.2" class="fig-label">iPhone 6 Plus</text>
    <text x="0" y="106.2" class="fig-small">414 × 736 pt</text>
    <text x="0" y="122.2" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(141.5 108)">
    <title>iPhone 6</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-6" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-6" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone 6</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(273.3 108)">
    <title>iPhone 5s, iPhone 5c, iPhone 5</title>
    <rect x="0" y="0" width="33.8" height="56.1" rx="6.5" class="fig-device"/>
    <rect x="41.8" y="22.3" width="56.1" height="33.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="28.8" height="51.1" rx="4" class="fig-cr" data-device="iphone-5s iphone-5c iphone-5" data-orientation="portrait" data-size-class="compact-regular" data-width="320" data-height="568"/>
    <rect x="44.3" y="24.8" width="51.1" height="28.8" rx="4" class="fig-cc" data-device="iphone-5s iphone-5c iphone-5" data-orientation="landscape" data-size-class="compact-compact" data-width="568" data-height="320"/>
    <text x="0" y="74.1" class="fig-label">iPhone 5s and 2 more with this screen</text>
    <text x="0" y="91.1" class="fig-small">320 × 568 pt</text>
    <text x="0" y="107.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(572.1 108)">
    <title>iPhone 4s</title>
    <rect x="0" y="0" width="33.8" height="48.2" rx="6.5" class="fig-device"/>
    <rect x="41.8" y="14.4" width="48.2" height="33.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="28.8" height="43.2" rx="4" class="fig-cr" data-device="iphone-4s" data-orientation="portrait" data-size-class="compact-regular" data-width="320" data-height="480"/>
    <rect x="44.3" y="16.9" width="43.2" height="28.8" rx="4" class="fig-cc" data-device="iphone-4s" data-orientation="landscape" data-size-class="compact-compact" data-width="480" data-height="320"/>
    <text x="0" y="66.2" class="fig-label">iPhone 4s</text>
    <text x="0" y="83.2" class="fig-small">320 × 480 pt</text>
    <text x="0" y="99.2" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 251.2)">
    <title>iPad mini 7.9-inch, iPad (all)</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-mini-7-9 ipad-all" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-mini-7-9 ipad-all" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad mini 7.9-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="10" data-badge="iOS 10" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 437.4" width="780" height="437.4" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">The guide&#39;s devices (iOS 8–12)</text>
  <g transform="translate(0 108)">
    <title>iPhone 6 Plus</title>
    <rect x="0" y="0" width="42.3" height="71.2" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="29" width="71.2" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="66.2" rx="4" class="fig-cr" data-device="iphone-6-plus" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="736"/>
    <rect x="52.8" y="31.5" width="66.2" height="37.3" rx="4" class="fig-rc" data-device="iphone-6-plus" data-orientation="landscape" data-size-class="regular-compact" data-width="736" data-height="414"/>
    <text x="0" y="89.2" class="fig-label">iPhone 6 Plus</text>
    <text x="0" y="106.2" class="fig-small">414 × 736 pt</text>
    <text x="0" y="122.2" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(141.5 108)">
    <title>iPhone 6</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-6" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-6" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone 6</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(273.3 108)">
    <title>iPhone 5s, iPhone 5c, iPhone 5</title>
    <rect x="0" y="0" width="33.8" height="56.1" rx="6.5" class="fig-device"/>
    <rect x="41.8" y="22.3" width="56.1" height="33.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="28.8" height="51.1" rx="4" class="fig-cr" data-device="iphone-5s iphone-5c iphone-5" data-orientation="portrait" data-size-class="compact-regular" data-width="320" data-height="568"/>
    <rect x="44.3" y="24.8" width="51.1" height="28.8" rx="4" class="fig-cc" data-device="iphone-5s iphone-5c iphone-5" data-orientation="landscape" data-size-class="compact-compact" data-width="568" data-height="320"/>
    <text x="0" y="74.1" class="fig-label">iPhone 5s and 2 more with this screen</text>
    <text x="0" y="91.1" class="fig-small">320 × 568 pt</text>
    <text x="0" y="107.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 251.2)">
    <title>iPad mini 7.9-inch, iPad (all)</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-mini-7-9 ipad-all" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-mini-7-9 ipad-all" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad mini 7.9-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="11 12" data-badge="iOS 11–12" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 294.2" width="780" height="294.2" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">The guide&#39;s devices (iOS 8–12)</text>
  <g transform="translate(0 108)">
    <title>iPhone 6 Plus</title>
    <rect x="0" y="0" width="42.3" height="71.2" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="29" width="71.2" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="66.2" rx="4" class="fig-cr" data-device="iphone-6-plus" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="736"/>
    <rect x="52.8" y="31.5" width="66.2" height="37.3" rx="4" class="fig-rc" data-device="iphone-6-plus" data-orientation="landscape" data-size-class="regular-compact" data-width="736" data-height="414"/>
    <text x="0" y="89.2" class="fig-label">iPhone 6 Plus</text>
    <text x="0" y="106.2" class="fig-small">414 × 736 pt</text>
    <text x="0" y="122.2" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(141.5 108)">
    <title>iPhone 6</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-6" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-6" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone 6</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(273.3 108)">
    <title>iPhone 5s</title>
    <rect x="0" y="0" width="33.8" height="56.1" rx="6.5" class="fig-device"/>
    <rect x="41.8" y="22.3" width="56.1" height="33.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="28.8" height="51.1" rx="4" class="fig-cr" data-device="iphone-5s" data-orientation="portrait" data-size-class="compact-regular" data-width="320" data-height="568"/>
    <rect x="44.3" y="24.8" width="51.1" height="28.8" rx="4" class="fig-cc" data-device="iphone-5s" data-orientation="landscape" data-size-class="compact-compact" data-width="568" data-height="320"/>
    <text x="0" y="74.1" class="fig-label">iPhone 5s</text>
    <text x="0" y="91.1" class="fig-small">320 × 568 pt</text>
    <text x="0" y="107.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(393.6 108)">
    <title>iPad mini 7.9-inch, iPad (all)</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-mini-7-9 ipad-all" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-mini-7-9 ipad-all" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad mini 7.9-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="13" data-badge="iOS 13" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 996.3" width="780" height="996.3" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 3 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 108)">
    <title>iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus</title>
    <rect x="0" y="0" width="42.3" height="71.2" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="29" width="71.2" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="66.2" rx="4" class="fig-cr" data-device="iphone-8-plus iphone-7-plus iphone-6s-plus" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="736"/>
    <rect x="52.8" y="31.5" width="66.2" height="37.3" rx="4" class="fig-rc" data-device="iphone-8-plus iphone-7-plus iphone-6s-plus" data-orientation="landscape" data-size-class="regular-compact" data-width="736" data-height="414"/>
    <text x="0" y="89.2" class="fig-label">iPhone 8 Plus and 2 more with this screen</text>
    <text x="0" y="106.2" class="fig-small">414 × 736 pt</text>
    <text x="0" y="122.2" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 265.6)">
    <title>iPhone 11 Pro, iPhone XS, iPhone X</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-11-pro iphone-xs iphone-x" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-11-pro iphone-xs iphone-x" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 11 Pro and 2 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(328 265.6)">
    <title>iPhone SE (2nd generation), iPhone 8, iPhone 7, iPhone 6s</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-8 iphone-7 iphone-6s" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-8 iphone-7 iphone-6s" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 3 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 415.7)">
    <title>iPhone SE (1st generation), iPod touch (7th generation)</title>
    <rect x="0" y="0" width="33.8" height="56.1" rx="6.5" class="fig-device"/>
    <rect x="41.8" y="22.3" width="56.1" height="33.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="28.8" height="51.1" rx="4" class="fig-cr" data-device="iphone-se-1 ipod-touch-7" data-orientation="portrait" data-size-class="compact-regular" data-width="320" data-height="568"/>
    <rect x="44.3" y="24.8" width="51.1" height="28.8" rx="4" class="fig-cc" data-device="iphone-se-1 ipod-touch-7" data-orientation="landscape" data-size-class="compact-compact" data-width="568" data-height="320"/>
    <text x="0" y="74.1" class="fig-label">iPhone SE (1st generation) and 1 more with this screen</text>
    <text x="0" y="91.1" class="fig-small">320 × 568 pt</text>
    <text x="0" y="107.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(431.8 415.7)">
    <title>iPad Pro 12.9-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 621.7)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(327.7 621.7)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(543.8 621.7)">
    <title>iPad Pro 10.5-inch</title>
    <rect x="0" y="0" width="84.1" height="109.1" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="25" width="109.1" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="100.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1112"/>
    <rect x="96.6" y="29.5" width="100.1" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="landscape" data-size-class="regular-regular" data-width="1112" data-height="834"/>
    <text x="0" y="127.1" class="fig-label">iPad Pro 10.5-inch</text>
    <text x="0" y="144.1" class="fig-small">834 × 1112 pt</text>
    <text x="0" y="160.1" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 810.1)">
    <title>iPad 9.7-inch, iPad mini 7.9-inch</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad 9.7-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="14" data-badge="iOS 14" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 1160.9" width="780" height="1160.9" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 12 Pro Max</title>
    <rect x="0" y="0" width="43.5" height="88.3" rx="6.5" class="fig-device"/>
    <rect x="51.5" y="44.8" width="88.3" height="43.5" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.5" height="83.3" rx="4" class="fig-cr" data-device="iphone-12-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="428" data-height="926"/>
    <rect x="54" y="47.3" width="83.3" height="38.5" rx="4" class="fig-rc" data-device="iphone-12-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="926" data-height="428"/>
    <text x="0" y="106.3" class="fig-label">iPhone 12 Pro Max</text>
    <text x="0" y="123.3" class="fig-small">428 × 926 pt</text>
    <text x="0" y="139.3" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(159.9 108)">
    <title>iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 3 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 268.3)">
    <title>iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus</title>
    <rect x="0" y="0" width="42.3" height="71.2" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="29" width="71.2" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="66.2" rx="4" class="fig-cr" data-device="iphone-8-plus iphone-7-plus iphone-6s-plus" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="736"/>
    <rect x="52.8" y="31.5" width="66.2" height="37.3" rx="4" class="fig-rc" data-device="iphone-8-plus iphone-7-plus iphone-6s-plus" data-orientation="landscape" data-size-class="regular-compact" data-width="736" data-height="414"/>
    <text x="0" y="89.2" class="fig-label">iPhone 8 Plus and 2 more with this screen</text>
    <text x="0" y="106.2" class="fig-small">414 × 736 pt</text>
    <text x="0" y="122.2" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(328 268.3)">
    <title>iPhone 12, iPhone 12 Pro</title>
    <rect x="0" y="0" width="40.1" height="81" rx="6.5" class="fig-device"/>
    <rect x="48.1" y="40.9" width="81" height="40.1" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.1" height="76" rx="4" class="fig-cr" data-device="iphone-12 iphone-12-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="390" data-height="844"/>
    <rect x="50.6" y="43.4" width="76" height="35.1" rx="4" class="fig-cc" data-device="iphone-12 iphone-12-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="844" data-height="390"/>
    <text x="0" y="99" class="fig-label">iPhone 12 and 1 more with this screen</text>
    <text x="0" y="116" class="fig-small">390 × 844 pt</text>
    <text x="0" y="132" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 421.3)">
    <title>iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-12-mini iphone-11-pro iphone-xs iphone-x" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-12-mini iphone-11-pro iphone-xs iphone-x" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 12 mini and 3 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(336.3 421.3)">
    <title>iPhone SE (2nd generation), iPhone 8, iPhone 7, iPhone 6s</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-8 iphone-7 iphone-6s" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-8 iphone-7 iphone-6s" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 3 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 571.4)">
    <title>iPhone SE (1st generation), iPod touch (7th generation)</title>
    <rect x="0" y="0" width="33.8" height="56.1" rx="6.5" class="fig-device"/>
    <rect x="41.8" y="22.3" width="56.1" height="33.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="28.8" height="51.1" rx="4" class="fig-cr" data-device="iphone-se-1 ipod-touch-7" data-orientation="portrait" data-size-class="compact-regular" data-width="320" data-height="568"/>
    <rect x="44.3" y="24.8" width="51.1" height="28.8" rx="4" class="fig-cc" data-device="iphone-se-1 ipod-touch-7" data-orientation="landscape" data-size-class="compact-compact" data-width="568" data-height="320"/>
    <text x="0" y="74.1" class="fig-label">iPhone SE (1st generation) and 1 more with this screen</text>
    <text x="0" y="91.1" class="fig-small">320 × 568 pt</text>
    <text x="0" y="107.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(431.8 571.4)">
    <title>iPad Pro 12.9-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 777.3)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(327.7 777.3)">
    <title>iPad Air 10.9-inch</title>
    <rect x="0" y="0" width="82.8" height="115.2" rx="8.5" class="fig-device"/>
    <rect x="90.8" y="32.4" width="115.2" height="82.8" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="73.8" height="106.2" rx="4" class="fig-rr" data-device="ipad-air-10-9" data-orientation="portrait" data-size-class="regular-regular" data-width="820" data-height="1180"/>
    <rect x="95.3" y="36.9" width="106.2" height="73.8" rx="4" class="fig-rr" data-device="ipad-air-10-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1180" data-height="820"/>
    <text x="0" y="133.2" class="fig-label">iPad Air 10.9-inch</text>
    <text x="0" y="150.2" class="fig-small">820 × 1180 pt</text>
    <text x="0" y="166.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(553.7 777.3)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 965.8)">
    <title>iPad Pro 10.5-inch</title>
    <rect x="0" y="0" width="84.1" height="109.1" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="25" width="109.1" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="100.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1112"/>
    <rect x="96.6" y="29.5" width="100.1" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="landscape" data-size-class="regular-regular" data-width="1112" data-height="834"/>
    <text x="0" y="127.1" class="fig-label">iPad Pro 10.5-inch</text>
    <text x="0" y="144.1" class="fig-small">834 × 1112 pt</text>
    <text x="0" y="160.1" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(221.1 965.8)">
    <title>iPad 9.7-inch, iPad mini 7.9-inch</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad 9.7-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="15" data-badge="iOS 15" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 1161.8" width="780" height="1161.8" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 13 Pro Max, iPhone 12 Pro Max</title>
    <rect x="0" y="0" width="43.5" height="88.3" rx="6.5" class="fig-device"/>
    <rect x="51.5" y="44.8" width="88.3" height="43.5" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.5" height="83.3" rx="4" class="fig-cr" data-device="iphone-13-pro-max iphone-12-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="428" data-height="926"/>
    <rect x="54" y="47.3" width="83.3" height="38.5" rx="4" class="fig-rc" data-device="iphone-13-pro-max iphone-12-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="926" data-height="428"/>
    <text x="0" y="106.3" class="fig-label">iPhone 13 Pro Max and 1 more with this screen</text>
    <text x="0" y="123.3" class="fig-small">428 × 926 pt</text>
    <text x="0" y="139.3" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 108)">
    <title>iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 3 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 268.3)">
    <title>iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus</title>
    <rect x="0" y="0" width="42.3" height="71.2" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="29" width="71.2" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="66.2" rx="4" class="fig-cr" data-device="iphone-8-plus iphone-7-plus iphone-6s-plus" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="736"/>
    <rect x="52.8" y="31.5" width="66.2" height="37.3" rx="4" class="fig-rc" data-device="iphone-8-plus iphone-7-plus iphone-6s-plus" data-orientation="landscape" data-size-class="regular-compact" data-width="736" data-height="414"/>
    <text x="0" y="89.2" class="fig-label">iPhone 8 Plus and 2 more with this screen</text>
    <text x="0" y="106.2" class="fig-small">414 × 736 pt</text>
    <text x="0" y="122.2" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(328 268.3)">
    <title>iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro</title>
    <rect x="0" y="0" width="40.1" height="81" rx="6.5" class="fig-device"/>
    <rect x="48.1" y="40.9" width="81" height="40.1" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.1" height="76" rx="4" class="fig-cr" data-device="iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="390" data-height="844"/>
    <rect x="50.6" y="43.4" width="76" height="35.1" rx="4" class="fig-cc" data-device="iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="844" data-height="390"/>
    <text x="0" y="99" class="fig-label">iPhone 13 and 3 more with this screen</text>
    <text x="0" y="116" class="fig-small">390 × 844 pt</text>
    <text x="0" y="132" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 421.3)">
    <title>iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs iphone-x" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs iphone-x" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 13 mini and 4 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(336.3 421.3)">
    <title>iPhone SE (2nd generation), iPhone SE (3rd generation), iPhone 8, iPhone 7, iPhone 6s</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-se-3 iphone-8 iphone-7 iphone-6s" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-se-3 iphone-8 iphone-7 iphone-6s" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 4 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 571.4)">
    <title>iPhone SE (1st generation), iPod touch (7th generation)</title>
    <rect x="0" y="0" width="33.8" height="56.1" rx="6.5" class="fig-device"/>
    <rect x="41.8" y="22.3" width="56.1" height="33.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="28.8" height="51.1" rx="4" class="fig-cr" data-device="iphone-se-1 ipod-touch-7" data-orientation="portrait" data-size-class="compact-regular" data-width="320" data-height="568"/>
    <rect x="44.3" y="24.8" width="51.1" height="28.8" rx="4" class="fig-cc" data-device="iphone-se-1 ipod-touch-7" data-orientation="landscape" data-size-class="compact-compact" data-width="568" data-height="320"/>
    <text x="0" y="74.1" class="fig-label">iPhone SE (1st generation) and 1 more with this screen</text>
    <text x="0" y="91.1" class="fig-small">320 × 568 pt</text>
    <text x="0" y="107.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(431.8 571.4)">
    <title>iPad Pro 12.9-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 777.3)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(327.7 777.3)">
    <title>iPad Air 10.9-inch</title>
    <rect x="0" y="0" width="82.8" height="115.2" rx="8.5" class="fig-device"/>
    <rect x="90.8" y="32.4" width="115.2" height="82.8" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="73.8" height="106.2" rx="4" class="fig-rr" data-device="ipad-air-10-9" data-orientation="portrait" data-size-class="regular-regular" data-width="820" data-height="1180"/>
    <rect x="95.3" y="36.9" width="106.2" height="73.8" rx="4" class="fig-rr" data-device="ipad-air-10-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1180" data-height="820"/>
    <text x="0" y="133.2" class="fig-label">iPad Air 10.9-inch</text>
    <text x="0" y="150.2" class="fig-small">820 × 1180 pt</text>
    <text x="0" y="166.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(553.7 777.3)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 965.8)">
    <title>iPad Pro 10.5-inch</title>
    <rect x="0" y="0" width="84.1" height="109.1" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="25" width="109.1" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="100.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1112"/>
    <rect x="96.6" y="29.5" width="100.1" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="landscape" data-size-class="regular-regular" data-width="1112" data-height="834"/>
    <text x="0" y="127.1" class="fig-label">iPad Pro 10.5-inch</text>
    <text x="0" y="144.1" class="fig-small">834 × 1112 pt</text>
    <text x="0" y="160.1" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(221.1 965.8)">
    <title>iPad 9.7-inch, iPad mini 7.9-inch</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad 9.7-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(553.2 965.8)">
    <title>iPad mini 8.3-inch</title>
    <rect x="0" y="0" width="75" height="110" rx="8" class="fig-device"/>
    <rect x="83" y="35" width="110" height="75" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="67" height="102" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="portrait" data-size-class="regular-regular" data-width="744" data-height="1133"/>
    <rect x="87" y="39" width="102" height="67" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="landscape" data-size-class="regular-regular" data-width="1133" data-height="744"/>
    <text x="0" y="128" class="fig-label">iPad mini 8.3-inch</text>
    <text x="0" y="145" class="fig-small">744 × 1133 pt</text>
    <text x="0" y="161" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="16" data-badge="iOS 16" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 1350.9" width="780" height="1350.9" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 14 Pro Max</title>
    <rect x="0" y="0" width="43.7" height="88.9" rx="6.5" class="fig-device"/>
    <rect x="51.7" y="45.2" width="88.9" height="43.7" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.7" height="83.9" rx="4" class="fig-cr" data-device="iphone-14-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="430" data-height="932"/>
    <rect x="54.2" y="47.7" width="83.9" height="38.7" rx="4" class="fig-rc" data-device="iphone-14-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="932" data-height="430"/>
    <text x="0" y="106.9" class="fig-label">iPhone 14 Pro Max</text>
    <text x="0" y="123.9" class="fig-small">430 × 932 pt</text>
    <text x="0" y="139.9" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(160.6 108)">
    <title>iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max</title>
    <rect x="0" y="0" width="43.5" height="88.3" rx="6.5" class="fig-device"/>
    <rect x="51.5" y="44.8" width="88.3" height="43.5" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.5" height="83.3" rx="4" class="fig-cr" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="428" data-height="926"/>
    <rect x="54" y="47.3" width="83.3" height="38.5" rx="4" class="fig-rc" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="926" data-height="428"/>
    <text x="0" y="106.3" class="fig-label">iPhone 14 Plus and 2 more with this screen</text>
    <text x="0" y="123.3" class="fig-small">428 × 926 pt</text>
    <text x="0" y="139.3" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 268.9)">
    <title>iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 3 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 268.9)">
    <title>iPhone 8 Plus</title>
    <rect x="0" y="0" width="42.3" height="71.2" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="29" width="71.2" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="66.2" rx="4" class="fig-cr" data-device="iphone-8-plus" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="736"/>
    <rect x="52.8" y="31.5" width="66.2" height="37.3" rx="4" class="fig-rc" data-device="iphone-8-plus" data-orientation="landscape" data-size-class="regular-compact" data-width="736" data-height="414"/>
    <text x="0" y="89.2" class="fig-label">iPhone 8 Plus</text>
    <text x="0" y="106.2" class="fig-small">414 × 736 pt</text>
    <text x="0" y="122.2" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(498.7 268.9)">
    <title>iPhone 14 Pro</title>
    <rect x="0" y="0" width="40.4" height="81.7" rx="6.5" class="fig-device"/>
    <rect x="48.4" y="41.3" width="81.7" height="40.4" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.4" height="76.7" rx="4" class="fig-cr" data-device="iphone-14-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="393" data-height="852"/>
    <rect x="50.9" y="43.8" width="76.7" height="35.4" rx="4" class="fig-cc" data-device="iphone-14-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="852" data-height="393"/>
    <text x="0" y="99.7" class="fig-label">iPhone 14 Pro</text>
    <text x="0" y="116.7" class="fig-small">393 × 852 pt</text>
    <text x="0" y="132.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 426.5)">
    <title>iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro</title>
    <rect x="0" y="0" width="40.1" height="81" rx="6.5" class="fig-device"/>
    <rect x="48.1" y="40.9" width="81" height="40.1" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.1" height="76" rx="4" class="fig-cr" data-device="iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="390" data-height="844"/>
    <rect x="50.6" y="43.4" width="76" height="35.1" rx="4" class="fig-cc" data-device="iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="844" data-height="390"/>
    <text x="0" y="99" class="fig-label">iPhone 14 and 4 more with this screen</text>
    <text x="0" y="116" class="fig-small">390 × 844 pt</text>
    <text x="0" y="132" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(298.8 426.5)">
    <title>iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs iphone-x" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs iphone-x" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 13 mini and 4 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 579.5)">
    <title>iPhone SE (2nd generation), iPhone SE (3rd generation), iPhone 8</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-se-3 iphone-8" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-se-3 iphone-8" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 2 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(431.8 579.5)">
    <title>iPad Pro 12.9-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 785.4)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(327.7 785.4)">
    <title>iPad Air 10.9-inch, iPad 10.9-inch</title>
    <rect x="0" y="0" width="82.8" height="115.2" rx="8.5" class="fig-device"/>
    <rect x="90.8" y="32.4" width="115.2" height="82.8" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="73.8" height="106.2" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-10-9" data-orientation="portrait" data-size-class="regular-regular" data-width="820" data-height="1180"/>
    <rect x="95.3" y="36.9" width="106.2" height="73.8" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-10-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1180" data-height="820"/>
    <text x="0" y="133.2" class="fig-label">iPad Air 10.9-inch and 1 more with this screen</text>
    <text x="0" y="150.2" class="fig-small">820 × 1180 pt</text>
    <text x="0" y="166.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 973.9)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(216.1 973.9)">
    <title>iPad Pro 10.5-inch</title>
    <rect x="0" y="0" width="84.1" height="109.1" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="25" width="109.1" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="100.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1112"/>
    <rect x="96.6" y="29.5" width="100.1" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="landscape" data-size-class="regular-regular" data-width="1112" data-height="834"/>
    <text x="0" y="127.1" class="fig-label">iPad Pro 10.5-inch</text>
    <text x="0" y="144.1" class="fig-small">834 × 1112 pt</text>
    <text x="0" y="160.1" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(437.2 973.9)">
    <title>iPad 9.7-inch, iPad mini 7.9-inch</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad 9.7-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1155)">
    <title>iPad mini 8.3-inch</title>
    <rect x="0" y="0" width="75" height="110" rx="8" class="fig-device"/>
    <rect x="83" y="35" width="110" height="75" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="67" height="102" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="portrait" data-size-class="regular-regular" data-width="744" data-height="1133"/>
    <rect x="87" y="39" width="102" height="67" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="landscape" data-size-class="regular-regular" data-width="1133" data-height="744"/>
    <text x="0" y="128" class="fig-label">iPad mini 8.3-inch</text>
    <text x="0" y="145" class="fig-small">744 × 1133 pt</text>
    <text x="0" y="161" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="17" data-badge="iOS 17" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 1496.4" width="780" height="1496.4" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max</title>
    <rect x="0" y="0" width="43.7" height="88.9" rx="6.5" class="fig-device"/>
    <rect x="51.7" y="45.2" width="88.9" height="43.7" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.7" height="83.9" rx="4" class="fig-cr" data-device="iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="430" data-height="932"/>
    <rect x="54.2" y="47.7" width="83.9" height="38.7" rx="4" class="fig-rc" data-device="iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="932" data-height="430"/>
    <text x="0" y="106.9" class="fig-label">iPhone 15 Plus and 2 more with this screen</text>
    <text x="0" y="123.9" class="fig-small">430 × 932 pt</text>
    <text x="0" y="139.9" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(336.3 108)">
    <title>iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max</title>
    <rect x="0" y="0" width="43.5" height="88.3" rx="6.5" class="fig-device"/>
    <rect x="51.5" y="44.8" width="88.3" height="43.5" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.5" height="83.3" rx="4" class="fig-cr" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="428" data-height="926"/>
    <rect x="54" y="47.3" width="83.3" height="38.5" rx="4" class="fig-rc" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="926" data-height="428"/>
    <text x="0" y="106.3" class="fig-label">iPhone 14 Plus and 2 more with this screen</text>
    <text x="0" y="123.3" class="fig-small">428 × 926 pt</text>
    <text x="0" y="139.3" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 268.9)">
    <title>iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 3 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 268.9)">
    <title>iPhone 15, iPhone 15 Pro, iPhone 14 Pro</title>
    <rect x="0" y="0" width="40.4" height="81.7" rx="6.5" class="fig-device"/>
    <rect x="48.4" y="41.3" width="81.7" height="40.4" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.4" height="76.7" rx="4" class="fig-cr" data-device="iphone-15 iphone-15-pro iphone-14-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="393" data-height="852"/>
    <rect x="50.9" y="43.8" width="76.7" height="35.4" rx="4" class="fig-cc" data-device="iphone-15 iphone-15-pro iphone-14-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="852" data-height="393"/>
    <text x="0" y="99.7" class="fig-label">iPhone 15 and 2 more with this screen</text>
    <text x="0" y="116.7" class="fig-small">393 × 852 pt</text>
    <text x="0" y="132.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 426.5)">
    <title>iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro</title>
    <rect x="0" y="0" width="40.1" height="81" rx="6.5" class="fig-device"/>
    <rect x="48.1" y="40.9" width="81" height="40.1" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.1" height="76" rx="4" class="fig-cr" data-device="iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="390" data-height="844"/>
    <rect x="50.6" y="43.4" width="76" height="35.1" rx="4" class="fig-cc" data-device="iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="844" data-height="390"/>
    <text x="0" y="99" class="fig-label">iPhone 14 and 4 more with this screen</text>
    <text x="0" y="116" class="fig-small">390 × 844 pt</text>
    <text x="0" y="132" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(298.8 426.5)">
    <title>iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 13 mini and 3 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 579.5)">
    <title>iPhone SE (2nd generation), iPhone SE (3rd generation)</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-se-3" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-se-3" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 1 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 716.5)">
    <title>iPad Pro 12.9-inch, iPad Air 13-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch and 1 more with this screen</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 716.5)">
    <title>iPad Pro 13-inch (M4)</title>
    <rect x="0" y="0" width="103.9" height="134.8" rx="9.5" class="fig-device"/>
    <rect x="111.9" y="31" width="134.8" height="103.9" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.9" height="123.8" rx="4" class="fig-rr" data-device="ipad-pro-13-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="1032" data-height="1376"/>
    <rect x="117.4" y="36.5" width="123.8" height="92.9" rx="4" class="fig-rr" data-device="ipad-pro-13-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1376" data-height="1032"/>
    <text x="0" y="152.8" class="fig-label">iPad Pro 13-inch (M4)</text>
    <text x="0" y="169.8" class="fig-small">1032 × 1376 pt</text>
    <text x="0" y="185.8" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 923.4)">
    <title>iPad Pro 11-inch (M4)</title>
    <rect x="0" y="0" width="84.1" height="117.9" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="33.8" width="117.9" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="108.9" rx="4" class="fig-rr" data-device="ipad-pro-11-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1210"/>
    <rect x="96.6" y="38.3" width="108.9" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1210" data-height="834"/>
    <text x="0" y="135.9" class="fig-label">iPad Pro 11-inch (M4)</text>
    <text x="0" y="152.9" class="fig-small">834 × 1210 pt</text>
    <text x="0" y="168.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(230 923.4)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1113.3)">
    <title>iPad Air 10.9-inch, iPad Air 11-inch, iPad 10.9-inch</title>
    <rect x="0" y="0" width="82.8" height="115.2" rx="8.5" class="fig-device"/>
    <rect x="90.8" y="32.4" width="115.2" height="82.8" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="73.8" height="106.2" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-10-9" data-orientation="portrait" data-size-class="regular-regular" data-width="820" data-height="1180"/>
    <rect x="95.3" y="36.9" width="106.2" height="73.8" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-10-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1180" data-height="820"/>
    <text x="0" y="133.2" class="fig-label">iPad Air 10.9-inch and 2 more with this screen</text>
    <text x="0" y="150.2" class="fig-small">820 × 1180 pt</text>
    <text x="0" y="166.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 1113.3)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1300.5)">
    <title>iPad Pro 10.5-inch</title>
    <rect x="0" y="0" width="84.1" height="109.1" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="25" width="109.1" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="100.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1112"/>
    <rect x="96.6" y="29.5" width="100.1" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-10-5" data-orientation="landscape" data-size-class="regular-regular" data-width="1112" data-height="834"/>
    <text x="0" y="127.1" class="fig-label">iPad Pro 10.5-inch</text>
    <text x="0" y="144.1" class="fig-small">834 × 1112 pt</text>
    <text x="0" y="160.1" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(221.1 1300.5)">
    <title>iPad 9.7-inch, iPad mini 7.9-inch</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-9-7 ipad-mini-7-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad 9.7-inch and 1 more with this screen</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(553.2 1300.5)">
    <title>iPad mini 8.3-inch</title>
    <rect x="0" y="0" width="75" height="110" rx="8" class="fig-device"/>
    <rect x="83" y="35" width="110" height="75" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="67" height="102" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="portrait" data-size-class="regular-regular" data-width="744" data-height="1133"/>
    <rect x="87" y="39" width="102" height="67" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="landscape" data-size-class="regular-regular" data-width="1133" data-height="744"/>
    <text x="0" y="128" class="fig-label">iPad mini 8.3-inch</text>
    <text x="0" y="145" class="fig-small">744 × 1133 pt</text>
    <text x="0" y="161" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="18" data-badge="iOS 18" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 1660.2" width="780" height="1660.2" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 16e, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro</title>
    <rect x="0" y="0" width="40.1" height="81" rx="6.5" class="fig-device"/>
    <rect x="48.1" y="40.9" width="81" height="40.1" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.1" height="76" rx="4" class="fig-cr" data-device="iphone-16e iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="390" data-height="844"/>
    <rect x="50.6" y="43.4" width="76" height="35.1" rx="4" class="fig-cc" data-device="iphone-16e iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="844" data-height="390"/>
    <text x="0" y="99" class="fig-label">iPhone 16e and 5 more with this screen</text>
    <text x="0" y="116" class="fig-small">390 × 844 pt</text>
    <text x="0" y="132" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(307.1 108)">
    <title>iPhone 16 Pro Max</title>
    <rect x="0" y="0" width="44.6" height="91" rx="6.5" class="fig-device"/>
    <rect x="52.6" y="46.4" width="91" height="44.6" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="39.6" height="86" rx="4" class="fig-cr" data-device="iphone-16-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="440" data-height="956"/>
    <rect x="55.1" y="48.9" width="86" height="39.6" rx="4" class="fig-rc" data-device="iphone-16-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="956" data-height="440"/>
    <text x="0" y="109" class="fig-label">iPhone 16 Pro Max</text>
    <text x="0" y="126" class="fig-small">440 × 956 pt</text>
    <text x="0" y="142" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 271)">
    <title>iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max</title>
    <rect x="0" y="0" width="43.7" height="88.9" rx="6.5" class="fig-device"/>
    <rect x="51.7" y="45.2" width="88.9" height="43.7" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.7" height="83.9" rx="4" class="fig-cr" data-device="iphone-16-plus iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="430" data-height="932"/>
    <rect x="54.2" y="47.7" width="83.9" height="38.7" rx="4" class="fig-rc" data-device="iphone-16-plus iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="932" data-height="430"/>
    <text x="0" y="106.9" class="fig-label">iPhone 16 Plus and 3 more with this screen</text>
    <text x="0" y="123.9" class="fig-small">430 × 932 pt</text>
    <text x="0" y="139.9" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(336.3 271)">
    <title>iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max</title>
    <rect x="0" y="0" width="43.5" height="88.3" rx="6.5" class="fig-device"/>
    <rect x="51.5" y="44.8" width="88.3" height="43.5" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.5" height="83.3" rx="4" class="fig-cr" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="428" data-height="926"/>
    <rect x="54" y="47.3" width="83.3" height="38.5" rx="4" class="fig-rc" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="926" data-height="428"/>
    <text x="0" y="106.3" class="fig-label">iPhone 14 Plus and 2 more with this screen</text>
    <text x="0" y="123.3" class="fig-small">428 × 926 pt</text>
    <text x="0" y="139.3" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 431.9)">
    <title>iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-xs-max iphone-11 iphone-xr" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 3 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 431.9)">
    <title>iPhone 16 Pro</title>
    <rect x="0" y="0" width="41.2" height="83.7" rx="6.5" class="fig-device"/>
    <rect x="49.2" y="42.5" width="83.7" height="41.2" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="36.2" height="78.7" rx="4" class="fig-cr" data-device="iphone-16-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="402" data-height="874"/>
    <rect x="51.7" y="45" width="78.7" height="36.2" rx="4" class="fig-cc" data-device="iphone-16-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="874" data-height="402"/>
    <text x="0" y="101.7" class="fig-label">iPhone 16 Pro</text>
    <text x="0" y="118.7" class="fig-small">402 × 874 pt</text>
    <text x="0" y="134.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 589.6)">
    <title>iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro</title>
    <rect x="0" y="0" width="40.4" height="81.7" rx="6.5" class="fig-device"/>
    <rect x="48.4" y="41.3" width="81.7" height="40.4" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.4" height="76.7" rx="4" class="fig-cr" data-device="iphone-16 iphone-15 iphone-15-pro iphone-14-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="393" data-height="852"/>
    <rect x="50.9" y="43.8" width="76.7" height="35.4" rx="4" class="fig-cc" data-device="iphone-16 iphone-15 iphone-15-pro iphone-14-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="852" data-height="393"/>
    <text x="0" y="99.7" class="fig-label">iPhone 16 and 3 more with this screen</text>
    <text x="0" y="116.7" class="fig-small">393 × 852 pt</text>
    <text x="0" y="132.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(298.8 589.6)">
    <title>iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-13-mini iphone-12-mini iphone-11-pro iphone-xs" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 13 mini and 3 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 743.2)">
    <title>iPhone SE (2nd generation), iPhone SE (3rd generation)</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-se-3" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-se-3" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 1 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 880.3)">
    <title>iPad Pro 12.9-inch, iPad Air 13-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch and 1 more with this screen</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 880.3)">
    <title>iPad Pro 13-inch (M4)</title>
    <rect x="0" y="0" width="103.9" height="134.8" rx="9.5" class="fig-device"/>
    <rect x="111.9" y="31" width="134.8" height="103.9" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.9" height="123.8" rx="4" class="fig-rr" data-device="ipad-pro-13-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="1032" data-height="1376"/>
    <rect x="117.4" y="36.5" width="123.8" height="92.9" rx="4" class="fig-rr" data-device="ipad-pro-13-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1376" data-height="1032"/>
    <text x="0" y="152.8" class="fig-label">iPad Pro 13-inch (M4)</text>
    <text x="0" y="169.8" class="fig-small">1032 × 1376 pt</text>
    <text x="0" y="185.8" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1087.1)">
    <title>iPad Pro 11-inch (M4)</title>
    <rect x="0" y="0" width="84.1" height="117.9" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="33.8" width="117.9" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="108.9" rx="4" class="fig-rr" data-device="ipad-pro-11-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1210"/>
    <rect x="96.6" y="38.3" width="108.9" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1210" data-height="834"/>
    <text x="0" y="135.9" class="fig-label">iPad Pro 11-inch (M4)</text>
    <text x="0" y="152.9" class="fig-small">834 × 1210 pt</text>
    <text x="0" y="168.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(230 1087.1)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1277)">
    <title>iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch</title>
    <rect x="0" y="0" width="82.8" height="115.2" rx="8.5" class="fig-device"/>
    <rect x="90.8" y="32.4" width="115.2" height="82.8" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="73.8" height="106.2" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-11 ipad-10-9" data-orientation="portrait" data-size-class="regular-regular" data-width="820" data-height="1180"/>
    <rect x="95.3" y="36.9" width="106.2" height="73.8" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-11 ipad-10-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1180" data-height="820"/>
    <text x="0" y="133.2" class="fig-label">iPad Air 10.9-inch and 3 more with this screen</text>
    <text x="0" y="150.2" class="fig-small">820 × 1180 pt</text>
    <text x="0" y="166.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 1277)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(585.6 1277)">
    <title>iPad mini 7.9-inch</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-mini-7-9" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-mini-7-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad mini 7.9-inch</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1464.2)">
    <title>iPad mini 8.3-inch</title>
    <rect x="0" y="0" width="75" height="110" rx="8" class="fig-device"/>
    <rect x="83" y="35" width="110" height="75" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="67" height="102" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="portrait" data-size-class="regular-regular" data-width="744" data-height="1133"/>
    <rect x="87" y="39" width="102" height="67" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="landscape" data-size-class="regular-regular" data-width="1133" data-height="744"/>
    <text x="0" y="128" class="fig-label">iPad mini 8.3-inch</text>
    <text x="0" y="145" class="fig-small">744 × 1133 pt</text>
    <text x="0" y="161" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="26" data-badge="iOS 26" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 1675.2" width="780" height="1675.2" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 17 Pro Max, iPhone 16 Pro Max</title>
    <rect x="0" y="0" width="44.6" height="91" rx="6.5" class="fig-device"/>
    <rect x="52.6" y="46.4" width="91" height="44.6" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="39.6" height="86" rx="4" class="fig-cr" data-device="iphone-17-pro-max iphone-16-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="440" data-height="956"/>
    <rect x="55.1" y="48.9" width="86" height="39.6" rx="4" class="fig-rc" data-device="iphone-17-pro-max iphone-16-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="956" data-height="440"/>
    <text x="0" y="109" class="fig-label">iPhone 17 Pro Max and 1 more with this screen</text>
    <text x="0" y="126" class="fig-small">440 × 956 pt</text>
    <text x="0" y="142" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 108)">
    <title>iPhone Air</title>
    <rect x="0" y="0" width="42.8" height="87.1" rx="6.5" class="fig-device"/>
    <rect x="50.8" y="44.3" width="87.1" height="42.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.8" height="82.1" rx="4" class="fig-cr" data-device="iphone-air" data-orientation="portrait" data-size-class="compact-regular" data-width="420" data-height="912"/>
    <rect x="53.3" y="46.8" width="82.1" height="37.8" rx="4" class="fig-rc" data-device="iphone-air" data-orientation="landscape" data-size-class="regular-compact" data-width="912" data-height="420"/>
    <text x="0" y="105.1" class="fig-label">iPhone Air</text>
    <text x="0" y="122.1" class="fig-small">420 × 912 pt</text>
    <text x="0" y="138.1" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 271)">
    <title>iPhone 17 Pro, iPhone 17, iPhone 16 Pro</title>
    <rect x="0" y="0" width="41.2" height="83.7" rx="6.5" class="fig-device"/>
    <rect x="49.2" y="42.5" width="83.7" height="41.2" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="36.2" height="78.7" rx="4" class="fig-cr" data-device="iphone-17-pro iphone-17 iphone-16-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="402" data-height="874"/>
    <rect x="51.7" y="45" width="78.7" height="36.2" rx="4" class="fig-cc" data-device="iphone-17-pro iphone-17 iphone-16-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="874" data-height="402"/>
    <text x="0" y="101.7" class="fig-label">iPhone 17 Pro and 2 more with this screen</text>
    <text x="0" y="118.7" class="fig-small">402 × 874 pt</text>
    <text x="0" y="134.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(328 271)">
    <title>iPhone 16e, iPhone 17e, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro</title>
    <rect x="0" y="0" width="40.1" height="81" rx="6.5" class="fig-device"/>
    <rect x="48.1" y="40.9" width="81" height="40.1" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.1" height="76" rx="4" class="fig-cr" data-device="iphone-16e iphone-17e iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="390" data-height="844"/>
    <rect x="50.6" y="43.4" width="76" height="35.1" rx="4" class="fig-cc" data-device="iphone-16e iphone-17e iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="844" data-height="390"/>
    <text x="0" y="99" class="fig-label">iPhone 16e and 6 more with this screen</text>
    <text x="0" y="116" class="fig-small">390 × 844 pt</text>
    <text x="0" y="132" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 426.7)">
    <title>iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max</title>
    <rect x="0" y="0" width="43.7" height="88.9" rx="6.5" class="fig-device"/>
    <rect x="51.7" y="45.2" width="88.9" height="43.7" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.7" height="83.9" rx="4" class="fig-cr" data-device="iphone-16-plus iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="430" data-height="932"/>
    <rect x="54.2" y="47.7" width="83.9" height="38.7" rx="4" class="fig-rc" data-device="iphone-16-plus iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="932" data-height="430"/>
    <text x="0" y="106.9" class="fig-label">iPhone 16 Plus and 3 more with this screen</text>
    <text x="0" y="123.9" class="fig-small">430 × 932 pt</text>
    <text x="0" y="139.9" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(336.3 426.7)">
    <title>iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max</title>
    <rect x="0" y="0" width="43.5" height="88.3" rx="6.5" class="fig-device"/>
    <rect x="51.5" y="44.8" width="88.3" height="43.5" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.5" height="83.3" rx="4" class="fig-cr" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="428" data-height="926"/>
    <rect x="54" y="47.3" width="83.3" height="38.5" rx="4" class="fig-rc" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="926" data-height="428"/>
    <text x="0" y="106.3" class="fig-label">iPhone 14 Plus and 2 more with this screen</text>
    <text x="0" y="123.3" class="fig-small">428 × 926 pt</text>
    <text x="0" y="139.3" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 587.6)">
    <title>iPhone 11 Pro Max, iPhone 11</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-11" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-11" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 1 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 587.6)">
    <title>iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro</title>
    <rect x="0" y="0" width="40.4" height="81.7" rx="6.5" class="fig-device"/>
    <rect x="48.4" y="41.3" width="81.7" height="40.4" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.4" height="76.7" rx="4" class="fig-cr" data-device="iphone-16 iphone-15 iphone-15-pro iphone-14-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="393" data-height="852"/>
    <rect x="50.9" y="43.8" width="76.7" height="35.4" rx="4" class="fig-cc" data-device="iphone-16 iphone-15 iphone-15-pro iphone-14-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="852" data-height="393"/>
    <text x="0" y="99.7" class="fig-label">iPhone 16 and 3 more with this screen</text>
    <text x="0" y="116.7" class="fig-small">393 × 852 pt</text>
    <text x="0" y="132.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 745.2)">
    <title>iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-13-mini iphone-12-mini iphone-11-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-13-mini iphone-12-mini iphone-11-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 13 mini and 2 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(336.3 745.2)">
    <title>iPhone SE (2nd generation), iPhone SE (3rd generation)</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-se-3" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-se-3" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 1 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 895.3)">
    <title>iPad Pro 12.9-inch, iPad Air 13-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch and 1 more with this screen</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 895.3)">
    <title>iPad Pro 13-inch (M5), iPad Pro 13-inch (M4)</title>
    <rect x="0" y="0" width="103.9" height="134.8" rx="9.5" class="fig-device"/>
    <rect x="111.9" y="31" width="134.8" height="103.9" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.9" height="123.8" rx="4" class="fig-rr" data-device="ipad-pro-13-m5 ipad-pro-13-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="1032" data-height="1376"/>
    <rect x="117.4" y="36.5" width="123.8" height="92.9" rx="4" class="fig-rr" data-device="ipad-pro-13-m5 ipad-pro-13-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1376" data-height="1032"/>
    <text x="0" y="152.8" class="fig-label">iPad Pro 13-inch (M5) and 1 more with this screen</text>
    <text x="0" y="169.8" class="fig-small">1032 × 1376 pt</text>
    <text x="0" y="185.8" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1102.1)">
    <title>iPad Pro 11-inch (M5), iPad Pro 11-inch (M4)</title>
    <rect x="0" y="0" width="84.1" height="117.9" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="33.8" width="117.9" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="108.9" rx="4" class="fig-rr" data-device="ipad-pro-11-m5 ipad-pro-11-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1210"/>
    <rect x="96.6" y="38.3" width="108.9" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11-m5 ipad-pro-11-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1210" data-height="834"/>
    <text x="0" y="135.9" class="fig-label">iPad Pro 11-inch (M5) and 1 more with this screen</text>
    <text x="0" y="152.9" class="fig-small">834 × 1210 pt</text>
    <text x="0" y="168.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(390.4 1102.1)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1292)">
    <title>iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch</title>
    <rect x="0" y="0" width="82.8" height="115.2" rx="8.5" class="fig-device"/>
    <rect x="90.8" y="32.4" width="115.2" height="82.8" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="73.8" height="106.2" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-11 ipad-10-9" data-orientation="portrait" data-size-class="regular-regular" data-width="820" data-height="1180"/>
    <rect x="95.3" y="36.9" width="106.2" height="73.8" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-11 ipad-10-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1180" data-height="820"/>
    <text x="0" y="133.2" class="fig-label">iPad Air 10.9-inch and 3 more with this screen</text>
    <text x="0" y="150.2" class="fig-small">820 × 1180 pt</text>
    <text x="0" y="166.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 1292)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(585.6 1292)">
    <title>iPad mini 7.9-inch</title>
    <rect x="0" y="0" width="77.1" height="100.2" rx="8" class="fig-device"/>
    <rect x="85.1" y="23" width="100.2" height="77.1" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="69.1" height="92.2" rx="4" class="fig-rr" data-device="ipad-mini-7-9" data-orientation="portrait" data-size-class="regular-regular" data-width="768" data-height="1024"/>
    <rect x="89.1" y="27" width="92.2" height="69.1" rx="4" class="fig-rr" data-device="ipad-mini-7-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1024" data-height="768"/>
    <text x="0" y="118.2" class="fig-label">iPad mini 7.9-inch</text>
    <text x="0" y="135.2" class="fig-small">768 × 1024 pt</text>
    <text x="0" y="151.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1479.2)">
    <title>iPad mini 8.3-inch</title>
    <rect x="0" y="0" width="75" height="110" rx="8" class="fig-device"/>
    <rect x="83" y="35" width="110" height="75" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="67" height="102" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="portrait" data-size-class="regular-regular" data-width="744" data-height="1133"/>
    <rect x="87" y="39" width="102" height="67" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="landscape" data-size-class="regular-regular" data-width="1133" data-height="744"/>
    <text x="0" y="128" class="fig-label">iPad mini 8.3-inch</text>
    <text x="0" y="145" class="fig-small">744 × 1133 pt</text>
    <text x="0" y="161" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="27" data-badge="iOS 27" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="device-size-classes" viewBox="0 0 780 1493.2" width="780" height="1493.2" role="img" aria-label="Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape." lang="en">
<g aria-hidden="true">
  <rect x="0" y="10" width="22" height="18" class="fig-rr"/>
  <text x="30" y="24" class="fig-label">wR hR: regular width, regular height</text>
  <rect x="390" y="10" width="22" height="18" class="fig-cr"/>
  <text x="420" y="24" class="fig-label">wC hR: compact width, regular height</text>
  <rect x="0" y="36" width="22" height="18" class="fig-rc"/>
  <text x="30" y="50" class="fig-label">wR hC: regular width, compact height</text>
  <rect x="390" y="36" width="22" height="18" class="fig-cc"/>
  <text x="420" y="50" class="fig-label">wC hC: compact width, compact height</text>
  <text x="0" y="92" class="fig-heading">Devices in Apple&#39;s current HIG table, and newer models</text>
  <g transform="translate(0 108)">
    <title>iPhone 17 Pro Max, iPhone 16 Pro Max</title>
    <rect x="0" y="0" width="44.6" height="91" rx="6.5" class="fig-device"/>
    <rect x="52.6" y="46.4" width="91" height="44.6" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="39.6" height="86" rx="4" class="fig-cr" data-device="iphone-17-pro-max iphone-16-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="440" data-height="956"/>
    <rect x="55.1" y="48.9" width="86" height="39.6" rx="4" class="fig-rc" data-device="iphone-17-pro-max iphone-16-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="956" data-height="440"/>
    <text x="0" y="109" class="fig-label">iPhone 17 Pro Max and 1 more with this screen</text>
    <text x="0" y="126" class="fig-small">440 × 956 pt</text>
    <text x="0" y="142" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 108)">
    <title>iPhone Air</title>
    <rect x="0" y="0" width="42.8" height="87.1" rx="6.5" class="fig-device"/>
    <rect x="50.8" y="44.3" width="87.1" height="42.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.8" height="82.1" rx="4" class="fig-cr" data-device="iphone-air" data-orientation="portrait" data-size-class="compact-regular" data-width="420" data-height="912"/>
    <rect x="53.3" y="46.8" width="82.1" height="37.8" rx="4" class="fig-rc" data-device="iphone-air" data-orientation="landscape" data-size-class="regular-compact" data-width="912" data-height="420"/>
    <text x="0" y="105.1" class="fig-label">iPhone Air</text>
    <text x="0" y="122.1" class="fig-small">420 × 912 pt</text>
    <text x="0" y="138.1" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 271)">
    <title>iPhone 17 Pro, iPhone 17, iPhone 16 Pro</title>
    <rect x="0" y="0" width="41.2" height="83.7" rx="6.5" class="fig-device"/>
    <rect x="49.2" y="42.5" width="83.7" height="41.2" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="36.2" height="78.7" rx="4" class="fig-cr" data-device="iphone-17-pro iphone-17 iphone-16-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="402" data-height="874"/>
    <rect x="51.7" y="45" width="78.7" height="36.2" rx="4" class="fig-cc" data-device="iphone-17-pro iphone-17 iphone-16-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="874" data-height="402"/>
    <text x="0" y="101.7" class="fig-label">iPhone 17 Pro and 2 more with this screen</text>
    <text x="0" y="118.7" class="fig-small">402 × 874 pt</text>
    <text x="0" y="134.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(328 271)">
    <title>iPhone 16e, iPhone 17e, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro</title>
    <rect x="0" y="0" width="40.1" height="81" rx="6.5" class="fig-device"/>
    <rect x="48.1" y="40.9" width="81" height="40.1" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.1" height="76" rx="4" class="fig-cr" data-device="iphone-16e iphone-17e iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="390" data-height="844"/>
    <rect x="50.6" y="43.4" width="76" height="35.1" rx="4" class="fig-cc" data-device="iphone-16e iphone-17e iphone-14 iphone-13 iphone-13-pro iphone-12 iphone-12-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="844" data-height="390"/>
    <text x="0" y="99" class="fig-label">iPhone 16e and 6 more with this screen</text>
    <text x="0" y="116" class="fig-small">390 × 844 pt</text>
    <text x="0" y="132" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 426.7)">
    <title>iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max</title>
    <rect x="0" y="0" width="43.7" height="88.9" rx="6.5" class="fig-device"/>
    <rect x="51.7" y="45.2" width="88.9" height="43.7" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.7" height="83.9" rx="4" class="fig-cr" data-device="iphone-16-plus iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="430" data-height="932"/>
    <rect x="54.2" y="47.7" width="83.9" height="38.7" rx="4" class="fig-rc" data-device="iphone-16-plus iphone-15-plus iphone-15-pro-max iphone-14-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="932" data-height="430"/>
    <text x="0" y="106.9" class="fig-label">iPhone 16 Plus and 3 more with this screen</text>
    <text x="0" y="123.9" class="fig-small">430 × 932 pt</text>
    <text x="0" y="139.9" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(336.3 426.7)">
    <title>iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max</title>
    <rect x="0" y="0" width="43.5" height="88.3" rx="6.5" class="fig-device"/>
    <rect x="51.5" y="44.8" width="88.3" height="43.5" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="38.5" height="83.3" rx="4" class="fig-cr" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="portrait" data-size-class="compact-regular" data-width="428" data-height="926"/>
    <rect x="54" y="47.3" width="83.3" height="38.5" rx="4" class="fig-rc" data-device="iphone-14-plus iphone-13-pro-max iphone-12-pro-max" data-orientation="landscape" data-size-class="regular-compact" data-width="926" data-height="428"/>
    <text x="0" y="106.3" class="fig-label">iPhone 14 Plus and 2 more with this screen</text>
    <text x="0" y="123.3" class="fig-small">428 × 926 pt</text>
    <text x="0" y="139.3" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(0 587.6)">
    <title>iPhone 11 Pro Max, iPhone 11</title>
    <rect x="0" y="0" width="42.3" height="85.6" rx="6.5" class="fig-device"/>
    <rect x="50.3" y="43.4" width="85.6" height="42.3" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="37.3" height="80.6" rx="4" class="fig-cr" data-device="iphone-11-pro-max iphone-11" data-orientation="portrait" data-size-class="compact-regular" data-width="414" data-height="896"/>
    <rect x="52.8" y="45.9" width="80.6" height="37.3" rx="4" class="fig-rc" data-device="iphone-11-pro-max iphone-11" data-orientation="landscape" data-size-class="regular-compact" data-width="896" data-height="414"/>
    <text x="0" y="103.6" class="fig-label">iPhone 11 Pro Max and 1 more with this screen</text>
    <text x="0" y="120.6" class="fig-small">414 × 896 pt</text>
    <text x="0" y="136.6" class="fig-small">↕ wC hR  ↔ wR hC</text>
  </g>
  <g transform="translate(357.2 587.6)">
    <title>iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro</title>
    <rect x="0" y="0" width="40.4" height="81.7" rx="6.5" class="fig-device"/>
    <rect x="48.4" y="41.3" width="81.7" height="40.4" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="35.4" height="76.7" rx="4" class="fig-cr" data-device="iphone-16 iphone-15 iphone-15-pro iphone-14-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="393" data-height="852"/>
    <rect x="50.9" y="43.8" width="76.7" height="35.4" rx="4" class="fig-cc" data-device="iphone-16 iphone-15 iphone-15-pro iphone-14-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="852" data-height="393"/>
    <text x="0" y="99.7" class="fig-label">iPhone 16 and 3 more with this screen</text>
    <text x="0" y="116.7" class="fig-small">393 × 852 pt</text>
    <text x="0" y="132.7" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 745.2)">
    <title>iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro</title>
    <rect x="0" y="0" width="38.8" height="78.1" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="39.3" width="78.1" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="73.1" rx="4" class="fig-cr" data-device="iphone-13-mini iphone-12-mini iphone-11-pro" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="812"/>
    <rect x="49.3" y="41.8" width="73.1" height="33.8" rx="4" class="fig-cc" data-device="iphone-13-mini iphone-12-mini iphone-11-pro" data-orientation="landscape" data-size-class="compact-compact" data-width="812" data-height="375"/>
    <text x="0" y="96.1" class="fig-label">iPhone 13 mini and 2 more with this screen</text>
    <text x="0" y="113.1" class="fig-small">375 × 812 pt</text>
    <text x="0" y="129.1" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(336.3 745.2)">
    <title>iPhone SE (2nd generation), iPhone SE (3rd generation)</title>
    <rect x="0" y="0" width="38.8" height="65" rx="6.5" class="fig-device"/>
    <rect x="46.8" y="26.3" width="65" height="38.8" rx="6.5" class="fig-device"/>
    <rect x="2.5" y="2.5" width="33.8" height="60" rx="4" class="fig-cr" data-device="iphone-se-2 iphone-se-3" data-orientation="portrait" data-size-class="compact-regular" data-width="375" data-height="667"/>
    <rect x="49.3" y="28.8" width="60" height="33.8" rx="4" class="fig-cc" data-device="iphone-se-2 iphone-se-3" data-orientation="landscape" data-size-class="compact-compact" data-width="667" data-height="375"/>
    <text x="0" y="83" class="fig-label">iPhone SE (2nd generation) and 1 more with this screen</text>
    <text x="0" y="100" class="fig-small">375 × 667 pt</text>
    <text x="0" y="116" class="fig-small">↕ wC hR  ↔ wC hC</text>
  </g>
  <g transform="translate(0 895.3)">
    <title>iPad Pro 12.9-inch, iPad Air 13-inch</title>
    <rect x="0" y="0" width="103.2" height="133.9" rx="9.5" class="fig-device"/>
    <rect x="111.2" y="30.8" width="133.9" height="103.2" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.2" height="122.9" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="portrait" data-size-class="regular-regular" data-width="1024" data-height="1366"/>
    <rect x="116.7" y="36.3" width="122.9" height="92.2" rx="4" class="fig-rr" data-device="ipad-pro-12-9 ipad-air-13" data-orientation="landscape" data-size-class="regular-regular" data-width="1366" data-height="1024"/>
    <text x="0" y="151.9" class="fig-label">iPad Pro 12.9-inch and 1 more with this screen</text>
    <text x="0" y="168.9" class="fig-small">1024 × 1366 pt</text>
    <text x="0" y="184.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 895.3)">
    <title>iPad Pro 13-inch (M5), iPad Pro 13-inch (M4)</title>
    <rect x="0" y="0" width="103.9" height="134.8" rx="9.5" class="fig-device"/>
    <rect x="111.9" y="31" width="134.8" height="103.9" rx="9.5" class="fig-device"/>
    <rect x="5.5" y="5.5" width="92.9" height="123.8" rx="4" class="fig-rr" data-device="ipad-pro-13-m5 ipad-pro-13-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="1032" data-height="1376"/>
    <rect x="117.4" y="36.5" width="123.8" height="92.9" rx="4" class="fig-rr" data-device="ipad-pro-13-m5 ipad-pro-13-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1376" data-height="1032"/>
    <text x="0" y="152.8" class="fig-label">iPad Pro 13-inch (M5) and 1 more with this screen</text>
    <text x="0" y="169.8" class="fig-small">1032 × 1376 pt</text>
    <text x="0" y="185.8" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1102.1)">
    <title>iPad Pro 11-inch (M5), iPad Pro 11-inch (M4)</title>
    <rect x="0" y="0" width="84.1" height="117.9" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="33.8" width="117.9" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="108.9" rx="4" class="fig-rr" data-device="ipad-pro-11-m5 ipad-pro-11-m4" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1210"/>
    <rect x="96.6" y="38.3" width="108.9" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11-m5 ipad-pro-11-m4" data-orientation="landscape" data-size-class="regular-regular" data-width="1210" data-height="834"/>
    <text x="0" y="135.9" class="fig-label">iPad Pro 11-inch (M5) and 1 more with this screen</text>
    <text x="0" y="152.9" class="fig-small">834 × 1210 pt</text>
    <text x="0" y="168.9" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(390.4 1102.1)">
    <title>iPad Pro 11-inch (1st to 4th generation)</title>
    <rect x="0" y="0" width="84.1" height="116.5" rx="8.5" class="fig-device"/>
    <rect x="92.1" y="32.4" width="116.5" height="84.1" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="75.1" height="107.5" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="portrait" data-size-class="regular-regular" data-width="834" data-height="1194"/>
    <rect x="96.6" y="36.9" width="107.5" height="75.1" rx="4" class="fig-rr" data-device="ipad-pro-11" data-orientation="landscape" data-size-class="regular-regular" data-width="1194" data-height="834"/>
    <text x="0" y="134.5" class="fig-label">iPad Pro 11-inch (1st to 4th generation)</text>
    <text x="0" y="151.5" class="fig-small">834 × 1194 pt</text>
    <text x="0" y="167.5" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(0 1292)">
    <title>iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch</title>
    <rect x="0" y="0" width="82.8" height="115.2" rx="8.5" class="fig-device"/>
    <rect x="90.8" y="32.4" width="115.2" height="82.8" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="73.8" height="106.2" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-11 ipad-10-9" data-orientation="portrait" data-size-class="regular-regular" data-width="820" data-height="1180"/>
    <rect x="95.3" y="36.9" width="106.2" height="73.8" rx="4" class="fig-rr" data-device="ipad-air-10-9 ipad-air-11 ipad-11 ipad-10-9" data-orientation="landscape" data-size-class="regular-regular" data-width="1180" data-height="820"/>
    <text x="0" y="133.2" class="fig-label">iPad Air 10.9-inch and 3 more with this screen</text>
    <text x="0" y="150.2" class="fig-small">820 × 1180 pt</text>
    <text x="0" y="166.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(369.5 1292)">
    <title>iPad 10.2-inch</title>
    <rect x="0" y="0" width="81.9" height="106.2" rx="8.5" class="fig-device"/>
    <rect x="89.9" y="24.3" width="106.2" height="81.9" rx="8.5" class="fig-device"/>
    <rect x="4.5" y="4.5" width="72.9" height="97.2" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="portrait" data-size-class="regular-regular" data-width="810" data-height="1080"/>
    <rect x="94.4" y="28.8" width="97.2" height="72.9" rx="4" class="fig-rr" data-device="ipad-10-2" data-orientation="landscape" data-size-class="regular-regular" data-width="1080" data-height="810"/>
    <text x="0" y="124.2" class="fig-label">iPad 10.2-inch</text>
    <text x="0" y="141.2" class="fig-small">810 × 1080 pt</text>
    <text x="0" y="157.2" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
  <g transform="translate(585.6 1292)">
    <title>iPad mini 8.3-inch</title>
    <rect x="0" y="0" width="75" height="110" rx="8" class="fig-device"/>
    <rect x="83" y="35" width="110" height="75" rx="8" class="fig-device"/>
    <rect x="4" y="4" width="67" height="102" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="portrait" data-size-class="regular-regular" data-width="744" data-height="1133"/>
    <rect x="87" y="39" width="102" height="67" rx="4" class="fig-rr" data-device="ipad-mini-8-3" data-orientation="landscape" data-size-class="regular-regular" data-width="1133" data-height="744"/>
    <text x="0" y="128" class="fig-label">iPad mini 8.3-inch</text>
    <text x="0" y="145" class="fig-small">744 × 1133 pt</text>
    <text x="0" y="161" class="fig-small">↕ wR hR  ↔ wR hR</text>
  </g>
</g>
</svg>
</div>
</div>
`,
`<div class="release-variant" data-variant="9 10 11 12 13 14 15 16 17 18" data-badge="iOS 9–18" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="ipad-window-widths" viewBox="0 0 780 786" width="780" height="786" role="img" aria-label="Each bar is one window width, drawn to scale, coloured and coded by its horizontal size class. Two dashed lines mark the widest compact and the narrowest regular window of the published lists; no width between them was published, and no threshold either. For the resizable windows of iPadOS 26 no width is published." lang="en">
<g aria-hidden="true">
  <text x="0" y="16" class="fig-heading">iOS 9 – iPadOS 18: Split View and Slide Over (published widths)</text>
  <text x="0" y="44" class="fig-small">iPad Pro 12.9-inch portrait, Full screen · 1024 pt · wR hR</text>
  <rect x="400.2" y="30" width="281.7" height="18" rx="3" class="fig-rr" data-window-width="1024" data-size-class="regular-regular" data-arrangement="full" data-orientation="portrait"/>
  <text x="0" y="70" class="fig-small">iPad Pro 12.9-inch portrait, Split View 2/3 · 639 pt · wC hR</text>
  <rect x="400.2" y="56" width="175.8" height="18" rx="3" class="fig-cr" data-window-width="639" data-size-class="compact-regular" data-arrangement="twoThirds" data-orientation="portrait"/>
  <text x="0" y="96" class="fig-small">iPad Pro 12.9-inch portrait, Split View 1/3 · 375 pt · wC hR</text>
  <rect x="400.2" y="82" width="103.2" height="18" rx="3" class="fig-cr" data-window-width="375" data-size-class="compact-regular" data-arrangement="oneThird" data-orientation="portrait"/>
  <text x="0" y="122" class="fig-small">iPad Pro 12.9-inch portrait, Slide Over · 375 pt · wC hR</text>
  <rect x="400.2" y="108" width="103.2" height="18" rx="3" class="fig-cr" data-window-width="375" data-size-class="compact-regular" data-arrangement="slideOver" data-orientation="portrait"/>
  <text x="0" y="148" class="fig-small">iPad Pro 12.9-inch landscape, Full screen · 1366 pt · wR hR</text>
  <rect x="400.2" y="134" width="375.8" height="18" rx="3" class="fig-rr" data-window-width="1366" data-size-class="regular-regular" data-arrangement="full" data-orientation="landscape"/>
  <text x="0" y="174" class="fig-small">iPad Pro 12.9-inch landscape, Split View 2/3 · 981 pt · wR hR</text>
  <rect x="400.2" y="160" width="269.9" height="18" rx="3" class="fig-rr" data-window-width="981" data-size-class="regular-regular" data-arrangement="twoThirds" data-orientation="landscape"/>
  <text x="0" y="200" class="fig-small">iPad Pro 12.9-inch landscape, Split View 1/2 · 678 pt · wR hR</text>
  <rect x="400.2" y="186" width="186.5" height="18" rx="3" class="fig-rr" data-window-width="678" data-size-class="regular-regular" data-arrangement="half" data-orientation="landscape"/>
  <text x="0" y="226" class="fig-small">iPad Pro 12.9-inch landscape, Split View 1/3 · 375 pt · wC hR</text>
  <rect x="400.2" y="212" width="103.2" height="18" rx="3" class="fig-cr" data-window-width="375" data-size-class="compact-regular" data-arrangement="oneThird" data-orientation="landscape"/>
  <text x="0" y="252" class="fig-small">iPad Pro 12.9-inch landscape, Slide Over · 375 pt · wC hR</text>
  <rect x="400.2" y="238" width="103.2" height="18" rx="3" class="fig-cr" data-window-width="375" data-size-class="compact-regular" data-arrangement="slideOver" data-orientation="landscape"/>
  <text x="0" y="278" class="fig-small">iPad Pro 10.5-inch portrait, Full screen · 834 pt · wR hR</text>
  <rect x="400.2" y="264" width="229.4" height="18" rx="3" class="fig-rr" data-window-width="834" data-size-class="regular-regular" data-arrangement="full" data-orientation="portrait"/>
  <text x="0" y="304" class="fig-small">iPad Pro 10.5-inch portrait, Split View 2/3 · 504 pt · wC hR</text>
  <rect x="400.2" y="290" width="138.6" height="18" rx="3" class="fig-cr" data-window-width="504" data-size-class="compact-regular" data-arrangement="twoThirds" data-orientation="portrait"/>
  <text x="0" y="330" class="fig-small">iPad Pro 10.5-inch portrait, Split View 1/3 · 320 pt · wC hR</text>
  <rect x="400.2" y="316" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="oneThird" data-orientation="portrait"/>
  <text x="0" y="356" class="fig-small">iPad Pro 10.5-inch portrait, Slide Over · 320 pt · wC hR</text>
  <rect x="400.2" y="342" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="slideOver" data-orientation="portrait"/>
  <text x="0" y="382" class="fig-small">iPad Pro 10.5-inch landscape, Full screen · 1112 pt · wR hR</text>
  <rect x="400.2" y="368" width="305.9" height="18" rx="3" class="fig-rr" data-window-width="1112" data-size-class="regular-regular" data-arrangement="full" data-orientation="landscape"/>
  <text x="0" y="408" class="fig-small">iPad Pro 10.5-inch landscape, Split View 2/3 · 782 pt · wR hR</text>
  <rect x="400.2" y="394" width="215.1" height="18" rx="3" class="fig-rr" data-window-width="782" data-size-class="regular-regular" data-arrangement="twoThirds" data-orientation="landscape"/>
  <text x="0" y="434" class="fig-small">iPad Pro 10.5-inch landscape, Split View 1/2 · 551 pt · wC hR</text>
  <rect x="400.2" y="420" width="151.6" height="18" rx="3" class="fig-cr" data-window-width="551" data-size-class="compact-regular" data-arrangement="half" data-orientation="landscape"/>
  <text x="0" y="460" class="fig-small">iPad Pro 10.5-inch landscape, Split View 1/3 · 320 pt · wC hR</text>
  <rect x="400.2" y="446" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="oneThird" data-orientation="landscape"/>
  <text x="0" y="486" class="fig-small">iPad Pro 10.5-inch landscape, Slide Over · 320 pt · wC hR</text>
  <rect x="400.2" y="472" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="slideOver" data-orientation="landscape"/>
  <text x="0" y="512" class="fig-small">iPad 9.7-inch portrait, Full screen · 768 pt · wR hR</text>
  <rect x="400.2" y="498" width="211.3" height="18" rx="3" class="fig-rr" data-window-width="768" data-size-class="regular-regular" data-arrangement="full" data-orientation="portrait"/>
  <text x="0" y="538" class="fig-small">iPad 9.7-inch portrait, Split View 2/3 · 438 pt · wC hR</text>
  <rect x="400.2" y="524" width="120.5" height="18" rx="3" class="fig-cr" data-window-width="438" data-size-class="compact-regular" data-arrangement="twoThirds" data-orientation="portrait"/>
  <text x="0" y="564" class="fig-small">iPad 9.7-inch portrait, Split View 1/3 · 320 pt · wC hR</text>
  <rect x="400.2" y="550" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="oneThird" data-orientation="portrait"/>
  <text x="0" y="590" class="fig-small">iPad 9.7-inch portrait, Slide Over · 320 pt · wC hR</text>
  <rect x="400.2" y="576" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="slideOver" data-orientation="portrait"/>
  <text x="0" y="616" class="fig-small">iPad 9.7-inch landscape, Full screen · 1024 pt · wR hR</text>
  <rect x="400.2" y="602" width="281.7" height="18" rx="3" class="fig-rr" data-window-width="1024" data-size-class="regular-regular" data-arrangement="full" data-orientation="landscape"/>
  <text x="0" y="642" class="fig-small">iPad 9.7-inch landscape, Split View 2/3 · 694 pt · wR hR</text>
  <rect x="400.2" y="628" width="190.9" height="18" rx="3" class="fig-rr" data-window-width="694" data-size-class="regular-regular" data-arrangement="twoThirds" data-orientation="landscape"/>
  <text x="0" y="668" class="fig-small">iPad 9.7-inch landscape, Split View 1/2 · 507 pt · wC hR</text>
  <rect x="400.2" y="654" width="139.5" height="18" rx="3" class="fig-cr" data-window-width="507" data-size-class="compact-regular" data-arrangement="half" data-orientation="landscape"/>
  <text x="0" y="694" class="fig-small">iPad 9.7-inch landscape, Split View 1/3 · 320 pt · wC hR</text>
  <rect x="400.2" y="680" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="oneThird" data-orientation="landscape"/>
  <text x="0" y="720" class="fig-small">iPad 9.7-inch landscape, Slide Over · 320 pt · wC hR</text>
  <rect x="400.2" y="706" width="88" height="18" rx="3" class="fig-cr" data-window-width="320" data-size-class="compact-regular" data-arrangement="slideOver" data-orientation="landscape"/>
  <g data-published-edge="639">
    <line x1="576" y1="30" x2="576" y2="52" class="fig-lane"/>
    <line x1="576" y1="56" x2="576" y2="78" class="fig-lane"/>
    <line x1="576" y1="82" x2="576" y2="104" class="fig-lane"/>
    <line x1="576" y1="108" x2="576" y2="130" class="fig-lane"/>
    <line x1="576" y1="134" x2="576" y2="156" class="fig-lane"/>
    <line x1="576" y1="160" x2="576" y2="182" class="fig-lane"/>
    <line x1="576" y1="186" x2="576" y2="208" class="fig-lane"/>
    <line x1="576" y1="212" x2="576" y2="234" class="fig-lane"/>
    <line x1="576" y1="238" x2="576" y2="260" class="fig-lane"/>
    <line x1="576" y1="264" x2="576" y2="286" class="fig-lane"/>
    <line x1="576" y1="290" x2="576" y2="312" class="fig-lane"/>
    <line x1="576" y1="316" x2="576" y2="338" class="fig-lane"/>
    <line x1="576" y1="342" x2="576" y2="364" class="fig-lane"/>
    <line x1="576" y1="368" x2="576" y2="390" class="fig-lane"/>
    <line x1="576" y1="394" x2="576" y2="416" class="fig-lane"/>
    <line x1="576" y1="420" x2="576" y2="442" class="fig-lane"/>
    <line x1="576" y1="446" x2="576" y2="468" class="fig-lane"/>
    <line x1="576" y1="472" x2="576" y2="494" class="fig-lane"/>
    <line x1="576" y1="498" x2="576" y2="520" class="fig-lane"/>
    <line x1="576" y1="524" x2="576" y2="546" class="fig-lane"/>
    <line x1="576" y1="550" x2="576" y2="572" class="fig-lane"/>
    <line x1="576" y1="576" x2="576" y2="598" class="fig-lane"/>
    <line x1="576" y1="602" x2="576" y2="624" class="fig-lane"/>
    <line x1="576" y1="628" x2="576" y2="650" class="fig-lane"/>
    <line x1="576" y1="654" x2="576" y2="676" class="fig-lane"/>
    <line x1="576" y1="680" x2="576" y2="702" class="fig-lane"/>
    <line x1="576" y1="706" x2="576" y2="728" class="fig-lane"/>
  </g>
  <g data-published-edge="678">
    <line x1="586.7" y1="30" x2="586.7" y2="52" class="fig-lane"/>
    <line x1="586.7" y1="56" x2="586.7" y2="78" class="fig-lane"/>
    <line x1="586.7" y1="82" x2="586.7" y2="104" class="fig-lane"/>
    <line x1="586.7" y1="108" x2="586.7" y2="130" class="fig-lane"/>
    <line x1="586.7" y1="134" x2="586.7" y2="156" class="fig-lane"/>
    <line x1="586.7" y1="160" x2="586.7" y2="182" class="fig-lane"/>
    <line x1="586.7" y1="186" x2="586.7" y2="208" class="fig-lane"/>
    <line x1="586.7" y1="212" x2="586.7" y2="234" class="fig-lane"/>
    <line x1="586.7" y1="238" x2="586.7" y2="260" class="fig-lane"/>
    <line x1="586.7" y1="264" x2="586.7" y2="286" class="fig-lane"/>
    <line x1="586.7" y1="290" x2="586.7" y2="312" class="fig-lane"/>
    <line x1="586.7" y1="316" x2="586.7" y2="338" class="fig-lane"/>
    <line x1="586.7" y1="342" x2="586.7" y2="364" class="fig-lane"/>
    <line x1="586.7" y1="368" x2="586.7" y2="390" class="fig-lane"/>
    <line x1="586.7" y1="394" x2="586.7" y2="416" class="fig-lane"/>
    <line x1="586.7" y1="420" x2="586.7" y2="442" class="fig-lane"/>
    <line x1="586.7" y1="446" x2="586.7" y2="468" class="fig-lane"/>
    <line x1="586.7" y1="472" x2="586.7" y2="494" class="fig-lane"/>
    <line x1="586.7" y1="498" x2="586.7" y2="520" class="fig-lane"/>
    <line x1="586.7" y1="524" x2="586.7" y2="546" class="fig-lane"/>
    <line x1="586.7" y1="550" x2="586.7" y2="572" class="fig-lane"/>
    <line x1="586.7" y1="576" x2="586.7" y2="598" class="fig-lane"/>
    <line x1="586.7" y1="602" x2="586.7" y2="624" class="fig-lane"/>
    <line x1="586.7" y1="628" x2="586.7" y2="650" class="fig-lane"/>
    <line x1="586.7" y1="654" x2="586.7" y2="676" class="fig-lane"/>
    <line x1="586.7" y1="680" x2="586.7" y2="702" class="fig-lane"/>
    <line x1="586.7" y1="706" x2="586.7" y2="728" class="fig-lane"/>
  </g>
  <text x="0" y="742" class="fig-small">Dashed marks: no width between 639 and 678 pt was published, and no threshold either</text>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="26 27" data-badge="iOS 26.0+" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="ipad-window-widths" viewBox="0 0 780 76" width="780" height="76" role="img" aria-label="Each bar is one window width, drawn to scale, coloured and coded by its horizontal size class. Two dashed lines mark the widest compact and the narrowest regular window of the published lists; no width between them was published, and no threshold either. For the resizable windows of iPadOS 26 no width is published." lang="en">
<g aria-hidden="true">
  <text x="0" y="16" class="fig-heading">iPadOS 26: windowed apps (freely resizable)</text>
  <rect x="16" y="28" width="760" height="18" rx="3" class="fig-context" data-window-width="resizable" data-size-class="not-published"/>
  <text x="16" y="66" class="fig-small">The class follows the window; Apple publishes no switching width and no minimum width</text>
</g>
</svg>
</div>
</div>
`,
`<div class="release-variant" data-variant="9 10" data-badge="iOS 9–10" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="layout-guide-regions" viewBox="0 0 774 445" width="774" height="445" role="img" aria-label="Not to scale. On an iPhone in portrait the layout margins sit inside the space the status and navigation bars leave (from iOS 11 the safe area, which also keeps clear of the home indicator), and the readable width fills them; in landscape the safe area also keeps clear of the sensor housing at the side, and the readable width is a centred column. On an iPad at full screen the readable width is a centred column narrower than the margins." lang="en">
<g aria-hidden="true">
  <g data-legend="margins">
    <rect x="10" y="8" width="14" height="14" rx="3" class="fig-rr"/>
    <text x="30" y="19.5" class="fig-small">layoutMarginsGuide</text>
  </g>
  <g data-legend="readable-content">
    <rect x="175.3" y="8" width="14" height="14" rx="3" class="fig-cr"/>
    <text x="195.3" y="19.5" class="fig-small">readableContentGuide</text>
  </g>
  <text x="10" y="42" class="fig-small">Not to scale: of these insets UIKit&#39;s pages publish only the 8-point margins of most views; a root view&#39;s margins,</text>
  <text x="10" y="59" class="fig-small">the safe area and the readable width are not documented there.</text>
  <text x="10" y="93" class="fig-heading">iPhone, portrait</text>
  <text x="10" y="113" class="fig-small">Compact width</text>
  <g data-panel="iphone-portrait">
    <rect x="4" y="119" width="162" height="312" rx="28" class="fig-device"/>
    <rect x="10" y="125" width="150" height="300" rx="22" class="fig-screen"/>
    <rect x="10" y="139" width="150" height="28" class="fig-small-bar"/>
    <rect x="18" y="177" width="134" height="240" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="24" y="183" width="122" height="228" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="182" y="93" class="fig-heading">iPhone, landscape</text>
  <text x="182" y="113" class="fig-small">Compact height</text>
  <g data-panel="iphone-landscape">
    <rect x="176" y="119" width="312" height="162" rx="28" class="fig-device"/>
    <rect x="182" y="125" width="300" height="150" rx="22" class="fig-screen"/>
    <rect x="182" y="125" width="300" height="26" class="fig-small-bar"/>
    <rect x="190" y="159" width="284" height="108" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="272" y="165" width="120" height="96" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="504" y="93" class="fig-heading">iPad, full screen</text>
  <text x="504" y="113" class="fig-small">Regular width and height</text>
  <g data-panel="ipad">
    <rect x="498" y="119" width="272" height="312" rx="20" class="fig-device"/>
    <rect x="504" y="125" width="260" height="300" rx="14" class="fig-screen"/>
    <rect x="504" y="125" width="260" height="14" class="fig-small-bar"/>
    <rect x="512" y="147" width="244" height="270" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="574" y="153" width="120" height="258" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="11 12 13 14" data-badge="iOS 11–14" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="layout-guide-regions" viewBox="0 0 774 445" width="774" height="445" role="img" aria-label="Not to scale. On an iPhone in portrait the layout margins sit inside the space the status and navigation bars leave (from iOS 11 the safe area, which also keeps clear of the home indicator), and the readable width fills them; in landscape the safe area also keeps clear of the sensor housing at the side, and the readable width is a centred column. On an iPad at full screen the readable width is a centred column narrower than the margins." lang="en">
<g aria-hidden="true">
  <g data-legend="safe-area">
    <rect x="10" y="8" width="14" height="14" rx="3" class="fig-rc"/>
    <text x="30" y="19.5" class="fig-small">safeAreaLayoutGuide</text>
  </g>
  <g data-legend="margins">
    <rect x="182.2" y="8" width="14" height="14" rx="3" class="fig-rr"/>
    <text x="202.2" y="19.5" class="fig-small">layoutMarginsGuide</text>
  </g>
  <g data-legend="readable-content">
    <rect x="347.5" y="8" width="14" height="14" rx="3" class="fig-cr"/>
    <text x="367.5" y="19.5" class="fig-small">readableContentGuide</text>
  </g>
  <text x="10" y="42" class="fig-small">Not to scale: of these insets UIKit&#39;s pages publish only the 8-point margins of most views; a root view&#39;s margins,</text>
  <text x="10" y="59" class="fig-small">the safe area and the readable width are not documented there.</text>
  <text x="10" y="93" class="fig-heading">iPhone, portrait</text>
  <text x="10" y="113" class="fig-small">Compact width</text>
  <g data-panel="iphone-portrait">
    <rect x="4" y="119" width="162" height="312" rx="28" class="fig-device"/>
    <rect x="10" y="125" width="150" height="300" rx="22" class="fig-screen"/>
    <rect x="10" y="139" width="150" height="28" class="fig-small-bar"/>
    <rect x="61" y="417" width="48" height="3" class="fig-small-bar"/>
    <rect x="10" y="169" width="150" height="242" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="18" y="177" width="134" height="226" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="24" y="183" width="122" height="214" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="182" y="93" class="fig-heading">iPhone, landscape</text>
  <text x="182" y="113" class="fig-small">Compact height</text>
  <g data-panel="iphone-landscape">
    <rect x="176" y="119" width="312" height="162" rx="28" class="fig-device"/>
    <rect x="182" y="125" width="300" height="150" rx="22" class="fig-screen"/>
    <rect x="182" y="125" width="300" height="26" class="fig-small-bar"/>
    <rect x="302" y="268" width="60" height="3" class="fig-small-bar"/>
    <rect x="185" y="178" width="8" height="44" rx="4" class="fig-device"/>
    <rect x="212" y="151" width="240" height="112" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="220" y="159" width="224" height="96" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="272" y="165" width="120" height="84" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="504" y="93" class="fig-heading">iPad, full screen</text>
  <text x="504" y="113" class="fig-small">Regular width and height</text>
  <g data-panel="ipad">
    <rect x="498" y="119" width="272" height="312" rx="20" class="fig-device"/>
    <rect x="504" y="125" width="260" height="300" rx="14" class="fig-screen"/>
    <rect x="504" y="125" width="260" height="14" class="fig-small-bar"/>
    <rect x="504" y="139" width="260" height="286" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="512" y="147" width="244" height="270" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="574" y="153" width="120" height="258" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="15 16 17 18" data-badge="iOS 15–18" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="layout-guide-regions" viewBox="0 0 664 847" width="664" height="847" role="img" aria-label="Not to scale. On an iPhone in portrait the layout margins sit inside the space the status and navigation bars leave (from iOS 11 the safe area, which also keeps clear of the home indicator), and the readable width fills them; in landscape the safe area also keeps clear of the sensor housing at the side, and the readable width is a centred column. With the keyboard up, a text field pinned to the keyboard layout guide sits on the keyboard&#39;s top edge. On an iPad at full screen the readable width is a centred column narrower than the margins." lang="en">
<g aria-hidden="true">
  <g data-legend="safe-area">
    <rect x="10" y="8" width="14" height="14" rx="3" class="fig-rc"/>
    <text x="30" y="19.5" class="fig-small">safeAreaLayoutGuide</text>
  </g>
  <g data-legend="margins">
    <rect x="182.2" y="8" width="14" height="14" rx="3" class="fig-rr"/>
    <text x="202.2" y="19.5" class="fig-small">layoutMarginsGuide</text>
  </g>
  <g data-legend="readable-content">
    <rect x="347.5" y="8" width="14" height="14" rx="3" class="fig-cr"/>
    <text x="367.5" y="19.5" class="fig-small">readableContentGuide</text>
  </g>
  <g data-legend="keyboard">
    <rect x="10" y="30" width="14" height="14" rx="3" class="fig-cc"/>
    <text x="30" y="41.5" class="fig-small">keyboardLayoutGuide</text>
  </g>
  <text x="10" y="64" class="fig-small">Not to scale: of these insets UIKit&#39;s pages publish only the 8-point margins of most views; a root</text>
  <text x="10" y="81" class="fig-small">view&#39;s margins, the safe area and the readable width are not documented there.</text>
  <text x="10" y="115" class="fig-heading">iPhone, portrait</text>
  <text x="10" y="135" class="fig-small">Compact width</text>
  <g data-panel="iphone-portrait">
    <rect x="4" y="141" width="162" height="312" rx="28" class="fig-device"/>
    <rect x="10" y="147" width="150" height="300" rx="22" class="fig-screen"/>
    <rect x="10" y="161" width="150" height="28" class="fig-small-bar"/>
    <rect x="61" y="439" width="48" height="3" class="fig-small-bar"/>
    <rect x="10" y="191" width="150" height="242" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="18" y="199" width="134" height="226" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="24" y="205" width="122" height="214" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="182" y="115" class="fig-heading">Keyboard shown</text>
  <text x="182" y="135" class="fig-small">The guide follows it</text>
  <g data-panel="iphone-keyboard">
    <rect x="176" y="141" width="162" height="312" rx="28" class="fig-device"/>
    <rect x="182" y="147" width="150" height="300" rx="22" class="fig-screen"/>
    <rect x="182" y="161" width="150" height="28" class="fig-small-bar"/>
    <rect x="233" y="439" width="48" height="3" class="fig-small-bar"/>
    <rect x="182" y="329" width="150" height="118" rx="4" class="fig-cc" data-region="keyboard"/>
    <line x1="182" y1="329" x2="332" y2="329" class="fig-context"/>
    <rect x="194" y="297" width="126" height="24" rx="6" class="fig-box" data-pinned-to="keyboard"/>
  </g>
  <text x="354" y="115" class="fig-heading">iPhone, landscape</text>
  <text x="354" y="135" class="fig-small">Compact height</text>
  <g data-panel="iphone-landscape">
    <rect x="348" y="141" width="312" height="162" rx="28" class="fig-device"/>
    <rect x="354" y="147" width="300" height="150" rx="22" class="fig-screen"/>
    <rect x="354" y="147" width="300" height="26" class="fig-small-bar"/>
    <rect x="474" y="290" width="60" height="3" class="fig-small-bar"/>
    <rect x="357" y="200" width="8" height="44" rx="4" class="fig-device"/>
    <rect x="384" y="173" width="240" height="112" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="392" y="181" width="224" height="96" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="444" y="187" width="120" height="84" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="10" y="495" class="fig-heading">iPad, full screen</text>
  <text x="10" y="515" class="fig-small">Regular width and height</text>
  <g data-panel="ipad">
    <rect x="4" y="521" width="272" height="312" rx="20" class="fig-device"/>
    <rect x="10" y="527" width="260" height="300" rx="14" class="fig-screen"/>
    <rect x="10" y="527" width="260" height="14" class="fig-small-bar"/>
    <rect x="10" y="541" width="260" height="286" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="18" y="549" width="244" height="270" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="80" y="555" width="120" height="258" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="26 27" data-badge="iOS 26.0+" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="layout-guide-regions" viewBox="0 0 664 847" width="664" height="847" role="img" aria-label="Not to scale. On an iPhone in portrait the layout margins sit inside the space the status and navigation bars leave (from iOS 11 the safe area, which also keeps clear of the home indicator), and the readable width fills them; in landscape the safe area also keeps clear of the sensor housing at the side, and the readable width is a centred column. With the keyboard up, a text field pinned to the keyboard layout guide sits on the keyboard&#39;s top edge. In an iPadOS 26 window the controls take the top-leading corner; a layout region with horizontal corner adaptation starts after them, by an amount Apple does not publish, and the readable width is a centred column narrower than the window." lang="en">
<g aria-hidden="true">
  <g data-legend="safe-area">
    <rect x="10" y="8" width="14" height="14" rx="3" class="fig-rc"/>
    <text x="30" y="19.5" class="fig-small">safeAreaLayoutGuide</text>
  </g>
  <g data-legend="margins">
    <rect x="182.2" y="8" width="14" height="14" rx="3" class="fig-rr"/>
    <text x="202.2" y="19.5" class="fig-small">layoutMarginsGuide</text>
  </g>
  <g data-legend="readable-content">
    <rect x="347.5" y="8" width="14" height="14" rx="3" class="fig-cr"/>
    <text x="367.5" y="19.5" class="fig-small">readableContentGuide</text>
  </g>
  <g data-legend="keyboard">
    <rect x="10" y="30" width="14" height="14" rx="3" class="fig-cc"/>
    <text x="30" y="41.5" class="fig-small">keyboardLayoutGuide</text>
  </g>
  <g data-legend="corner-adapted">
    <rect x="182.2" y="30" width="14" height="14" rx="3" class="fig-context"/>
    <text x="202.2" y="41.5" class="fig-small">layoutGuide(for:), corner-adapted</text>
  </g>
  <text x="10" y="64" class="fig-small">Not to scale: of these insets UIKit&#39;s pages publish only the 8-point margins of most views; a root</text>
  <text x="10" y="81" class="fig-small">view&#39;s margins, the safe area and the readable width are not documented there.</text>
  <text x="10" y="115" class="fig-heading">iPhone, portrait</text>
  <text x="10" y="135" class="fig-small">Compact width</text>
  <g data-panel="iphone-portrait">
    <rect x="4" y="141" width="162" height="312" rx="28" class="fig-device"/>
    <rect x="10" y="147" width="150" height="300" rx="22" class="fig-screen"/>
    <rect x="10" y="161" width="150" height="28" class="fig-small-bar"/>
    <rect x="61" y="439" width="48" height="3" class="fig-small-bar"/>
    <rect x="10" y="191" width="150" height="242" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="18" y="199" width="134" height="226" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="24" y="205" width="122" height="214" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="182" y="115" class="fig-heading">Keyboard shown</text>
  <text x="182" y="135" class="fig-small">The guide follows it</text>
  <g data-panel="iphone-keyboard">
    <rect x="176" y="141" width="162" height="312" rx="28" class="fig-device"/>
    <rect x="182" y="147" width="150" height="300" rx="22" class="fig-screen"/>
    <rect x="182" y="161" width="150" height="28" class="fig-small-bar"/>
    <rect x="233" y="439" width="48" height="3" class="fig-small-bar"/>
    <rect x="182" y="329" width="150" height="118" rx="4" class="fig-cc" data-region="keyboard"/>
    <line x1="182" y1="329" x2="332" y2="329" class="fig-context"/>
    <rect x="194" y="297" width="126" height="24" rx="6" class="fig-box" data-pinned-to="keyboard"/>
  </g>
  <text x="354" y="115" class="fig-heading">iPhone, landscape</text>
  <text x="354" y="135" class="fig-small">Compact height</text>
  <g data-panel="iphone-landscape">
    <rect x="348" y="141" width="312" height="162" rx="28" class="fig-device"/>
    <rect x="354" y="147" width="300" height="150" rx="22" class="fig-screen"/>
    <rect x="354" y="147" width="300" height="26" class="fig-small-bar"/>
    <rect x="474" y="290" width="60" height="3" class="fig-small-bar"/>
    <rect x="357" y="200" width="8" height="44" rx="4" class="fig-device"/>
    <rect x="384" y="173" width="240" height="112" rx="4" class="fig-rc" data-region="safe-area"/>
    <rect x="392" y="181" width="224" height="96" rx="4" class="fig-rr" data-region="margins"/>
    <rect x="444" y="187" width="120" height="84" rx="4" class="fig-cr" data-region="readable-content"/>
  </g>
  <text x="10" y="495" class="fig-heading">iPadOS 26 window</text>
  <text x="10" y="515" class="fig-small">Controls in the top-leading corner</text>
  <g data-panel="ipad">
    <rect x="4" y="521" width="272" height="312" rx="20" class="fig-device"/>
    <rect x="10" y="527" width="260" height="300" rx="14" class="fig-screen"/>
    <rect x="24" y="541" width="220" height="240" rx="12" class="fig-box" data-window="resizable"/>
    <rect x="24" y="542" width="220" height="30" class="fig-small-bar"/>
    <rect x="84" y="585" width="100" height="182" rx="4" class="fig-cr" data-region="readable-content"/>
    <rect x="34" y="553" width="8" height="8" rx="4" class="fig-device" data-control="0"/>
    <rect x="46" y="553" width="8" height="8" rx="4" class="fig-device" data-control="1"/>
    <rect x="58" y="553" width="8" height="8" rx="4" class="fig-device" data-control="2"/>
    <rect x="72" y="544" width="169" height="234" rx="8" class="fig-context" data-region="corner-adapted"/>
  </g>
</g>
</svg>
</div>
</div>
`,
`<div class="release-variant" data-variant="8 9" hidden>
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
`<div class="release-variant" data-variant="8" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 8</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 6 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5c</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (5th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (6th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 4s</th><td>320 x 480</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 6 Plus, iPhone 6, iPhone 5s, iPhone 5c, iPhone 5, iPod touch (5th generation), iPod touch (6th generation), iPhone 4s, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 6 Plus, iPhone 6, iPhone 5s, iPhone 5c, iPhone 5, iPod touch (5th generation), iPod touch (6th generation), iPhone 4s, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="9" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 9</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 6s Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6s</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (1st generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5c</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (5th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (6th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 4s</th><td>320 x 480</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 6s Plus, iPhone 6 Plus, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPhone 5c, iPhone 5, iPod touch (5th generation), iPod touch (6th generation), iPhone 4s, iPad Pro 12.9-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 6s Plus, iPhone 6 Plus, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPhone 5c, iPhone 5, iPod touch (5th generation), iPod touch (6th generation), iPhone 4s, iPad Pro 12.9-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 10</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 7 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6s Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 7</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6s</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (1st generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5c</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (6th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 7 Plus, iPhone 6s Plus, iPhone 6 Plus, iPhone 7, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPhone 5c, iPhone 5, iPod touch (6th generation), iPad Pro 12.9-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 7 Plus, iPhone 6s Plus, iPhone 6 Plus, iPhone 7, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPhone 5c, iPhone 5, iPod touch (6th generation), iPad Pro 12.9-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="11" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 11</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 8 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 7 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6s Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone X</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 8</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 7</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6s</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (1st generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (6th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 6 Plus, iPhone X, iPhone 8, iPhone 7, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPod touch (6th generation), iPad Pro 12.9-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 6 Plus, iPhone X, iPhone 8, iPhone 7, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPod touch (6th generation), iPad Pro 12.9-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="12" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 12</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone XS Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XR</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 8 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 7 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6s Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XS</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone X</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 8</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 7</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6s</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (1st generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 5s</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (6th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (7th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone XS Max, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 6 Plus, iPhone XS, iPhone X, iPhone 8, iPhone 7, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPod touch (6th generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone XS Max, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 6 Plus, iPhone XS, iPhone X, iPhone 8, iPhone 7, iPhone 6s, iPhone 6, iPhone SE (1st generation), iPhone 5s, iPod touch (6th generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="13" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 13</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XS Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XR</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 8 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 7 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6s Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone XS</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone X</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 8</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 7</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6s</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (1st generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (7th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone 8, iPhone 7, iPhone 6s, iPhone SE (1st generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone 8, iPhone 7, iPhone 6s, iPhone SE (1st generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="14" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 14</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 12 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XS Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XR</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 8 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 7 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6s Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 12</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone XS</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone X</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 8</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 7</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6s</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (1st generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (7th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 12, iPhone 12 Pro, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone 8, iPhone 7, iPhone 6s, iPhone SE (1st generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 12, iPhone 12 Pro, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone 8, iPhone 7, iPhone 6s, iPhone SE (1st generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="15" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 15</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 13 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 12 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XS Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XR</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 8 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 7 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 6s Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 13</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone XS</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone X</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (3rd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 8</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 7</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 6s</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (1st generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPod touch (7th generation)</th><td>320 x 568</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 8.3-inch</th><td>744 x 1133</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone SE (3rd generation), iPhone 8, iPhone 7, iPhone 6s, iPhone SE (1st generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone SE (3rd generation), iPhone 8, iPhone 7, iPhone 6s, iPhone SE (1st generation), iPod touch (7th generation), iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="16" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 16</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 14 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Plus</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 13 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 12 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XS Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XR</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 8 Plus</th><td>414 x 736</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone XS</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone X</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (3rd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 8</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 8.3-inch</th><td>744 x 1133</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">3</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone SE (3rd generation), iPhone 8, iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 8 Plus, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone X, iPhone SE (2nd generation), iPhone SE (3rd generation), iPhone 8, iPad Pro 12.9-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="17" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 17</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 15 Plus</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Plus</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 13 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 12 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XS Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XR</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 15 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone XS</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (3rd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 13-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 13-inch (M4)</th><td>1032 x 1376</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (M4)</th><td>834 x 1210</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 11-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 10.5-inch</th><td>834 x 1112</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 9.7-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 8.3-inch</th><td>744 x 1133</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 13-inch (M4), iPad Pro 11-inch (M4), iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad Pro 10.5-inch, iPad 9.7-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dd><a href="https://iosref.com/res" rel="external">iosref.com, Resolution by device</a> — Used for devices Apple's HIG table does not list (rows: iPad Pro 13-inch (M4), iPad Pro 11-inch (M4))</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 18</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 16e</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16 Pro Max</th><td>440 x 956</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 16 Plus</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15 Plus</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Plus</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 13 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 12 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XS Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone XR</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 16 Pro</th><td>402 x 874</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 15</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 15 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone XS</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (3rd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 13-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 13-inch (M4)</th><td>1032 x 1376</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (M4)</th><td>834 x 1210</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 11-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 11-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 8.3-inch</th><td>744 x 1133</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 16e, iPhone 16 Pro Max, iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 16 Pro, iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 16e, iPhone 16 Pro Max, iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone XS Max, iPhone 11, iPhone XR, iPhone 16 Pro, iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone XS, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 13-inch (M4), iPad Pro 11-inch (M4), iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dd><a href="https://iosref.com/res" rel="external">iosref.com, Resolution by device</a> — Used for devices Apple's HIG table does not list (rows: iPad Pro 13-inch (M4), iPad Pro 11-inch (M4))</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 26</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 17 Pro Max</th><td>440 x 956</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone Air</th><td>420 x 912</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 17 Pro</th><td>402 x 874</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 17</th><td>402 x 874</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16e</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 17e</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16 Pro Max</th><td>440 x 956</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 16 Plus</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15 Plus</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Plus</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 13 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 12 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 16 Pro</th><td>402 x 874</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 15</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 15 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (3rd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 13-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 13-inch (M5)</th><td>1032 x 1376</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (M5)</th><td>834 x 1210</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 13-inch (M4)</th><td>1032 x 1376</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (M4)</th><td>834 x 1210</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 11-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 11-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 7.9-inch</th><td>768 x 1024</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 8.3-inch</th><td>744 x 1133</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 17 Pro Max, iPhone Air, iPhone 17 Pro, iPhone 17, iPhone 16e, iPhone 16 Pro Max, iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone 11, iPhone 16 Pro, iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 17 Pro Max, iPhone Air, iPhone 17 Pro, iPhone 17, iPhone 16e, iPhone 17e, iPhone 16 Pro Max, iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone 11, iPhone 16 Pro, iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 13-inch (M5), iPad Pro 11-inch (M5), iPad Pro 13-inch (M4), iPad Pro 11-inch (M4), iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad mini 7.9-inch, iPad mini 8.3-inch)</dd>
<dd><a href="https://iosref.com/res" rel="external">iosref.com, Resolution by device</a> — Used for devices Apple's HIG table does not list (rows: iPhone 17e, iPad Pro 13-inch (M5), iPad Pro 11-inch (M5), iPad Pro 13-inch (M4), iPad Pro 11-inch (M4))</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="size-classes-modern">
<caption><span class="release-badge">iOS 27</span> Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</caption>
<thead>
<tr><th scope="col">Device</th><th scope="col">Portrait size (points)</th><th scope="col">Scale</th><th scope="col">Portrait</th><th scope="col">Landscape</th></tr>
</thead>
<tbody>
<tr><th scope="row">iPhone 17 Pro Max</th><td>440 x 956</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone Air</th><td>420 x 912</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 17 Pro</th><td>402 x 874</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 17</th><td>402 x 874</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16e</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 17e</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16 Pro Max</th><td>440 x 956</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 16 Plus</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15 Plus</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 15 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Pro Max</th><td>430 x 932</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 14 Plus</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 13 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 12 Pro Max</th><td>428 x 926</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11 Pro Max</th><td>414 x 896</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 11</th><td>414 x 896</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: regular</td></tr>
<tr><th scope="row">iPhone 16 Pro</th><td>402 x 874</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 16</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 15</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 15 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14 Pro</th><td>393 x 852</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 14</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 Pro</th><td>390 x 844</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 13 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 12 mini</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone 11 Pro</th><td>375 x 812</td><td>@3x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (2nd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPhone SE (3rd generation)</th><td>375 x 667</td><td>@2x</td><td>Vertical: regular, horizontal: compact</td><td>Vertical: compact, horizontal: compact</td></tr>
<tr><th scope="row">iPad Pro 12.9-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 13-inch</th><td>1024 x 1366</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 13-inch (M5)</th><td>1032 x 1376</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (M5)</th><td>834 x 1210</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 13-inch (M4)</th><td>1032 x 1376</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (M4)</th><td>834 x 1210</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Pro 11-inch (1st to 4th generation)</th><td>834 x 1194</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad Air 11-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 11-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.9-inch</th><td>820 x 1180</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad 10.2-inch</th><td>810 x 1080</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
<tr><th scope="row">iPad mini 8.3-inch</th><td>744 x 1133</td><td>@2x</td><td>Vertical: regular, horizontal: regular</td><td>Vertical: regular, horizontal: regular</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">4</span><span class="visually-hidden"> for Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: iPhone 17 Pro Max, iPhone Air, iPhone 17 Pro, iPhone 17, iPhone 16e, iPhone 16 Pro Max, iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone 11, iPhone 16 Pro, iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad mini 8.3-inch)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://iosref.com/ios" rel="external">iosref.com, iOS versions by device (the release each shipped with and the last it runs)</a> — Checked against endoflife.date; Apple's per-release compatibility pages were not available to check (rows: iPhone 17 Pro Max, iPhone Air, iPhone 17 Pro, iPhone 17, iPhone 16e, iPhone 17e, iPhone 16 Pro Max, iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max, iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max, iPhone 11 Pro Max, iPhone 11, iPhone 16 Pro, iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro, iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro, iPhone 13 mini, iPhone 12 mini, iPhone 11 Pro, iPhone SE (2nd generation), iPhone SE (3rd generation), iPad Pro 12.9-inch, iPad Air 13-inch, iPad Pro 13-inch (M5), iPad Pro 11-inch (M5), iPad Pro 13-inch (M4), iPad Pro 11-inch (M4), iPad Pro 11-inch (1st to 4th generation), iPad Air 10.9-inch, iPad Air 11-inch, iPad 11-inch, iPad 10.9-inch, iPad 10.2-inch, iPad mini 8.3-inch)</dd>
<dd><a href="https://iosref.com/res" rel="external">iosref.com, Resolution by device</a> — Used for devices Apple's HIG table does not list (rows: iPhone 17e, iPad Pro 13-inch (M5), iPad Pro 11-inch (M5), iPad Pro 13-inch (M4), iPad Pro 11-inch (M4))</dd>
<dt>Derived by the model</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)</a></dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="8" hidden>
<table class="duet-table" data-table-id="ipad-windowing">
<caption><span class="release-badge">iOS 8</span> How an iPad app shares the screen, by release</caption>
<thead>
<tr><th scope="col">Mode</th><th scope="col">Releases</th><th scope="col">Window sizes</th><th scope="col">Horizontal size class</th></tr>
</thead>
<tbody>
<tr><th scope="row">Full screen</th><td>Up to iPadOS 18 (the only arrangement before iOS 9)</td><td>The whole screen</td><td>Regular width, regular height, like any full-screen iPad</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for How an iPad app shares the screen, by release</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/multitasking" rel="external">Multitasking (the Split View and Slide Over size-class table of iOS 9–iPadOS 18)</a> — Removed from the page in June 2025; no current page gives widths for size classes (rows: Full screen)</dd>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a> (rows: Full screen)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="9 10 11 12 13 14 15" hidden>
<table class="duet-table" data-table-id="ipad-windowing">
<caption><span class="release-badge">iOS 9–15</span> How an iPad app shares the screen, by release</caption>
<thead>
<tr><th scope="col">Mode</th><th scope="col">Releases</th><th scope="col">Window sizes</th><th scope="col">Horizontal size class</th></tr>
</thead>
<tbody>
<tr><th scope="row">Full screen</th><td>Up to iPadOS 18 (the only arrangement before iOS 9)</td><td>The whole screen</td><td>Regular width, regular height, like any full-screen iPad</td></tr>
<tr><th scope="row">Split View</th><td>iOS 9 – iPadOS 18</td><td>Fixed splits: 2/3, 1/2 (landscape only) and 1/3 of the screen</td><td>Published per width (see the multitasking table)</td></tr>
<tr><th scope="row">Slide Over</th><td>iOS 9 – iPadOS 18</td><td>One narrow window over another app</td><td>Published per width (see the multitasking table)</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for How an iPad app shares the screen, by release</span></summary>
<dl>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/multitasking" rel="external">Multitasking (the Split View and Slide Over size-class table of iOS 9–iPadOS 18)</a> — Removed from the page in June 2025; no current page gives widths for size classes (rows: Full screen, Split View, Slide Over)</dd>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a> (rows: Full screen)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="16 17 18" hidden>
<table class="duet-table" data-table-id="ipad-windowing">
<caption><span class="release-badge">iOS 16–18</span> How an iPad app shares the screen, by release</caption>
<thead>
<tr><th scope="col">Mode</th><th scope="col">Releases</th><th scope="col">Window sizes</th><th scope="col">Horizontal size class</th></tr>
</thead>
<tbody>
<tr><th scope="row">Full screen</th><td>Up to iPadOS 18 (the only arrangement before iOS 9)</td><td>The whole screen</td><td>Regular width, regular height, like any full-screen iPad</td></tr>
<tr><th scope="row">Split View</th><td>iOS 9 – iPadOS 18</td><td>Fixed splits: 2/3, 1/2 (landscape only) and 1/3 of the screen</td><td>Published per width (see the multitasking table)</td></tr>
<tr><th scope="row">Slide Over</th><td>iOS 9 – iPadOS 18</td><td>One narrow window over another app</td><td>Published per width (see the multitasking table)</td></tr>
<tr><th scope="row">Stage Manager (iPadOS 16–18)</th><td>iPadOS 16–18</td><td>Overlapping, resizable windows that snap to sizes Apple has not published</td><td>Follows the window's width through the trait collection; Apple publishes no width at which it changes</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for How an iPad app shares the screen, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen" rel="external">UIRequiresFullScreen, which names the iPad's multitasking modes by release: Split View &amp; Slide Over to iPadOS 18, Stage Manager from iPadOS 16, Windowed Apps from iPadOS 26</a> (rows: Stage Manager (iPadOS 16–18))</dd>
<dd><a href="https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass" rel="external">Adopting Liquid Glass, Windows and modals (iPadOS 26): windows resize fluidly instead of moving between specific preset sizes; no page lists the earlier sizes</a> (rows: Stage Manager (iPadOS 16–18))</dd>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/multitasking" rel="external">Multitasking (the Split View and Slide Over size-class table of iOS 9–iPadOS 18)</a> — Removed from the page in June 2025; no current page gives widths for size classes (rows: Full screen, Split View, Slide Over)</dd>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html" rel="external">The Adaptive Model (traits, size classes per device, when traits change)</a> (rows: Full screen)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://www.macstories.net/stories/stage-manager-ipados-16-1-review/" rel="external">MacStories, Stage Manager in iPadOS 16.1 review</a> (rows: Stage Manager (iPadOS 16–18))</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="ipad-windowing">
<caption><span class="release-badge">iOS 26.0+</span> How an iPad app shares the screen, by release</caption>
<thead>
<tr><th scope="col">Mode</th><th scope="col">Releases</th><th scope="col">Window sizes</th><th scope="col">Horizontal size class</th></tr>
</thead>
<tbody>
<tr><th scope="row">Stage Manager (iPadOS 26)</th><td>iPadOS 26 and later</td><td>Overlapping windows that resize freely, as in Windowed Apps, grouped in stages</td><td>Follows the window's width through the trait collection; Apple publishes no width at which it changes</td></tr>
<tr><th scope="row">Full-Screen Apps</th><td>iPadOS 26 and later</td><td>The whole screen</td><td>Regular width, regular height, like any full-screen iPad</td></tr>
<tr><th scope="row">Windowed Apps</th><td>iPadOS 26 and later</td><td>Any size down to a minimum Apple does not publish; tiling offers halves, thirds and quadrants</td><td>Follows the window's width through the trait collection; Apple publishes no width at which it changes</td></tr>
<tr><th scope="row">Slide Over (one app, resizable)</th><td>iPadOS 26.1 and later</td><td>One resizable window over the others</td><td>Follows the window's width through the trait collection; Apple publishes no width at which it changes</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for How an iPad app shares the screen, by release</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen" rel="external">UIRequiresFullScreen, which names the iPad's multitasking modes by release: Split View &amp; Slide Over to iPadOS 18, Stage Manager from iPadOS 16, Windowed Apps from iPadOS 26</a> (rows: Stage Manager (iPadOS 26), Full-Screen Apps, Windowed Apps)</dd>
<dt>Human Interface Guidelines</dt>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/windows" rel="external">Windows: full-screen and windowed apps in iPadOS, window controls</a> (rows: Stage Manager (iPadOS 26), Windowed Apps)</dd>
<dd><a href="https://developer.apple.com/design/human-interface-guidelines/layout" rel="external">Layout: Specifications (device screen dimensions, device size classes)</a> (rows: Full-Screen Apps, Windowed Apps)</dd>
<dt>Third parties (Apple publishes nothing)</dt>
<dd><a href="https://fatbobman.com/en/posts/from-size-class-to-available-space/" rel="external">fatbobman, From Size Class to Available Space (size classes in resizable windows)</a> (rows: Windowed Apps)</dd>
<dd><a href="https://feedman.me/posts/2LDZO" rel="external">MacStories, “Reports of Slide Over’s Death Were Greatly Exaggerated” (iPadOS 26.1 beta 2 restores one resizable Slide Over window), as republished by feedman.me</a> — No Apple page describes it; the MacStories original's own address is not in the project's sources (rows: Slide Over (one app, resizable))</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="8" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 8</span> Orientation APIs, as of iOS 8</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">11</span><span class="visually-hidden"> for Orientation APIs, as of iOS 8</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="9" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 9</span> Orientation APIs, as of iOS 9</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">11</span><span class="visually-hidden"> for Orientation APIs, as of iOS 9</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="10" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 10</span> Orientation APIs, as of iOS 10</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">11</span><span class="visually-hidden"> for Orientation APIs, as of iOS 10</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="11" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 11</span> Orientation APIs, as of iOS 11</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">11</span><span class="visually-hidden"> for Orientation APIs, as of iOS 11</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="12" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 12</span> Orientation APIs, as of iOS 12</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">11</span><span class="visually-hidden"> for Orientation APIs, as of iOS 12</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="13" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 13</span> Orientation APIs, as of iOS 13</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">12</span><span class="visually-hidden"> for Orientation APIs, as of iOS 13</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="14" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 14</span> Orientation APIs, as of iOS 14</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">12</span><span class="visually-hidden"> for Orientation APIs, as of iOS 14</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="15" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 15</span> Orientation APIs, as of iOS 15</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">12</span><span class="visually-hidden"> for Orientation APIs, as of iOS 15</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="16" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 16</span> Orientation APIs, as of iOS 16</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>iOS 16.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>iOS 16.0</td><td><code>supported<wbr>Interface<wbr>Orientations</code></td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></th><td>Tells UIKit the supported orientations changed</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>request<wbr>Geometry<wbr>Update<wbr>(_:<wbr>errorHandler:)</code></th><td>Asks the system to rotate or resize the scene</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>Geometry<wbr>Preferences.<wbr>iOS</code></th><td>Carries the orientations a geometry request asks for</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">15</span><span class="visually-hidden"> for Orientation APIs, as of iOS 16</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation, effectiveGeometry.interfaceOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation(), setNeedsUpdateOfSupportedInterfaceOrientations())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)" rel="external">UIWindowScene.requestGeometryUpdate(_:errorHandler:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios" rel="external">UIWindowScene.GeometryPreferences.iOS and init(interfaceOrientations:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry" rel="external">UIWindowScene.effectiveGeometry (iOS 16; key-value observable, the recommended way to learn of geometry changes)</a> (rows: effectiveGeometry.interfaceOrientation)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="17" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 17</span> Orientation APIs, as of iOS 17</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>iOS 16.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>iOS 16.0</td><td><code>supported<wbr>Interface<wbr>Orientations</code></td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></th><td>Tells UIKit the supported orientations changed</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>request<wbr>Geometry<wbr>Update<wbr>(_:<wbr>errorHandler:)</code></th><td>Asks the system to rotate or resize the scene</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>Geometry<wbr>Preferences.<wbr>iOS</code></th><td>Carries the orientations a geometry request asks for</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">15</span><span class="visually-hidden"> for Orientation APIs, as of iOS 17</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation, effectiveGeometry.interfaceOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation(), setNeedsUpdateOfSupportedInterfaceOrientations())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)" rel="external">UIWindowScene.requestGeometryUpdate(_:errorHandler:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios" rel="external">UIWindowScene.GeometryPreferences.iOS and init(interfaceOrientations:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry" rel="external">UIWindowScene.effectiveGeometry (iOS 16; key-value observable, the recommended way to learn of geometry changes)</a> (rows: effectiveGeometry.interfaceOrientation)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="18" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 18</span> Orientation APIs, as of iOS 18</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>iOS 16.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>iOS 16.0</td><td><code>supported<wbr>Interface<wbr>Orientations</code></td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></th><td>Tells UIKit the supported orientations changed</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>request<wbr>Geometry<wbr>Update<wbr>(_:<wbr>errorHandler:)</code></th><td>Asks the system to rotate or resize the scene</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>Geometry<wbr>Preferences.<wbr>iOS</code></th><td>Carries the orientations a geometry request asks for</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">15</span><span class="visually-hidden"> for Orientation APIs, as of iOS 18</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation, effectiveGeometry.interfaceOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation(), setNeedsUpdateOfSupportedInterfaceOrientations())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)" rel="external">UIWindowScene.requestGeometryUpdate(_:errorHandler:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios" rel="external">UIWindowScene.GeometryPreferences.iOS and init(interfaceOrientations:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry" rel="external">UIWindowScene.effectiveGeometry (iOS 16; key-value observable, the recommended way to learn of geometry changes)</a> (rows: effectiveGeometry.interfaceOrientation)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 26</span> Orientation APIs, as of iOS 26</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>iOS 26.0</td><td>view.window?.windowScene?.screen</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>iOS 16.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>iOS 16.0</td><td><code>supported<wbr>Interface<wbr>Orientations</code></td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>iOS 26.0</td><td><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></th><td>Tells UIKit the supported orientations changed</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>request<wbr>Geometry<wbr>Update<wbr>(_:<wbr>errorHandler:)</code></th><td>Asks the system to rotate or resize the scene</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>Geometry<wbr>Preferences.<wbr>iOS</code></th><td>Carries the orientations a geometry request asks for</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>prefers<wbr>Interface<wbr>Orientation<wbr>Locked</code></th><td>Asks for the scene's orientation to be locked while visible</td><td>iOS 26.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>windowScene<wbr>(_:<wbr>did<wbr>Update<wbr>Effective<wbr>Geometry:)</code></th><td>Tells the scene delegate the geometry changed</td><td>iOS 26.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">17</span><span class="visually-hidden"> for Orientation APIs, as of iOS 26</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation, effectiveGeometry.interfaceOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation(), setNeedsUpdateOfSupportedInterfaceOrientations())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)" rel="external">UIWindowScene.requestGeometryUpdate(_:errorHandler:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios" rel="external">UIWindowScene.GeometryPreferences.iOS and init(interfaceOrientations:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry" rel="external">UIWindowScene.effectiveGeometry (iOS 16; key-value observable, the recommended way to learn of geometry changes)</a> (rows: effectiveGeometry.interfaceOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersinterfaceorientationlocked" rel="external">UIViewController.prefersInterfaceOrientationLocked and setNeedsUpdateOfPrefersInterfaceOrientationLocked() (iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)" rel="external">UIWindowSceneDelegate.windowScene(_:didUpdateEffectiveGeometry:) (iOS 26)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="orientation-apis">
<caption><span class="release-badge">iOS 27</span> Orientation APIs, as of iOS 27</caption>
<thead>
<tr><th scope="col">API</th><th scope="col">What it is for</th><th scope="col">Introduced</th><th scope="col">Deprecated</th><th scope="col">Use instead</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>status<wbr>Bar<wbr>Orientation</code></th><td>Reads the app-wide interface orientation</td><td>iOS 2.0</td><td>iOS 13.0</td><td><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>UIDevice.<wbr>orientation</code></th><td>Reads how the device is held, which may differ from the interface's orientation</td><td>iOS 2.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIScreen.<wbr>main</code></th><td>Reads the device's main screen</td><td>iOS 2.0</td><td>iOS 26.0</td><td>view.window?.windowScene?.screen</td></tr>
<tr><th scope="row"><code>attempt<wbr>Rotation<wbr>To<wbr>Device<wbr>Orientation<wbr>()</code></th><td>Asks every window to check its rotation again after the supported orientations changed</td><td>iOS 5.0</td><td>iOS 16.0</td><td><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></td></tr>
<tr><th scope="row"><code>shouldAutorotate</code></th><td>Lets a view controller refuse rotation</td><td>iOS 6.0</td><td>iOS 16.0</td><td><code>supported<wbr>Interface<wbr>Orientations</code></td></tr>
<tr><th scope="row"><code>supported<wbr>Interface<wbr>Orientations</code></th><td>States the orientations a view controller accepts</td><td>iOS 6.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIApplication.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>Reads the app's default orientations for a window</td><td>iOS 6.0</td><td>iOS 27.0</td><td>—</td></tr>
<tr><th scope="row"><code>application<wbr>(_:<wbr>supported<wbr>Interface<wbr>Orientations<wbr>For:)</code></th><td>States the app's orientations for a window</td><td>iOS 6.0</td><td>iOS 27.0</td><td><code>UI<wbr>Window<wbr>Scene<wbr>Delegate.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation before scene geometry</td><td>iOS 13.0</td><td>iOS 26.0</td><td><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></td></tr>
<tr><th scope="row"><code>set<wbr>Needs<wbr>Update<wbr>Of<wbr>Supported<wbr>Interface<wbr>Orientations<wbr>()</code></th><td>Tells UIKit the supported orientations changed</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>request<wbr>Geometry<wbr>Update<wbr>(_:<wbr>errorHandler:)</code></th><td>Asks the system to rotate or resize the scene</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UIWindowScene.<wbr>Geometry<wbr>Preferences.<wbr>iOS</code></th><td>Carries the orientations a geometry request asks for</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>effective<wbr>Geometry.<wbr>interface<wbr>Orientation</code></th><td>Reads the scene's interface orientation</td><td>iOS 16.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>prefers<wbr>Interface<wbr>Orientation<wbr>Locked</code></th><td>Asks for the scene's orientation to be locked while visible</td><td>iOS 26.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>windowScene<wbr>(_:<wbr>did<wbr>Update<wbr>Effective<wbr>Geometry:)</code></th><td>Tells the scene delegate the geometry changed</td><td>iOS 26.0</td><td>—</td><td>—</td></tr>
<tr><th scope="row"><code>UI<wbr>Window<wbr>Scene<wbr>Delegate.<wbr>supported<wbr>Interface<wbr>Orientations<wbr>(for:)</code></th><td>States one scene's orientations, overriding Info.plist</td><td>iOS 27.0</td><td>—</td><td>—</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">17</span><span class="visually-hidden"> for Orientation APIs, as of iOS 27</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation" rel="external">UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation" rel="external">UIWindowScene.Geometry.interfaceOrientation (iOS 16)</a> (rows: statusBarOrientation, effectiveGeometry.interfaceOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uidevice/orientation" rel="external">UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscreen/main" rel="external">UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)</a> — Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()" rel="external">UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()" rel="external">UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)</a> (rows: attemptRotationToDeviceOrientation(), setNeedsUpdateOfSupportedInterfaceOrientations())</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate" rel="external">UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations" rel="external">UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller</a> (rows: shouldAutorotate, supportedInterfaceOrientations)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)" rel="external">UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)" rel="external">UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)" rel="external">UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask</a> (rows: application(_:supportedInterfaceOrientationsFor:), UIWindowSceneDelegate.supportedInterfaceOrientations(for:))</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation" rel="external">UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)" rel="external">UIWindowScene.requestGeometryUpdate(_:errorHandler:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios" rel="external">UIWindowScene.GeometryPreferences.iOS and init(interfaceOrientations:) (iOS 16)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry" rel="external">UIWindowScene.effectiveGeometry (iOS 16; key-value observable, the recommended way to learn of geometry changes)</a> (rows: effectiveGeometry.interfaceOrientation)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersinterfaceorientationlocked" rel="external">UIViewController.prefersInterfaceOrientationLocked and setNeedsUpdateOfPrefersInterfaceOrientationLocked() (iOS 26)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)" rel="external">UIWindowSceneDelegate.windowScene(_:didUpdateEffectiveGeometry:) (iOS 26)</a></dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="9 10" hidden>
<table class="duet-table" data-table-id="layout-guides">
<caption><span class="release-badge">iOS 9–10</span> Which layout guide answers which question, and the insets Apple publishes</caption>
<thead>
<tr><th scope="col">Guide</th><th scope="col">Since</th><th scope="col">Question it answers</th><th scope="col">Insets Apple publishes</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>layout<wbr>Margins<wbr>Guide</code></th><td>iOS 9.0</td><td>How far from the view's edges should content sit?</td><td>The view's layoutMargins; the guide's own page gives no number</td></tr>
<tr><th scope="row"><code>readable<wbr>Content<wbr>Guide</code></th><td>iOS 9.0</td><td>How wide may a column of text be and stay comfortable to read?</td><td>Not documented; it follows the text size the person chose</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Which layout guide answers which question, and the insets Apple publishes</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/layoutmargins" rel="external">UIView.layoutMargins (iOS 8) and layoutMarginsGuide (iOS 9)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/readablecontentguide" rel="external">UIView.readableContentGuide (iOS 9): inside the margins, centred, no wider than readable at the current text size</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="11 12 13 14" hidden>
<table class="duet-table" data-table-id="layout-guides">
<caption><span class="release-badge">iOS 11–14</span> Which layout guide answers which question, and the insets Apple publishes</caption>
<thead>
<tr><th scope="col">Guide</th><th scope="col">Since</th><th scope="col">Question it answers</th><th scope="col">Insets Apple publishes</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>layout<wbr>Margins<wbr>Guide</code></th><td>iOS 9.0</td><td>How far from the view's edges should content sit?</td><td>The view's layoutMargins; the guide's own page gives no number</td></tr>
<tr><th scope="row"><code>readable<wbr>Content<wbr>Guide</code></th><td>iOS 9.0</td><td>How wide may a column of text be and stay comfortable to read?</td><td>Not documented; it follows the text size the person chose</td></tr>
<tr><th scope="row"><code>safe<wbr>Area<wbr>Layout<wbr>Guide</code></th><td>iOS 11.0</td><td>Which part of the view do bars and ancestor views leave uncovered?</td><td>Not documented; it follows the device, the visible bars and the window</td></tr>
<tr><th scope="row"><code>additional<wbr>Safe<wbr>Area<wbr>Insets</code></th><td>iOS 11.0</td><td>What else should this view controller's content stay clear of?</td><td>Zero unless you set them; yours are added to the system's</td></tr>
<tr><th scope="row"><code>directional<wbr>Layout<wbr>Margins</code></th><td>iOS 11.0</td><td>Which margins follow the leading and trailing edges in either writing direction?</td><td>8 points on each side for most views; a root view's system minimums are not documented</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">6</span><span class="visually-hidden"> for Which layout guide answers which question, and the insets Apple publishes</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/layoutmargins" rel="external">UIView.layoutMargins (iOS 8) and layoutMarginsGuide (iOS 9)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/readablecontentguide" rel="external">UIView.readableContentGuide (iOS 9): inside the margins, centred, no wider than readable at the current text size</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide" rel="external">UIView.safeAreaLayoutGuide and safeAreaInsets (iOS 11): the part of a view not covered by bars and ancestor views</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets" rel="external">UIViewController.additionalSafeAreaInsets (iOS 11)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins" rel="external">UIView.directionalLayoutMargins (iOS 11): 8 points on each side for most views; a root view takes the system minimums</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins" rel="external">UIViewController.systemMinimumLayoutMargins and viewRespectsSystemMinimumLayoutMargins (iOS 11)</a> (rows: directionalLayoutMargins)</dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="15 16 17 18" hidden>
<table class="duet-table" data-table-id="layout-guides">
<caption><span class="release-badge">iOS 15–18</span> Which layout guide answers which question, and the insets Apple publishes</caption>
<thead>
<tr><th scope="col">Guide</th><th scope="col">Since</th><th scope="col">Question it answers</th><th scope="col">Insets Apple publishes</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>layout<wbr>Margins<wbr>Guide</code></th><td>iOS 9.0</td><td>How far from the view's edges should content sit?</td><td>The view's layoutMargins; the guide's own page gives no number</td></tr>
<tr><th scope="row"><code>readable<wbr>Content<wbr>Guide</code></th><td>iOS 9.0</td><td>How wide may a column of text be and stay comfortable to read?</td><td>Not documented; it follows the text size the person chose</td></tr>
<tr><th scope="row"><code>safe<wbr>Area<wbr>Layout<wbr>Guide</code></th><td>iOS 11.0</td><td>Which part of the view do bars and ancestor views leave uncovered?</td><td>Not documented; it follows the device, the visible bars and the window</td></tr>
<tr><th scope="row"><code>additional<wbr>Safe<wbr>Area<wbr>Insets</code></th><td>iOS 11.0</td><td>What else should this view controller's content stay clear of?</td><td>Zero unless you set them; yours are added to the system's</td></tr>
<tr><th scope="row"><code>directional<wbr>Layout<wbr>Margins</code></th><td>iOS 11.0</td><td>Which margins follow the leading and trailing edges in either writing direction?</td><td>8 points on each side for most views; a root view's system minimums are not documented</td></tr>
<tr><th scope="row"><code>keyboard<wbr>Layout<wbr>Guide</code></th><td>iOS 15.0</td><td>Where does the keyboard begin?</td><td>Not documented; it follows the keyboard on screen</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">7</span><span class="visually-hidden"> for Which layout guide answers which question, and the insets Apple publishes</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/layoutmargins" rel="external">UIView.layoutMargins (iOS 8) and layoutMarginsGuide (iOS 9)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/readablecontentguide" rel="external">UIView.readableContentGuide (iOS 9): inside the margins, centred, no wider than readable at the current text size</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide" rel="external">UIView.safeAreaLayoutGuide and safeAreaInsets (iOS 11): the part of a view not covered by bars and ancestor views</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets" rel="external">UIViewController.additionalSafeAreaInsets (iOS 11)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins" rel="external">UIView.directionalLayoutMargins (iOS 11): 8 points on each side for most views; a root view takes the system minimums</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins" rel="external">UIViewController.systemMinimumLayoutMargins and viewRespectsSystemMinimumLayoutMargins (iOS 11)</a> (rows: directionalLayoutMargins)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide" rel="external">UIView.keyboardLayoutGuide (iOS 15) and UITrackingLayoutGuide</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="26 27" hidden>
<table class="duet-table" data-table-id="layout-guides">
<caption><span class="release-badge">iOS 26.0+</span> Which layout guide answers which question, and the insets Apple publishes</caption>
<thead>
<tr><th scope="col">Guide</th><th scope="col">Since</th><th scope="col">Question it answers</th><th scope="col">Insets Apple publishes</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>layout<wbr>Margins<wbr>Guide</code></th><td>iOS 9.0</td><td>How far from the view's edges should content sit?</td><td>The view's layoutMargins; the guide's own page gives no number</td></tr>
<tr><th scope="row"><code>readable<wbr>Content<wbr>Guide</code></th><td>iOS 9.0</td><td>How wide may a column of text be and stay comfortable to read?</td><td>Not documented; it follows the text size the person chose</td></tr>
<tr><th scope="row"><code>safe<wbr>Area<wbr>Layout<wbr>Guide</code></th><td>iOS 11.0</td><td>Which part of the view do bars and ancestor views leave uncovered?</td><td>Not documented; it follows the device, the visible bars and the window</td></tr>
<tr><th scope="row"><code>additional<wbr>Safe<wbr>Area<wbr>Insets</code></th><td>iOS 11.0</td><td>What else should this view controller's content stay clear of?</td><td>Zero unless you set them; yours are added to the system's</td></tr>
<tr><th scope="row"><code>directional<wbr>Layout<wbr>Margins</code></th><td>iOS 11.0</td><td>Which margins follow the leading and trailing edges in either writing direction?</td><td>8 points on each side for most views; a root view's system minimums are not documented</td></tr>
<tr><th scope="row"><code>keyboard<wbr>Layout<wbr>Guide</code></th><td>iOS 15.0</td><td>Where does the keyboard begin?</td><td>Not documented; it follows the keyboard on screen</td></tr>
<tr><th scope="row"><code>layoutGuide<wbr>(for:)</code></th><td>iOS 26.0</td><td>Which safe area, margins or readable region also stays clear of a corner, along one axis?</td><td>Not documented; Apple's pages give declarations only</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">8</span><span class="visually-hidden"> for Which layout guide answers which question, and the insets Apple publishes</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/layoutmargins" rel="external">UIView.layoutMargins (iOS 8) and layoutMarginsGuide (iOS 9)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/readablecontentguide" rel="external">UIView.readableContentGuide (iOS 9): inside the margins, centred, no wider than readable at the current text size</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide" rel="external">UIView.safeAreaLayoutGuide and safeAreaInsets (iOS 11): the part of a view not covered by bars and ancestor views</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets" rel="external">UIViewController.additionalSafeAreaInsets (iOS 11)</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins" rel="external">UIView.directionalLayoutMargins (iOS 11): 8 points on each side for most views; a root view takes the system minimums</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins" rel="external">UIViewController.systemMinimumLayoutMargins and viewRespectsSystemMinimumLayoutMargins (iOS 11)</a> (rows: directionalLayoutMargins)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide" rel="external">UIView.keyboardLayoutGuide (iOS 15) and UITrackingLayoutGuide</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiview/layoutregion" rel="external">UIView.LayoutRegion and layoutGuide(for:) (iOS 26): safe area, margins and readable content with corner adaptation</a> — Apple's pages give the declarations only; how a region adapts to a window's corner is not described there</dd>
</dl>
</details>
</div>
`,
`<div class="release-variant" data-variant="16 17 18 26" hidden>
<table class="duet-table" data-table-id="scene-roles">
<caption><span class="release-badge">iOS 16–26</span> Scene roles and the displays their windows appear on</caption>
<thead>
<tr><th scope="col">Role</th><th scope="col">Windows</th><th scope="col">Displays</th><th scope="col">Fills the display</th><th scope="col">How the app gets the scene</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UISceneSession.<wbr>Role.<wbr>window<wbr>Application</code></th><td>Interactive</td><td>The device's display; a connected display on an iPad that extends to it (Apple names iPads with M1 in Stage Manager, with a keyboard and a pointing device)</td><td>Not necessarily: windows of several scenes may share the display</td><td>Its configuration in Info.plist or from application(_:configurationForConnecting:options:)</td></tr>
<tr><th scope="row"><code>UISceneSession.<wbr>Role.<wbr>window<wbr>External<wbr>Display<wbr>Non<wbr>Interactive</code></th><td>Not interactive</td><td>A connected display</td><td>Yes, the whole screen</td><td>A configuration for the role; before iOS 27 the system connects the scene by itself when a display connects</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">5</span><span class="visually-hidden"> for Scene roles and the displays their windows appear on</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct" rel="external">UISceneSession.Role (iOS 13): the roles a scene can play</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/presenting-content-on-a-connected-display" rel="external">Presenting content on a connected display: mirroring, interactive windows on iPads with extended display, the non-interactive scene and, from iOS 27, the scene accessory</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowexternaldisplay" rel="external">UISceneSession.Role.windowExternalDisplay (iOS 13, deprecated in iOS 16): interactive windows use windowApplication even on a connected screen</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication" rel="external">UISceneSession.Role.windowApplication (iOS 13): interactive windows on the built-in display or a connected one</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowexternaldisplaynoninteractive" rel="external">UISceneSession.Role.windowExternalDisplayNonInteractive (iOS 16): non-interactive windows on a connected display</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="27" hidden>
<table class="duet-table" data-table-id="scene-roles">
<caption><span class="release-badge">iOS 27</span> Scene roles and the displays their windows appear on</caption>
<thead>
<tr><th scope="col">Role</th><th scope="col">Windows</th><th scope="col">Displays</th><th scope="col">Fills the display</th><th scope="col">How the app gets the scene</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>UISceneSession.<wbr>Role.<wbr>window<wbr>Application</code></th><td>Interactive</td><td>The device's display; a connected display on an iPad that extends to it (Apple names iPads with M1 in Stage Manager, with a keyboard and a pointing device)</td><td>Not necessarily: windows of several scenes may share the display</td><td>Its configuration in Info.plist or from application(_:configurationForConnecting:options:)</td></tr>
<tr><th scope="row"><code>UISceneSession.<wbr>Role.<wbr>window<wbr>External<wbr>Display<wbr>Non<wbr>Interactive</code></th><td>Not interactive</td><td>A connected display</td><td>Yes, the whole screen</td><td>A configuration for the role; before iOS 27 the system connects the scene by itself when a display connects; the scene comes only once the app has registered a scene accessory (UISceneAccessory.externalNonInteractive(sceneConfiguration:))</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">7</span><span class="visually-hidden"> for Scene roles and the displays their windows appear on</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct" rel="external">UISceneSession.Role (iOS 13): the roles a scene can play</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/presenting-content-on-a-connected-display" rel="external">Presenting content on a connected display: mirroring, interactive windows on iPads with extended display, the non-interactive scene and, from iOS 27, the scene accessory</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowexternaldisplay" rel="external">UISceneSession.Role.windowExternalDisplay (iOS 13, deprecated in iOS 16): interactive windows use windowApplication even on a connected screen</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication" rel="external">UISceneSession.Role.windowApplication (iOS 13): interactive windows on the built-in display or a connected one</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowexternaldisplaynoninteractive" rel="external">UISceneSession.Role.windowExternalDisplayNonInteractive (iOS 16): non-interactive windows on a connected display</a></dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uisceneaccessory" rel="external">UISceneAccessory (iOS 27): supplementary content the system presents when, for example, an external display connects</a> (rows: UISceneSession.Role.windowExternalDisplayNonInteractive)</dd>
<dd><a href="https://developer.apple.com/documentation/uikit/uiviewcontroller/registersceneaccessory(_:)" rel="external">UIViewController.registerSceneAccessory(_:) (iOS 27)</a> (rows: UISceneSession.Role.windowExternalDisplayNonInteractive)</dd>
</dl>
</details>
</div>
`];
