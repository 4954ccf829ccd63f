/// The answer to "who presents, with which animation, and what stays on screen?".
public struct PresentationResolution: Sendable, Hashable {
    /// The controller that becomes `presentingViewController`.
    public let presenter: String
    /// The style in effect (a `.custom` without presentation controller is full screen).
    public let style: ModalPresentationStyle
    public let transitionStyle: ModalTransitionStyle
    /// Whether UIKit removes the presenting content's views once the transition ends.
    public let removesPresentingViews: Bool
}
