/// A presentation or dismissal driven by a transitioning delegate's animator.
public struct CustomTransitionScenario: Sendable, Hashable {
    public var direction: TransitionDirection
    /// Whether the delegate vends an animator at all; without one UIKit uses the
    /// standard `modalTransitionStyle` animation.
    public var vendsAnimator: Bool
    /// Whether an interaction controller drives the transition.
    public var interactive: Bool
    /// Whether the transition finishes (false: cancelled, e.g. the gesture is abandoned).
    public var completes: Bool

    public init(direction: TransitionDirection, vendsAnimator: Bool = true, interactive: Bool = false, completes: Bool = true) {
        self.direction = direction
        self.vendsAnimator = vendsAnimator
        self.interactive = interactive
        self.completes = completes
    }
}
