/// One declaration as the interface writes it: Apple's declaration with a body that
/// compiles (`fatalError()`, or accessors for a property), adjusted to where it stands.
/// A protocol keeps requirements without bodies; a class or value type gets bodies.
enum MemberRendering {
    enum Context: Equatable {
        case classBody, valueBody, extensionBody, topLevel, protocolBody
    }

    /// Modifiers that say how a stored property holds its value, which a computed one
    /// cannot say: `weak var delegate`, `@NSCopying var`, `unowned(unsafe) var`.
    private static let storageModifiers: Set<String> = ["weak", "unowned", "unowned(unsafe)", "@NSCopying"]

    /// Words that may come before the keyword of a member.
    private static let modifiers: Set<String> = [
        "static", "class", "final", "override", "required", "convenience", "optional", "mutating",
        "nonmutating", "dynamic", "nonisolated", "open", "public", "lazy", "weak", "unowned", "unowned(unsafe)",
    ]

    /// `@available(iOS_17_0) @available(iOS_16_0) `: the domains past the checked release
    /// up to the one that introduced the declaration (a custom domain implies no other), or
    /// nothing for a declaration Apple lists no release for or one the checked release has.
    static func availability(of declaration: InterfaceDeclaration, gate: AvailabilityGate) -> String {
        guard let introduced = declaration.introduced, let domain = InterfaceAvailabilityDomain(parsing: introduced) else { return "" }
        return gate.domains(upTo: domain).map { "@available(\($0.name)) " }.joined()
    }

    /// The keyword that says what a member is: `func`, `init`, `var`, `let`, `case`,
    /// `subscript`, `typealias`.
    static func keyword(of declaration: String) -> String? {
        for word in InterfaceDeclaration.words(afterAttributesOf: declaration) {
            if modifiers.contains(word) { continue }
            if word.hasPrefix("init") { return "init" }
            return word
        }
        return nil
    }

    /// The name of an instance property (`delegate` of `weak var delegate: …`); nil for
    /// anything else, static and class properties included.
    static func propertyName(of declaration: String) -> String? {
        let words = InterfaceDeclaration.words(afterAttributesOf: declaration)
        guard !words.contains("static"), !words.prefix(while: { $0 != "var" }).contains("class"),
              let index = words.firstIndex(of: "var"), index + 1 < words.count else { return nil }
        return String(words[index + 1].prefix { $0 != ":" })
    }

    /// `init(frame:)`-like text: the member's words from its keyword to the `)` that closes
    /// its parameters,
    /// used to tell whether a class declares `init()` itself.
    static func signature(of declaration: String) -> String {
        let words = InterfaceDeclaration.words(afterAttributesOf: declaration).filter { !modifiers.contains($0) }
        let text = words.joined(separator: " ")
        guard let open = text.firstIndex(of: "("), let close = matchingParen(in: text, from: open) else { return text }
        return String(text[...close])
    }

    /// A member inside a type's body, by the kind of body.
    static func member(_ declaration: InterfaceDeclaration, context: Context, gate: AvailabilityGate) -> String {
        switch context {
        case .protocolBody: return requirement(declaration, gate: gate)
        default: return concrete(declaration, context: context, gate: gate)
        }
    }

    /// Whether Apple's declaration marks a protocol member `optional`.
    static func isOptionalRequirement(_ declaration: InterfaceDeclaration) -> Bool {
        let words = InterfaceDeclaration.words(afterAttributesOf: declaration.declaration)
        return words.prefix { $0 != "func" && $0 != "var" && !$0.hasPrefix("init") }.contains("optional")
    }

    /// A protocol requirement without `optional` (its default lives in the protocol's
    /// extension) and without default arguments; a `let` becomes a read-only `var`, and
    /// a property without accessors gets them.
    static func requirement(_ declaration: InterfaceDeclaration, gate: AvailabilityGate) -> String {
        var (attributes, words) = split(declaration.declaration)
        words.removeAll { storageModifiers.contains($0) || $0 == "optional" }
        var text = withoutDefaultArguments((attributes + words).joined(separator: " "))
        switch keyword(of: declaration.declaration) {
        case "let":
            text = replacingFirst("let", with: "var", in: attributes + words) + " { get }"
        case "var", "subscript":
            if !text.hasSuffix("}") { text += " { get set }" }
        default:
            break
        }
        return availability(of: declaration, gate: gate) + text
    }

    /// A member with a body: functions and initialisers stop with `fatalError()`,
    /// properties become computed ones with the accessors Apple lists.
    static func concrete(_ declaration: InterfaceDeclaration, context: Context, gate: AvailabilityGate) -> String {
        var (attributes, words) = split(declaration.declaration)
        words.removeAll { storageModifiers.contains($0) }
        // `optional` belongs to protocols; in a class body the member is simply there.
        words.removeAll { $0 == "optional" }
        var text = (attributes + words).joined(separator: " ")
        switch keyword(of: declaration.declaration) {
        case "func", "init":
            text += " { fatalError() }"
        case "macro":
            // A body builder shapes what the real macro expands; the stand-in takes the
            // closure as it is written.
            text = withoutBuilderAttributes(text)
            text += " = #externalMacro(module: \"\(SwiftInterface.standInMacro.module)\", type: \"\(SwiftInterface.standInMacro.type)\")"
        case "let":
            text = replacingFirst("let", with: "var", in: attributes + words) + " { fatalError() }"
        case "var", "subscript":
            if text.hasSuffix("{ get set }") {
                text = String(text.dropLast("{ get set }".count)) + "{ get { fatalError() } set { } }"
            } else if text.hasSuffix("{ get }") {
                text = String(text.dropLast("{ get }".count)) + "{ fatalError() }"
            } else if !text.hasSuffix("}") {
                text += " { get { fatalError() } set { } }"
            }
        default:
            break
        }
        return availability(of: declaration, gate: gate) + text
    }

