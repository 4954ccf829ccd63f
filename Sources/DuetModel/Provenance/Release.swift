/// A major release of iOS and iPadOS a reader can pick: 8 to 18, then 26 and 27.
///
/// Apple went from 18 to 26 in 2025, so 19 to 25 never existed; asking for one is an
/// error that says so rather than a silent fallback. Every table and figure is computed
/// for a release: a row that does not exist yet is absent, a deprecated one is marked.
/// The five editions (`Edition`) remain as names for the spans whose rules differ, and
/// as aliases a reader may type.
public struct Release: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let major: Int

    /// Every release the model can be asked about, oldest first.
    public static let all: [Release] = (Array(8...18) + [26, 27]).map(Release.init(uncheckedMajor:))
    public static let first = Release(uncheckedMajor: 8)
    public static let newest = Release(uncheckedMajor: 27)

    private init(uncheckedMajor major: Int) { self.major = major }

    /// The release numbered `major`, or nil where iOS had no such release.
    public init?(major: Int) {
        guard Release.all.contains(where: { $0.major == major }) else { return nil }
        self.major = major
    }

    /// The first release of an edition: the aliases `guide`, `ios13`, `ios18`, `ios26`
    /// and `ios27` name these.
    public init(_ edition: Edition) {
        self.major = Int(edition.firstRelease.prefix { $0 != "." })!
    }

    /// "17", "17.0", "iOS 17", or an edition's alias ("ios13", "guide").
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        if let edition = Edition(rawValue: lowered) {
            self.init(edition)
            return
        }
        var digits = Substring(lowered)
        if digits.hasPrefix("ios") { digits = digits.dropFirst(3) }
        digits = digits.drop { $0 == " " }
        guard let major = Int(digits.prefix { $0 != "." }), let release = Release(major: major) else { return nil }
        self = release
    }

    /// The span of rules this release belongs to.
    public var edition: Edition {
        switch major {
        case ..<13: .guide
        case 13...17: .ios13
        case 18...25: .ios18
        case 26: .ios26
        default: .ios27
        }
    }

    public var description: String { "iOS \(major)" }

    public var term: LocalizedText { LocalizedText(invariant: "iOS \(major)") }

    public static func < (lhs: Release, rhs: Release) -> Bool { lhs.major < rhs.major }

    /// The major number of a version written "26.1" or "17.0".
    public static func major(of version: String) -> Int {
        Int(version.prefix { $0 != "." }) ?? 0
    }

    /// Why a number is not a release, in plain words.
    public static func explainUnknown(_ text: String) -> String {
        if let number = Int(text.prefix { $0 != "." }), (19...25).contains(number) {
            return "iOS \(number) was never released: Apple went from iOS 18 to iOS 26 in 2025. Pick 8 to 18, 26 or 27."
        }
        return "'\(text)' is not a release the model knows. Pick 8 to 18, 26 or 27, or an edition: \(Edition.allCases.map(\.rawValue).joined(separator: ", "))."
    }
}

/// The releases a fact holds for, with its source: introduced, deprecated, obsoleted, or
/// the guide's rule with no current source.
public struct Availability: Sendable, Hashable {
    /// The version it arrived in ("15.0"); nil for facts as old as the guide (iOS 8).
    public let introduced: String?
    public let deprecated: String?
    /// The version from which it no longer holds (a mode removed, a rule replaced).
    public let obsoleted: String?
    /// True for a rule only the guide states: it holds for iOS 8–12 and is never
    /// asserted for a later release.
    public let guideRuleOnly: Bool

    public init(introduced: String? = nil, deprecated: String? = nil, obsoleted: String? = nil, guideRuleOnly: Bool = false) {
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
        self.guideRuleOnly = guideRuleOnly
    }

    public static let always = Availability()
    public static func since(_ version: String) -> Availability { Availability(introduced: version) }

    /// Whether the fact exists in `release`.
    public func holds(in release: Release) -> Bool {
        if guideRuleOnly && release.edition != .guide { return false }
        if let introduced, Release.major(of: introduced) > release.major { return false }
        if let obsoleted, Release.major(of: obsoleted) <= release.major { return false }
        return true
    }

    /// Whether it exists but is deprecated in `release`.
    public func isDeprecated(in release: Release) -> Bool {
        guard let deprecated, holds(in: release) else { return false }
        return Release.major(of: deprecated) <= release.major
    }

    /// "deprecated in iOS 17", for marking a row.
    public var deprecationMark: LocalizedText? {
        deprecated.map { LocalizedText(en: "deprecated in iOS {release}", key: "common.deprecated-in", arguments: ["release": LocalizedText(invariant: String(Release.major(of: $0)))]) }
    }
}

extension EditionRange {
    /// The first release the range covers: its `sinceRelease` inside the first edition,
    /// else the edition's first release.
    public var firstRelease: Release {
        Release(major: Release.major(of: sinceRelease ?? from.firstRelease)) ?? Release(from)
    }

    /// The last release the range covers, nil while it holds today.
    public var lastRelease: Release? {
        guard let through else { return nil }
        if let throughRelease, let release = Release(major: Release.major(of: throughRelease)) { return release }
        let last: Int = switch through {
        case .guide: 12
        case .ios13: 17
        case .ios18: 18
        case .ios26: 26
        case .ios27: 27
        }
        return Release(major: last)
    }

    /// Whether the range covers `release`, to the release (not only the edition).
    public func contains(_ release: Release) -> Bool {
        release >= firstRelease && (lastRelease.map { release <= $0 } ?? true)
    }
}
