/// What Apple's documentation page of one symbol lists: the type that declares it, the
/// release each platform gained it in, the iOS release that deprecated it and what to use
/// instead. The catalogue keeps one per symbol, with the page as its source, so every
/// reference entry shows its availability and a reader can open where it comes from.
struct ListedAvailability: Sendable {
    /// The type or protocol that declares the member (`UIViewController`); nil for a type,
    /// an enumeration or an Info.plist key.
    let owner: String?
    /// The platform lines, in DocC's order. iPadOS versions are iOS versions, so a
    /// deprecation applies to both; Apple's page gives the other platforms' own numbers,
    /// which the catalogue does not record, so their lines stay open-ended and the entry
    /// as a whole is marked deprecated.
    let platforms: [PlatformAvailability]
    let deprecatedIOS: String?
    let replacement: String?
    /// Apple's page, `https://developer.apple.com/documentation/…`; nil when Apple
    /// publishes none.
    let url: String?
    /// Why Apple lists no availability, for the few entries that are not versioned APIs.
    let unlistedBecause: LocalizedText?

    /// The iOS release, where the page gives a number.
    var iOS: String? { platforms.first { $0.platform == .iOS }?.introduced }

    /// One page's lines. Each platform is given as Apple's metadata gives it: a version
    /// ("8.0"), "-" for a platform listed without one (Apple's page shows the platform
    /// and no release), or nil where the page does not list the platform.
    static func listed(owner: String? = nil, iOS: String? = nil, iPadOS: String? = nil, macCatalyst: String? = nil,
                       visionOS: String? = nil, tvOS: String? = nil, unversioned: Bool = false,
                       deprecated: String? = nil, replacement: String? = nil, page: String) -> ListedAvailability {
        let given: [(PlatformAvailability.Platform, String?)] = unversioned
            ? [(.iOS, "-"), (.iPadOS, "-"), (.macCatalyst, "-"), (.visionOS, "-")]
            : [(.iOS, iOS), (.iPadOS, iPadOS), (.macCatalyst, macCatalyst), (.visionOS, visionOS), (.tvOS, tvOS)]
        let platforms = given.compactMap { platform, version -> PlatformAvailability? in
            guard let version else { return nil }
            let deprecatedHere = platform == .iOS || platform == .iPadOS ? deprecated : nil
            return PlatformAvailability(platform, introduced: version == "-" ? nil : version, deprecated: deprecatedHere)
        }
        return ListedAvailability(owner: owner, platforms: platforms, deprecatedIOS: deprecated, replacement: replacement,
                                  url: page, unlistedBecause: nil)
    }

    /// A symbol Apple's documentation lists no availability for, and why.
    static func unlisted(because reason: LocalizedText) -> ListedAvailability {
        ListedAvailability(owner: nil, platforms: [], deprecatedIOS: nil, replacement: nil, url: nil, unlistedBecause: reason)
    }

    /// The page as a source of the reference, titled with the symbol's full name.
    func source(naming swiftName: String) -> FactSource? {
        guard let url else { return nil }
        // The page of the declaring type, cited where the member has none of its own, is
        // titled with the type, as the type's own entry cites it.
        let ownersPage = owner.map { url.lowercased().hasSuffix("/" + $0.lowercased().split(separator: ".").joined(separator: "/")) } ?? false
        let title = ownersPage ? owner! : owner.map { swiftName.hasPrefix($0 + ".") ? swiftName : "\($0).\(swiftName)" } ?? swiftName
        var path = url.dropFirst("https://developer.apple.com/documentation/".count)
        if path.hasPrefix("uikit/") { path = path.dropFirst("uikit/".count) }
        let id = "apple-" + APISymbol.anchor(for: String(path))
        // A page a table already cites under this id is that same source, with its title.
        if let cited = FactSources.source(id: id), cited.url == url { return cited }
        return FactSource(id: id, kind: .appleDocumentation, title: title, url: url)
    }
}
