extension SymbolCatalogue {
    /// Every entry's Swift declaration, placed in its owner, then the declarations the
    /// listings rely on beside the entries. Entries that are not Swift declarations (an
    /// Info.plist key, a segue kind named in Interface Builder) are left out.
    static var interfaceDeclarations: [InterfaceDeclaration] {
        all.compactMap(interfaceDeclaration(of:)) + listingSupport
    }

    private static func interfaceDeclaration(of symbol: APISymbol) -> InterfaceDeclaration? {
        // Entries Apple lists no availability for are not UIKit declarations (an action
        // method a developer writes for an unwind segue).
        guard symbol.unlistedAvailability == nil, isSwiftDeclaration(symbol.declaration) else { return nil }
        let owner: String?
        if let listed = symbol.owner {
            owner = listed
        } else if let dot = symbol.swiftName.lastIndex(of: "."), symbol.swiftName.first?.isUppercase == true,
                  !symbol.swiftName[..<dot].contains("(") {
            // `UISheetPresentationController.Detent`, `UIModalPresentationStyle.popover`.
            owner = String(symbol.swiftName[..<dot])
        } else {
            owner = nil
        }
        return InterfaceDeclaration(owner: owner, declaration: symbol.declaration, introduced: symbol.introduced)
    }

    /// A declaration written in Swift: it starts with an attribute or a declaration keyword.
    private static func isSwiftDeclaration(_ text: String) -> Bool {
        guard let first = InterfaceDeclaration.words(afterAttributesOf: text).first else { return false }
        let keywords: Set<String> = [
            "class", "struct", "enum", "protocol", "actor", "func", "var", "let", "case", "init", "init?", "subscript",
            "typealias", "macro", "static", "final", "weak", "unowned", "unowned(unsafe)", "lazy", "dynamic", "optional", "required", "convenience", "override", "nonisolated", "mutating",
        ]
        return keywords.contains(first) || first.hasPrefix("init(") || first.hasPrefix("init?(") || first.hasPrefix("func")
    }
}
