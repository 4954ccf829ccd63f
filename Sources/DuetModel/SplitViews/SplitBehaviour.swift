/// `UISplitViewController.SplitBehavior` (iOS 14): how the sidebars relate to the secondary
/// column while expanded. Each allows three display modes, per Apple's page of each case.
public enum SplitBehaviour: String, Sendable, CaseIterable, Hashable {
    case tile, overlay, displace

    public var swiftName: String { "UISplitViewController.SplitBehavior.\(rawValue)" }
    public var caseName: String { "." + rawValue }

    /// The display modes Apple lists for the behaviour.
    public var displayModes: [SplitDisplayMode] {
        switch self {
        case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
    }
}
