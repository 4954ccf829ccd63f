/// The model's UIKit as one Swift source file: every declaration of the catalogue and of
/// the listing support, inside its owner, with `fatalError()` bodies and each release as
/// an availability domain. There is no iOS SDK here, so the chapters' listings are
/// type-checked against this file (`swiftc -typecheck`): a listing that calls what the
/// catalogue does not declare, or calls it with the wrong types, fails.
///
/// The file is compiled with Objective-C interoperability on, against a small runtime, so
/// `@objc` and `#selector` in a listing are checked as on Apple's platforms. UIKit's
/// protocols are written as Swift protocols whose optional requirements have default
/// implementations: a listing may implement any subset, as with the imported protocols,
/// without each parameter type having to be representable in Objective-C here.
public struct SwiftInterface: Sendable {
    public let declarations: [InterfaceDeclaration]

    public init(declarations: [InterfaceDeclaration]) {
        self.declarations = declarations
    }

    /// The catalogue's entries and the declarations listings rely on beside them.
    public static let model = SwiftInterface(declarations: SymbolCatalogue.interfaceDeclarations)

    /// Every release a declaration is gated on, and every major release the model knows
    /// (which a listing's `#available` may name), oldest first.
    public var domains: [InterfaceAvailabilityDomain] {
        let majors = Release.all.map { InterfaceAvailabilityDomain(major: $0.major) }
        return Set(declarations.compactMap { $0.introduced.flatMap(InterfaceAvailabilityDomain.init(parsing:)) } + majors).sorted()
    }

    /// The module and type every macro of the interface names as its implementation. No
    /// such plugin exists: a macro's arguments are type-checked, and the one error its
    /// missing expansion causes is not the listing's (`ListingTypeChecker` drops it).
    public static let standInMacro = (module: "DuetStandIn", type: "StandInMacro")

    /// The interface's source for listings checked at a release: what that release has
    /// carries no attribute, and each later declaration every domain from there to its own.
    public func source(checkedAt release: InterfaceAvailabilityDomain) -> String {
        var layout = InterfaceLayout(declarations, gate: AvailabilityGate(checkedAt: release, domains: domains))
        return layout.render()
    }
}

/// The declarations arranged by owner, and the rendering of each type with what it holds.
struct InterfaceLayout {
    private var types: [String: InterfaceDeclaration] = [:]
    private var typeOrder: [String] = []
    private var members: [String: [InterfaceDeclaration]] = [:]
    private var nested: [String: [String]] = [:]
    private var topLevelMembers: [InterfaceDeclaration] = []
    private var conformances: [String: [String]] = [:]
    private var superclasses: [String: String] = [:]

    private let gate: AvailabilityGate

    init(_ declarations: [InterfaceDeclaration], gate: AvailabilityGate) {
        self.gate = gate
        var seen: Set<String> = []
        for declaration in declarations {
            // Aliases and several entries for one API share a declaration: declared once.
            guard seen.insert((declaration.owner ?? "") + "|" + declaration.declaration).inserted else { continue }
            if let name = declaration.typeName {
                guard types[name] == nil else { continue }
                types[name] = declaration
                typeOrder.append(name)
                if let owner = declaration.owner { nested[owner, default: []].append(name) }
            } else if let owner = declaration.owner {
                members[owner, default: []].append(declaration)
            } else {
                topLevelMembers.append(declaration)
            }
        }
        for inheritance in SymbolCatalogue.supportingSuperclasses { superclasses[inheritance.type] = inheritance.superclass }
        for conformance in SymbolCatalogue.supportingConformances { conformances[conformance.type, default: []].append(conformance.protocolName) }
    }

    mutating func render() -> String {
        var out = "// The model's UIKit, generated from Duet's symbol catalogue. Do not edit.\n\nimport Foundation\nimport SwiftUI\n\n"
        var extensions: [String] = []
        for name in typeOrder where types[name]?.owner == nil {
            out += renderType(name, indent: "", extensions: &extensions)
            out += "\n"
        }
        // Types and members whose owner the catalogue does not declare go into an
        // extension of it, which fails to compile and names the missing owner.
        let owners = Set(members.keys).union(nested.keys).filter { types[$0] == nil }.sorted()
        for owner in owners {
            out += "extension \(owner) {\n"
            for name in nested[owner] ?? [] { out += renderType(name, indent: "    ", extensions: &extensions) }
            for member in members[owner] ?? [] { out += "    " + MemberRendering.concrete(member, context: .extensionBody, gate: gate) + "\n" }
            out += "}\n\n"
        }
        for member in topLevelMembers { out += MemberRendering.concrete(member, context: .topLevel, gate: gate) + "\n" }
        // Protocols' extensions, at file scope where a nested protocol's must be.
        for text in extensions { out += "\n" + text }
        return out
    }

