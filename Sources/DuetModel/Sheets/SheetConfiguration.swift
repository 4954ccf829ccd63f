/// The settings of a `UISheetPresentationController` that decide how wide a sheet is and
/// what it dims, with the rules Apple's pages give for each (iOS 15, `prefersPageSizing`
/// iOS 17). The model answers for `.medium()` and `.large()`; a custom detent's height is
/// whatever its resolver returns, so the model does not place it.
public struct SheetConfiguration: Sendable, Hashable {
    public var largestUndimmedDetent: SheetDetent?
    public var prefersEdgeAttachedInCompactHeight: Bool
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    public var prefersPageSizing: Bool

    /// UIKit's defaults: dimmed at every detent, full screen in a compact height, page sizing.
    public init(largestUndimmedDetent: SheetDetent? = nil, prefersEdgeAttachedInCompactHeight: Bool = false,
                widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false, prefersPageSizing: Bool = true) {
        self.largestUndimmedDetent = largestUndimmedDetent
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
        self.prefersPageSizing = prefersPageSizing
    }

    public enum Width: String, Sendable, Hashable {
        /// The system's page-sheet size, which follows the readable width.
        case pageSize
        /// The presented view controller's `preferredContentSize`.
        case preferredContentSize
        /// The container's width: an edge-attached sheet on an iPhone held upright.
        case containerWidth
        /// The container's safe-area width: an edge-attached sheet in a compact height.
        case containerSafeAreaWidth
        /// The sheet takes on a full-screen appearance.
        case fullScreen

        public var term: LocalizedText {
            switch self {
            case .pageSize: LocalizedText(en: "Page-sheet size (follows the readable width)", key: "sheet-configuration.page-sheet-size-follows-readable-width")
            case .preferredContentSize: LocalizedText(en: "The width of preferredContentSize", key: "sheet-configuration.width-preferredcontentsize")
            case .containerWidth: LocalizedText(en: "The container's width (the width settings have no effect)", key: "sheet-configuration.container-s-width-width-settings-have-no")
            case .containerSafeAreaWidth: LocalizedText(en: "The container's safe-area width", key: "sheet-configuration.container-s-safe-area-width")
            case .fullScreen: LocalizedText(en: "Full screen", key: "sheet-configuration.full-screen")
            }
        }
    }

    /// How wide the sheet is in an environment.
    public func width(in environment: SizeClasses) -> Width {
        if environment.vertical == .compact {
            guard prefersEdgeAttachedInCompactHeight else { return .fullScreen }
            return widthFollowsPreferredContentSizeWhenEdgeAttached ? .preferredContentSize : .containerSafeAreaWidth
        }
        // Compact width, regular height: the sheet spans the container and
        // widthFollowsPreferredContentSizeWhenEdgeAttached has no effect.
        if environment.horizontal == .compact { return .containerWidth }
        return prefersPageSizing ? .pageSize : .preferredContentSize
    }

    /// Whether the content behind the sheet is dimmed (and cannot be used) while the sheet
    /// rests at `detent`. Below the largest undimmed detent it stays live: a non-modal sheet.
    public func dimsBehind(at detent: SheetDetent) -> Bool? {
        guard detent != .custom else { return nil }
        guard let largest = largestUndimmedDetent, largest != .custom else { return true }
        return Self.height(of: detent) > Self.height(of: largest)
    }

    private static func height(of detent: SheetDetent) -> Int { detent == .large ? 2 : 1 }
}
