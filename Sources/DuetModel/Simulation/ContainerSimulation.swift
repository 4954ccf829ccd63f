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
            TraceEvent(receiver: container, callback: "", kind: .step(LocalizedText(en: "Add the child's root view to the container's view hierarchy", zh: "将子视图控制器的根视图加入容器的视图层级"))),
            TraceEvent(receiver: container, callback: "", kind: .step(LocalizedText(en: "Add constraints for the child's root view", zh: "为子视图控制器的根视图添加约束"))),
            TraceEvent(receiver: child, callback: "didMove(toParent:)", newValue: LocalizedText(invariant: container)),
        ]
    }

    public static func removeChild(_ child: String, from container: String) -> [TraceEvent] {
        [
            TraceEvent(receiver: child, callback: "willMove(toParent:)", newValue: LocalizedText(invariant: "nil")),
            TraceEvent(receiver: container, callback: "", kind: .step(LocalizedText(en: "Remove the constraints of the child's root view", zh: "移除子视图控制器根视图的约束"))),
            TraceEvent(receiver: child, callback: "", kind: .step(LocalizedText(en: "Remove the child's root view from its superview", zh: "将子视图控制器的根视图从父视图中移除"))),
            TraceEvent(receiver: child, callback: "removeFromParent()"),
            TraceEvent(receiver: child, callback: "didMove(toParent:)", newValue: LocalizedText(invariant: "nil")),
        ]
    }
}
