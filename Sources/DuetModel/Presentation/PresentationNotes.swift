/// Notes the reference prints next to presentation tables, where Apple's sources
/// disagree or where a rule has a catch.
public enum PresentationNotes {
    /// The chapter whose reading the model follows for popovers.
    public static let presentationsChapter = "Presenting a View Controller"
    /// The chapter that says every built-in style becomes full screen.
    public static let adaptivityChapter = "Building an Adaptive Interface"

    /// What the guide edition does with a popover in a compact width, and what the
    /// other chapter says instead.
    public static let popoverInCompactWidth = LocalizedText(
        en: "Apple's guide disagrees with itself here. The chapter “\(presentationsChapter)” says a popover in a compact width becomes .overFullScreen, while “\(adaptivityChapter)” says the built-in styles become .fullScreen by default. This reference follows “\(presentationsChapter)”.",
        zh: "Apple 的指南在这一点上前后不一：“\(presentationsChapter)”一章说，紧凑宽度下的弹出框会变为 .overFullScreen；而“\(adaptivityChapter)”一章说，内置样式默认都会变为 .fullScreen。本参考采用“\(presentationsChapter)”的说法。"
    )

    /// The style the other chapter would give a popover in a compact width.
    public static let popoverAlternativeReading: ModalPresentationStyle = .fullScreen

    /// The current-context styles inside a popover are a special case since iOS 13.
    public static let currentContextInPopover = LocalizedText(
        en: "Since iOS 13, .currentContext and .overCurrentContext inside a popover work only with the .coverVertical transition style.",
        zh: "自 iOS 13 起，在弹出框内使用 .currentContext 和 .overCurrentContext 时，只支持 .coverVertical 转场样式。"
    )
}
