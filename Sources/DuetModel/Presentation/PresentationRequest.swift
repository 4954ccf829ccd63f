/// What is being presented and by whom it was asked.
public struct PresentationRequest: Sendable, Hashable {
    /// The controller `present(_:animated:completion:)` is called on.
    public var caller: String
    public var style: ModalPresentationStyle
    /// The presented controller's own `modalTransitionStyle`.
    public var transitionStyle: ModalTransitionStyle
    /// For `.custom`: whether the transitioning delegate vends a presentation controller.
    public var vendsPresentationController: Bool

    public init(
        caller: String, style: ModalPresentationStyle,
        transitionStyle: ModalTransitionStyle = .coverVertical, vendsPresentationController: Bool = true
    ) {
        self.caller = caller
        self.style = style
        self.transitionStyle = transitionStyle
        self.vendsPresentationController = vendsPresentationController
    }
}
