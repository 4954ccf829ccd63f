/// One UIKit API the guide talks about, with every spelling a writer may use for it.
public struct APISymbol: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `class`, `protocol`, method, property, enumCase, enumType, function
    }

    /// The anchor of the symbol's entry: lowercase letters, digits and `-`, unique.
    public let id: String
    public let area: ReferenceArea
    public let swiftName: String
    public let objcName: String?
    public let aliases: [String]
    public let kind: Kind
    public let declaration: String
    public let summary: LocalizedText
    public let relatedTableIDs: [String]

    public init(id: String? = nil, area: ReferenceArea, swiftName: String, objcName: String? = nil, aliases: [String] = [],
                kind: Kind, declaration: String, summary: LocalizedText, relatedTableIDs: [String] = []) {
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
