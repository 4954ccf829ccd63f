window.duetVariants=[`<div class="release-variant" data-variant="8 9 10 11 12" data-badge="iOS 8–12" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1630" width="780" height="1630" role="img" aria-label="每一行是一种呈现样式：左列是常规环境中被呈现的视图覆盖的区域，中列是当前版本在紧凑宽度下适配成的结果，右列是指南版本（iOS 8–12）的结果。虚线框表示定义呈现上下文的视图控制器。" lang="zh-Hans">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">常规宽度和高度</text>
  <text x="465" y="18" class="fig-heading">紧凑宽度（指南（iOS 8–12））</text>
  <text x="0" y="50" class="fig-label">.automatic</text>
  <g transform="translate(155 39)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-edition="guide" data-appearance="none">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
    </g>
    <text x="0" y="151" class="fig-small">此版本中没有</text>
  </g>
  <g transform="translate(470 39)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".automatic" data-edition="guide" data-appearance="none">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
    </g>
    <text x="0" y="151" class="fig-small">此版本中没有</text>
  </g>
  <text x="0" y="228" class="fig-label">.fullScreen</text>
  <g transform="translate(155 217)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <g transform="translate(470 217)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
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
    <text x="0" y="151" class="fig-small">页面大小的表单，背景变暗</text>
  </g>
  <g transform="translate(470 395)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".pageSheet" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">同 .fullScreen：全屏</text>
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
  </g>
  <g transform="translate(470 573)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".formSheet" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">同 .fullScreen：全屏</text>
  </g>
  <text x="0" y="762" class="fig-label">.currentContext</text>
  <g transform="translate(155 751)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器</text>
  </g>
  <g transform="translate(470 751)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".currentContext" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">同 .fullScreen：全屏</text>
  </g>
  <text x="0" y="940" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 929)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器，保留其下方内容</text>
  </g>
  <g transform="translate(470 929)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overCurrentContext" data-environment="compact-width" data-edition="guide" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">同 .fullScreen：全屏</text>
  </g>
  <text x="0" y="1118" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1107)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="guide" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <g transform="translate(470 1107)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="guide" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <text x="0" y="1296" class="fig-label">.popover</text>
  <g transform="translate(155 1285)">
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
    <text x="0" y="151" class="fig-small">弹出框</text>
  </g>
  <g transform="translate(470 1285)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".popover" data-environment="compact-width" data-edition="guide" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">同 .overFullScreen：全屏，保留下方的呈现方内容</text>
  </g>
  <text x="0" y="1474" class="fig-label">.custom</text>
  <g transform="translate(155 1463)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
  <g transform="translate(470 1463)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="13 14 15 16 17" data-badge="iOS 13–17" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1664" width="780" height="1664" role="img" aria-label="每一行是一种呈现样式：左列是常规环境中被呈现的视图覆盖的区域，中列是当前版本在紧凑宽度下适配成的结果，右列是指南版本（iOS 8–12）的结果。虚线框表示定义呈现上下文的视图控制器。" lang="zh-Hans">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">常规宽度和高度</text>
  <text x="465" y="18" class="fig-heading">紧凑宽度（iOS 13–17）</text>
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
    <text x="0" y="151" class="fig-small">页面大小的表单，背景变暗</text>
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="228" class="fig-label">.fullScreen</text>
  <g transform="translate(155 217)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios13" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <g transform="translate(470 217)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios13" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
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
    <text x="0" y="151" class="fig-small">页面大小的表单，背景变暗</text>
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="762" class="fig-label">.currentContext</text>
  <g transform="translate(155 751)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器</text>
  </g>
  <g transform="translate(470 751)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="957" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 946)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器，保留其下方内容</text>
  </g>
  <g transform="translate(470 946)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="1152" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1141)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios13" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <g transform="translate(470 1141)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios13" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <text x="0" y="1330" class="fig-label">.popover</text>
  <g transform="translate(155 1319)">
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
    <text x="0" y="151" class="fig-small">弹出框</text>
  </g>
  <g transform="translate(470 1319)">
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
    <text x="0" y="151" class="fig-small">同 .formSheet：表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="1508" class="fig-label">.custom</text>
  <g transform="translate(155 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
  <g transform="translate(470 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="18" data-badge="iOS 18" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1664" width="780" height="1664" role="img" aria-label="每一行是一种呈现样式：左列是常规环境中被呈现的视图覆盖的区域，中列是当前版本在紧凑宽度下适配成的结果，右列是指南版本（iOS 8–12）的结果。虚线框表示定义呈现上下文的视图控制器。" lang="zh-Hans">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">常规宽度和高度</text>
  <text x="465" y="18" class="fig-heading">紧凑宽度（iOS 18 及以后）</text>
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="228" class="fig-label">.fullScreen</text>
  <g transform="translate(155 217)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios18" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <g transform="translate(470 217)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios18" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <text x="0" y="406" class="fig-label">.pageSheet</text>
  <g transform="translate(155 395)">
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
    <text x="0" y="151" class="fig-small">页面大小的表单，背景变暗</text>
  </g>
  <g transform="translate(470 395)">
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="584" class="fig-label">.formSheet</text>
  <g transform="translate(155 573)">
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
  </g>
  <g transform="translate(470 573)">
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="762" class="fig-label">.currentContext</text>
  <g transform="translate(155 751)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器</text>
  </g>
  <g transform="translate(470 751)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="957" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 946)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器，保留其下方内容</text>
  </g>
  <g transform="translate(470 946)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="1152" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1141)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios18" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <g transform="translate(470 1141)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios18" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <text x="0" y="1330" class="fig-label">.popover</text>
  <g transform="translate(155 1319)">
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
    <text x="0" y="151" class="fig-small">弹出框</text>
  </g>
  <g transform="translate(470 1319)">
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
    <text x="0" y="151" class="fig-small">同 .formSheet：表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="1508" class="fig-label">.custom</text>
  <g transform="translate(155 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
  <g transform="translate(470 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="26" data-badge="iOS 26" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1664" width="780" height="1664" role="img" aria-label="每一行是一种呈现样式：左列是常规环境中被呈现的视图覆盖的区域，中列是当前版本在紧凑宽度下适配成的结果，右列是指南版本（iOS 8–12）的结果。虚线框表示定义呈现上下文的视图控制器。" lang="zh-Hans">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">常规宽度和高度</text>
  <text x="465" y="18" class="fig-heading">紧凑宽度（iOS 18 及以后）</text>
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="228" class="fig-label">.fullScreen</text>
  <g transform="translate(155 217)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios26" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <g transform="translate(470 217)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios26" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <text x="0" y="406" class="fig-label">.pageSheet</text>
  <g transform="translate(155 395)">
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
    <text x="0" y="151" class="fig-small">页面大小的表单，背景变暗</text>
  </g>
  <g transform="translate(470 395)">
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="584" class="fig-label">.formSheet</text>
  <g transform="translate(155 573)">
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
  </g>
  <g transform="translate(470 573)">
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="762" class="fig-label">.currentContext</text>
  <g transform="translate(155 751)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器</text>
  </g>
  <g transform="translate(470 751)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="957" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 946)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器，保留其下方内容</text>
  </g>
  <g transform="translate(470 946)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="1152" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1141)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios26" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <g transform="translate(470 1141)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios26" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <text x="0" y="1330" class="fig-label">.popover</text>
  <g transform="translate(155 1319)">
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
    <text x="0" y="151" class="fig-small">弹出框</text>
  </g>
  <g transform="translate(470 1319)">
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
    <text x="0" y="151" class="fig-small">同 .formSheet：表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="1508" class="fig-label">.custom</text>
  <g transform="translate(155 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
  <g transform="translate(470 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
</g>
</svg>
</div>
</div>
<div class="release-variant" data-variant="27" data-badge="iOS 27" hidden>
<div class="figure-scroll" tabindex="0" role="group">
<svg xmlns="http://www.w3.org/2000/svg" class="duet-figure" data-figure="presentation-styles" viewBox="0 0 780 1664" width="780" height="1664" role="img" aria-label="每一行是一种呈现样式：左列是常规环境中被呈现的视图覆盖的区域，中列是当前版本在紧凑宽度下适配成的结果，右列是指南版本（iOS 8–12）的结果。虚线框表示定义呈现上下文的视图控制器。" lang="zh-Hans">
<g aria-hidden="true">
  <text x="150" y="18" class="fig-heading">常规宽度和高度</text>
  <text x="465" y="18" class="fig-heading">紧凑宽度（iOS 18 及以后）</text>
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="228" class="fig-label">.fullScreen</text>
  <g transform="translate(155 217)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="regular" data-edition="ios27" data-appearance="fullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <g transform="translate(470 217)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".fullScreen" data-environment="compact-width" data-edition="ios27" data-appearance="fullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented fig-solid"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏</text>
  </g>
  <text x="0" y="406" class="fig-label">.pageSheet</text>
  <g transform="translate(155 395)">
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
    <text x="0" y="151" class="fig-small">页面大小的表单，背景变暗</text>
  </g>
  <g transform="translate(470 395)">
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="584" class="fig-label">.formSheet</text>
  <g transform="translate(155 573)">
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
    <text x="0" y="151" class="fig-small">居中的较小表单，大小由 preferredContentSize 决定</text>
  </g>
  <g transform="translate(470 573)">
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
    <text x="0" y="151" class="fig-small">表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="762" class="fig-label">.currentContext</text>
  <g transform="translate(155 751)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器</text>
  </g>
  <g transform="translate(470 751)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="957" class="fig-label">.overCurrentContext</text>
  <g transform="translate(155 946)">
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
    <text x="0" y="151" class="fig-small">覆盖定义上下文的视图控制器，保留其下方内容</text>
  </g>
  <g transform="translate(470 946)">
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
    <text x="0" y="151" class="fig-small">iOS 13 起文档未说明（指南，iOS 8–12：同</text>
    <text x="0" y="168" class="fig-small">.fullScreen）</text>
  </g>
  <text x="0" y="1152" class="fig-label">.overFullScreen</text>
  <g transform="translate(155 1141)">
    <rect x="-5" y="-5" width="180" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="regular" data-edition="ios27" data-appearance="overFullScreen">
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-screen"/>
      <rect x="17" y="15.4" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="33.3" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="51.2" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="17" y="69.1" width="136" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="170" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <g transform="translate(470 1141)">
    <rect x="-5" y="-5" width="74" height="138" rx="11" class="fig-device"/>
    <g data-style=".overFullScreen" data-environment="compact-width" data-edition="ios27" data-appearance="overFullScreen">
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-screen"/>
      <rect x="6.4" y="15.4" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="33.3" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="51.2" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="6.4" y="69.1" width="51.2" height="6.4" class="fig-small-bar"/>
      <rect x="0" y="0" width="64" height="128" rx="6" class="fig-presented"/>
    </g>
    <text x="0" y="151" class="fig-small">全屏，保留下方的呈现方内容</text>
  </g>
  <text x="0" y="1330" class="fig-label">.popover</text>
  <g transform="translate(155 1319)">
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
    <text x="0" y="151" class="fig-small">弹出框</text>
  </g>
  <g transform="translate(470 1319)">
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
    <text x="0" y="151" class="fig-small">同 .formSheet：表单，顶部露出部分背景</text>
  </g>
  <text x="0" y="1508" class="fig-label">.custom</text>
  <g transform="translate(155 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
  <g transform="translate(470 1497)">
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
    <text x="0" y="151" class="fig-small">由其呈现控制器决定</text>
  </g>
</g>
</svg>
</div>
</div>
`,
`<div class="release-variant" data-variant="8 9 10 11 12" hidden>
<table class="duet-table" data-table-id="presentation-styles">
<caption><span class="release-badge">iOS 8–12</span> 呈现样式及其写法</caption>
<thead>
<tr><th scope="col">Swift</th><th scope="col">Objective-C</th><th scope="col">原始值</th><th scope="col">可用性</th></tr>
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
<tr><th scope="row"><code>.blur<wbr>Over<wbr>Full<wbr>Screen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Blur<wbr>Over<wbr>Full<wbr>Screen</code></td><td>8</td><td>仅 tvOS</td></tr>
<tr><th scope="row"><code>.none</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>None</code></td><td>-1</td><td>仅作为代理的返回值：不自适应</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">2</span><span class="visually-hidden">：呈现样式及其写法</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
<dt>指南（iOS 8–12）</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html" rel="external">Presenting a View Controller (styles, adaptation, transition styles, presentation context)</a></dd>
</dl>
</details>
</div>
<div class="release-variant" data-variant="13 14 15 16 17 18 26 27" hidden>
<table class="duet-table" data-table-id="presentation-styles">
<caption><span class="release-badge">iOS 13.0+</span> 呈现样式及其写法</caption>
<thead>
<tr><th scope="col">Swift</th><th scope="col">Objective-C</th><th scope="col">原始值</th><th scope="col">可用性</th></tr>
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
<tr><th scope="row"><code>.blur<wbr>Over<wbr>Full<wbr>Screen</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Blur<wbr>Over<wbr>Full<wbr>Screen</code></td><td>8</td><td>仅 tvOS</td></tr>
<tr><th scope="row"><code>.none</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>None</code></td><td>-1</td><td>仅作为代理的返回值：不自适应</td></tr>
<tr><th scope="row"><code>.automatic</code></th><td><code>UI<wbr>Modal<wbr>Presentation<wbr>Automatic</code></td><td>-2</td><td>iOS 13 及以后（默认值）</td></tr>
</tbody>
</table>
<details class="block-sources">
<summary>来源 <span class="source-count">2</span><span class="visually-hidden">：呈现样式及其写法</span></summary>
<dl>
<dt>Apple 文档</dt>
<dd><a href="https://developer.apple.com/documentation/uikit/uimodalpresentationstyle" rel="external">UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)</a></dd>
<dt>指南（iOS 8–12）</dt>
<dd><a href="https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html" rel="external">Presenting a View Controller (styles, adaptation, transition styles, presentation context)</a></dd>
</dl>
</details>
</div>
`];
