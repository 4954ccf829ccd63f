/// The outcome of adaptation: the style UIKit uses and what it looks like.
public struct AdaptedPresentation: Sendable, Hashable {
    /// The style the presentation behaves as.
    public let style: ModalPresentationStyle
    public let appearance: PresentationAppearance
    /// Whether the delegate was asked; it is only asked when the environment adapts.
    public let delegateConsulted: Bool

    public init(style: ModalPresentationStyle, appearance: PresentationAppearance, delegateConsulted: Bool) {
        self.style = style
        self.appearance = appearance
        self.delegateConsulted = delegateConsulted
    }
}
