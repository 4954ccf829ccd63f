/// The order of calls of a custom transition animation.
public enum CustomTransitionSimulation {
    public static func trace(_ scenario: CustomTransitionScenario) -> [TraceEvent] {
        let presenting = scenario.direction == .presentation
        var events: [TraceEvent] = []
        events.append(TraceEvent(
            receiver: "transitioningDelegate",
            callback: presenting ? "animationController(forPresented:presenting:source:)" : "animationController(forDismissed:)",
            newValue: LocalizedText(invariant: scenario.vendsAnimator ? "animator" : "nil")
        ))
        guard scenario.vendsAnimator else {
            events.append(TraceEvent(receiver: "UIKit", callback: "", kind: .step(LocalizedText(
                en: "No animator: UIKit runs the standard modalTransitionStyle animation",
                key: "custom-transition-simulation.no-animator-uikit-runs-standard"
            ))))
            events.append(completion(presenting: presenting, completed: scenario.completes))
            return events
        }
        events.append(TraceEvent(
            receiver: "transitioningDelegate",
            callback: presenting ? "interactionControllerForPresentation(using:)" : "interactionControllerForDismissal(using:)",
            newValue: LocalizedText(invariant: scenario.interactive ? "interactionController" : "nil")
        ))
        events.append(TraceEvent(receiver: "animator", callback: "transitionDuration(using:)"))
        events.append(contentsOf: animation(interactive: scenario.interactive, completes: scenario.completes))
        // The animator tells the context its animations are done; UIKit does not.
        events.append(TraceEvent(
            receiver: "transitionContext", callback: "completeTransition(_:)", caller: "animator",
            newValue: LocalizedText(invariant: scenario.completes ? "true" : "false")
        ))
        // The guide orders neither of these two against the other.
        events.append(completion(presenting: presenting, completed: scenario.completes, unorderedAgainst: "animationEnded(_:)"))
        events.append(TraceEvent(
            receiver: "animator", callback: "animationEnded(_:)",
            newValue: LocalizedText(invariant: scenario.completes ? "true" : "false"),
            orderNote: TraceEvent.unordered(against: presenting ? "present(_:animated:completion:)" : "dismiss(animated:completion:)")
        ))
        return events
    }

    /// Step 4 of the sequence. UIKit starts an interactive transition; a
    /// `UIPercentDrivenInteractiveTransition` then asks the animator for its animations,
    /// and the app's gesture handler (not UIKit) reports progress and finishes or
    /// cancels. A cancelled transition is undone by the animator.
    static func animation(interactive: Bool, completes: Bool) -> [TraceEvent] {
        var events: [TraceEvent] = []
        if interactive {
            events.append(TraceEvent(receiver: "interactionController", callback: "startInteractiveTransition(_:)"))
            events.append(TraceEvent(
                receiver: "animator", callback: "animateTransition(using:)", caller: "interactionController",
                orderNote: LocalizedText(en: "UIPercentDrivenInteractiveTransition asks for the animations; a custom interaction controller drives them itself",
                                         key: "custom-transition-simulation.uipercentdriveninteractivetransition")
            ))
            events.append(TraceEvent(receiver: "interactionController", callback: "update(_:)", caller: TraceEvent.gestureHandler))
            events.append(TraceEvent(receiver: "interactionController", callback: completes ? "finish()" : "cancel()", caller: TraceEvent.gestureHandler))
        } else {
            events.append(TraceEvent(receiver: "animator", callback: "animateTransition(using:)"))
        }
        if !completes {
            events.append(TraceEvent(receiver: "animator", callback: "", kind: .step(LocalizedText(
                en: "The animator undoes its changes (transitionWasCancelled is true)",
                key: "custom-transition-simulation.animator-undoes-changes"
            ))))
        }
        return events
    }

    /// Step 6: the completion handler of `present` or `dismiss`, which a cancelled
    /// transition never reaches.
    static func completion(presenting: Bool, completed: Bool, unorderedAgainst other: String? = nil) -> TraceEvent {
        let callback = presenting ? "present(_:animated:completion:)" : "dismiss(animated:completion:)"
        let receiver = "completion handler"
        let order = completed ? other.map(TraceEvent.unordered(against:)) : nil
        return completed
            ? TraceEvent(receiver: receiver, callback: callback, orderNote: order)
            : TraceEvent(receiver: receiver, callback: callback, kind: .notNotified(.transitionCancelled))
    }
}
