/// The releases each device of the catalogue runs: the major release the device (for a
/// family of screens, its first model) shipped with, and the last one it (any model of
/// the family) runs, nil while it runs the newest. Device tables and figures computed
/// for a release list only the devices that run it, and the playground offers only those.
///
/// The numbers come from iosref.com's table of iOS versions by device, checked against
/// endoflife.date: Apple's compatibility pages for each release and its tech-specs pages
/// were not available to check, so the source is labelled as a third party. The iPad
/// mini 7.9-inch family stops at 26: its last model, the fifth generation, is not among
/// the iPads reported to run iPadOS 27.
public enum DeviceSupport {
    public struct Span: Sendable, Hashable {
        public let deviceID: String
        public let firstMajor: Int
        public let lastMajor: Int?

        /// The releases of the model the device runs, as a row's availability.
        public var availability: Availability {
            Availability(introduced: firstMajor > Release.first.major ? "\(firstMajor).0" : nil,
                         obsoleted: lastMajor.map { "\($0 + 1).0" })
        }
    }

    /// The last major release a device runs, where it no longer runs the newest.
    public struct LastRelease: Sendable, Hashable {
        public let deviceID: String
        public let lastMajor: Int
        public let source: FactSource
    }

    public static let versionsByDevice = FactSource(
        id: "iosref-ios-versions", kind: .thirdParty,
        title: "iosref.com, iOS versions by device (the release each shipped with and the last it runs)",
        url: "https://iosref.com/ios",
        note: "Checked against endoflife.date; Apple's per-release compatibility pages were not available to check",
        topic: "device-releases")

