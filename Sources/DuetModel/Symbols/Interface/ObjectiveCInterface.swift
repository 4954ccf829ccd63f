/// The model's UIKit as one Objective-C header: every entry's Objective-C declaration
/// (`SymbolCatalogue.objectiveCDeclarations`) inside its class, protocol or enumeration,
/// then the Objective-C spelling of the listing support. Members carry the iOS release
/// they arrived in as clang's availability attribute, so a listing compiled for an iOS
/// target (`clang -fsyntax-only -target arm64-apple-ios15.0`) may use a newer one only
/// inside `if (@available(iOS 17, *))`, as on Apple's platforms.
public struct ObjectiveCInterface: Sendable {
    /// One Objective-C declaration and where it goes.
    public struct Declaration: Sendable, Hashable {
        /// The Swift owner, mapped to its Objective-C container through the type entries.
        public let swiftOwner: String?
        /// The Objective-C container, when it is known directly (the listing support).
        public let container: String?
        public let text: String
        public let introduced: String?
    }

    public let declarations: [Declaration]
    /// Swift name of a type -> its Objective-C name (`UISplitViewController.Column` ->
    /// `UISplitViewControllerColumn`).
    let objectiveCNames: [String: String]

    public static let model: ObjectiveCInterface = {
        var names: [String: String] = [:]
        var declarations: [Declaration] = []
        for symbol in SymbolCatalogue.all where symbol.unlistedAvailability == nil {
            guard let text = symbol.objcDeclaration else { continue }
            if let name = Self.containerName(declaredBy: text) { names[symbol.swiftName] = name }
            let owner = symbol.owner ?? symbol.swiftName.split(separator: ".").dropLast().joined(separator: ".")
            declarations.append(Declaration(swiftOwner: owner.isEmpty ? nil : owner, container: nil, text: text, introduced: symbol.introduced))
        }
        for support in SymbolCatalogue.supportingObjectiveC {
            declarations.append(Declaration(swiftOwner: nil, container: support.container, text: support.declaration, introduced: support.introduced))
        }
        return ObjectiveCInterface(declarations: declarations, objectiveCNames: names)
    }()

