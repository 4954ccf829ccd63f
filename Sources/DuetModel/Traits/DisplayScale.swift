/// Pixels per point of a screen (1, 2 or 3), or unspecified.
///
/// A wrapper rather than a bare `Double` so that "unspecified" (UIKit's 0.0) takes part
/// in trait combination with the same rule as the other traits.
public struct DisplayScale: RawRepresentable, Sendable, Hashable {
    public let rawValue: Double

    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    public static let unspecified = DisplayScale(rawValue: 0)

    public var isSpecified: Bool { rawValue > 0 }

    /// "2" or "3" for whole scales, as the HIG writes them; "2.5" otherwise.
    public var text: String {
        let whole = Int(rawValue)
        return Double(whole) == rawValue ? String(whole) : String(rawValue)
    }
}
