/// A view controller as the unwind search sees it: its children, the controller it
/// presented, and whether it implements the unwind action (then its default
/// `canPerformUnwindSegueAction(_:from:sender:)` answers yes).
///
/// Kept apart from `ViewControllerNode` because the search also walks presentations,
/// which the presentation-context model does not need.
public struct UnwindScene: Sendable, Hashable {
    public var name: String
    public var children: [UnwindScene]
    public var presented: [UnwindScene]
    public var handlesAction: Bool

    public init(_ name: String, children: [UnwindScene] = [], presented: UnwindScene? = nil, handlesAction: Bool = false) {
        self.name = name
        self.children = children
        self.presented = presented.map { [$0] } ?? []
        self.handlesAction = handlesAction
    }

    /// The scene named `name` in this tree, through children and presentations.
    public func scene(named name: String) -> UnwindScene? {
        if self.name == name { return self }
        for next in children + presented {
            if let found = next.scene(named: name) { return found }
        }
        return nil
    }

    /// Whether `name` is this scene or lies in its children (not its presentations).
    func contains(_ name: String) -> Bool {
        self.name == name || children.contains { $0.contains(name) }
    }
}
