/// The objects that hold `traitOverrides` from iOS 17, from the top of the hierarchy down.
///
/// The guide let only a container override a child's traits; iOS 17 lets every level set
/// overrides that hold for itself and everything below it, and updates them top-down in
/// this order.
public enum TraitEnvironmentLevel: String, Sendable, Hashable, CaseIterable {
    case windowScene
    case window
    case presentationController
    case viewController
    case view

    public var typeName: String {
        switch self {
        case .windowScene: "UIWindowScene"
        case .window: "UIWindow"
        case .presentationController: "UIPresentationController"
        case .viewController: "UIViewController"
        case .view: "UIView"
        }
    }
}
