/// The declarations of UIKit that the chapters' listings and the catalogue's own
/// declarations use beside the reference's entries: the views, controls and value types a
/// listing needs to set up what it shows. They have no reference entry, but each holds
/// Apple's declaration, the iOS release Apple's page lists and that page, so a listing
/// that calls one is checked as strictly as one that calls an entry.
extension SymbolCatalogue {
    static var listingSupport: [InterfaceDeclaration] {
        supportingDeclarations.map { InterfaceDeclaration(owner: $0.owner, declaration: $0.declaration, introduced: $0.introduced) }
    }

    static let supportingDeclarations: [SupportingDeclaration] = supportingTypes + supportingMembers
}

/// A declaration of the listing support, with where Apple documents it.
public struct SupportingDeclaration: Sendable, Hashable {
    public let owner: String?
    public let declaration: String
    /// The iOS release Apple's page lists; nil where it lists iOS with no release.
    public let introduced: String?
    /// The address of Apple's documentation page for it.
    public let page: String

    init(_ owner: String?, _ declaration: String, _ introduced: String?, _ path: String) {
        self.owner = owner
        self.declaration = declaration
        self.introduced = introduced
        self.page = "https://developer.apple.com/documentation/" + path
    }
}
