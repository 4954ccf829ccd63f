/// What the user sees when a segue runs.
public enum SegueOutcome: String, Sendable, Hashable, CaseIterable {
    /// Pushed onto the navigation stack.
    case push
    /// Replaces the split view controller's detail (second child).
    case replaceDetail
    /// A modal presentation with the segue's presentation style (adapted if needed).
    case modal
    case popover
    /// A full-screen modal presentation.
    case fullScreenModal
    /// The segue cannot run from this source.
    case unsupported

    public var term: LocalizedText {
        switch self {
        case .push: LocalizedText(en: "Pushes onto the navigation stack", zh: "推入导航栈")
        case .replaceDetail: LocalizedText(en: "Replaces the detail (second child)", zh: "替换详情（第二个子视图控制器）")
        case .modal: LocalizedText(en: "Modal presentation", zh: "模态呈现")
        case .popover: LocalizedText(en: "Popover", zh: "弹出框")
        case .fullScreenModal: LocalizedText(en: "Full-screen modal presentation", zh: "全屏模态呈现")
        case .unsupported: LocalizedText(en: "Not supported", zh: "不支持")
        }
    }
}
