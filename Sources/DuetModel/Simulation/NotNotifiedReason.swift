/// Why a controller is left out of a trace.
public enum NotNotifiedReason: String, Sendable, Hashable, CaseIterable {
    /// Its container overrides the traits that changed, so nothing changes for it.
    case traitsOverriddenByContainer
    /// Its traits do not change.
    case noTraitChange
    /// Its view has a fixed width and height.
    case fixedSize
    /// The transition was cancelled, so the completion handler does not run.
    case transitionCancelled
    /// The presented view controller is modal in presentation: UIKit refuses the swipe
    /// without asking the delegate.
    case modalInPresentation
    /// The app dismissed the sheet in code; the delegate hears only about dismissals the
    /// person makes.
    case dismissedInCode
    /// The dismissal went ahead, so there was no attempt to report.
    case dismissalAllowed
    /// A tracked method read none of the traits or properties that changed, so UIKit does
    /// not invalidate it.
    case readNothingThatChanged

    public var term: LocalizedText {
        switch self {
        case .traitsOverriddenByContainer:
            LocalizedText(en: "Not notified: its container overrides these traits", key: "not-notified-reason.not-notified-container-overrides-these")
        case .noTraitChange:
            LocalizedText(en: "Not notified: its traits do not change", key: "not-notified-reason.not-notified-traits-do-not-change")
        case .fixedSize:
            LocalizedText(en: "Not notified: its view has a fixed size", key: "not-notified-reason.not-notified-view-has-fixed-size")
        case .transitionCancelled:
            LocalizedText(en: "Not called: the transition was cancelled", key: "not-notified-reason.not-called-transition-was-cancelled")
        case .modalInPresentation:
            LocalizedText(en: "Not asked: the sheet is modal in presentation", key: "not-notified-reason.not-asked-sheet-modal-presentation")
        case .dismissedInCode:
            LocalizedText(en: "Not called: the app dismissed the sheet in code", key: "not-notified-reason.not-called-app-dismissed-sheet-code")
        case .dismissalAllowed:
            LocalizedText(en: "Not called: the dismissal went ahead", key: "not-notified-reason.not-called-dismissal-went-ahead")
        case .readNothingThatChanged:
            LocalizedText(en: "Not invalidated: it read nothing that changed", key: "not-notified-reason.not-invalidated-read-nothing-changed")
        }
    }
}
