/// `segue-life-cycle`: a storyboard segue from its trigger to `perform()` and its release,
/// the steps of the model's `SegueLifeCycle` in order; a step that calls someone is an
/// arrow to the source view controller or the segue, the others are bands.
enum SegueLifeCycleFigure {
    static let caption = LocalizedText(en: "The life of a segue, from its trigger to perform()",
                                       key: "segue-life-cycle-figure.life-segue-from-trigger-perform")
    static let figure = Figure(
        id: "segue-life-cycle", caption: caption,
        draw: { RotationSequenceFigure.draw(id: "segue-life-cycle", caption: caption, events: events, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(events, $0) },
        drawForLayout: { RotationSequenceFigure.draw(id: "segue-life-cycle", caption: caption, events: events, language: $0, layout: $1) }
    )

    /// The object a step is a call on; nil for steps that call nobody.
    static func receiver(of step: SegueStep) -> String? {
        switch step {
        case .shouldPerform, .prepare: "sourceViewController"
        case .segueCreated, .perform: "UIStoryboardSegue"
        case .cancelled, .destinationCreated, .segueReleased: nil
        }
    }

    static func events(shouldPerform: Bool) -> [TraceEvent] {
        SegueLifeCycle.steps(shouldPerform: shouldPerform).map { step in
            if let receiver = receiver(of: step), let callback = step.callback {
                TraceEvent(receiver: receiver, callback: callback)
            } else {
                TraceEvent(receiver: "UIKit", callback: "", kind: .step(step.term))
            }
        }
    }

    static var events: [TraceEvent] { events(shouldPerform: true) }
}
