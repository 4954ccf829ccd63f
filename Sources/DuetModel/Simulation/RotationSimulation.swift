/// Rotating a device with a view controller hierarchy on screen.
///
/// Each controller's old and new traits and size are computed from the window down
/// (overrides applied), and the callbacks are emitted in the documented order: first
/// every `willTransition(to:with:)`, then every `viewWillTransition(to:with:)`, then
/// the animation, then every `traitCollectionDidChange(_:)`; parents before children.
///
/// From iOS 13 to 16 the shape and the method are the guide's, and UIKit sets
/// `UITraitCollection.current` to the receiver's new traits before each
/// `traitCollectionDidChange(_:)` (`TraitDelivery.settingCurrentTraits`).
///
/// From iOS 17 the shape is the same, but the last phase reaches the handlers registered
/// with `registerForTraitChanges(_:handler:)` (the deprecated method is still called),
/// and traits update from the top down, so a parent's handler runs before its children
/// have their new traits (`TraitDelivery.registrations`).
public enum RotationSimulation {
    public static let willTransitionTraits = "willTransition(to:with:)"
    public static let viewWillTransitionSize = "viewWillTransition(to:with:)"
    public static let traitCollectionDidChange = "traitCollectionDidChange(_:)"
    /// The registered closure, written as code (a trailing closure) so that the figure's label
    /// needs no English noun that a translator could not reach.
    public static let traitChangeHandler = "registerForTraitChanges(_:handler:) { … }"

    /// How the last phase is delivered: the guide's method; the same method with iOS 13's
    /// current trait collection set first; or iOS 17's registrations.
    public enum TraitDelivery: Sendable, Hashable {
        case traitCollectionDidChange
        case settingCurrentTraits
        case registrations
    }

    struct State {
        let node: ViewControllerNode
        /// Who calls this controller: UIKit for the root, the parent's `super`
        /// implementation for a child (a container forwards to its children).
        let caller: String
        let parentTraitsChanged: Bool
        let oldTraits: TraitCollection
        let newTraits: TraitCollection
        let oldSize: PointSize
        let newSize: PointSize
    }

    public static func rotate(
        _ root: ViewControllerNode, on device: Device, from orientation: Orientation,
        delivery: TraitDelivery = .traitCollectionDidChange
    ) -> [TraceEvent] {
        let states = collect(
            root, caller: TraceEvent.uikit,
            parentOld: device.traitCollection(in: orientation),
            parentNew: device.traitCollection(in: orientation.rotated),
            oldSize: device.size(in: orientation),
            newSize: device.size(in: orientation.rotated)
        )
        var events: [TraceEvent] = []
        for state in states {
            events.append(traitEvent(state, callback: willTransitionTraits))
        }
        for state in states {
            let name = state.node.name
            if state.oldSize == state.newSize {
                events.append(TraceEvent(receiver: name, callback: viewWillTransitionSize, caller: state.caller, kind: .notNotified(.fixedSize)))
            } else {
                events.append(TraceEvent(
                    receiver: name, callback: viewWillTransitionSize, caller: state.caller,
                    oldValue: LocalizedText(invariant: state.oldSize.text),
                    newValue: LocalizedText(invariant: state.newSize.text)
                ))
            }
        }
        events.append(TraceEvent(
            receiver: "UIKit", callback: "",
            kind: .step(LocalizedText(
                en: "The views animate to the new size; the new size classes and sizes are applied",
                key: "rotation-simulation.views-animate-new-size-new-size-classes"
            ))
        ))
        for state in states {
            switch delivery {
            case .traitCollectionDidChange:
                events.append(traitEvent(state, callback: traitCollectionDidChange))
            case .settingCurrentTraits:
                let event = traitEvent(state, callback: traitCollectionDidChange)
                guard event.isNotified else { events.append(event); continue }
                events.append(event.noting(LocalizedText(en: "UIKit first sets UITraitCollection.current to its new traits (iOS 13 and later)",
                                                         key: "rotation-simulation.sets-current-trait-collection-first")))
            case .registrations:
                // UIKit runs registered handlers itself, from the top down.
                let event = traitEvent(state, callback: traitChangeHandler, caller: TraceEvent.uikit)
                guard event.isNotified, !state.node.children.isEmpty else { events.append(event); continue }
                events.append(event.noting(LocalizedText(en: "Runs before its children have their new traits (top-down update)",
                                                         key: "rotation-simulation.runs-before-children-have-their-new")))
            }
        }
        return events
    }

    private static func traitEvent(_ state: State, callback: String, caller: String? = nil) -> TraceEvent {
        let name = state.node.name
        let caller = caller ?? state.caller
        guard state.oldTraits == state.newTraits else {
            return TraceEvent(
                receiver: name, callback: callback, caller: caller,
                oldValue: state.oldTraits.sizeClasses.text, newValue: state.newTraits.sizeClasses.text
            )
        }
        let reason: NotNotifiedReason = state.parentTraitsChanged && state.node.overrideTraits != nil
            ? .traitsOverriddenByContainer : .noTraitChange
        return TraceEvent(receiver: name, callback: callback, caller: caller, kind: .notNotified(reason))
    }

    private static func collect(
        _ node: ViewControllerNode, caller: String, parentOld: TraitCollection, parentNew: TraitCollection,
        oldSize: PointSize, newSize: PointSize
    ) -> [State] {
        let old = parentOld.inherited(overriddenBy: node.overrideTraits)
        let new = parentNew.inherited(overriddenBy: node.overrideTraits)
        let size = node.hasFixedSize ? oldSize : newSize
        let state = State(
            node: node, caller: caller, parentTraitsChanged: parentOld != parentNew,
            oldTraits: old, newTraits: new, oldSize: oldSize, newSize: size
        )
        return [state] + node.children.flatMap {
            collect($0, caller: node.name, parentOld: old, parentNew: new, oldSize: oldSize, newSize: size)
        }
    }

    /// The hierarchy the reference's rotation tables use: a navigation controller, a
    /// custom container, a child whose traits are overridden and a fixed-size child.
    public static let exampleHierarchy = ViewControllerNode(
        "NavigationController", kind: .navigation, children: [
            ViewControllerNode("DashboardViewController", children: [
                ViewControllerNode(
                    "ChartViewController",
                    overrideTraits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
                ),
                ViewControllerNode("BadgeViewController", hasFixedSize: true),
            ]),
        ],
        coversScreen: true
    )
}
