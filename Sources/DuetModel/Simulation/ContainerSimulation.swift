/// Adding and removing a child view controller, the calls a container makes in order.
///
/// Kept as traces because the two sequences are mirror images with one asymmetry the
/// guide stresses: `addChild(_:)` calls `willMove(toParent:)` for you, and
/// `removeFromParent()` calls `didMove(toParent: nil)` for you.
public enum ContainerSimulation {
    public static func addChild(_ child: String, to container: String) -> [TraceEvent] {
        [
            TraceEvent(receiver: container, callback: "addChild(_:)", newValue: LocalizedText(invariant: child)),
            TraceEvent(receiver: child, callback: "willMove(toParent:)", newValue: LocalizedText(invariant: container)),
            TraceEvent(receiver: container, callback: "", kind: .step(LocalizedText(en: "Add the child's root view to the container's view hierarchy", key: "container-simulation.add-child-s-root-view-container-s-view"))),
            TraceEvent(receiver: container, callback: "", kind: .step(LocalizedText(en: "Add constraints for the child's root view", key: "container-simulation.add-constraints-child-s-root-view"))),
            TraceEvent(receiver: child, callback: "didMove(toParent:)", newValue: LocalizedText(invariant: container)),
        ]
    }

    public static func removeChild(_ child: String, from container: String) -> [TraceEvent] {
        [
            TraceEvent(receiver: child, callback: "willMove(toParent:)", newValue: LocalizedText(invariant: "nil")),
            TraceEvent(receiver: container, callback: "", kind: .step(LocalizedText(en: "Remove the constraints of the child's root view", key: "container-simulation.remove-constraints-child-s-root-view"))),
            TraceEvent(receiver: child, callback: "", kind: .step(LocalizedText(en: "Remove the child's root view from its superview", key: "container-simulation.remove-child-s-root-view-from-superview"))),
            TraceEvent(receiver: child, callback: "removeFromParent()"),
            TraceEvent(receiver: child, callback: "didMove(toParent:)", newValue: LocalizedText(invariant: "nil")),
        ]
    }
}
