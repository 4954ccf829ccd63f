/// What the reader actually sees of a presentation in a given environment.
///
/// Distinct from the style: since iOS 13 a `.pageSheet` keeps its style in a compact
/// width but looks like a card with the presenting content peeking out at the top.
public enum PresentationAppearance: String, Sendable, Hashable, CaseIterable {
    /// Covers the screen; the presenting views are removed afterwards.
    case fullScreen
    /// Covers the screen; the presenting views stay underneath.
    case overFullScreen
    /// A centered page-sized sheet over dimmed content.
    case pageSheet
    /// A smaller centered sheet sized by `preferredContentSize`.
    case formSheet
    /// A card from the bottom edge, part of the background visible near the top.
    case sheet
    /// A sheet attached to the bottom edge in a compact height (iOS 15,
    /// `prefersEdgeAttachedInCompactHeight`).
    case edgeAttachedSheet
    /// A bubble anchored to a bar button item or a source rectangle.
    case popover
    /// Covers only the controller that defines the presentation context.
    case currentContext
    /// Covers the context's area, the context's views staying underneath.
    case overCurrentContext
    /// The custom presentation controller decides.
    case decidedByPresentationController
    /// No current source says: the current-context styles in a compact width since
    /// iOS 13. The guide (iOS 8–12) adapted them to full screen; Apple's pages for iOS 13
    /// and later say nothing, and the common iPhone pattern (`definesPresentationContext`
    /// with `.overCurrentContext` over one tab, keeping the tab bar) does not look full
    /// screen, so the model asserts neither.
    case notDocumentedSinceIOS13

    public var term: LocalizedText {
        switch self {
        case .fullScreen: LocalizedText(en: "full screen", zh: "全屏")
        case .overFullScreen: LocalizedText(en: "full screen, presenting content kept underneath", zh: "全屏，保留下方的呈现方内容")
        case .pageSheet: LocalizedText(en: "page-sized sheet, background dimmed", zh: "页面大小的表单，背景变暗")
        case .formSheet: LocalizedText(en: "smaller centered sheet sized by preferredContentSize", zh: "居中的较小表单，大小由 preferredContentSize 决定")
        case .sheet: LocalizedText(en: "sheet, background visible near the top", zh: "表单，顶部露出部分背景")
        case .edgeAttachedSheet: LocalizedText(en: "sheet attached to the bottom edge", zh: "贴靠底边的表单")
        case .popover: LocalizedText(en: "popover", zh: "弹出框")
        case .currentContext: LocalizedText(en: "covers the context controller", zh: "覆盖定义上下文的视图控制器")
        case .overCurrentContext: LocalizedText(en: "covers the context controller, its content kept underneath", zh: "覆盖定义上下文的视图控制器，保留其下方内容")
        case .decidedByPresentationController: LocalizedText(en: "decided by its presentation controller", zh: "由其呈现控制器决定")
        case .notDocumentedSinceIOS13: LocalizedText(en: "not documented since iOS 13 (the guide, iOS 8–12: as .fullScreen)",
                                                     zh: "iOS 13 起文档未说明（指南，iOS 8–12：同 .fullScreen）")
        }
    }

    /// How a style looks when nothing adapts it (a regular environment).
    public static func unadapted(_ style: ModalPresentationStyle) -> PresentationAppearance {
        switch style {
        case .fullScreen, .blurOverFullScreen, .none: .fullScreen
        case .overFullScreen: .overFullScreen
        case .pageSheet, .automatic: .pageSheet
        case .formSheet: .formSheet
        case .popover: .popover
        case .currentContext: .currentContext
        case .overCurrentContext: .overCurrentContext
        case .custom: .decidedByPresentationController
        }
    }
}
