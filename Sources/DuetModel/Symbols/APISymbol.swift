/// One UIKit API the guide talks about, with every spelling a writer may use for it.
public struct APISymbol: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `class`, `protocol`, method, property, enumCase, enumType, function
    }

    /// The anchor of the symbol's entry: lowercase letters, digits and `-`, unique.
    public let id: String
    public let area: ReferenceArea
    public let swiftName: String
    public internal(set) var objcName: String?
    public let aliases: [String]
    public let kind: Kind
    public let declaration: String
    /// The Objective-C declaration, from `SymbolCatalogue.objectiveCDeclarations`; nil
    /// where this reference lists none.
    public internal(set) var objcDeclaration: String?
    public let summary: LocalizedText
    public let relatedTableIDs: [String]
    /// The iOS release that introduced it ("17.0").
    public internal(set) var introduced: String?
    /// The iOS release that deprecated it, and what to use instead.
    public internal(set) var deprecated: String?
    public internal(set) var replacement: String?
    /// Where the availability comes from.
    public internal(set) var source: FactSource?
    /// Each platform's line, as Apple's page lists them (iOS, iPadOS, Mac Catalyst,
    /// visionOS), from `SymbolCatalogue.listedAvailability`.
    public internal(set) var platforms: [PlatformAvailability] = []
    /// Why Apple lists no availability for it, on the few entries that are not versioned
    /// APIs (an Interface Builder marker, an Info.plist key with no page).
    public internal(set) var unlistedAvailability: LocalizedText?
    /// The type or protocol that declares a member, as Apple's page names it; nil for a
    /// type of its own.
    public internal(set) var owner: String?

    public init(id: String? = nil, area: ReferenceArea, swiftName: String, objcName: String? = nil, aliases: [String] = [],
                kind: Kind, declaration: String, summary: LocalizedText, relatedTableIDs: [String] = [],
                introduced: String? = nil, deprecated: String? = nil, replacement: String? = nil, source: FactSource? = nil,
                objcDeclaration: String? = nil) {
        self.objcDeclaration = objcDeclaration
        self.introduced = introduced
        self.deprecated = deprecated
        self.replacement = replacement
        self.source = source
        self.id = id ?? Self.anchor(for: swiftName)
        self.area = area
        self.swiftName = swiftName
        self.objcName = objcName
        self.aliases = aliases
        self.kind = kind
        self.declaration = declaration
        self.summary = summary
        self.relatedTableIDs = relatedTableIDs
    }

    /// The releases it exists in, for computing a table for one release.
    public var availability: Availability {
        Availability(introduced: introduced, deprecated: deprecated)
    }

    /// `traitCollectionDidChange(_:)` -> `traitcollectiondidchange`,
    /// `show(_:sender:)` -> `show-sender`,
    /// `UIModalPresentationStyle.popover` -> `uimodalpresentationstyle-popover`.
    public static func anchor(for swiftName: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in swiftName.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar) {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