    /// `@interface UIViewController : UIResponder` -> `UIViewController`; the same for
    /// `@protocol` and `typedef NS_ENUM(NSInteger, Name)`.
    static func containerName(declaredBy text: String) -> String? {
        if text.hasPrefix("@interface ") || text.hasPrefix("@protocol ") {
            let rest = text.drop { $0 != " " }.dropFirst()
            return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        if text.hasPrefix("typedef NS_ENUM(") || text.hasPrefix("typedef NS_OPTIONS("), let comma = text.firstIndex(of: ",") {
            return String(text[text.index(after: comma)...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return nil
    }

    /// The header.
    public var header: String {
        var classes: [String: (header: String, introduced: String?)] = [:]
        var protocols: [String: (header: String, introduced: String?)] = [:]
        var enums: [String: String] = [:]
        var members: [String: [String]] = [:]
        var seenMembers: Set<String> = []
        var cases: [String: [String]] = [:]
        var topLevel: [String] = []
        var types: [String] = []
        var order: [String] = []
        for declaration in declarations {
            let text = declaration.text
            if let name = Self.containerName(declaredBy: text) {
                order.append(name)
                if text.hasPrefix("@interface ") { classes[name] = (text, declaration.introduced) }
                else if text.hasPrefix("@protocol ") { protocols[name] = (text, declaration.introduced) }
                else { enums[name] = text }
                continue
            }
            // A plain type definition or an exported constant belongs to no container,
            // whatever Swift type it is nested in (`UISceneSession.Role` is the C type
            // `UISceneSessionRole`, its roles `UIKIT_EXTERN` constants).
            if text.hasPrefix("typedef ") { types.append(Self.gated(text, declaration.introduced)); continue }
            if text.hasPrefix("UIKIT_EXTERN ") { topLevel.append(Self.gated(text, declaration.introduced)); continue }
            // UIKit's Objective-C name of a nested Swift type is usually the path without
            // dots (`UIWindowScene.Geometry` -> `UIWindowSceneGeometry`); the type entries
            // give the others.
            let container = declaration.container ?? declaration.swiftOwner.map { objectiveCNames[$0] ?? $0.split(separator: ".").joined() }
            guard let container else {
                // Type definitions come before the interfaces that use them.
                if text.hasPrefix("typedef") { types.append(Self.gated(text, declaration.introduced)) } else { topLevel.append(Self.gated(text, declaration.introduced)) }
                continue
            }
            if text.hasPrefix("@property") || text.hasPrefix("-") || text.hasPrefix("+") {
                // Two entries for one API (an alias, a member listed under two owners) give it once.
                let line = Self.gated(text, declaration.introduced)
                let bare = text.hasSuffix(";") ? String(text.dropLast()) : text
                if seenMembers.insert(container + "|" + bare).inserted { members[container, default: []].append(line) }
            } else {
                cases[container, default: []].append(text.hasSuffix(",") ? String(text.dropLast()) : text)
            }
        }
        var out = "// The model's UIKit, generated from Duet's symbol catalogue. Do not edit.\n\n"
        for name in order where classes[name] != nil { out += "@class \(name);\n" }
        for name in order where protocols[name] != nil { out += "@protocol \(name);\n" }
        out += "\n"
        for line in types { out += line + "\n" }
        out += "\n"
        for name in order {
            guard let text = enums[name] else { continue }
            if text.contains("{") {
                out += text.hasSuffix(";") ? text + "\n\n" : text + ";\n\n"
            } else if let known = cases[name], !known.isEmpty {
                out += text + " {\n" + known.map { "    " + $0 + ",\n" }.joined() + "};\n\n"
            } else {
                // No case is catalogued: the type alone, so a listing naming a case fails on it.
                let raw = text.contains("NSUInteger") ? "NSUInteger" : "NSInteger"
                out += "typedef \(raw) \(name);\n\n"
            }
        }
        for name in order {
            guard let (text, introduced) = protocols[name] else { continue }
            out += Self.availability(introduced) + text + "\n" + (members[name] ?? []).map { $0 + "\n" }.joined() + "@end\n\n"
        }
        // A class after its superclass.
        var written: [String: String?] = [:]
        func write(_ name: String) {
            guard written[name] == nil, let (text, own) = classes[name] else { return }
            written[name] = .some(own)
            var introduced = own
            if let colon = text.firstIndex(of: ":") {
                let superclass = String(text[text.index(after: colon)...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                write(superclass)
                // A class is no older than its superclass, whatever its own page lists.
                if let inherited = written[superclass] ?? nil,
                   let parent = InterfaceAvailabilityDomain(parsing: inherited),
                   introduced.flatMap(InterfaceAvailabilityDomain.init(parsing:)).map({ $0 < parent }) ?? true {
                    introduced = inherited
                }
            }
            written[name] = .some(introduced)
            // The protocols the class's page lists under "Conforms To", as its header does.
            let adopted = SymbolCatalogue.supportingConformances.filter { $0.type == name }.map(\.protocolName).filter { protocols[$0] != nil }
            let header = adopted.isEmpty || text.contains("<") && !text.contains("NSLayoutAnchor") ? text : text + " <" + adopted.joined(separator: ", ") + ">"
            out += Self.availability(introduced) + header + "\n" + (members[name] ?? []).map { $0 + "\n" }.joined() + "@end\n\n"
        }
        for name in order { write(name) }
        // Members of a container the catalogue does not declare go into a category of it,
        // which fails to compile and names it.
        for name in members.keys.sorted() where classes[name] == nil && protocols[name] == nil {
            out += "@interface \(name) (Undeclared)\n" + (members[name] ?? []).map { $0 + "\n" }.joined() + "@end\n\n"
        }
        for line in topLevel { out += line + "\n" }
        return out
    }

    static func availability(_ introduced: String?) -> String {
        guard let introduced, InterfaceAvailabilityDomain(parsing: introduced) != nil else { return "" }
        return "__attribute__((availability(ios,introduced=\(introduced)))) "
    }

    /// A member with its release: `- (void)f __attribute__((availability(ios,introduced=17.0)));`.
    static func gated(_ text: String, _ introduced: String?) -> String {
        let body = text.hasSuffix(";") ? String(text.dropLast()) : text
        guard let introduced, InterfaceAvailabilityDomain(parsing: introduced) != nil else { return body + ";" }
        return body + " __attribute__((availability(ios,introduced=\(introduced))));"
    }
}
