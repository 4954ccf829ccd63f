/// A span of UIKit releases whose documented behaviour the model encodes.
///
/// The guide describes iOS 8–12; Apple's current documentation describes later releases,
/// and some rules changed between them (sheets in iOS 13, `.automatic` in iOS 18, windows
/// in iPadOS 26). A fact names the editions it holds for, so a table, a figure or a
/// playground answer can be produced for any one of them and says which it shows.
public enum Edition: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// The View Controller Programming Guide for iOS: iOS 8–12.
    case guide
    /// iOS and iPadOS 13–17: sheets stay sheets in a compact width.
    case ios13
    /// iOS and iPadOS 18: `.automatic` resolves to `.formSheet`, automatic trait tracking.
    case ios18
    /// iOS and iPadOS 26: windowed apps on iPad, Liquid Glass, `updateProperties()`.
    case ios26
    /// iOS and iPadOS 27, where a source exists (beta-era reports are marked as such).
    case ios27

    /// The edition a reader sees unless they choose another.
    public static let newest: Edition = .ios27

    /// The first release of the span, for availability statements.
    public var firstRelease: String {
        switch self {
        case .guide: "8.0"
        case .ios13: "13.0"
        case .ios18: "18.0"
        case .ios26: "26.0"
        case .ios27: "27.0"
        }
    }

    public var term: LocalizedText {
        switch self {
        case .guide: LocalizedText(en: "the guide (iOS 8–12)", key: "edition.guide-ios-8-12")
        case .ios13: LocalizedText(invariant: "iOS 13–17")
        case .ios18: LocalizedText(invariant: "iOS 18")
        case .ios26: LocalizedText(invariant: "iOS 26")
        case .ios27: LocalizedText(invariant: "iOS 27")
        }
    }

    /// "iOS 18 and later": for the last edition of a span that still holds today.
    public var termOnward: LocalizedText {
        switch self {
        case .guide: term
        case .ios13: LocalizedText(en: "iOS 13 and later", key: "edition.ios-13-later")
        case .ios18: LocalizedText(en: "iOS 18 and later", key: "edition.ios-18-later")
        case .ios26: LocalizedText(en: "iOS 26 and later", key: "edition.ios-26-later")
        case .ios27: LocalizedText(en: "iOS 27 and later", key: "edition.ios-27-later")
        }
    }

    /// The editions from this one up to the newest.
    public var onward: [Edition] { Edition.allCases.filter { $0 >= self } }

    public static func < (lhs: Edition, rhs: Edition) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The editions a fact holds for: from one edition up to another, or up to today.
public struct EditionRange: Sendable, Hashable, Codable {
    public let from: Edition
    /// The last edition it holds for; nil while it still holds in the newest.
    public let through: Edition?
    /// The release inside `from`'s span where the fact begins, when that is not the span's
    /// first ("15.0" for sheet detents, inside iOS 13–17): the switch still groups it with
    /// its span, and the label names the real release.
    public let sinceRelease: String?
    /// The last release inside `through`'s span where the fact still holds, when that is
    /// not the span's last ("16" for the rotation of iOS 13–16, before iOS 17's trait
    /// registrations inside iOS 13–17).
    public let throughRelease: String?

    public init(from: Edition, through: Edition? = nil, since release: String? = nil, until lastRelease: String? = nil) {
        self.from = from
        self.through = through
        self.sinceRelease = release
        self.throughRelease = through == nil ? nil : lastRelease
    }

    /// Every edition.
    public static let always = EditionRange(from: .guide)

    public func contains(_ edition: Edition) -> Bool {
        edition >= from && (through.map { edition <= $0 } ?? true)
    }

    /// "iOS 13–17", "iOS 18 and later", "the guide (iOS 8–12)".
    public var term: LocalizedText {
        if let sinceRelease, through == nil {
            let major = sinceRelease.prefix { $0 != "." }
            return LocalizedText.iOSAndLater(String(major))
        }
        guard let through, through != from || throughRelease != nil else {
            return through == nil ? from.termOnward : from.term
        }
        let last = String(lastRelease?.major ?? 0)
        let first = sinceRelease.map { String($0.prefix { $0 != "." }) } ?? String(from.firstRelease.prefix { $0 != "." })
        return LocalizedText(invariant: "iOS \(first)–\(last)")
    }
}
