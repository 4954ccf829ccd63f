/// The ids a `#fragment` may name on one page, for the link check.
///
/// A chapter has a handful, kept as a list and searched in order: making a hashed set for
/// each of a large book's 20,000 pages took most of registering them, and the link check
/// now looks at the pages of changed pairs only. A page with many ids (a reference page
/// lists hundreds) keeps a set as well.
public struct AnchorIDs: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Each id once, in no particular order.
    public let all: [String]
    @usableFromInline let set: Set<String>?

    /// Lists longer than this are searched through a set.
    @usableFromInline static let longestSearchedInOrder = 16

    /// Inlinable: the build registers every page's ids from its own module, and an
    /// unspecialised generic walked them through witness calls.
    @inlinable
    public init(_ ids: some Collection<String>) {
        if ids.count > Self.longestSearchedInOrder {
            let set = Set(ids)
            self.set = set
            all = Array(set)
        } else {
            var unique: [String] = []
            unique.reserveCapacity(ids.count)
            for id in ids where !unique.contains(id) { unique.append(id) }
            all = unique
            set = nil
        }
    }

    public init(arrayLiteral ids: String...) { self.init(ids) }

    public func contains(_ id: String) -> Bool {
        set?.contains(id) ?? all.contains(id)
    }

    public var count: Int { all.count }

    public static func == (lhs: AnchorIDs, rhs: AnchorIDs) -> Bool { Set(lhs.all) == Set(rhs.all) }
}