    private func renderType(_ name: String, indent: String, extensions: inout [String]) -> String {
        guard let declaration = types[name], case .type(let keyword, _) = declaration.role else { return "" }
        let inner = indent + "    "
        // `enum UIUserInterfaceSizeClass : Int { case unspecified = 0, … }`: the cases are
        // entries of their own, so the header stops at the brace.
        let written = declaration.declaration.split(separator: "{", maxSplits: 1).first.map { String($0).trimmed } ?? declaration.declaration
        // Objective-C's main-actor types are imported as `@preconcurrency`: a file in the
        // Swift 5 language mode uses them without isolation errors, as the listings do.
        var header = MemberRendering.availability(of: declaration, gate: gate)
            + (written.hasPrefix("@MainActor ") ? "@preconcurrency " + written : written)
        var adopted = conformances[name] ?? []
        if keyword == "class", Self.inherited(by: declaration).isEmpty, let superclass = superclasses[name] { adopted.insert(superclass, at: 0) }
        if !adopted.isEmpty { header += (Self.inherited(by: declaration).isEmpty ? " : " : ", ") + adopted.joined(separator: ", ") }
        var out = indent + header + " {\n"
        let context: MemberRendering.Context
        switch keyword {
        case "protocol": context = .protocolBody
        case "class": context = .classBody
        default: context = .valueBody
        }
        if keyword != "protocol" {
            for child in nested[name] ?? [] { out += renderType(child, indent: inner, extensions: &extensions) }
        }
        let own = members[name] ?? []
        let inheritedSignatures = keyword == "class" ? ancestorSignatures(of: declaration) : []
        let inheritedProperties = keyword == "class" ? ancestorPropertyNames(of: declaration) : []
        for member in own {
            // `UIPopoverPresentationController.delegate` narrows the type of its superclass's
            // property, which Objective-C allows and Swift does not: the superclass's stands.
            if let property = MemberRendering.propertyName(of: member.declaration), inheritedProperties.contains(property) { continue }
            var text = MemberRendering.member(member, context: context, gate: gate)
            // Objective-C members can be overridden in an extension, as a listing does with a
            // presentation controller's transition methods.
            if keyword == "class", isObjectiveCClass(name), isRepresentableInObjectiveC(member.declaration) {
                // Attributes first, then `dynamic` among the modifiers.
                let rest = InterfaceDeclaration.words(afterAttributesOf: text).joined(separator: " ")
                text = "@objc " + text.dropLast(rest.count) + "dynamic " + rest
            }
            // A subclass's page lists again an initialiser or method its superclass has.
            if inheritedSignatures.contains(MemberRendering.signature(of: member.declaration)) { text = "override " + text }
            out += inner + text + "\n"
        }
        // A class that adopts a protocol declares its requirements itself, so a subclass
        // overrides them (`viewWillTransition(to:with:)` of `UIContentContainer`).
        if keyword == "class" || keyword == "struct" {
            let ownSignatures = Set(own.map { MemberRendering.signature(of: $0.declaration) })
            let protocols = (Self.inherited(by: declaration) + (conformances[name] ?? [])).filter { types[$0].map { if case .type("protocol", _) = $0.role { true } else { false } } ?? false }
            for adoptedProtocol in Array(Set(protocols.flatMap(protocolAndParents))).sorted() {
                for member in members[adoptedProtocol] ?? [] where !ownSignatures.contains(MemberRendering.signature(of: member.declaration)) {
                    out += inner + MemberRendering.concrete(member, context: keyword == "class" ? .classBody : .valueBody, gate: gate) + "\n"
                }
            }
        }
        for line in synthesizedMembers(of: declaration, keyword: keyword, own: own) { out += inner + line + "\n" }
        out += indent + "}\n"
        if keyword == "protocol" {
            // Optional requirements get a default, and defaulted arguments a shorter call.
            let defaults = own.filter(MemberRendering.isOptionalRequirement).map { MemberRendering.concrete($0, context: .extensionBody, gate: gate) }
            let shorter = own.compactMap { MemberRendering.shorterCall(of: $0, gate: gate) }
            if !defaults.isEmpty || !shorter.isEmpty {
                // As gated as the protocol it extends.
                let gated = MemberRendering.availability(of: declaration, gate: gate)
                extensions.append(gated + "extension \(name) {\n" + (defaults + shorter).map { "    " + $0 + "\n" }.joined() + "}\n")
            }
        }
        return out
    }

