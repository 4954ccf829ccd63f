/// How a presentation style adapts to its environment, in both editions of the rules.
///
/// The function is total over the inputs a reader can name: every style, every pair of
/// size classes and every delegate answer gives a result or a typed error.
public enum PresentationAdaptation {
    /// The only answers `adaptivePresentationStyle(for:)` may give in a compact
    /// environment. `.none` keeps the current style.
    public static let allowedDelegateAnswers: [ModalPresentationStyle] = [.fullScreen, .overFullScreen, .none]

    /// Whether UIKit adapts (and asks the delegate) in this environment. The guide's
    /// rules react to the width only; since iOS 13 a compact height matters too.
    public static func adapts(in environment: SizeClasses, edition: AdaptationEdition) -> Bool {
        switch edition {
        case .guide: environment.horizontal == .compact
        case .current: environment.horizontal == .compact || environment.vertical == .compact
        }
    }

    /// Adapts `style` to `environment`. `delegateAnswer` is what the presentation
    /// controller's delegate returns, or nil when there is no delegate; it is ignored
    /// when the environment does not adapt, because UIKit does not ask then.
    /// `prefersEdgeAttachedInCompactHeight` (iOS 15, current edition only) keeps a sheet
    /// a sheet in a compact height instead of letting it look full screen.
    public static func adapt(
        _ style: ModalPresentationStyle,
        in environment: SizeClasses,
        delegateAnswer: ModalPresentationStyle? = nil,
        edition: AdaptationEdition,
        prefersEdgeAttachedInCompactHeight: Bool = false
    ) throws(PresentationAdaptationError) -> AdaptedPresentation {
        if style == .none { throw .notAPresentationStyle(style) }
        if style == .blurOverFullScreen { throw .unavailable(style, edition) }
        if style == .automatic && edition == .guide { throw .unavailable(style, edition) }
        // `.automatic` resolves before anything else; most controllers get a page sheet.
        let resolved = style == .automatic ? ModalPresentationStyle.pageSheet : style

        guard adapts(in: environment, edition: edition) else {
            return AdaptedPresentation(style: resolved, appearance: .unadapted(resolved), delegateConsulted: false)
        }
        if let answer = delegateAnswer {
            guard allowedDelegateAnswers.contains(answer) else { throw .invalidDelegateAnswer(answer) }
            if answer == .none {
                return AdaptedPresentation(style: resolved, appearance: .unadapted(resolved), delegateConsulted: true)
            }
            return AdaptedPresentation(style: answer, appearance: .unadapted(answer), delegateConsulted: true)
        }
        let adapted = switch edition {
        case .guide: guideDefault(resolved)
        case .current: currentDefault(resolved, in: environment, edgeAttached: prefersEdgeAttachedInCompactHeight)
        }
        return AdaptedPresentation(style: adapted.style, appearance: adapted.appearance, delegateConsulted: delegateAnswer != nil)
    }

    /// The guide's default in a compact width. Popovers follow the Presentations
    /// chapter (over full screen); see `PresentationNotes.popoverInCompactWidth`.
    private static func guideDefault(_ style: ModalPresentationStyle) -> (style: ModalPresentationStyle, appearance: PresentationAppearance) {
        switch style {
        case .overFullScreen, .popover: (.overFullScreen, .overFullScreen)
        case .custom: (.custom, .decidedByPresentationController)
        default: (.fullScreen, .fullScreen)
        }
    }

    /// iOS 13 and later: sheets stay sheets in a compact width and look full screen in
    /// a compact height; a popover behaves as a form sheet. The current-context styles
    /// and the full-screen styles are not described differently, so they keep the guide's rule.
    private static func currentDefault(_ style: ModalPresentationStyle, in environment: SizeClasses, edgeAttached: Bool) -> (style: ModalPresentationStyle, appearance: PresentationAppearance) {
        switch style {
        case .pageSheet, .formSheet, .popover:
            let sheetStyle: ModalPresentationStyle = style == .popover ? .formSheet : style
            guard environment.vertical == .compact else { return (sheetStyle, .sheet) }
            return (sheetStyle, edgeAttached ? .edgeAttachedSheet : .fullScreen)
        case .currentContext, .overCurrentContext:
            return environment.horizontal == .compact ? (.fullScreen, .fullScreen) : (style, .unadapted(style))
        default:
            return guideDefault(style)
        }
    }
}
