/// `UIModalPresentationStyle`, every case with its raw value.
///
/// `none` and `automatic` are not styles a controller is shown with: `none` is only a
/// delegate answer ("do not adapt") and `automatic` (iOS 13) resolves to another style.
public enum ModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8
    case none = -1
    case automatic = -2

    /// The Swift spelling used in code spans (`.popover`).
    public var swiftName: String {
        switch self {
        case .fullScreen: ".fullScreen"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .currentContext: ".currentContext"
        case .custom: ".custom"
        case .overFullScreen: ".overFullScreen"
        case .overCurrentContext: ".overCurrentContext"
        case .popover: ".popover"
        case .blurOverFullScreen: ".blurOverFullScreen"
        case .none: ".none"
        case .automatic: ".automatic"
        }
    }

    /// The Objective-C constant (`UIModalPresentationPopover`).
    public var objectiveCName: String {
        let name = String(swiftName.dropFirst())
        return "UIModalPresentation" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A plain-language name for prose; tables print `swiftName`, which reads the same
    /// in both languages.
    public var term: LocalizedText {
        switch self {
        case .fullScreen: LocalizedText(en: "full screen", key: "modal-presentation-style.full-screen")
        case .pageSheet: LocalizedText(en: "page sheet", key: "modal-presentation-style.page-sheet")
        case .formSheet: LocalizedText(en: "form sheet", key: "modal-presentation-style.form-sheet")
        case .currentContext: LocalizedText(en: "current context", key: "modal-presentation-style.current-context")
        case .custom: LocalizedText(en: "custom", key: "modal-presentation-style.custom")
        case .overFullScreen: LocalizedText(en: "over full screen", key: "modal-presentation-style.over-full-screen")
        case .overCurrentContext: LocalizedText(en: "over current context", key: "modal-presentation-style.over-current-context")
        case .popover: LocalizedText(en: "popover", key: "modal-presentation-style.popover")
        case .blurOverFullScreen: LocalizedText(en: "blur over full screen", key: "modal-presentation-style.blur-over-full-screen")
        case .none: LocalizedText(en: "none", key: "modal-presentation-style.none")
        case .automatic: LocalizedText(en: "automatic", key: "modal-presentation-style.automatic")
        }
    }

    /// Only on tvOS; iOS never shows it.
    public var isTVOSOnly: Bool { self == .blurOverFullScreen }

    /// The styles whose presented content covers the whole screen, so the presenter has
    /// to be a controller that covers the screen too.
    public var coversWholeScreen: Bool {
        self == .fullScreen || self == .overFullScreen
    }

    /// The styles that cover only the controller defining the presentation context.
    public var isCurrentContextStyle: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    /// The styles a controller can actually be presented with on iOS 8-12.
    public static let guideStyles: [ModalPresentationStyle] = [
        .fullScreen, .pageSheet, .formSheet, .currentContext, .overCurrentContext,
        .overFullScreen, .popover, .custom,
    ]

    /// The iOS styles of the current API, `automatic` first since it is the default.
    public static let currentStyles: [ModalPresentationStyle] = [.automatic] + guideStyles
}
