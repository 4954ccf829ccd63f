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
        }
    }
}
