/// One step of a storyboard segue, in the order UIKit runs them.
public enum SegueStep: String, Sendable, Hashable, CaseIterable {
    case shouldPerform
    case cancelled
    case destinationCreated
    case segueCreated
    case prepare
    case perform
    case segueReleased

    /// The Swift spelling of the call behind the step, where there is one.
    public var callback: String? {
        switch self {
        case .shouldPerform: "shouldPerformSegue(withIdentifier:sender:)"
        case .segueCreated: "init(identifier:source:destination:)"
        case .prepare: "prepare(for:sender:)"
        case .perform: "perform()"
        case .cancelled, .destinationCreated, .segueReleased: nil
        }
    }

    public var term: LocalizedText {
        switch self {
        case .shouldPerform: LocalizedText(en: "The source is asked whether to perform the segue", key: "segue-life-cycle.source-asked-whether-perform-segue")
        case .cancelled: LocalizedText(en: "The segue is cancelled; the control's other actions still run", key: "segue-life-cycle.segue-cancelled-control-s-other-actions")
        case .destinationCreated: LocalizedText(en: "The destination view controller is created and initialised", key: "segue-life-cycle.destination-view-controller-created")
        case .segueCreated: LocalizedText(en: "The segue object is created", key: "segue-life-cycle.segue-object-created")
        case .prepare: LocalizedText(en: "The source prepares the destination", key: "segue-life-cycle.source-prepares-destination")
        case .perform: LocalizedText(en: "The segue performs its transition", key: "segue-life-cycle.segue-performs-transition")
        case .segueReleased: LocalizedText(en: "The segue object is released", key: "segue-life-cycle.segue-object-released")
        }
    }
}

public enum SegueLifeCycle {
    /// The steps of one segue. `shouldPerform` is the source's answer to
    /// `shouldPerformSegue(withIdentifier:sender:)`; false cancels before anything is created.
    public static func steps(shouldPerform: Bool = true) -> [SegueStep] {
        guard shouldPerform else { return [.shouldPerform, .cancelled] }
        return [.shouldPerform, .destinationCreated, .segueCreated, .prepare, .perform, .segueReleased]
    }
}
