/// An iOS release of the interface as an availability domain the Swift compiler can check
/// on any platform. Linux's compiler ignores `@available(iOS 17, *)`, so each release the
/// interface names ("17.0", "27.2") becomes a custom domain (`iOS_17_0`): enabled at
/// compile time up to the release a listing is checked at, dynamic (needing an
/// `if #available`) past it.
public struct InterfaceAvailabilityDomain: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// "17", "17.0", "27.2" or "iOS 17.0"; nil for anything else.
    public init?(parsing text: String) {
        var version = Substring(text.trimmed)
        if version.hasPrefix("iOS") { version = version.dropFirst(3).drop { $0 == " " } }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor else { return nil }
        self.init(major: major, minor: minor)
    }

    /// `iOS_17_0`: the domain's name in attributes, conditions and compiler flags.
    public var name: String { "iOS_\(major)_\(minor)" }

    public var description: String { "iOS \(major).\(minor)" }

    public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

/// Which domains a declaration or a condition needs when listings are checked at one
/// release: those past it, up to the release in question.
public struct AvailabilityGate: Sendable {
    public let checkedAt: InterfaceAvailabilityDomain
    public let all: [InterfaceAvailabilityDomain]

    public init(checkedAt: InterfaceAvailabilityDomain, domains: [InterfaceAvailabilityDomain]) {
        self.checkedAt = checkedAt
        all = domains
    }

    /// Newest first.
    public func domains(upTo release: InterfaceAvailabilityDomain) -> [InterfaceAvailabilityDomain] {
        all.filter { $0 > checkedAt && $0 <= release }.sorted(by: >)
    }
}
