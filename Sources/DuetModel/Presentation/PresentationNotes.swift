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
        en: "Apple's guide disagrees with itself here. The chapter “{presenting}” says a popover in a compact width becomes .overFullScreen, while “{adaptive}” says the built-in styles become .fullScreen by default. This reference follows “{presenting}”.",
        key: "presentation-notes.popover-in-compact-width",
        arguments: ["presenting": LocalizedText(invariant: presentationsChapter), "adaptive": LocalizedText(invariant: adaptivityChapter)]
    )

    /// The style the other chapter would give a popover in a compact width.
    public static let popoverAlternativeReading: ModalPresentationStyle = .fullScreen

    /// The current-context styles inside a popover are a special case since iOS 13.
    public static let currentContextInPopover = LocalizedText(
        en: "Since iOS 13, .currentContext and .overCurrentContext inside a popover work only with the .coverVertical transition style.",
        key: "presentation-notes.since-ios-13-currentcontext"
    )
}
