(window.DUET_SEARCH_SHARDS = window.DUET_SEARCH_SHARDS || {})["search-index.0.js"] = {"lang":"zh",
"pages":[
["特征","traits/index.html"],
["呈现","presenting/index.html"],
["Only in English","only-english/index.html"]
],
"docs":[
[0,"","","特征集合包含什么。 视图控制器读取它的 traitCollection，以了解尺寸类。"],
[0,"尺寸类","size-classes","设备 竖屏 iPhone 6 紧凑 参见呈现和尺寸。"],
[0,"覆盖","overrides","容器可以覆盖子视图控制器的特征。 带有旧文字的已勾选项。"],
[1,"","","呈现会以模态方式显示一个视图控制器。"],
[1,"弹出框","popovers","弹出框在紧凑宽度下会适配。"],
[2,"","","This page has no translation yet."]
],
"terms":"collection english iphone no only page phone trait traitcollection translation yet 一个 下会 个视 了解 什么 以了 以模 以覆 会以 会适 凑宽 出框 制器 勾选 包含 参见 取它 可以 合包 含什 呈现 和尺 器可 器的 器读 图控 在紧 子视 字的 它的 容器 宽度 寸类 尺寸 已勾 带有 度下 式显 弹出 征集 态方 控制 文字 方式 旧文 显示 有旧 框在 模态 特征 现会 现和 的已 的特 盖子 示一 竖屏 紧凑 覆盖 见呈 视图 解尺 设备 读取 适配 选项 集合",
"postings":"1;2g;h;29;2g;29;h;1;1;29;29;1d;1t;1d;1;1;1;1d;x;1d;1t;1t;1x;1,x,h;x;1;h;1;x;1;1;h,15;h;x;x;1;1,x,h;1t;x;x;1;x;1t;1,k;1,l;x;x;1t;1d;1x;1;1d;1,x,h;x;1d;x;1d;x;1t;1d;9,x;1d;h;x;x;x;1d;h;h,1d;11;h;1,x,h;1;h;1;1t;x;1"};