    /// `@PreviewMacroBodyBuilder<UIViewController> body: …` -> `body: …`.
    static func withoutBuilderAttributes(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("@") && $0.contains("Builder")) }
            .joined(separator: " ")
    }

    /// A requirement cannot have default arguments (`completion: (…)? = nil`), though
    /// Apple's declaration shows them; the protocol's extension adds the shorter call.
    static func withoutDefaultArguments(_ text: String) -> String {
        var out = ""
        var depth = 0
        var skipping = false
        var skipDepth = 0
        let scalars = Array(text)
        var index = 0
        while index < scalars.count {
            let c = scalars[index]
            if skipping {
                if (c == "," || c == ")") && depth == skipDepth { skipping = false } else {
                    if c == "(" || c == "[" { depth += 1 }
                    if c == ")" || c == "]" { depth -= 1 }
                    index += 1
                    continue
                }
            }
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth -= 1 }
            if c == " ", index + 2 < scalars.count, scalars[index + 1] == "=", scalars[index + 2] == " ", depth >= 1 {
                skipping = true
                skipDepth = depth
                index += 1
                continue
            }
            out.append(c)
            index += 1
        }
        return out
    }

    /// For a requirement with default arguments, a method of the protocol's extension that
    /// leaves them out and calls the requirement, so `animate(alongsideTransition:)` works
    /// as it does with UIKit's imported protocol. Nil when there are no defaults.
    static func shorterCall(of declaration: InterfaceDeclaration, gate: AvailabilityGate) -> String? {
        let text = declaration.declaration
        guard keyword(of: text) == "func", text.contains(" = "), let open = text.firstIndex(of: "(") else { return nil }
        let stripped = withoutDefaultArguments(text)
        guard let strippedOpen = stripped.firstIndex(of: "("), let close = matchingParen(in: stripped, from: strippedOpen) else { return nil }
        let parameters = splitParameters(String(stripped[stripped.index(after: strippedOpen)..<close]))
        let defaulted = Set(splitParameters(String(text[text.index(after: open)...].prefix { _ in true })).enumerated().compactMap { $0.element.contains(" = ") ? $0.offset : nil })
        guard !defaulted.isEmpty else { return nil }
        var kept: [String] = []
        var arguments: [String] = []
        for (offset, parameter) in parameters.enumerated() {
            let names = parameter.split(separator: ":", maxSplits: 1)[0].split(separator: " ")
            let label = String(names[0])
            let local = String(names.count > 1 ? names[1] : names[0])
            if defaulted.contains(offset) {
                arguments.append(label == "_" ? "nil" : "\(label): nil")
            } else {
                kept.append(parameter)
                arguments.append(label == "_" ? local : "\(label): \(local)")
            }
        }
        let head = String(stripped[..<strippedOpen])
        let tail = String(stripped[stripped.index(after: close)...])
        let name = head.split(separator: " ").last.map(String.init) ?? ""
        let call = "\(name)(\(arguments.joined(separator: ", ")))"
        return availability(of: declaration, gate: gate) + head + "(" + kept.joined(separator: ", ") + ")" + tail + " { " + call + " }"
    }

    private static func matchingParen(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
            index = text.index(after: index)
        }
        return nil
    }

    /// The top-level parameters of a parameter list (commas inside closures' types stay).
    private static func splitParameters(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for c in list {
            defer { previous = c }
            if c == "(" || c == "[" || c == "<" { depth += 1 }
            // `->` is no closing bracket.
            if c == ")" || c == "]" || (c == ">" && previous != "-") { depth -= 1 }
            if depth < 0 { break }
            if c == ",", depth == 0 { parts.append(current.trimmed); current = ""; continue }
            current.append(c)
        }
        if !current.trimmed.isEmpty { parts.append(current.trimmed) }
        return parts
    }

    /// The declaration's leading attributes (with their arguments) and its other words.
    private static func split(_ declaration: String) -> (attributes: [String], words: [String]) {
        let words = InterfaceDeclaration.words(afterAttributesOf: declaration)
        let all = declaration.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // The attributes are the words before the ones `words(afterAttributesOf:)` keeps;
        // rebuilt from the text so `@available(iOS 17, *)`'s inner space survives.
        let attributeText = all.count > words.count ? all[0..<(all.count - words.count)].joined(separator: " ") : ""
        return (attributeText.isEmpty ? [] : [attributeText], words)
    }

    private static func replacingFirst(_ word: String, with replacement: String, in words: [String]) -> String {
        var words = words
        if let index = words.firstIndex(of: word) { words[index] = replacement }
        return words.joined(separator: " ")
    }
}
