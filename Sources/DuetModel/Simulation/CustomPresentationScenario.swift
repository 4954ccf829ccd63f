/// A presentation or dismissal with style `.custom` and a presentation controller.
public struct CustomPresentationScenario: Sendable, Hashable {
    public var direction: TransitionDirection
    /// Whether the transitioning delegate vends a presentation controller; nil makes
    /// UIKit fall back to a full-screen presentation.
    public var vendsPresentationController: Bool
    public var completes: Bool

    public init(direction: TransitionDirection, vendsPresentationController: Bool = true, completes: Bool = true) {
        self.direction = direction
        self.vendsPresentationController = vendsPresentationController
        self.completes = completes
    }
}
