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
    /// A smaller centred sheet sized by `preferredContentSize`.
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
        case .fullScreen: LocalizedText(en: "full screen", key: "presentation-appearance.full-screen")
        case .overFullScreen: LocalizedText(en: "full screen, presenting content kept underneath", key: "presentation-appearance.full-screen-presenting-content-kept")
        case .pageSheet: LocalizedText(en: "page-sized sheet, background dimmed", key: "presentation-appearance.page-sized-sheet-background-dimmed")
        case .formSheet: LocalizedText(en: "smaller centred sheet sized by preferredContentSize", key: "presentation-appearance.smaller-centered-sheet-sized")
        case .sheet: LocalizedText(en: "sheet, background visible near the top", key: "presentation-appearance.sheet-background-visible-near-top")
        case .edgeAttachedSheet: LocalizedText(en: "sheet attached to the bottom edge", key: "presentation-appearance.sheet-attached-bottom-edge")
        case .popover: LocalizedText(en: "popover", key: "presentation-appearance.popover")
        case .currentContext: LocalizedText(en: "covers the context controller", key: "presentation-appearance.covers-context-controller")
        case .overCurrentContext: LocalizedText(en: "covers the context controller, its content kept underneath", key: "presentation-appearance.covers-context-controller-content-kept")
        case .decidedByPresentationController: LocalizedText(en: "decided by its presentation controller", key: "presentation-appearance.decided-presentation-controller")
        case .notDocumentedSinceIOS13: LocalizedText(en: "not documented since iOS 13 (the guide, iOS 8–12: as .fullScreen)",
                                                     key: "presentation-appearance.not-documented-since-ios-13-guide-ios-8")
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
