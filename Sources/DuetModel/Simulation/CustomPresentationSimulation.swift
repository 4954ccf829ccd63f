/// The order of calls of a custom presentation.
public enum CustomPresentationSimulation {
    public static func trace(_ scenario: CustomPresentationScenario) -> [TraceEvent] {
        let presenting = scenario.direction == .presentation
        let controller = "presentationController"
        var events: [TraceEvent] = []
        if presenting {
            // The guide does not say whether UIKit asks for the presentation controller or
            // for the animator first.
            events.append(TraceEvent(
                receiver: "transitioningDelegate",
                callback: "presentationController(forPresented:presenting:source:)",
                newValue: LocalizedText(invariant: scenario.vendsPresentationController ? controller : "nil"),
                orderNote: scenario.vendsPresentationController ? TraceEvent.unordered(against: "animationController(forPresented:presenting:source:)") : nil
            ))
            guard scenario.vendsPresentationController else {
                events.append(TraceEvent(receiver: "UIKit", callback: "", kind: .step(LocalizedText(
                    en: "No presentation controller: UIKit presents full screen",
                    key: "custom-presentation-simulation.no-presentation-controller-uikit"
                ))))
                return events
            }
        } else {
            events.append(TraceEvent(receiver: "UIKit", callback: "", kind: .step(LocalizedText(
                en: "UIKit reuses the presentation controller of the presentation",
                key: "custom-presentation-simulation.uikit-reuses-presentation-controller"
            ))))
        }
        events.append(TraceEvent(
            receiver: "transitioningDelegate",
            callback: presenting ? "animationController(forPresented:presenting:source:)" : "animationController(forDismissed:)",
            newValue: LocalizedText(invariant: "animator"),
            orderNote: presenting ? TraceEvent.unordered(against: "presentationController(forPresented:presenting:source:)") : nil
        ))
        events.append(TraceEvent(
            receiver: controller,
            callback: presenting ? "presentationTransitionWillBegin()" : "dismissalTransitionWillBegin()"
        ))
        events.append(TraceEvent(receiver: controller, callback: "presentedView"))
        events.append(TraceEvent(receiver: controller, callback: "containerViewWillLayoutSubviews()"))
        events.append(TraceEvent(receiver: controller, callback: "frameOfPresentedViewInContainerView"))
        events.append(TraceEvent(receiver: controller, callback: "containerViewDidLayoutSubviews()"))
        events.append(TraceEvent(receiver: "animator", callback: "animateTransition(using:)"))
        events.append(TraceEvent(
            receiver: "transitionContext", callback: "completeTransition(_:)", caller: "animator",
            newValue: LocalizedText(invariant: scenario.completes ? "true" : "false")
        ))
        let completed = LocalizedText(invariant: scenario.completes ? "true" : "false")
        events.append(TraceEvent(
            receiver: controller,
            callback: presenting ? "presentationTransitionDidEnd(_:)" : "dismissalTransitionDidEnd(_:)",
            newValue: completed
        ))
        // Clean-up depends on the direction: a cancelled presentation leaves its added
        // views behind, a finished dismissal leaves its custom views behind.
        if presenting && !scenario.completes {
            events.append(TraceEvent(receiver: controller, callback: "", kind: .step(LocalizedText(
                en: "The presentation controller removes the views it added",
                key: "custom-presentation-simulation.presentation-controller-removes-views"
            ))))
        } else if !presenting && scenario.completes {
            events.append(TraceEvent(receiver: controller, callback: "", kind: .step(LocalizedText(
                en: "The presentation controller removes its custom views",
                key: "custom-presentation-simulation.presentation-controller-removes-custom"
            ))))
        }
        return events
    }
}
