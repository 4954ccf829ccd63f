/// One declaration of the model's UIKit interface: a catalogue entry, or a declaration
/// the listings rely on beside the entries (`SymbolCatalogue.listingSupport`). The
/// interface places it inside its owner and gates it behind the release that introduced it.
public struct InterfaceDeclaration: Sendable, Hashable {
    /// The type or protocol that declares it (`UIWindowScene.GeometryPreferences`); nil at
    /// the top level.
    public let owner: String?
    /// Apple's Swift declaration, as the reference shows it.
    public let declaration: String
    /// The iOS release that introduced it ("17.0"); nil where Apple's page lists no release.
    public let introduced: String?

    public init(owner: String?, declaration: String, introduced: String?) {
        self.owner = owner
        self.declaration = declaration
        self.introduced = introduced
    }

    /// What the declaration declares, read from its first keyword after any attributes.
    enum Role: Equatable {
        case type(keyword: String, name: String)
        case member
    }

    var role: Role {
        let words = InterfaceDeclaration.words(afterAttributesOf: declaration)
        guard let keyword = words.first else { return .member }
        let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
        // `final class`, but not `class func` or `class var`.
        let index = (keyword == "final" || keyword == "open" || keyword == "public") ? 1 : 0
        guard index < words.count, typeKeywords.contains(words[index]), index + 1 < words.count else { return .member }
        let next = words[index + 1]
        guard !["func", "var", "let", "subscript"].contains(next) else { return .member }
        let name = String(next.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return .type(keyword: words[index], name: name)
    }

    /// The full dotted name of a type declaration (`UISheetPresentationController.Detent`).
    var typeName: String? {
        guard case .type(_, let name) = role else { return nil }
        return owner.map { $0 + "." + name } ?? name
    }

    /// The words of a declaration after its leading `@` attributes (with their arguments).
    static func words(afterAttributesOf declaration: String) -> [String] {
        var rest = Substring(declaration)
        while true {
            rest = rest.drop { $0 == " " }
            guard rest.first == "@" else { break }
            rest = rest.dropFirst()
            rest = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" }
            if rest.first == "(" {
                var depth = 0
                var index = rest.startIndex
                while index < rest.endIndex {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1; if depth == 0 { break } }
                    index = rest.index(after: index)
                }
                rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
            }
        }
        return rest.split(separator: " ").map(String.init)
    }
}
