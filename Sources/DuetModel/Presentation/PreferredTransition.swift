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
                          zh: "新视图从提供者返回的视图中放大展开，关闭时缩回原处；每次都会重新询问提供者")
        case .zoomFromBarButtonItem:
            LocalizedText(en: "The same zoom, from a bar button item", zh: "同样的缩放效果，起点是一个栏按钮项")
        case .coverVertical, .flipHorizontal, .crossDissolve, .partialCurl:
            LocalizedText(en: "Shares its name with a modal transition style (see the transition styles table); set here, it is one value of the iOS 18 API",
                          zh: "与一种模态转场样式同名（见转场样式表）；在这里它是 iOS 18 这套 API 中的一个取值")
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
