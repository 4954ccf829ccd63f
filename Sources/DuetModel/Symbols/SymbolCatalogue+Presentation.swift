private func t(_ en: String, _ zh: String) -> LocalizedText { LocalizedText(en: en, zh: zh) }

private func style(_ name: String, _ objc: String, _ raw: Int, _ en: String, _ zh: String, tables: [String] = ["presentation-styles", "presentation-adaptation"]) -> APISymbol {
    APISymbol(area: .presentationStyles, swiftName: "UIModalPresentationStyle.\(name)", objcName: objc, kind: .enumCase,
              declaration: "case \(name) = \(raw)", summary: t(en, zh), relatedTableIDs: tables)
}

private func transition(_ name: String, _ objc: String, _ raw: Int, _ en: String, _ zh: String) -> APISymbol {
    APISymbol(area: .transitionStyles, swiftName: "UIModalTransitionStyle.\(name)", objcName: objc, kind: .enumCase,
              declaration: "case \(name) = \(raw)", summary: t(en, zh), relatedTableIDs: ["transition-styles"])
}

extension SymbolCatalogue {
    static let presentationStyleSymbols: [APISymbol] = [
        APISymbol(area: .presentationStyles, swiftName: "UIModalPresentationStyle", kind: .enumType,
                  declaration: "enum UIModalPresentationStyle : Int",
                  summary: t("How a presented view controller appears on screen, and the starting point for adaptation.",
                             "被呈现的视图控制器在屏幕上的显示方式，也是适配的起点。"),
                  relatedTableIDs: ["presentation-styles", "presentation-adaptation", "presentation-adaptation-current"]),
        APISymbol(area: .presentationStyles, swiftName: "modalPresentationStyle", kind: .property,
                  declaration: "var modalPresentationStyle: UIModalPresentationStyle { get set }",
                  summary: t("The style to use when this view controller is presented; .automatic by default since iOS 13.",
                             "该视图控制器被呈现时使用的样式；自 iOS 13 起默认为 .automatic。"),
                  relatedTableIDs: ["presentation-styles"]),
        style("fullScreen", "UIModalPresentationFullScreen", 0,
              "Covers the whole screen; the presenting views are removed once the transition ends.",
              "覆盖整个屏幕；转场结束后，呈现方的视图会被移除。"),
        style("pageSheet", "UIModalPresentationPageSheet", 1,
              "A page-sized sheet in a regular environment; adapts to full screen (guide) or a sheet (iOS 13 and later) when compact.",
              "在常规环境中显示为页面大小的表单；在紧凑环境中适配为全屏（指南）或表单（iOS 13 及以后）。"),
        style("formSheet", "UIModalPresentationFormSheet", 2,
              "A smaller centred sheet sized by preferredContentSize; adapts like a page sheet.",
              "较小的居中表单，尺寸由 preferredContentSize 决定；适配方式与 page sheet 相同。"),
        style("currentContext", "UIModalPresentationCurrentContext", 3,
              "Covers only the view controller that defines the presentation context.",
              "只覆盖定义了呈现上下文的那个视图控制器。"),
        style("custom", "UIModalPresentationCustom", 4,
              "Uses the presentation controller vended by the transitioning delegate; nil falls back to full screen.",
              "使用转场代理提供的呈现控制器；若返回 nil，则退回全屏呈现。"),
        style("overFullScreen", "UIModalPresentationOverFullScreen", 5,
              "Covers the screen but keeps the presenting views, so transparent content shows what is underneath.",
              "覆盖整个屏幕但保留呈现方的视图，因此透明内容可以露出下面的界面。"),
        style("overCurrentContext", "UIModalPresentationOverCurrentContext", 6,
              "Covers the context-defining view controller and keeps the views underneath.",
              "覆盖定义上下文的视图控制器，并保留下面的视图。"),
        style("popover", "UIModalPresentationPopover", 7,
              "A bubble anchored to a bar button item or a source rectangle; adapts in a compact width.",
              "锚定在栏按钮项或源矩形上的气泡式界面；在紧凑宽度下会适配。"),
        style("blurOverFullScreen", "UIModalPresentationBlurOverFullScreen", 8,
              "tvOS only: covers the screen and blurs the content underneath.",
              "仅限 tvOS：覆盖整个屏幕并模糊下面的内容。", tables: ["presentation-styles"]),
        style("none", "UIModalPresentationNone", -1,
              "Not a style to present with: a delegate returns it to mean do not adapt, keep the current style.",
              "不能用来呈现：代理返回它意味着不要适配，保持当前样式。"),
        style("automatic", "UIModalPresentationAutomatic", -2,
              "The default since iOS 13; the system resolves it: for most view controllers to a page sheet in iOS 13 to 17, and to a form sheet from iOS 18.",
              "自 iOS 13 起的默认值；由系统解析为实际样式：对大多数视图控制器，iOS 13 至 17 中为 page sheet，自 iOS 18 起为 form sheet。", tables: ["presentation-styles", "presentation-adaptation-current"]),
    ]

    static let transitionStyleSymbols: [APISymbol] = [
        APISymbol(area: .transitionStyles, swiftName: "UIModalTransitionStyle", kind: .enumType,
                  declaration: "enum UIModalTransitionStyle : Int",
                  summary: t("The built-in animation of a modal presentation when no custom animator is supplied.",
                             "没有提供自定义动画器时，模态呈现使用的内置动画。"),
                  relatedTableIDs: ["transition-styles"]),
        APISymbol(area: .transitionStyles, swiftName: "modalTransitionStyle", kind: .property,
                  declaration: "var modalTransitionStyle: UIModalTransitionStyle { get set }",
                  summary: t("The transition style used when this view controller is presented modally.",
                             "该视图控制器以模态方式被呈现时使用的转场样式。"),
                  relatedTableIDs: ["transition-styles"]),
        transition("coverVertical", "UIModalTransitionStyleCoverVertical", 0,
                   "The default: slides up from the bottom, and back down on dismissal.",
                   "默认值：从底部向上滑入，关闭时再向下滑出。"),
        transition("flipHorizontal", "UIModalTransitionStyleFlipHorizontal", 1,
                   "Flips the view around its vertical axis.", "让视图绕竖直轴翻转。"),
        transition("crossDissolve", "UIModalTransitionStyleCrossDissolve", 2,
                   "Fades the new view in while the old one fades out.", "新视图淡入，同时旧视图淡出。"),
        transition("partialCurl", "UIModalTransitionStylePartialCurl", 3,
                   "Curls up a corner of the presenting view; only with a full-screen presentation.",
                   "把呈现方视图的一角卷起；只能与全屏呈现一起使用。"),
    ]
}
