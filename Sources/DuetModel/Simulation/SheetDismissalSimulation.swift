/// The calls a sheet's presentation controller makes to its delegate when the person
/// swipes the sheet down, when that swipe is refused, and when the app dismisses the
/// sheet in code (iOS 13 and later).
///
/// Apple's pages give each call's meaning: the should-dismiss question may come at any
/// time and a `true` does not promise the will/did pair; will- and did-dismiss are not
/// sent for a dismissal made in code; the attempt call reports a swipe refused by
/// `isModalInPresentation` or by the delegate. The order should → will → did, and that a
/// modal sheet gets only the attempt call, come from Apple's WWDC 2019 slides as a third
/// party restates them (`FactSources.swipeDismissalReport`).
public enum SheetDismissalSimulation {
    /// The object set as the presentation controller's delegate: here the list that
    /// presented the sheet and owns the state the sheet edits.
    public static let delegate = "ListViewController"

    /// The adaptive delegate's dismissal methods arrived in iOS 13: before it none of
    /// these calls exist, and the tables and the figure are absent.
    public static let availability = Availability.since("13.0")

    static let shouldDismiss = "presentationControllerShouldDismiss(_:)"
    static let willDismiss = "presentationControllerWillDismiss(_:)"
    static let didDismiss = "presentationControllerDidDismiss(_:)"
    static let didAttempt = "presentationControllerDidAttemptToDismiss(_:)"

    /// Every delegate method of the dismissal, in the order they can come.
    public static let callbacks = [shouldDismiss, willDismiss, didDismiss, didAttempt]

    public static func trace(_ scenario: SheetDismissalScenario) -> [TraceEvent] {
        switch scenario.trigger {
        case .code: codeTrace
        case .swipe: swipeTrace(scenario)
        }
    }

    private static func step(_ en: String, _ key: String) -> TraceEvent {
        TraceEvent(receiver: TraceEvent.uikit, callback: "", kind: .step(LocalizedText(en: en, key: key)))
    }

    private static func call(_ callback: String, answer: Bool? = nil) -> TraceEvent {
        TraceEvent(receiver: delegate, callback: callback, newValue: answer.map { LocalizedText(invariant: $0 ? "true" : "false") })
    }

    private static func skipped(_ callback: String, _ reason: NotNotifiedReason) -> TraceEvent {
        TraceEvent(receiver: delegate, callback: callback, kind: .notNotified(reason))
    }

    private static func swipeTrace(_ scenario: SheetDismissalScenario) -> [TraceEvent] {
        var events = [step("The person swipes the sheet down", "sheet-dismissal-simulation.person-swipes-sheet-down")]
        if scenario.isModalInPresentation {
            events.append(skipped(shouldDismiss, .modalInPresentation))
        } else {
            events.append(call(shouldDismiss, answer: scenario.delegateAllowsDismissal))
        }
        guard scenario.dismisses else {
            events.append(call(didAttempt))
            events.append(step("The sheet springs back and stays", "sheet-dismissal-simulation.sheet-springs-back-stays"))
            return events
        }
        events.append(call(willDismiss))
        events.append(step("The sheet slides off screen", "sheet-dismissal-simulation.sheet-slides-off-screen"))
        events.append(call(didDismiss))
        events.append(skipped(didAttempt, .dismissalAllowed))
        return events
    }

    private static var codeTrace: [TraceEvent] {
        [
            step("The app calls dismiss(animated:completion:)", "sheet-dismissal-simulation.app-calls-dismiss-animated-completion"),
            skipped(willDismiss, .dismissedInCode),
            step("The sheet slides off screen", "sheet-dismissal-simulation.sheet-slides-off-screen"),
            skipped(didDismiss, .dismissedInCode),
            step("Its completion handler runs", "sheet-dismissal-simulation.completion-handler-runs"),
        ]
    }

    /// Whether the delegate receives `callback` in `scenario`.
    public static func isCalled(_ callback: String, in scenario: SheetDismissalScenario) -> Bool {
        trace(scenario).contains { $0.callback == callback && $0.isNotified }
    }
}
