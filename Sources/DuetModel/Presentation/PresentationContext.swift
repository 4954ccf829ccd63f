/// Finds the presenting controller the way UIKit does.
public enum PresentationContext {
    public static func resolve(
        _ request: PresentationRequest, in root: ViewControllerNode
    ) throws(PresentationResolutionError) -> PresentationResolution {
        guard let path = root.path(to: request.caller) else { throw .unknownCaller(request.caller) }
        if request.style == .none || request.style == .blurOverFullScreen { throw .notAPresentationStyle(request.style) }
        // A custom style without a presentation controller falls back to full screen.
        var style = request.style
        if style == .custom && !request.vendsPresentationController { style = .fullScreen }
        if style == .automatic { style = PresentationAdaptation.automaticStyle(in: .newest) ?? .pageSheet }
        guard request.transitionStyle.isAllowed(with: style) else {
            throw .transitionStyleNotAllowed(request.transitionStyle, with: style)
        }

        let ancestors = Array(path.reversed())  // caller first, root last
        if style.isCurrentContextStyle {
            // The nearest controller that defines a context is covered; the root if none does.
            let context = ancestors.first(where: \.definesPresentationContext) ?? root
            let transition = context.providesPresentationContextTransitionStyle
                ? context.modalTransitionStyle : request.transitionStyle
            return PresentationResolution(
                presenter: context.name, style: style, transitionStyle: transition,
                removesPresentingViews: style == .currentContext
            )
        }
        // Every other style is shown over the screen, so UIKit walks up to a controller
        // that covers it, falling back to the window's root view controller.
        let presenter = ancestors.first(where: \.coversScreen) ?? root
        return PresentationResolution(
            presenter: presenter.name, style: style, transitionStyle: request.transitionStyle,
            removesPresentingViews: style == .fullScreen
        )
    }
}
