/// The one rule that gives a full-screen window its size classes.
///
/// Apple publishes tables, not a rule; this is the rule those tables follow, and the
/// tests check it against every row of both tables. Keeping it in one place is what
/// lets the reference answer for devices the tables do not list ("same dimensions,
/// same size classes").
public enum SizeClassRule {
    /// The narrowest portrait width, in points, of an iPhone that is horizontally
    /// regular in landscape (the Plus and Max phones).
    public static let phoneLandscapeRegularMinimumWidth = 414

    public static func sizeClasses(
        idiom: UserInterfaceIdiom, portraitSize: PointSize, orientation: Orientation
    ) -> SizeClasses {
        switch idiom {
        case .pad:
            return SizeClasses(horizontal: .regular, vertical: .regular)
        case .phone:
            switch orientation {
            case .portrait:
                return SizeClasses(horizontal: .compact, vertical: .regular)
            case .landscape:
                let wide = portraitSize.width >= phoneLandscapeRegularMinimumWidth
                return SizeClasses(horizontal: wide ? .regular : .compact, vertical: .compact)
            }
        default:
            // The guide says nothing about other idioms; claiming a value would be invented.
            return SizeClasses(horizontal: .unspecified, vertical: .unspecified)
        }
    }
}
