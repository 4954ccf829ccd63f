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
        case .push: LocalizedText(en: "Pushes onto the navigation stack", zh: "推入导航栈")
        case .replaceDetail: LocalizedText(en: "Replaces the detail (second child)", zh: "替换详情（第二个子视图控制器）")
        case .replacePrimary: LocalizedText(en: "Replaces the primary (first child)", zh: "替换主栏（第一个子视图控制器）")
        case .forwardedToPrimary: LocalizedText(
            en: "Collapsed: forwarded to the primary, whose navigation controller pushes (modal if none)",
            zh: "已折叠：转交给主栏，由其中的导航控制器推入（没有导航控制器时模态呈现）")
        case .modal: LocalizedText(en: "Modal presentation", zh: "模态呈现")
        case .popover: LocalizedText(en: "Popover", zh: "弹出框")
        case .fullScreenModal: LocalizedText(en: "Full-screen modal presentation", zh: "全屏模态呈现")
        case .sheet: LocalizedText(en: "A sheet (as .formSheet)", zh: "表单（同 .formSheet）")
        case .unsupported: LocalizedText(en: "Not supported", zh: "不支持")
        }
    }
}
