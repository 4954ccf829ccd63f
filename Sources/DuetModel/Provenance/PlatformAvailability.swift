/// One platform's line of a symbol's availability, as Apple's documentation page lists it
/// and DocC shows it: "iOS 8.0+", "Mac Catalyst 13.1+", "iOS 8.0–17.0" once deprecated.
public struct PlatformAvailability: Sendable, Hashable {
    /// The platforms the reference names. Apple's pages also list tvOS and watchOS, which
    /// an adaptive-interface reference has no reader for; tvOS appears only for the one
    /// presentation style that exists nowhere else.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        case iOS = "iOS"
        case iPadOS = "iPadOS"
        case macCatalyst = "Mac Catalyst"
        case visionOS = "visionOS"
        case tvOS = "tvOS"
    }

    public let platform: Platform
    /// "8.0": always major.minor, as Apple writes it; nil where Apple's page lists the
    /// platform without a release, as it does for many of UIKit's oldest symbols.
    public let introduced: String?
    /// The release that deprecated it on this platform, where Apple's page gives one.
    public let deprecated: String?

    public init(_ platform: Platform, introduced: String?, deprecated: String? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
    }

    /// "iOS 8.0+", "iOS 8.0–17.0", or "iOS" alone where Apple gives no release; the same
    /// in every language, like Apple's.
    public var label: String {
        guard let introduced else { return deprecated.map { "\(platform.rawValue) –\($0)" } ?? platform.rawValue }
        return deprecated.map { "\(platform.rawValue) \(introduced)–\($0)" } ?? "\(platform.rawValue) \(introduced)+"
    }
}
