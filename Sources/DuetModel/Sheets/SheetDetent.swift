/// The heights a sheet (`UISheetPresentationController`, iOS 15) can rest at, and what
/// each does in each environment, from Apple's pages on `Detent`,
/// `prefersEdgeAttachedInCompactHeight` and `custom(identifier:resolver:)`.
public enum SheetDetent: String, Sendable, Hashable, CaseIterable {
    case large
    case medium
    case custom

    public var swiftName: String {
        switch self {
        case .large: ".large()"
        case .medium: ".medium()"
        case .custom: ".custom(identifier:resolver:)"
        }
    }

    public var introduced: String {
        self == .custom ? "16.0" : "15.0"
    }

    /// How high the sheet stands at this detent where Apple says (a compact width, a
    /// regular height: an iPhone upright).
    public var height: LocalizedText {
        switch self {
        case .large: LocalizedText(en: "The full height a sheet can take", key: "sheet-detent.full-height-sheet-can-take")
        case .medium: LocalizedText(en: "About half the screen's height", key: "sheet-detent.about-half-screen-s-height")
        case .custom: LocalizedText(en: "The height the resolver returns; nil makes the detent inactive",
                                    key: "sheet-detent.height-resolver-returns-nil-makes-detent")
        }
    }

    /// Whether a sheet may rest at this detent in an environment. A compact height
    /// leaves no room for half a screen, so the medium detent is inactive there.
    public func isActive(in environment: SizeClasses) -> Bool {
        !(self == .medium && environment.vertical == .compact)
    }

    /// What the reader sees in an environment: a sheet looks full screen in a compact
    /// height unless it prefers to stay attached to the bottom edge.
    public func appearance(in environment: SizeClasses, prefersEdgeAttachedInCompactHeight: Bool) -> LocalizedText {
        guard isActive(in: environment) else {
            return LocalizedText(en: "Inactive: the sheet uses its other detents", key: "sheet-detent.inactive-sheet-uses-other-detents")
        }
        // A regular width and height (an iPad full screen) shows a sheet as a centred
        // card; Apple's pages give no height for any detent there.
        if environment.horizontal == .regular && environment.vertical == .regular {
            return Self.notDocumentedInRegular
        }
        if environment.vertical == .compact {
            return prefersEdgeAttachedInCompactHeight
                ? LocalizedText(en: "Attached to the bottom edge", key: "sheet-detent.attached-bottom-edge")
                : LocalizedText(en: "Looks full screen", key: "sheet-detent.looks-full-screen")
        }
        return height
    }

    /// What the table says in a regular width and height, for every detent.
    public static let notDocumentedInRegular = LocalizedText(
        en: "Not documented: the sheet is a centred card here, and Apple gives no detent height",
        key: "sheet-detent.not-documented-sheet-centred-card-here")
}
