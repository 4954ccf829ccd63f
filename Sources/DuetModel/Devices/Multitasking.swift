/// How much of an iPad screen an app gets when it shares it.
public enum MultitaskingArrangement: String, Sendable, Hashable, CaseIterable {
    case twoThirds
    case half
    case oneThird
    case slideOver

    public var term: LocalizedText {
        switch self {
        case .twoThirds: LocalizedText(en: "Split View 2/3", key: "multitasking.split-view-2-3")
        case .half: LocalizedText(en: "Split View 1/2", key: "multitasking.split-view-1-2")
        case .oneThird: LocalizedText(en: "Split View 1/3", key: "multitasking.split-view-1-3")
        case .slideOver: LocalizedText(en: "Slide Over", key: "multitasking.slide-over")
        }
    }

    /// Portrait splits are only 2/3 and 1/3; an even split exists only in landscape.
    public func isOffered(in orientation: Orientation) -> Bool {
        !(self == .half && orientation == .portrait)
    }
}

/// The HIG groups iPads by how their splits behave: the 12.9-inch Pro, and the others.
public enum IPadMultitaskingFamily: String, Sendable, Hashable, CaseIterable {
    case pro12_9
    case other

    public var term: LocalizedText {
        switch self {
        case .pro12_9: LocalizedText(en: "iPad Pro 12.9-inch", key: "multitasking.ipad-pro-12-9-inch")
        case .other: LocalizedText(en: "Other iPads", key: "multitasking.other-ipads")
        }
    }

    /// The family of a screen: a long side of 1366 points or more leaves room for a
    /// wider narrow column.
    public static func of(portraitSize: PointSize) -> IPadMultitaskingFamily {
        portraitSize.height >= 1366 ? .pro12_9 : .other
    }
}

/// Window widths and size classes of iPad multitasking.
///
/// Widths are derived from the screen rather than listed: a narrow column (320 points,
/// 375 on the 12.9-inch screens), a 10-point divider, and the rest. The tests check the
/// derivation against the published widths, and the size class against the HIG.
public enum Multitasking {
    public static let dividerWidth = 10

    /// Windows at least this wide are horizontally regular. The published lists put the
    /// widest compact window at 639 points and the narrowest regular one at 678.
    public static let regularMinimumWidth = 678

    /// The screens the published width lists cover, used for the reference table.
    public static let referenceScreens: [(name: LocalizedText, portraitSize: PointSize)] = [
        (LocalizedText(en: "iPad Pro 12.9-inch", key: "multitasking.ipad-pro-12-9-inch"), PointSize(width: 1024, height: 1366)),
        (LocalizedText(en: "iPad Pro 10.5-inch", key: "multitasking.ipad-pro-10-5-inch"), PointSize(width: 834, height: 1112)),
        (LocalizedText(en: "iPad 9.7-inch", key: "multitasking.ipad-9-7-inch"), PointSize(width: 768, height: 1024)),
    ]

    public static func narrowColumnWidth(portraitSize: PointSize) -> Int {
        IPadMultitaskingFamily.of(portraitSize: portraitSize) == .pro12_9 ? 375 : 320
    }

    /// The app's window width, or nil when the arrangement is not offered.
    public static func windowWidth(
        portraitSize: PointSize, orientation: Orientation, arrangement: MultitaskingArrangement
    ) -> Int? {
        guard arrangement.isOffered(in: orientation) else { return nil }
        let screenWidth = orientation == .portrait ? portraitSize.width : portraitSize.height
        let narrow = narrowColumnWidth(portraitSize: portraitSize)
        switch arrangement {
        case .slideOver, .oneThird: return narrow
        case .half: return (screenWidth - dividerWidth) / 2
        case .twoThirds: return screenWidth - narrow - dividerWidth
        }
    }

    public static func horizontalSizeClass(windowWidth: Int) -> UserInterfaceSizeClass {
        windowWidth >= regularMinimumWidth ? .regular : .compact
    }

    /// Size classes of a shared-screen window; an iPad window always keeps the full
    /// height, so it stays vertically regular.
    public static func sizeClasses(
        portraitSize: PointSize, orientation: Orientation, arrangement: MultitaskingArrangement
    ) -> SizeClasses? {
        guard let width = windowWidth(portraitSize: portraitSize, orientation: orientation, arrangement: arrangement)
        else { return nil }
        return SizeClasses(horizontal: horizontalSizeClass(windowWidth: width), vertical: .regular)
    }
}