    public static let spans: [Span] = [
        Span(deviceID: "iphone-17-pro-max", firstMajor: 26, lastMajor: nil),
        Span(deviceID: "iphone-air", firstMajor: 26, lastMajor: nil),
        Span(deviceID: "iphone-17-pro", firstMajor: 26, lastMajor: nil),
        Span(deviceID: "iphone-17", firstMajor: 26, lastMajor: nil),
        Span(deviceID: "iphone-16e", firstMajor: 18, lastMajor: nil),
        Span(deviceID: "iphone-17e", firstMajor: 26, lastMajor: nil),
        Span(deviceID: "iphone-16-pro-max", firstMajor: 18, lastMajor: nil),
        Span(deviceID: "iphone-16-plus", firstMajor: 18, lastMajor: nil),
        Span(deviceID: "iphone-15-plus", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "iphone-15-pro-max", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "iphone-14-pro-max", firstMajor: 16, lastMajor: nil),
        Span(deviceID: "iphone-14-plus", firstMajor: 16, lastMajor: nil),
        Span(deviceID: "iphone-13-pro-max", firstMajor: 15, lastMajor: nil),
        Span(deviceID: "iphone-12-pro-max", firstMajor: 14, lastMajor: nil),
        Span(deviceID: "iphone-11-pro-max", firstMajor: 13, lastMajor: nil),
        Span(deviceID: "iphone-xs-max", firstMajor: 12, lastMajor: 18),
        Span(deviceID: "iphone-11", firstMajor: 13, lastMajor: nil),
        Span(deviceID: "iphone-xr", firstMajor: 12, lastMajor: 18),
        Span(deviceID: "iphone-8-plus", firstMajor: 11, lastMajor: 16),
        Span(deviceID: "iphone-7-plus", firstMajor: 10, lastMajor: 15),
        Span(deviceID: "iphone-6s-plus", firstMajor: 9, lastMajor: 15),
        Span(deviceID: "iphone-6-plus", firstMajor: 8, lastMajor: 12),
        Span(deviceID: "iphone-16-pro", firstMajor: 18, lastMajor: nil),
        Span(deviceID: "iphone-16", firstMajor: 18, lastMajor: nil),
        Span(deviceID: "iphone-15", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "iphone-15-pro", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "iphone-14-pro", firstMajor: 16, lastMajor: nil),
        Span(deviceID: "iphone-14", firstMajor: 16, lastMajor: nil),
        Span(deviceID: "iphone-13", firstMajor: 15, lastMajor: nil),
        Span(deviceID: "iphone-13-pro", firstMajor: 15, lastMajor: nil),
        Span(deviceID: "iphone-12", firstMajor: 14, lastMajor: nil),
        Span(deviceID: "iphone-12-pro", firstMajor: 14, lastMajor: nil),
        Span(deviceID: "iphone-13-mini", firstMajor: 15, lastMajor: nil),
        Span(deviceID: "iphone-12-mini", firstMajor: 14, lastMajor: nil),
        Span(deviceID: "iphone-11-pro", firstMajor: 13, lastMajor: nil),
        Span(deviceID: "iphone-xs", firstMajor: 12, lastMajor: 18),
        Span(deviceID: "iphone-x", firstMajor: 11, lastMajor: 16),
        Span(deviceID: "iphone-se-2", firstMajor: 13, lastMajor: nil),
        Span(deviceID: "iphone-se-3", firstMajor: 15, lastMajor: nil),
        Span(deviceID: "iphone-8", firstMajor: 11, lastMajor: 16),
        Span(deviceID: "iphone-7", firstMajor: 10, lastMajor: 15),
        Span(deviceID: "iphone-6s", firstMajor: 9, lastMajor: 15),
        Span(deviceID: "iphone-6", firstMajor: 8, lastMajor: 12),
        Span(deviceID: "iphone-se-1", firstMajor: 9, lastMajor: 15),
        Span(deviceID: "iphone-5s", firstMajor: 7, lastMajor: 12),
        Span(deviceID: "iphone-5c", firstMajor: 7, lastMajor: 10),
        Span(deviceID: "iphone-5", firstMajor: 6, lastMajor: 10),
        Span(deviceID: "ipod-touch-5", firstMajor: 6, lastMajor: 9),
        Span(deviceID: "ipod-touch-6", firstMajor: 8, lastMajor: 12),
        Span(deviceID: "ipod-touch-7", firstMajor: 12, lastMajor: 15),
        Span(deviceID: "iphone-4s", firstMajor: 5, lastMajor: 9),
        Span(deviceID: "ipad-pro-12-9", firstMajor: 9, lastMajor: nil),
        Span(deviceID: "ipad-air-13", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "ipad-pro-13-m5", firstMajor: 26, lastMajor: nil),
        Span(deviceID: "ipad-pro-11-m5", firstMajor: 26, lastMajor: nil),
        Span(deviceID: "ipad-pro-13-m4", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "ipad-pro-11-m4", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "ipad-pro-11", firstMajor: 12, lastMajor: nil),
        Span(deviceID: "ipad-air-10-9", firstMajor: 14, lastMajor: nil),
        Span(deviceID: "ipad-air-11", firstMajor: 17, lastMajor: nil),
        Span(deviceID: "ipad-11", firstMajor: 18, lastMajor: nil),
        Span(deviceID: "ipad-10-9", firstMajor: 16, lastMajor: nil),
        Span(deviceID: "ipad-10-2", firstMajor: 13, lastMajor: nil),
        Span(deviceID: "ipad-pro-10-5", firstMajor: 10, lastMajor: 17),
        Span(deviceID: "ipad-9-7", firstMajor: 3, lastMajor: 17),
        Span(deviceID: "ipad-mini-7-9", firstMajor: 6, lastMajor: 26),
        Span(deviceID: "ipad-mini-8-3", firstMajor: 15, lastMajor: nil),
        Span(deviceID: "ipad-all", firstMajor: 3, lastMajor: nil),
    ]

    private static let byID: [String: Span] = Dictionary(uniqueKeysWithValues: spans.map { ($0.deviceID, $0) })

    /// The releases `device` runs, when the catalogue knows them.
    public static func span(of deviceID: String) -> Span? { byID[deviceID] }

    /// The last release `device` runs, when it no longer runs the newest.
    public static func lastRelease(of deviceID: String) -> LastRelease? {
        guard let last = byID[deviceID]?.lastMajor else { return nil }
        return LastRelease(deviceID: deviceID, lastMajor: last, source: versionsByDevice)
    }

    /// Whether `device` runs `release` (true for a device the catalogue has no releases for).
    public static func canRun(_ deviceID: String, _ release: Release) -> Bool {
        guard let span = byID[deviceID] else { return true }
        return release.major >= span.firstMajor && span.lastMajor.map { release.major <= $0 } ?? true
    }
}
