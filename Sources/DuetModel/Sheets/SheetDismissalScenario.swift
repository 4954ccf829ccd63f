/// How a sheet goes away, or tries to: what the person or the app does, and the two
/// settings that can refuse a swipe. The model's `SheetDismissalSimulation` turns it into
/// the calls the presentation controller's delegate receives (iOS 13 and later).
public struct SheetDismissalScenario: Sendable, Hashable {
    public enum Trigger: String, Sendable, Hashable, CaseIterable {
        /// The person drags the sheet down and lets go (or taps outside a form sheet).
        case swipe
        /// The app calls `dismiss(animated:completion:)`, from a Done button for example.
        case code
    }

    public var trigger: Trigger
    /// `isModalInPresentation` of the presented view controller.
    public var isModalInPresentation: Bool
    /// What the delegate's `presentationControllerShouldDismiss(_:)` answers.
    public var delegateAllowsDismissal: Bool

    public init(trigger: Trigger, isModalInPresentation: Bool = false, delegateAllowsDismissal: Bool = true) {
        self.trigger = trigger
        self.isModalInPresentation = isModalInPresentation
        self.delegateAllowsDismissal = delegateAllowsDismissal
    }

    /// The four cases a reader meets, in the order the chapter's table lists them.
    public static let swipe = SheetDismissalScenario(trigger: .swipe)
    public static let swipeWhileModal = SheetDismissalScenario(trigger: .swipe, isModalInPresentation: true)
    public static let swipeRefused = SheetDismissalScenario(trigger: .swipe, delegateAllowsDismissal: false)
    public static let dismissInCode = SheetDismissalScenario(trigger: .code)
    public static let all: [SheetDismissalScenario] = [swipe, swipeWhileModal, swipeRefused, dismissInCode]

    /// Whether the sheet is gone at the end.
    public var dismisses: Bool {
        switch trigger {
        case .code: true
        case .swipe: !isModalInPresentation && delegateAllowsDismissal
        }
    }

    public var term: LocalizedText {
        switch (trigger, isModalInPresentation, delegateAllowsDismissal) {
        case (.code, _, _): LocalizedText(invariant: "dismiss(animated:completion:)")
        case (.swipe, true, _): LocalizedText(en: "Swipe, modal in presentation", key: "sheet-dismissal-scenario.swipe-modal-presentation")
        case (.swipe, false, false): LocalizedText(en: "Swipe, refused by the delegate", key: "sheet-dismissal-scenario.swipe-refused-delegate")
        case (.swipe, false, true): LocalizedText(en: "Swipe", key: "sheet-dismissal-scenario.swipe")
        }
    }
}
