private func t(_ en: String, _ key: String) -> LocalizedText { LocalizedText(en: en, key: key) }

private func style(_ name: String, _ objc: String, _ raw: Int, _ en: String, _ key: String, tables: [String] = ["presentation-styles", "presentation-adaptation"]) -> APISymbol {
    APISymbol(area: .presentationStyles, swiftName: "UIModalPresentationStyle.\(name)", objcName: objc, kind: .enumCase,
              declaration: "case \(name) = \(raw)", summary: t(en, key), relatedTableIDs: tables)
}

private func transition(_ name: String, _ objc: String, _ raw: Int, _ en: String, _ key: String) -> APISymbol {
    APISymbol(area: .transitionStyles, swiftName: "UIModalTransitionStyle.\(name)", objcName: objc, kind: .enumCase,
              declaration: "case \(name) = \(raw)", summary: t(en, key), relatedTableIDs: ["transition-styles"])
}

extension SymbolCatalogue {
    static let presentationStyleSymbols: [APISymbol] = [
        APISymbol(area: .presentationStyles, swiftName: "UIModalPresentationStyle", kind: .enumType,
                  declaration: "enum UIModalPresentationStyle : Int",
                  summary: t("How a presented view controller appears on screen, and the starting point for adaptation.",
                             "symbols-presentation.how-presented-view-controller-appears"),
                  relatedTableIDs: ["presentation-styles", "presentation-adaptation", "presentation-adaptation-current"]),
        APISymbol(area: .presentationStyles, swiftName: "modalPresentationStyle", kind: .property,
                  declaration: "var modalPresentationStyle: UIModalPresentationStyle { get set }",
                  summary: t("The style to use when this view controller is presented; .automatic by default since iOS 13.",
                             "symbols-presentation.style-use-when-view-controller-presented"),
                  relatedTableIDs: ["presentation-styles"]),
        style("fullScreen", "UIModalPresentationFullScreen", 0,
              "Covers the whole screen; the presenting views are removed once the transition ends.",
              "symbols-presentation.covers-whole-screen-presenting-views-are"),
        style("pageSheet", "UIModalPresentationPageSheet", 1,
              "A page-sized sheet in a regular environment; adapts to full screen (guide) or a sheet (iOS 13 and later) when compact.",
              "symbols-presentation.page-sized-sheet-regular-environment"),
        style("formSheet", "UIModalPresentationFormSheet", 2,
              "A smaller centred sheet sized by preferredContentSize; adapts like a page sheet.",
              "symbols-presentation.smaller-centred-sheet-sized"),
        style("currentContext", "UIModalPresentationCurrentContext", 3,
              "Covers only the view controller that defines the presentation context.",
              "symbols-presentation.covers-only-view-controller-defines"),
        style("custom", "UIModalPresentationCustom", 4,
              "Uses the presentation controller vended by the transitioning delegate; nil falls back to full screen.",
              "symbols-presentation.uses-presentation-controller-vended"),
        style("overFullScreen", "UIModalPresentationOverFullScreen", 5,
              "Covers the screen but keeps the presenting views, so transparent content shows what is underneath.",
              "symbols-presentation.covers-screen-but-keeps-presenting-views"),
        style("overCurrentContext", "UIModalPresentationOverCurrentContext", 6,
              "Covers the context-defining view controller and keeps the views underneath.",
              "symbols-presentation.covers-context-defining-view-controller"),
        style("popover", "UIModalPresentationPopover", 7,
              "A bubble anchored to a bar button item or a source rectangle; adapts in a compact width.",
              "symbols-presentation.bubble-anchored-bar-button-item-source"),
        style("blurOverFullScreen", "UIModalPresentationBlurOverFullScreen", 8,
              "tvOS only: covers the screen and blurs the content underneath.",
              "symbols-presentation.tvos-only-covers-screen-blurs-content", tables: ["presentation-styles"]),
        style("none", "UIModalPresentationNone", -1,
              "Not a style to present with: a delegate returns it to mean do not adapt, keep the current style.",
              "symbols-presentation.not-style-present-delegate-returns-mean"),
        style("automatic", "UIModalPresentationAutomatic", -2,
              "The default since iOS 13; the system resolves it: for most view controllers to a page sheet in iOS 13 to 17, and to a form sheet from iOS 18.",
              "symbols-presentation.default-since-ios-13-system-resolves", tables: ["presentation-styles", "presentation-adaptation-current"]),
    ]

    static let transitionStyleSymbols: [APISymbol] = [
        APISymbol(area: .transitionStyles, swiftName: "UIModalTransitionStyle", kind: .enumType,
                  declaration: "enum UIModalTransitionStyle : Int",
                  summary: t("The built-in animation of a modal presentation when no custom animator is supplied.",
                             "symbols-presentation.built-animation-modal-presentation-when"),
                  relatedTableIDs: ["transition-styles"]),
        APISymbol(area: .transitionStyles, swiftName: "modalTransitionStyle", kind: .property,
                  declaration: "var modalTransitionStyle: UIModalTransitionStyle { get set }",
                  summary: t("The transition style used when this view controller is presented modally.",
                             "symbols-presentation.transition-style-used-when-view"),
                  relatedTableIDs: ["transition-styles"]),
        transition("coverVertical", "UIModalTransitionStyleCoverVertical", 0,
                   "The default: slides up from the bottom, and back down on dismissal.",
                   "symbols-presentation.default-slides-up-from-bottom-back-down"),
        transition("flipHorizontal", "UIModalTransitionStyleFlipHorizontal", 1,
                   "Flips the view around its vertical axis.", "symbols-presentation.flips-view-around-vertical-axis"),
        transition("crossDissolve", "UIModalTransitionStyleCrossDissolve", 2,
                   "Fades the new view in while the old one fades out.", "symbols-presentation.fades-new-view-while-old-one-fades-out"),
        transition("partialCurl", "UIModalTransitionStylePartialCurl", 3,
                   "Curls up a corner of the presenting view; only with a full-screen presentation.",
                   "symbols-presentation.curls-up-corner-presenting-view-only"),
    ]
}
