/// How a presentation style adapts to its environment, per edition of the rules.
///
/// The function is total over the inputs a reader can name: every style, every pair of
/// size classes, every delegate answer and every edition gives a result or a typed error.
/// Where the rules come from is in `PresentationFacts`.
public enum PresentationAdaptation {
    /// The editions whose adaptation rules differ; later editions repeat the last one.
    public static let distinctEditions: [Edition] = [.guide, .ios13, .ios18]

    /// The span of editions a distinct edition's rules hold for ("iOS 13–17").
    public static func span(of edition: Edition) -> EditionRange {
        let index = distinctEditions.firstIndex(of: edition) ?? distinctEditions.count - 1
        let next = distinctEditions.index(after: index)
        guard next < distinctEditions.count else { return EditionRange(from: distinctEditions[index]) }
        let through = Edition.allCases[Edition.allCases.firstIndex(of: distinctEditions[next])! - 1]
        return EditionRange(from: distinctEditions[index], through: through)
    }

    /// The answers `adaptivePresentationStyle(for:traitCollection:)` may give in a
    /// compact environment. `.none` keeps the current style. The guide lists three;
    /// Apple's current page adds `.formSheet` (it gives no version, so the model applies
    /// it from iOS 13, when a popover started adapting to a form sheet).
    public static func allowedDelegateAnswers(in edition: Edition) -> [ModalPresentationStyle] {
        edition == .guide ? [.fullScreen, .overFullScreen, .none] : [.fullScreen, .overFullScreen, .formSheet, .none]
    }

    /// What `.automatic` resolves to for most view controllers: a page sheet in iOS
    /// 13–17, a form sheet from iOS 18; nil in the guide, which predates it.
    public static func automaticStyle(in edition: Edition) -> ModalPresentationStyle? {
        switch edition {
        case .guide: nil
        case .ios13: .pageSheet
        case .ios18, .ios26, .ios27: .formSheet
        }
    }

    /// Whether UIKit adapts (and asks the delegate) in this environment. The guide's
    /// rules react to the width only; since iOS 13 a compact height matters too.
    public static func adapts(in environment: SizeClasses, edition: Edition) -> Bool {
        switch edition {
        case .guide: environment.horizontal == .compact
        case .ios13, .ios18, .ios26, .ios27: environment.horizontal == .compact || environment.vertical == .compact
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
        edition: Edition,
        prefersEdgeAttachedInCompactHeight: Bool = false
    ) throws(PresentationAdaptationError) -> AdaptedPresentation {
        if style == .none { throw .notAPresentationStyle(style) }
        if style == .blurOverFullScreen { throw .unavailable(style, edition) }
        // `.automatic` resolves before anything else (most controllers; some system ones differ).
        var resolved = style
        if style == .automatic {
            guard let automatic = automaticStyle(in: edition) else { throw .unavailable(style, edition) }
            resolved = automatic
        }

        guard adapts(in: environment, edition: edition) else {
            return AdaptedPresentation(style: resolved, appearance: .unadapted(resolved), delegateConsulted: false)
        }
        if let answer = delegateAnswer {
            guard allowedDelegateAnswers(in: edition).contains(answer) else { throw .invalidDelegateAnswer(answer) }
            if answer == .none {
                return AdaptedPresentation(style: resolved, appearance: .unadapted(resolved), delegateConsulted: true)
            }
            return AdaptedPresentation(style: answer, appearance: .unadapted(answer), delegateConsulted: true)
        }
        let adapted = switch edition {
        case .guide: guideDefault(resolved)
        case .ios13, .ios18, .ios26, .ios27: currentDefault(resolved, in: environment, edgeAttached: prefersEdgeAttachedInCompactHeight)
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
    /// a compact height; a popover behaves as a form sheet. The full-screen styles keep
    /// the guide's rule (they cover the screen already). For the current-context styles
    /// in a compact width no current page says what happens, so the answer is "not
    /// documented", with the guide's rule shown as the guide's; in a regular width with a
    /// compact height the style is used as is.
    private static func currentDefault(_ style: ModalPresentationStyle, in environment: SizeClasses, edgeAttached: Bool) -> (style: ModalPresentationStyle, appearance: PresentationAppearance) {
        switch style {
        case .pageSheet, .formSheet, .popover:
            let sheetStyle: ModalPresentationStyle = style == .popover ? .formSheet : style
            guard environment.vertical == .compact else { return (sheetStyle, .sheet) }
            return (sheetStyle, edgeAttached ? .edgeAttachedSheet : .fullScreen)
        case .currentContext, .overCurrentContext:
            // Apple's page of modalPresentationStyle: the value is used as is in a regular
            // width; what a compact width does to these two styles it does not say.
            return environment.horizontal == .compact ? (style, .notDocumentedSinceIOS13) : (style, .unadapted(style))
        default:
            return guideDefault(style)
        }
    }
}
