/// A display mode of a column-style split view (`UISplitViewController.DisplayMode`), as
/// Apple's page of each case describes it: which sidebars show and where the secondary
/// column stands. A display mode applies only while the split view is expanded; collapsed,
/// it changes nothing on screen (Apple's page of the enumeration).
public enum SplitDisplayMode: String, Sendable, CaseIterable, Hashable {
    case secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

    public var caseName: String { "." + rawValue }

    /// Where a column stands in a display mode.
    public enum Placement: String, Sendable, Hashable {
        /// Off screen.
        case hidden
        /// Side by side with the others, interactive.
        case beside
        /// Layered over the secondary column.
        case over
        /// Pushing the secondary column partly off screen.
        case displacing
        /// The secondary column, interactive, next to any tiled sidebar.
        case interactive
        /// The secondary column, dimmed and not interactive under the sidebars.
        case dimmed
        /// The secondary column, dimmed and partly pushed off screen.
        case dimmedAndDisplaced

        public var text: LocalizedText {
            switch self {
            case .hidden: LocalizedText(en: "hidden", key: "split-display-mode.hidden")
            case .beside: LocalizedText(en: "beside the secondary", key: "split-display-mode.beside-secondary")
            case .over: LocalizedText(en: "over the secondary", key: "split-display-mode.over-secondary")
            case .displacing: LocalizedText(en: "moves the secondary aside", key: "split-display-mode.moves-secondary-aside")
            case .interactive: LocalizedText(en: "shown, interactive", key: "split-display-mode.shown-interactive")
            case .dimmed: LocalizedText(en: "dimmed, not interactive", key: "split-display-mode.dimmed-not-interactive")
            case .dimmedAndDisplaced: LocalizedText(en: "dimmed, partly off screen", key: "split-display-mode.dimmed-partly-off-screen")
            }
        }
    }

    /// Whether the mode exists for a style: the `two…` modes are three-column only.
    public func applies(to style: SplitViewStyle) -> Bool {
        switch self {
        case .secondaryOnly, .oneBesideSecondary, .oneOverSecondary: true
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: style == .tripleColumn
        }
    }

    /// The one sidebar of the `one…` modes is the primary column with two columns and the
    /// supplementary column with three.
    public func placement(of column: SplitViewColumn, in style: SplitViewStyle) -> Placement {
        let oneSidebar: SplitViewColumn = style == .doubleColumn ? .primary : .supplementary
        switch column {
        case .secondary:
            switch self {
            case .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary: return .interactive
            case .oneOverSecondary, .twoOverSecondary: return .dimmed
            case .twoDisplaceSecondary: return .dimmedAndDisplaced
            }
        case .primary, .supplementary:
            guard style.expandedColumns.contains(column) else { return .hidden }
            switch self {
            case .secondaryOnly: return .hidden
            case .oneBesideSecondary: return column == oneSidebar ? .beside : .hidden
            case .oneOverSecondary: return column == oneSidebar ? .over : .hidden
            case .twoBesideSecondary: return .beside
            case .twoOverSecondary: return .over
            case .twoDisplaceSecondary: return .displacing
            }
        case .compact, .inspector:
            // Neither is placed by a display mode: the compact column shows only while
            // collapsed, the inspector only once shown.
            return .hidden
        }
    }

    /// The split behaviours that allow the mode.
    public var splitBehaviours: [SplitBehaviour] {
        SplitBehaviour.allCases.filter { $0.displayModes.contains(self) }
    }
}
