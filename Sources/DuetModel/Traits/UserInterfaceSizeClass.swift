/// How much room one axis of the interface offers, on UIKit's deliberately coarse scale.
///
/// Raw values match `UIUserInterfaceSizeClass`, so a value read from a log or an
/// Objective-C header maps one to one. `unspecified` exists because a trait collection
/// may say nothing about an axis; it is not a third kind of screen.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2

    /// The Swift spelling, as written in code spans (`.compact`).
    public var swiftName: String {
        switch self {
        case .unspecified: ".unspecified"
        case .compact: ".compact"
        case .regular: ".regular"
        }
    }

    /// The Objective-C constant, for readers of older sample code.
    public var objectiveCName: String {
        switch self {
        case .unspecified: "UIUserInterfaceSizeClassUnspecified"
        case .compact: "UIUserInterfaceSizeClassCompact"
        case .regular: "UIUserInterfaceSizeClassRegular"
        }
    }

    /// The word the reference uses in prose and tables, with the glossary's Chinese term.
    public var term: LocalizedText {
        switch self {
        case .unspecified: LocalizedText(en: "unspecified", key: "user-interface-size-class.unspecified")
        case .compact: LocalizedText(en: "compact", key: "user-interface-size-class.compact")
        case .regular: LocalizedText(en: "regular", key: "user-interface-size-class.regular")
        }
    }
}
