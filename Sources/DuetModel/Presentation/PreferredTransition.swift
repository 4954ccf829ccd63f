/// The values of `UIViewController.preferredTransition` (iOS 18): the system transitions a
/// view controller asks for when it is presented or pushed, the zoom among them.
public enum PreferredTransition: String, Sendable, Hashable, CaseIterable {
    case zoomFromView
    case zoomFromBarButtonItem
    case coverVertical
    case flipHorizontal
    case crossDissolve
    case partialCurl

    public var swiftName: String {
        switch self {
        case .zoomFromView: ".zoom(options:sourceViewProvider:)"
        case .zoomFromBarButtonItem: ".zoom(options:sourceBarButtonItemProvider:)"
        case .coverVertical: ".coverVertical"
        case .flipHorizontal: ".flipHorizontal"
        case .crossDissolve: ".crossDissolve"
        case .partialCurl: ".partialCurl"
        }
    }

    public var introduced: String { self == .zoomFromBarButtonItem ? "26.0" : "18.0" }

    public var edition: Edition { self == .zoomFromBarButtonItem ? .ios26 : .ios18 }

    /// Whether a push in a navigation controller can use it, not only a presentation: Apple
    /// documents it for the zoom; for the others its pages say nothing (nil).
    public var worksForPush: Bool? { self == .zoomFromView || self == .zoomFromBarButtonItem ? true : nil }

    public var effect: LocalizedText {
        switch self {
        case .zoomFromView:
            LocalizedText(en: "Grows the new view out of the view the provider returns, and shrinks it back there on dismissal; the provider is asked again each time",
                          key: "preferred-transition.grows-new-view-out-view-provider-returns")
        case .zoomFromBarButtonItem:
            LocalizedText(en: "The same zoom, from a bar button item", key: "preferred-transition.same-zoom-from-bar-button-item")
        case .coverVertical, .flipHorizontal, .crossDissolve, .partialCurl:
            LocalizedText(en: "Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API",
                          key: "preferred-transition.shares-name-modal-transition-style-see")
        }
    }

    public var sources: [FactSource] {
        switch self {
        case .zoomFromView: [FactSources.preferredTransition, FactSources.zoomFromView]
        case .zoomFromBarButtonItem: [FactSources.preferredTransition, FactSources.zoomFromBarButtonItem]
        // Apple's page of the type lists these values among its members.
        default: [FactSources.preferredTransition]
        }
    }
}
