/// The kind of device the interface runs on.
///
/// Kept in the model because the size-class rule for a whole screen depends on it, even
/// though layout code should read size classes instead. Raw values follow
/// `UIUserInterfaceIdiom` (4 is unused).
public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6

    public var swiftName: String {
        switch self {
        case .unspecified: ".unspecified"
        case .phone: ".phone"
        case .pad: ".pad"
        case .tv: ".tv"
        case .carPlay: ".carPlay"
        case .mac: ".mac"
        case .vision: ".vision"
        }
    }
}
