/// What the user sees when a segue runs.
public enum SegueOutcome: String, Sendable, Hashable, CaseIterable {
    /// Pushed onto the navigation stack.
    case push
    /// Replaces the split view controller's detail (second child).
    case replaceDetail
    /// Replaces the split view controller's primary (first child).
    case replacePrimary
    /// A collapsed split view controller hands it to the view controller on screen; a
    /// navigation controller there pushes it, and with none UIKit presents it modally.
    case forwardedToPrimary
    /// A modal presentation with the segue's presentation style (adapted if needed).
    case modal
    case popover
    /// A full-screen modal presentation.
    case fullScreenModal
    /// A sheet (a popover adapted in a compact width since iOS 13).
    case sheet
    /// The segue cannot run from this source.
    case unsupported

    public var term: LocalizedText {
        switch self {
        case .push: LocalizedText(en: "Pushes onto the navigation stack", key: "segue-outcome.pushes-onto-navigation-stack")
        case .replaceDetail: LocalizedText(en: "Replaces the detail (second child)", key: "segue-outcome.replaces-detail-second-child")
        case .replacePrimary: LocalizedText(en: "Replaces the primary (first child)", key: "segue-outcome.replaces-primary-first-child")
        case .forwardedToPrimary: LocalizedText(
            en: "Collapsed: forwarded to the primary, whose navigation controller pushes (modal if none)",
            key: "segue-outcome.collapsed-forwarded-primary-whose")
        case .modal: LocalizedText(en: "Modal presentation", key: "segue-outcome.modal-presentation")
        case .popover: LocalizedText(en: "Popover", key: "segue-outcome.popover")
        case .fullScreenModal: LocalizedText(en: "Full-screen modal presentation", key: "segue-outcome.full-screen-modal-presentation")
        case .sheet: LocalizedText(en: "A sheet (as .formSheet)", key: "segue-outcome.sheet-formsheet")
        case .unsupported: LocalizedText(en: "Not supported", key: "segue-outcome.not-supported")
        }
    }
}
