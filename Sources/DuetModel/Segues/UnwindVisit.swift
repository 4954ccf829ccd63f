/// One step of the unwind search: a container asked which children to search, a
/// controller asked whether it handles the action (with its answer), or a move outwards
/// to the parent or to the presenting view controller.
public struct UnwindVisit: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `allowedChildrenForUnwinding(from:)`, with the children it returns.
        case allowedChildren([String])
        /// `canPerformUnwindSegueAction(_:from:sender:)` and its answer.
        case canPerform(Bool)
        /// The search leaves a scene for its parent.
        case toParent
        /// The search leaves a presented scene (named) for the controller that presented it.
        case toPresenter(of: String)
    }

    public let scene: String
    public let kind: Kind

    public init(scene: String, kind: Kind) {
        self.scene = scene
        self.kind = kind
    }

    /// The visit as a trace line, so the sequence figures and tables can show it.
    public var traceEvent: TraceEvent {
        switch kind {
        case .allowedChildren(let children):
            TraceEvent(receiver: scene, callback: "allowedChildrenForUnwinding(from:)",
                       newValue: LocalizedText(invariant: children.isEmpty ? "[]" : "[" + children.joined(separator: ", ") + "]"))
        case .canPerform(let answer):
            TraceEvent(receiver: scene, callback: "canPerformUnwindSegueAction(_:from:sender:)",
                       newValue: LocalizedText(invariant: answer ? "true" : "false"))
        case .toParent:
            TraceEvent(receiver: scene, callback: "", kind: .step(LocalizedText(en: "Move out to {scene}, the parent", key: "unwind-visit.to-parent", arguments: ["scene": LocalizedText(invariant: scene)])))
        case .toPresenter(let presented):
            TraceEvent(receiver: scene, callback: "", kind: .step(LocalizedText(en: "Move out to {scene}, which presented {presented}", key: "unwind-visit.to-presenter",
                                                                                arguments: ["scene": LocalizedText(invariant: scene), "presented": LocalizedText(invariant: presented)])))
        }
    }
}
