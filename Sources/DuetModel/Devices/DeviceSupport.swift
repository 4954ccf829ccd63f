/// The last major release a device runs, where a source in the project says so.
///
/// Only what a source gives is here: a device missing from this list has no known last
/// release in the model, and no table claims one for it.
public enum DeviceSupport {
    public struct LastRelease: Sendable, Hashable {
        public let deviceID: String
        public let lastMajor: Int
        public let source: FactSource
    }

    public static let iOS10Compatibility = FactSource(
        id: "cnet-ios-10-compatibility", kind: .thirdParty,
        title: "CNET, the iPhones and iPads that will and won't work with iOS 10 (the iPhone 4s is left out)",
        url: "https://www.cnet.com/tech/gaming/ios-10-compatibility-these-are-the-iphones-and-ipads-that-will-and-wont-work-with-ios-10/",
        note: "Apple's own iOS 10 page is not in the project's sources", topic: "ios-10-devices")

    public static let known: [LastRelease] = [
        LastRelease(deviceID: "iphone-4s", lastMajor: 9, source: iOS10Compatibility),
    ]

    /// The last release `device` runs, when a source gives it.
    public static func lastRelease(of deviceID: String) -> LastRelease? {
        known.first { $0.deviceID == deviceID }
    }

    /// Whether `device` can run `release`, as far as the sources say (true when they say nothing).
    public static func canRun(_ deviceID: String, _ release: Release) -> Bool {
        lastRelease(of: deviceID).map { release.major <= $0.lastMajor } ?? true
    }
}
