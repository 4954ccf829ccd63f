/// `UIModalTransitionStyle`: the standard animation of a presentation.
public enum ModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3

    public var swiftName: String {
        switch self {
        case .coverVertical: ".coverVertical"
        case .flipHorizontal: ".flipHorizontal"
        case .crossDissolve: ".crossDissolve"
        case .partialCurl: ".partialCurl"
        }
    }

    public var objectiveCName: String {
        let name = String(swiftName.dropFirst())
        return "UIModalTransitionStyle" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// What the reader sees, in our own words.
    public var animation: LocalizedText {
        switch self {
        case .coverVertical:
            LocalizedText(en: "Slides up from the bottom; slides back down on dismissal (default)", key: "modal-transition-style.slides-up-from-bottom-slides-back-down")
        case .flipHorizontal:
            LocalizedText(en: "Flips the view around its vertical axis", key: "modal-transition-style.flips-view-around-vertical-axis")
        case .crossDissolve:
            LocalizedText(en: "Fades the old content out and the new content in", key: "modal-transition-style.fades-old-content-out-new-content")
        case .partialCurl:
            LocalizedText(en: "Curls up a corner of the presenting content", key: "modal-transition-style.curls-up-corner-presenting-content")
        }
    }

    /// The one presentation style a transition style demands, if any: a page curl needs
    /// the presenting content to be covered completely.
    public var requiredPresentationStyle: ModalPresentationStyle? {
        self == .partialCurl ? .fullScreen : nil
    }

    public func isAllowed(with style: ModalPresentationStyle) -> Bool {
        guard let required = requiredPresentationStyle else { return true }
        return style == required
    }
}
