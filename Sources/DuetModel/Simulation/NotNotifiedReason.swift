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

    public var term: LocalizedText {
        switch self {
        case .traitsOverriddenByContainer:
            LocalizedText(en: "Not notified: its container overrides these traits", zh: "不会收到通知：其容器覆盖了这些特征")
        case .noTraitChange:
            LocalizedText(en: "Not notified: its traits do not change", zh: "不会收到通知：其特征没有变化")
        case .fixedSize:
            LocalizedText(en: "Not notified: its view has a fixed size", zh: "不会收到通知：其视图尺寸固定")
        case .transitionCancelled:
            LocalizedText(en: "Not called: the transition was cancelled", zh: "不会调用：转场已取消")
        case .modalInPresentation:
            LocalizedText(en: "Not asked: the sheet is modal in presentation", zh: "不会询问：表单处于模态状态（isModalInPresentation）")
        case .dismissedInCode:
            LocalizedText(en: "Not called: the app dismissed the sheet in code", zh: "不会调用：应用通过代码关闭了表单")
        case .dismissalAllowed:
            LocalizedText(en: "Not called: the dismissal went ahead", zh: "不会调用：关闭已经进行")
        }
    }
}
