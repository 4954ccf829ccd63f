window.duetVariants=[`<div class="release-variant" data-variant="8 9 10 11 12" data-badge="iOS 8–12" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1698" width="780" height="1698" role="img" aria-label="Each row is one presentation style: what the presented view covers in a regular environment, what it becomes in a compact width today, and what it became in the guide&#39;s edition (iOS 8–12). A dashed outline marks the view controller that defines the presentation context." lang="en">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">Regular width and height</text>
  <text x="465" y="18" class="fig-heading">Compact width (the guide (iOS 8–12))</text>
  <text x="0" y="50" class="fig-label">.automatic</text>
  <g transform="translate(155 39)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-edition="guide" data-appearance="none">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
    </g>
    <text x="0" y="151" class="fig-small">Not in this edition</text>
  </g>
  <g transform="translate(470 39)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-edition="guide" data-appearance="none">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
    </g>
    <text x="0" y="151" class="fig-small">Not in this edition</text>
  </g>
  <text x="0" y="228" class="fig-label">.fullScreen</text>
  <g transform="translate(155 217)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <g transform="translate(470 217)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <text x="0" y="406" class="fig-label">.pageSheet</text>
  <g transform="translate(155 395)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="regular" data-edition="guide" data-appearance="pageSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="34" y="7.7" width="102" height="120.3" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">page-sized sheet, background dimmed</text>
  </g>
  <g transform="translate(470 395)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .fullScreen: full screen</text>
  </g>
  <text x="0" y="584" class="fig-label">.formSheet</text>
  <g transform="translate(155 573)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="regular" data-edition="guide" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 573)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .fullScreen: full screen</text>
  </g>
  <text x="0" y="779" class="fig-label">.currentContext</text>
  <g transform="translate(155 768)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="regular" data-edition="guide" data-appearance="currentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented fig-solid"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller</text>
  </g>
  <g transform="translate(470 768)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .fullScreen: full screen</text>
  </g>
  <text x="0" y="957" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 946)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="regular" data-edition="guide" data-appearance="overCurrentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller, its content</text>
    <text x="0" y="168" class="fig-small">kept underneath</text>
  </g>
  <g transform="translate(470 946)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .fullScreen: full screen</text>
  </g>
  <text x="0" y="1152" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1141)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="guide" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <g transform="translate(470 1141)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="guide" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <text x="0" y="1347" class="fig-label">.popover</text>
  <g transform="translate(155 1336)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="regular" data-edition="guide" data-appearance="popover">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <path d="M124.1 28.2L130.1 18.2L136.1 28.2z" class="fig-presented fig-solid"/>
      <rect x="76.5" y="28.2" width="76.5" height="57.6" rx="4" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">popover</text>
  </g>
  <g transform="translate(470 1336)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="compact-width" data-edition="guide" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">As .overFullScreen: full screen, presenting</text>
    <text x="0" y="168" class="fig-small">content kept underneath</text>
  </g>
  <text x="0" y="1542" class="fig-label">.custom</text>
  <g transform="translate(155 1531)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="regular" data-edition="guide" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="25.5" y="19.2" width="119" height="89.6" rx="4" class="fig-context"/>
      <text x="85" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
  <g transform="translate(470 1531)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="compact-width" data-edition="guide" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="13 14 15 16 17" data-badge="iOS 13–17" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1715" width="780" height="1715" role="img" aria-label="Each row is one presentation style: what the presented view covers in a regular environment, what it becomes in a compact width today, and what it became in the guide&#39;s edition (iOS 8–12). A dashed outline marks the view controller that defines the presentation context." lang="en">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">Regular width and height</text>
  <text x="465" y="18" class="fig-heading">Compact width (iOS 13–17)</text>
  <text x="0" y="50" class="fig-label">.automatic</text>
  <text x="0" y="68" class="fig-small">→ .pageSheet</text>
  <g transform="translate(155 39)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="regular" data-edition="ios13" data-appearance="pageSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="34" y="7.7" width="102" height="120.3" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">page-sized sheet, background dimmed</text>
  </g>
  <g transform="translate(470 39)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="compact-width" data-edition="ios13" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="228" class="fig-label">.fullScreen</text>
  <g transform="translate(155 217)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios13" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <g transform="translate(470 217)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios13" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <text x="0" y="406" class="fig-label">.pageSheet</text>
  <g transform="translate(155 395)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="regular" data-edition="ios13" data-appearance="pageSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="34" y="7.7" width="102" height="120.3" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">page-sized sheet, background dimmed</text>
  </g>
  <g transform="translate(470 395)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="compact-width" data-edition="ios13" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="584" class="fig-label">.formSheet</text>
  <g transform="translate(155 573)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="regular" data-edition="ios13" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 573)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="compact-width" data-edition="ios13" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="779" class="fig-label">.currentContext</text>
  <g transform="translate(155 768)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="regular" data-edition="ios13" data-appearance="currentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented fig-solid"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller</text>
  </g>
  <g transform="translate(470 768)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="compact-width" data-edition="ios13" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="974" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 963)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="regular" data-edition="ios13" data-appearance="overCurrentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller, its content</text>
    <text x="0" y="168" class="fig-small">kept underneath</text>
  </g>
  <g transform="translate(470 963)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="compact-width" data-edition="ios13" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="1169" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1158)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios13" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <g transform="translate(470 1158)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios13" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <text x="0" y="1364" class="fig-label">.popover</text>
  <g transform="translate(155 1353)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="regular" data-edition="ios13" data-appearance="popover">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <path d="M124.1 28.2L130.1 18.2L136.1 28.2z" class="fig-presented fig-solid"/>
      <rect x="76.5" y="28.2" width="76.5" height="57.6" rx="4" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">popover</text>
  </g>
  <g transform="translate(470 1353)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="compact-width" data-edition="ios13" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .formSheet: sheet, background visible near</text>
    <text x="0" y="168" class="fig-small">the top</text>
  </g>
  <text x="0" y="1559" class="fig-label">.custom</text>
  <g transform="translate(155 1548)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="regular" data-edition="ios13" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="25.5" y="19.2" width="119" height="89.6" rx="4" class="fig-context"/>
      <text x="85" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
  <g transform="translate(470 1548)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="compact-width" data-edition="ios13" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="18" data-badge="iOS 18" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1732" width="780" height="1732" role="img" aria-label="Each row is one presentation style: what the presented view covers in a regular environment, what it becomes in a compact width today, and what it became in the guide&#39;s edition (iOS 8–12). A dashed outline marks the view controller that defines the presentation context." lang="en">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">Regular width and height</text>
  <text x="465" y="18" class="fig-heading">Compact width (iOS 18 and later)</text>
  <text x="0" y="50" class="fig-label">.automatic</text>
  <text x="0" y="68" class="fig-small">→ .formSheet</text>
  <g transform="translate(155 39)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="regular" data-edition="ios18" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 39)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="compact-width" data-edition="ios18" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="245" class="fig-label">.fullScreen</text>
  <g transform="translate(155 234)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios18" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <g transform="translate(470 234)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios18" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <text x="0" y="423" class="fig-label">.pageSheet</text>
  <g transform="translate(155 412)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="regular" data-edition="ios18" data-appearance="pageSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="34" y="7.7" width="102" height="120.3" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">page-sized sheet, background dimmed</text>
  </g>
  <g transform="translate(470 412)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="compact-width" data-edition="ios18" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="601" class="fig-label">.formSheet</text>
  <g transform="translate(155 590)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="regular" data-edition="ios18" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 590)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="compact-width" data-edition="ios18" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="796" class="fig-label">.currentContext</text>
  <g transform="translate(155 785)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="regular" data-edition="ios18" data-appearance="currentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented fig-solid"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller</text>
  </g>
  <g transform="translate(470 785)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="compact-width" data-edition="ios18" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="991" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 980)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="regular" data-edition="ios18" data-appearance="overCurrentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller, its content</text>
    <text x="0" y="168" class="fig-small">kept underneath</text>
  </g>
  <g transform="translate(470 980)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="compact-width" data-edition="ios18" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="1186" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1175)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios18" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <g transform="translate(470 1175)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios18" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <text x="0" y="1381" class="fig-label">.popover</text>
  <g transform="translate(155 1370)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="regular" data-edition="ios18" data-appearance="popover">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <path d="M124.1 28.2L130.1 18.2L136.1 28.2z" class="fig-presented fig-solid"/>
      <rect x="76.5" y="28.2" width="76.5" height="57.6" rx="4" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">popover</text>
  </g>
  <g transform="translate(470 1370)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="compact-width" data-edition="ios18" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .formSheet: sheet, background visible near</text>
    <text x="0" y="168" class="fig-small">the top</text>
  </g>
  <text x="0" y="1576" class="fig-label">.custom</text>
  <g transform="translate(155 1565)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="regular" data-edition="ios18" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="25.5" y="19.2" width="119" height="89.6" rx="4" class="fig-context"/>
      <text x="85" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
  <g transform="translate(470 1565)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="compact-width" data-edition="ios18" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="26" data-badge="iOS 26" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1732" width="780" height="1732" role="img" aria-label="Each row is one presentation style: what the presented view covers in a regular environment, what it becomes in a compact width today, and what it became in the guide&#39;s edition (iOS 8–12). A dashed outline marks the view controller that defines the presentation context." lang="en">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">Regular width and height</text>
  <text x="465" y="18" class="fig-heading">Compact width (iOS 18 and later)</text>
  <text x="0" y="50" class="fig-label">.automatic</text>
  <text x="0" y="68" class="fig-small">→ .formSheet</text>
  <g transform="translate(155 39)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="regular" data-edition="ios26" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 39)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="compact-width" data-edition="ios26" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="245" class="fig-label">.fullScreen</text>
  <g transform="translate(155 234)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios26" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <g transform="translate(470 234)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios26" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <text x="0" y="423" class="fig-label">.pageSheet</text>
  <g transform="translate(155 412)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="regular" data-edition="ios26" data-appearance="pageSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="34" y="7.7" width="102" height="120.3" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">page-sized sheet, background dimmed</text>
  </g>
  <g transform="translate(470 412)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="compact-width" data-edition="ios26" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="601" class="fig-label">.formSheet</text>
  <g transform="translate(155 590)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="regular" data-edition="ios26" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 590)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="compact-width" data-edition="ios26" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="796" class="fig-label">.currentContext</text>
  <g transform="translate(155 785)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="regular" data-edition="ios26" data-appearance="currentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented fig-solid"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller</text>
  </g>
  <g transform="translate(470 785)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="compact-width" data-edition="ios26" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="991" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 980)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="regular" data-edition="ios26" data-appearance="overCurrentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller, its content</text>
    <text x="0" y="168" class="fig-small">kept underneath</text>
  </g>
  <g transform="translate(470 980)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="compact-width" data-edition="ios26" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="1186" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1175)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios26" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <g transform="translate(470 1175)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios26" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <text x="0" y="1381" class="fig-label">.popover</text>
  <g transform="translate(155 1370)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="regular" data-edition="ios26" data-appearance="popover">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <path d="M124.1 28.2L130.1 18.2L136.1 28.2z" class="fig-presented fig-solid"/>
      <rect x="76.5" y="28.2" width="76.5" height="57.6" rx="4" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">popover</text>
  </g>
  <g transform="translate(470 1370)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="compact-width" data-edition="ios26" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .formSheet: sheet, background visible near</text>
    <text x="0" y="168" class="fig-small">the top</text>
  </g>
  <text x="0" y="1576" class="fig-label">.custom</text>
  <g transform="translate(155 1565)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="regular" data-edition="ios26" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="25.5" y="19.2" width="119" height="89.6" rx="4" class="fig-context"/>
      <text x="85" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
  <g transform="translate(470 1565)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="compact-width" data-edition="ios26" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="27" data-badge="iOS 27" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1732" width="780" height="1732" role="img" aria-label="Each row is one presentation style: what the presented view covers in a regular environment, what it becomes in a compact width today, and what it became in the guide&#39;s edition (iOS 8–12). A dashed outline marks the view controller that defines the presentation context." lang="en">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">Regular width and height</text>
  <text x="465" y="18" class="fig-heading">Compact width (iOS 18 and later)</text>
  <text x="0" y="50" class="fig-label">.automatic</text>
  <text x="0" y="68" class="fig-small">→ .formSheet</text>
  <g transform="translate(155 39)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="regular" data-edition="ios27" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 39)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-environment="compact-width" data-edition="ios27" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="245" class="fig-label">.fullScreen</text>
  <g transform="translate(155 234)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios27" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <g transform="translate(470 234)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios27" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen</text>
  </g>
  <text x="0" y="423" class="fig-label">.pageSheet</text>
  <g transform="translate(155 412)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="regular" data-edition="ios27" data-appearance="pageSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="34" y="7.7" width="102" height="120.3" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">page-sized sheet, background dimmed</text>
  </g>
  <g transform="translate(470 412)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="compact-width" data-edition="ios27" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="601" class="fig-label">.formSheet</text>
  <g transform="translate(155 590)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="regular" data-edition="ios27" data-appearance="formSheet">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-dim"/>
      <rect x="51" y="25.6" width="68" height="76.8" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">smaller centred sheet sized by</text>
    <text x="0" y="168" class="fig-small">preferredContentSize</text>
  </g>
  <g transform="translate(470 590)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="compact-width" data-edition="ios27" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">sheet, background visible near the top</text>
  </g>
  <text x="0" y="796" class="fig-label">.currentContext</text>
  <g transform="translate(155 785)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="regular" data-edition="ios27" data-appearance="currentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented fig-solid"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller</text>
  </g>
  <g transform="translate(470 785)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="compact-width" data-edition="ios27" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="991" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 980)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="regular" data-edition="ios27" data-appearance="overCurrentContext">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="68" y="0" width="102" height="128" class="fig-presented"/>
      <rect x="68" y="0" width="102" height="128" class="fig-context"/>
    </g>
    <text x="0" y="151" class="fig-small">covers the context controller, its content</text>
    <text x="0" y="168" class="fig-small">kept underneath</text>
  </g>
  <g transform="translate(470 980)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="compact-width" data-edition="ios27" data-appearance="notDocumentedSinceIOS13">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">not documented since iOS 13 (the guide,</text>
    <text x="0" y="168" class="fig-small">iOS 8–12: as .fullScreen)</text>
  </g>
  <text x="0" y="1186" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1175)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios27" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <g transform="translate(470 1175)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios27" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">full screen, presenting content kept</text>
    <text x="0" y="168" class="fig-small">underneath</text>
  </g>
  <text x="0" y="1381" class="fig-label">.popover</text>
  <g transform="translate(155 1370)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="regular" data-edition="ios27" data-appearance="popover">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <path d="M124.1 28.2L130.1 18.2L136.1 28.2z" class="fig-presented fig-solid"/>
      <rect x="76.5" y="28.2" width="76.5" height="57.6" rx="4" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">popover</text>
  </g>
  <g transform="translate(470 1370)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="compact-width" data-edition="ios27" data-appearance="sheet">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-dim"/>
      <rect x="1.9" y="12.8" width="60.2" height="115.2" rx="5" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">As .formSheet: sheet, background visible near</text>
    <text x="0" y="168" class="fig-small">the top</text>
  </g>
  <text x="0" y="1576" class="fig-label">.custom</text>
  <g transform="translate(155 1565)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="regular" data-edition="ios27" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="25.5" y="19.2" width="119" height="89.6" rx="4" class="fig-context"/>
      <text x="85" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
  <g transform="translate(470 1565)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".custom" data-environment="compact-width" data-edition="ios27" data-appearance="decidedByPresentationController">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="9.6" y="19.2" width="44.8" height="89.6" rx="4" class="fig-context"/>
      <text x="32" y="72" class="fig-heading" text-anchor="middle">?</text>
    </g>
    <text x="0" y="151" class="fig-small">decided by its presentation controller</text>
  </g>
</g>
</svg>
</div>
</div>
`,
`<div class="release-variant" data-variant="8 9 10 11 12" hidden>
<table class="duet-table" data-table-id="presentation-styles">
<caption><span class="release-badge">iOS 8–12</span> Presentation styles and their spellings</caption>
<thead>
<tr><th scope="col">Swift</th><th scope="col">Objective-C</th><th scope="col">Raw value</th><th scope="col">Availability</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.fullScreen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Full<wbr>Screen</code></td><td>0</td><td>iOS</td></tr>
<tr><th scope="row"><code>.pageSheet</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Page<wbr>Sheet</code></td><td>1</td><td>iOS</td></tr>
<tr><th scope="row"><code>.formSheet</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Form<wbr>Sheet</code></td><td>2</td><td>iOS</td></tr>
<tr><th scope="row"><code>.currentContext</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Current<wbr>Context</code></td><td>3</td><td>iOS</td></tr>
<tr><th scope="row"><code>.custom</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Custom</code></td><td>4</td><td>iOS</td></tr>
<tr><th scope="row"><code>.overFullScreen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Over<wbr>Full<wbr>Screen</code></td><td>5</td><td>iOS</td></tr>
<tr><th scope="row"><code>.over<wbr>Current<wbr>Context</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Over<wbr>Current<wbr>Context</code></td><td>6</td><td>iOS</td></tr>
<tr><th scope="row"><code>.popover</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Popover</code></td><td>7</td><td>iOS</td></tr>
<tr><th scope="row"><code>.blur<wbr>Over<wbr>Full<wbr>Screen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Blur<wbr>Over<wbr>Full<wbr>Screen</code></td><td>8</td><td>tvOS only</td></tr>
<tr><th scope="row"><code>.none</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>None</code></td><td>-1</td><td>Delegate answer only: do not adapt</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Presentation styles and their spellings</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html" rel="external">Presenting a View Controller (styles, adaptation, transition styles, presentation context)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="13 14 15 16 17 18 26 27" hidden>
<table class="duet-table" data-table-id="presentation-styles">
<caption><span class="release-badge">iOS 13.0+</span> Presentation styles and their spellings</caption>
<thead>
<tr><th scope="col">Swift</th><th scope="col">Objective-C</th><th scope="col">Raw value</th><th scope="col">Availability</th></tr>
</thead>
<tbody>
<tr><th scope="row"><code>.fullScreen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Full<wbr>Screen</code></td><td>0</td><td>iOS</td></tr>
<tr><th scope="row"><code>.pageSheet</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Page<wbr>Sheet</code></td><td>1</td><td>iOS</td></tr>
<tr><th scope="row"><code>.formSheet</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Form<wbr>Sheet</code></td><td>2</td><td>iOS</td></tr>
<tr><th scope="row"><code>.currentContext</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Current<wbr>Context</code></td><td>3</td><td>iOS</td></tr>
<tr><th scope="row"><code>.custom</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Custom</code></td><td>4</td><td>iOS</td></tr>
<tr><th scope="row"><code>.overFullScreen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Over<wbr>Full<wbr>Screen</code></td><td>5</td><td>iOS</td></tr>
<tr><th scope="row"><code>.over<wbr>Current<wbr>Context</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Over<wbr>Current<wbr>Context</code></td><td>6</td><td>iOS</td></tr>
<tr><th scope="row"><code>.popover</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Popover</code></td><td>7</td><td>iOS</td></tr>
<tr><th scope="row"><code>.blur<wbr>Over<wbr>Full<wbr>Screen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Blur<wbr>Over<wbr>Full<wbr>Screen</code></td><td>8</td><td>tvOS only</td></tr>
<tr><th scope="row"><code>.none</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>None</code></td><td>-1</td><td>Delegate answer only: do not adapt</td></tr>
<tr><th scope="row"><code>.automatic</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Automatic</code></td><td>-2</td><td>iOS 13 and later (the default)</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>Sources <span class="source-count">2</span><span class="visually-hidden"> for Presentation styles and their spellings</span></summary>
<dl>
<dt>Apple documentation</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
<dt>The guide (iOS 8–12)</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html" rel="external">Presenting a View Controller (styles, adaptation, transition styles, presentation context)</a></dd>
</dl>
</details>
</div>
`];
