/// One view controller of a hierarchy, with the few properties presentation and trait
/// propagation depend on.
///
/// A plain tree value: enough to answer "who presents?" and "who is told about a
/// rotation?" without pretending to be UIKit.
public struct ViewControllerNode: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case plain
        case navigation
        case split
        case tab

        /// The UIKit class a reader would recognise.
        public var className: String {
            switch self {
            case .plain: "UIViewController"
            case .navigation: "UINavigationController"
            case .split: "UISplitViewController"
            case .tab: "UITabBarController"
            }
        }
    }

    public var name: String
    public var kind: Kind
    public var children: [ViewControllerNode]
    public var definesPresentationContext: Bool
    public var providesPresentationContextTransitionStyle: Bool
    public var modalTransitionStyle: ModalTransitionStyle
    /// Whether the view fills the screen; full-screen styles need such a presenter.
    public var coversScreen: Bool
    /// Traits the parent container sets with `setOverrideTraitCollection(_:forChild:)`.
    public var overrideTraits: TraitCollection?
    /// A view with a fixed width and height never changes size when the window does.
    public var hasFixedSize: Bool

    public init(
        _ name: String,
        kind: Kind = .plain,
        children: [ViewControllerNode] = [],
        definesPresentationContext: Bool = false,
        providesPresentationContextTransitionStyle: Bool = false,
        modalTransitionStyle: ModalTransitionStyle = .coverVertical,
        coversScreen: Bool = false,
        overrideTraits: TraitCollection? = nil,
        hasFixedSize: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.children = children
        self.definesPresentationContext = definesPresentationContext
        self.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.coversScreen = coversScreen
        self.overrideTraits = overrideTraits
        self.hasFixedSize = hasFixedSize
    }

    /// Every node in depth-first order, parents before children: the order in which
    /// UIKit forwards transition callbacks.
    public var preorder: [ViewControllerNode] {
        [self] + children.flatMap(\.preorder)
    }

    /// The chain from this node down to the named one, or nil if it is not below.
    public func path(to name: String) -> [ViewControllerNode]? {
        if self.name == name { return [self] }
        for child in children {
            if let path = child.path(to: name) { return [self] + path }
        }
        return nil
    }
}
