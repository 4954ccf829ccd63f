import DuetModel

/// Maps what writers type in links (`04-segues.md`, `reference/traits.md`, `glossary.md`)
/// to where the page is published in each language.
public struct LinkTable: Sendable {
    private var locations: [String: [Language: SiteLocation]] = [:]

    public init() {}

    /// Every registered name with its pages, in no particular order.
    var entries: [(source: String, pages: [Language: SiteLocation])] {
        locations.map { ($0.key, $0.value) }
    }

    /// Room for `count` more source names, so registering a large book does not rehash.
    public mutating func reserveCapacity(_ count: Int) {
        locations.reserveCapacity(locations.count + count)
    }

    public mutating func register(source: String, language: Language, location: SiteLocation) {
        locations[source, default: [:]][language] = location
    }

    /// The page for a source name in a language, falling back to the other language when
    /// the page is not translated (a reader still lands on the content).
    public func location(forSource source: String, language: Language) -> SiteLocation? {
        guard let byLanguage = locations[source] else { return nil }
        return byLanguage[language] ?? byLanguage[language.counterpart]
    }

    /// Splits `04-segues.md#unwind-segues` into the page part and the fragment; nil for
    /// external URLs and pure fragments.
    ///
    /// Read on the destination's bytes: every link of every page goes through here on
    /// every build (the link check), and the `String` searches were most of that check.
    public static func internalTarget(_ destination: String) -> (source: String, fragment: String?)? {
        let bytes = destination.utf8
        guard let first = bytes.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/"),
              !bytes.starts(with: "mailto:".utf8) else { return nil }
        var hash: String.Index? = nil
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                if hash == nil { hash = index }
            } else if byte == UInt8(ascii: ":"), bytes[index...].starts(with: "://".utf8) {
                return nil
            }
            index = bytes.index(after: index)
        }
        var source = hash.map { String(destination[..<$0]) } ?? destination
        if source.hasPrefix("./") { source.removeFirst(2) }
        return (source, hash.map { String(destination[destination.utf8.index(after: $0)...]) })
    }
}