    /// What a real declaration has that Apple's page does not spell out: the raw value of
    /// an option set or a string key, `init()` on a class whose own initialisers would
    /// otherwise hide the one every Objective-C class has, and the `init(coder:)` a class
    /// with initialisers of its own must repeat when its superclass requires it.
    private func synthesizedMembers(of declaration: InterfaceDeclaration, keyword: String, own: [InterfaceDeclaration]) -> [String] {
        let inherited = Self.inherited(by: declaration) + (superclasses[declaration.typeName ?? ""].map { [$0] } ?? [])
        let declares: (String) -> Bool = { prefix in own.contains { InterfaceDeclaration.words(afterAttributesOf: $0.declaration).joined(separator: " ").hasPrefix(prefix) } }
        var lines: [String] = []
        if keyword == "struct", inherited.contains("OptionSet"), !declares("var rawValue") {
            lines += ["let rawValue: UInt", "init(rawValue: UInt) { self.rawValue = rawValue }"]
        } else if keyword == "struct", inherited.contains("RawRepresentable"), !declares("var rawValue") {
            lines += ["let rawValue: String", "init(rawValue: String) { self.rawValue = rawValue }"]
        }
        // A result builder needs a way to build; the listings use its type, not its methods.
        if declaration.declaration.hasPrefix("@resultBuilder"), !declares("static func buildBlock") {
            lines.append("static func buildBlock(_ components: Any...) -> Content { fatalError() }")
        }
        if keyword == "class", !inherited.isEmpty {
            let initialisers = own.filter { MemberRendering.keyword(of: $0.declaration) == "init" }
            let designated = initialisers.filter { !InterfaceDeclaration.words(afterAttributesOf: $0.declaration).contains("convenience") }
            // A convenience initialiser, as Objective-C's `init` is to Swift: a subclass may
            // declare its own `init()` without `override`.
            if !designated.isEmpty, !initialisers.contains(where: { MemberRendering.signature(of: $0.declaration) == "init()" }) {
                // It overrides `NSObject`'s designated `init()` unless an ancestor's own
                // initialisers made it a convenience one there already.
                lines.append((hasDesignatedInitialiserAbove(declaration) ? "" : "override ") + "convenience init() { fatalError() }")
            }
            if !designated.isEmpty, !declares("required init?(coder"), hasRequiredCoderInit(above: declaration) {
                lines.append("required init?(coder: NSCoder) { fatalError() }")
            }
        }
        return lines
    }

    /// A class that descends from `NSObject`.
    private func isObjectiveCClass(_ name: String) -> Bool {
        var current: String? = name
        var visited: Set<String> = []
        while let next = current, visited.insert(next).inserted {
            if next == "NSObject" { return true }
            // A generic class (`NSLayoutAnchor<…>` and its subclasses) stays Swift-only here.
            guard let type = types[next], !type.declaration.contains("<") else { return false }
            current = Self.inherited(by: type).first ?? superclasses[next]
        }
        return false
    }

