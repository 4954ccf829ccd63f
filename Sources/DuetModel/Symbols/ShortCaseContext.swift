/// Which entry a short enumeration case (`.tile`) names in one block of prose. A short
/// spelling alone names the one case the catalogue knows by it, which may belong to
/// another enumeration than the block is about: `.tile` is a split behaviour, but in a
/// paragraph about `UITabBarController.Sidebar.Layout` it is that layout's case. The
/// block's enumerations (named outright, through a case written in full, or in the
/// declaration of a property or method it names) are tried first, the nearest one named
/// before the case first; the catalogue knows a case under its own enumeration by the full
/// spelling, as an alias of the enumeration's entry.
public struct ShortCaseContext: Sendable, Equatable {
    /// For each code span of the block, in order, the enumerations it names.
    let namedBySpan: [[String]]

    public static let empty = ShortCaseContext(namedBySpan: [])

    init(namedBySpan: [[String]]) {
        self.namedBySpan = namedBySpan
    }

    /// The context of a block, from its code spans in document order.
    public init(codeSpans: [String]) {
        self.namedBySpan = codeSpans.map(Self.enumerations(namedBy:))
    }

    /// Every enumeration the block names.
    public var enumerations: Set<String> { Set(namedBySpan.joined()) }

    /// The full spelling a short case stands for as the block's span at `index`, when the
    /// catalogue knows the case under one of the block's enumerations: the nearest named
    /// before it, else the nearest after. Nil for any other span.
    public func fullSpelling(of codeSpan: String, at index: Int) -> String? {
        guard codeSpan.hasPrefix("."), codeSpan.count > 1 else { return nil }
        let before = namedBySpan.indices.filter { $0 < index }.reversed()
        let after = namedBySpan.indices.filter { $0 >= index }
        for position in Array(before) + after {
            for enumeration in namedBySpan[position] where SymbolCatalogue.index[enumeration + codeSpan] != nil {
                return enumeration + codeSpan
            }
        }
        return nil
    }

    /// A short case that names a case of an enumeration this block does not name, while it
    /// names others: its link would lead to the wrong type's entry.
    public func misdirectedCase(_ codeSpan: String, at index: Int) -> APISymbol? {
        let named = enumerations
        guard codeSpan.hasPrefix("."), !named.isEmpty, fullSpelling(of: codeSpan, at: index) == nil,
              let symbol = SymbolCatalogue.resolve(codeSpan), symbol.kind == .enumCase,
              let owner = symbol.enumerationName, !named.contains(owner) else { return nil }
        return symbol
    }

    /// The enumerations one span names: itself, the enumeration of a case written in full,
    /// or the enumerations in the declaration of the property or method it names.
    static func enumerations(namedBy text: String) -> [String] {
        guard !text.hasPrefix("."), let symbol = SymbolCatalogue.resolve(text) else { return [] }
        switch symbol.kind {
        case .enumType: return [symbol.swiftName]
        case .enumCase: return symbol.enumerationName.map { [$0] } ?? []
        case .property, .method:
            return symbol.declarationTypeNames.compactMap { name in
                guard let type = SymbolCatalogue.resolve(name), type.kind == .enumType else { return nil }
                return type.swiftName
            }
        default: return []
        }
    }
}

extension APISymbol {
    /// The enumeration a case belongs to: its Swift name without the last component.
    var enumerationName: String? {
        guard kind == .enumCase, let dot = swiftName.lastIndex(of: ".") else { return nil }
        return String(swiftName[..<dot])
    }

    /// The type names a declaration uses (`UITabBarController.Sidebar.Placement` in
    /// `var preferredPlacement: UITabBarController.Sidebar.Placement { get set }`): each run
    /// of dotted names that starts with a capital letter.
    var declarationTypeNames: [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            while current.hasSuffix(".") { current.removeLast() }
            if let first = current.first, first.isUppercase { names.append(current) }
            current = ""
        }
        for character in declaration {
            if character.isLetter || character.isNumber || character == "_" || (character == "." && !current.isEmpty) {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return names
    }
}
