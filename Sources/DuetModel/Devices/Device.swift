/// A device of the catalogue: what the guide or the HIG lists, never a size class.
///
/// Size classes are deliberately not stored: they are derived by `SizeClassRule` from
/// the idiom and the screen size, so the catalogue cannot contradict the rule.
public struct Device: Sendable, Hashable, Identifiable {
    /// Which published table a device comes from; the guide's 2014 table and the HIG's
    /// current one overlap but are not the same list.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        case guide
        case humanInterfaceGuidelines
        /// iosref.com, for devices Apple's HIG table leaves out (named in the table's sources).
        case iosref

        /// The citation a table prints for it.
        public var factSource: FactSource {
            switch self {
            case .guide: FactSources.guideAdaptiveModel
            case .humanInterfaceGuidelines: FactSources.higLayout
            case .iosref: FactSources.iosref
            }
        }
    }

    /// A stable identifier, also used by the table checker to compare device sets.
    public let id: String
    /// The name as the reference prints it.
    public let name: String
    /// Other spellings readers use ("iPhone 6+", "iPad (all)").
    public let aliases: [String]
    public let idiom: UserInterfaceIdiom
    /// Screen size in points with the device held upright.
    public let portraitSize: PointSize
    public let scale: DisplayScale
    public let sources: Set<Source>

    public init(
        id: String, name: String, aliases: [String] = [], idiom: UserInterfaceIdiom,
        portraitSize: PointSize, scale: Double, sources: Set<Source>
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = DisplayScale(rawValue: scale)
        self.sources = sources
    }

    public func size(in orientation: Orientation) -> PointSize {
        orientation == .portrait ? portraitSize : portraitSize.swapped
    }

    /// Full-screen size classes, from the one rule.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        SizeClassRule.sizeClasses(idiom: idiom, portraitSize: portraitSize, orientation: orientation)
    }

    /// The window's trait collection for a full-screen app.
    public func traitCollection(in orientation: Orientation) -> TraitCollection {
        let classes = sizeClasses(in: orientation)
        return TraitCollection(
            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
            displayScale: scale, userInterfaceIdiom: idiom
        )
    }
}