    /// Whether every type a method or property names can cross into Objective-C here:
    /// numbers, Core Graphics' structures and Objective-C classes (alone or optional). Closures, collections, Swift enumerations and protocols are left out, so
    /// such a member is not `@objc` (and a listing cannot override it in an extension).
    private func isRepresentableInObjectiveC(_ declaration: String) -> Bool {
        guard let keyword = MemberRendering.keyword(of: declaration), keyword == "func" || keyword == "var" else { return false }
        let words = InterfaceDeclaration.words(afterAttributesOf: declaration)
        // Type members and generic or collection types stay Swift-only.
        if words.contains("static") || words.prefix(while: { $0 != "func" && $0 != "var" }).contains("class") { return false }
        let text = words.joined(separator: " ")
        if text.contains("<") || text.contains("[") { return false }
        var typeNames: [String] = []
        var rest = Substring(text)
        // The text after each `:` (parameters, property) and after `->`, up to `,` `)` `{` or space.
        while let colon = rest.firstIndex(where: { $0 == ":" || $0 == ">" }) {
            let after = rest[rest.index(after: colon)...].drop { $0 == " " }
            let name = after.prefix { !",){ ".contains($0) }
            if !name.isEmpty { typeNames.append(String(name)) }
            rest = after
        }
        // No `String` or `Any`: the stand-in Foundation does not bridge them.
        let simple: Set<String> = ["Bool", "Int", "UInt", "Double", "Float", "CGFloat", "TimeInterval", "CGRect", "CGSize", "CGPoint",
                                   "CGAffineTransform", "AnyObject", "Selector"]
        return typeNames.allSatisfy { raw in
            var name = raw
            while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
            if name.hasPrefix("(") || name.hasPrefix("@") { return false }
            return simple.contains(name) || isObjectiveCClass(name)
        }
    }

    private func hasDesignatedInitialiserAbove(_ declaration: InterfaceDeclaration) -> Bool {
        var current = Self.inherited(by: declaration).first ?? superclasses[declaration.typeName ?? ""]
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, let type = types[name] {
            let designated = (members[name] ?? []).contains {
                MemberRendering.keyword(of: $0.declaration) == "init" && !InterfaceDeclaration.words(afterAttributesOf: $0.declaration).contains("convenience")
            }
            if designated { return true }
            current = Self.inherited(by: type).first ?? superclasses[name]
        }
        return false
    }

    /// A protocol and the protocols it refines, nearest first.
    private func protocolAndParents(_ name: String) -> [String] {
        var found: [String] = []
        var queue = [name]
        while let next = queue.first {
            queue.removeFirst()
            guard !found.contains(next) else { continue }
            found.append(next)
            if let type = types[next] { queue += Self.inherited(by: type) }
        }
        return found
    }

    /// The names of the properties the class's ancestors declare.
    private func ancestorPropertyNames(of declaration: InterfaceDeclaration) -> Set<String> {
        var names: Set<String> = []
        var current = Self.inherited(by: declaration).first ?? superclasses[declaration.typeName ?? ""]
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, let type = types[name] {
            for member in members[name] ?? [] { if let property = MemberRendering.propertyName(of: member.declaration) { names.insert(property) } }
            current = Self.inherited(by: type).first ?? superclasses[name]
        }
        return names
    }

    /// The signatures of the members the class's ancestors declare.
    private func ancestorSignatures(of declaration: InterfaceDeclaration) -> Set<String> {
        var signatures: Set<String> = []
        var current = Self.inherited(by: declaration).first ?? superclasses[declaration.typeName ?? ""]
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, let type = types[name] {
            for member in members[name] ?? [] { signatures.insert(MemberRendering.signature(of: member.declaration)) }
            current = Self.inherited(by: type).first ?? superclasses[name]
        }
        return signatures
    }

    private func hasRequiredCoderInit(above declaration: InterfaceDeclaration) -> Bool {
        var current = Self.inherited(by: declaration).first
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, let type = types[name] {
            if (members[name] ?? []).contains(where: { InterfaceDeclaration.words(afterAttributesOf: $0.declaration).joined(separator: " ").hasPrefix("required init?(coder") }) {
                return true
            }
            current = Self.inherited(by: type).first
        }
        return false
    }

    /// The names after the `:` of a type's declaration, before any `where`.
    static func inherited(by declaration: InterfaceDeclaration) -> [String] {
        // Words before any `where` clause.
        let words = declaration.declaration.split(separator: " ")
        let text = Substring(words.prefix { $0 != "where" }.joined(separator: " "))
        // The generic parameter list of `UIHostingController<Content>` comes before the colon.
        var depth = 0
        var colon: Substring.Index?
        for index in text.indices {
            switch text[index] {
            case "<": depth += 1
            case ">": depth -= 1
            case ":" where depth == 0: colon = index
            default: break
            }
            if colon != nil { break }
        }
        guard let colon else { return [] }
        return text[text.index(after: colon)...].split(separator: ",").map { entry in
            var name = entry.drop { $0 == " " }
            if name.hasPrefix("@unchecked ") { name = name.dropFirst("@unchecked ".count) }
            return String(name.prefix { $0 != " " && $0 != "<" })
        }.filter { !$0.isEmpty }
    }
}
