/// Every API symbol of the reference, and the lookup that turns an inline code span in the
/// prose into its entry. Lookup is by dictionary, built once, so linking a large book
/// costs one hash per code span.
public enum SymbolCatalogue {
    public static let all: [APISymbol] =
        (traitSymbols + deviceSymbols + presentationStyleSymbols + transitionStyleSymbols + segueSymbols
        + callbackSymbols + presentationSymbols + transitionSymbols + containerSymbols + modernSymbols + sceneEraSymbols
        + geometryAndLayoutSymbols + sheetsAndTransitionsSymbols + splitViewAndTabSymbols + collectionLayoutSymbols + menuBarSymbols
        + liquidGlassBarSymbols + externalDisplaySymbols).map(dated)

    /// A symbol with what the catalogue knows beside its entry: its Objective-C declaration,
    /// the availability of the later files, and every platform line of Apple's page.
    /// Availability a file states with its own source stays; Apple's listed lines fill
    /// the rest, and a specification holds the two to the same iOS numbers.
    private static func dated(_ entry: APISymbol) -> APISymbol {
        var symbol = entry
        symbol.objcDeclaration = objectiveCDeclarations[symbol.id] ?? laterObjectiveCDeclarations[symbol.id]
        if symbol.objcName == nil { symbol.objcName = laterObjectiveCNames[symbol.id] }
        if let dated = sheetsAndTransitionsAvailability[symbol.swiftName] {
            symbol.introduced = dated.introduced
            symbol.source = dated.source
        }
        if let change = availabilityChanges[symbol.swiftName] {
            symbol.introduced = change.introduced
            symbol.deprecated = change.deprecated
            symbol.replacement = change.replacement
            symbol.source = change.source
        }
        if let listed = listedAvailability[symbol.id] {
            symbol.platforms = listed.platforms
            symbol.owner = listed.owner
            symbol.unlistedAvailability = listed.unlistedBecause
            if symbol.introduced == nil { symbol.introduced = listed.iOS }
            if symbol.deprecated == nil, let deprecated = listed.deprecatedIOS {
                symbol.deprecated = deprecated
                symbol.replacement = symbol.replacement ?? listed.replacement
            }
            if symbol.source == nil { symbol.source = listed.source(naming: symbol.swiftName) }
        }
        // A file's own dates with no page of lines: its iOS line, from its own source.
        if symbol.platforms.isEmpty, symbol.unlistedAvailability == nil, let introduced = symbol.introduced {
            symbol.platforms = [PlatformAvailability(.iOS, introduced: introduced, deprecated: symbol.deprecated)]
        }
        return symbol
    }

    public static func symbols(in area: ReferenceArea) -> [APISymbol] {
        all.filter { $0.area == area }
    }

    /// The entry a code span names, in Swift or Objective-C spelling, with or without a
    /// type prefix (`UIViewController.show(_:sender:)`) or an Objective-C method wrapper
    /// (`-[UIViewController showViewController:sender:]`).
    public static func resolve(_ codeSpan: String) -> APISymbol? {
        var text = codeSpan.trimmed
        if let symbol = index[text] { return all[symbol] }
        // -[Class selector:] or +[Class selector:]
        if (text.hasPrefix("-[") || text.hasPrefix("+[")) && text.hasSuffix("]") {
            let inner = text.dropFirst(2).dropLast()
            if let space = inner.lastIndex(of: " ") {
                text = String(inner[inner.index(after: space)...])
                if let symbol = index[text] { return all[symbol] }
            }
        }
        // Type.member: try the member alone, then `.member` for enum cases.
        if let dot = text.firstIndex(of: "."), dot != text.startIndex, !text[..<dot].contains("(") {
            let member = String(text[text.index(after: dot)...])
            if let symbol = index[member] ?? index["." + member] { return all[symbol] }
        }
        // A Swift method without arguments may be written with or without `()`.
        if text.hasSuffix("()"), let symbol = index[String(text.dropLast(2))] { return all[symbol] }
        if !text.contains("("), !text.contains(":"), let symbol = index[text + "()"], all[symbol].kind == .method {
            return all[symbol]
        }
        return nil
    }

    /// Spelling -> position in `all`. A spelling two symbols share is dropped from the
    /// index (neither is linked) rather than linked to the wrong one.
    static let index: [String: Int] = {
        var table: [String: Int] = [:]
        var ambiguous: Set<String> = []
        for (position, symbol) in all.enumerated() {
            for spelling in spellings(of: symbol) {
                if let existing = table[spelling], existing != position {
                    ambiguous.insert(spelling)
                } else {
                    table[spelling] = position
                }
            }
        }
        for spelling in ambiguous { table[spelling] = nil }
        return table
    }()

    /// Every spelling that names a symbol: Swift, Objective-C, aliases, and for an enum
    /// case `Type.case` also `.case`.
    static func spellings(of symbol: APISymbol) -> [String] {
        var result = [symbol.swiftName] + symbol.aliases
        if let objc = symbol.objcName { result.append(objc) }
        if symbol.kind == .enumCase, let dot = symbol.swiftName.lastIndex(of: ".") {
            result.append(String(symbol.swiftName[dot...]))
        }
        return result
    }

    /// Spellings two symbols share, which `resolve` refuses to guess; tests keep it empty.
    public static var ambiguousSpellings: [String] {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        for (position, symbol) in all.enumerated() {
            for spelling in spellings(of: symbol) {
                if let other = seen[spelling], other != position { result.insert(spelling) }
                seen[spelling] = position
            }
        }
        return result.sorted()
    }

    /// Whether a code span looks like a UIKit API: a `UI` or `NS` class name, an
    /// Objective-C selector (`name:other:`), a Swift signature (`name(_:label:)`), or a
    /// delegate method shape. Plain words, literals and statements do not.
    public static func looksLikeAPI(_ codeSpan: String) -> Bool {
        let text = codeSpan.trimmed
        guard !text.isEmpty, !text.contains(" ") else { return false }
        let scalars = Array(text.unicodeScalars)
        func isUpper(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
        func isIdentifier(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || isUpper(s) || ("0"..."9").contains(s) || s == "_" }
        if scalars.count > 2, (text.hasPrefix("UI") || text.hasPrefix("NS")), isUpper(scalars[2]) { return true }
        // Selector: identifier parts each followed by a colon.
        if text.hasSuffix(":"), scalars.allSatisfy({ isIdentifier($0) || $0 == ":" }), !("0"..."9").contains(scalars[0]) { return true }
        // Swift signature: name(label:label:)
        if let open = text.firstIndex(of: "("), text.hasSuffix(":)") || text.hasSuffix("()") {
            let name = text[..<open]
            if !name.isEmpty, name.unicodeScalars.allSatisfy({ isIdentifier($0) || $0 == "." }) { return true }
        }
        for shape in ["animationController", "presentationController", "interactionController", "adaptivePresentationStyle"]
        where text.hasPrefix(shape) {
            return true
        }
        return false
    }
}

extension String {
    var trimmed: String {
        // Nearly every code span starts and ends with a visible ASCII character: nothing to
        // trim, and no copy (this runs for every code span of every page, several times).
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
