import DuetModel

/// DocC's two ways of leading a reader on from an entry: Topics, the area's entries
/// grouped by what they are (classes, protocols, methods …), and See Also, the few
/// entries that belong with one — its enumeration or its cases, the API that replaces it
/// or that it replaces, and entries about the same model table.
enum ReferenceTopics {
    /// The group titles in the order DocC lists them.
    static let kindOrder: [APISymbol.Kind] = [.class, .protocol, .enumType, .enumCase, .property, .method, .function]

    static func title(of kind: APISymbol.Kind, language: Language) -> String {
        let title: LocalizedText = switch kind {
        case .class: LocalizedText(en: "Classes and Structures", key: "reference-topics.class")
        case .protocol: LocalizedText(en: "Protocols", key: "reference-topics.protocol")
        case .enumType: LocalizedText(en: "Enumerations", key: "reference-topics.enum-type")
        case .enumCase: LocalizedText(en: "Enumeration Cases and Constants", key: "reference-topics.enum-case")
        case .property: LocalizedText(en: "Properties", key: "reference-topics.property")
        case .method: LocalizedText(en: "Methods and Initializers", key: "reference-topics.method")
        case .function: LocalizedText(en: "Functions and Attributes", key: "reference-topics.function")
        }
        return title[language]
    }

    /// The area's entries grouped by kind, empty groups left out.
    static func groups(in area: ReferenceArea) -> [(kind: APISymbol.Kind, symbols: [APISymbol])] {
        let symbols = SymbolCatalogue.symbols(in: area)
        return kindOrder.compactMap { kind in
            let members = symbols.filter { $0.kind == kind }
            return members.isEmpty ? nil : (kind, members)
        }
    }

    /// At most this many See Also links per entry, so the list stays a pointer, not an index.
    static let seeAlsoLimit = 6

    /// Entries that belong with `symbol`, most closely related first, never itself.
    static func seeAlso(_ symbol: APISymbol) -> [APISymbol] {
        let related = SeeAlsoIndex.shared
        var result: [APISymbol] = []
        func add(_ candidate: APISymbol?) {
            guard let candidate, candidate.id != symbol.id, !result.contains(where: { $0.id == candidate.id }) else { return }
            result.append(candidate)
        }
        if symbol.kind == .enumCase, let dot = symbol.swiftName.lastIndex(of: ".") {
            add(related.enumTypes[String(symbol.swiftName[..<dot])])
        }
        if symbol.kind == .enumType {
            related.enumCases.filter { $0.swiftName.hasPrefix(symbol.swiftName + ".") }.forEach(add)
        }
        if let replacement = symbol.replacement { add(SymbolCatalogue.resolve(replacement)) }
        related.replacing[symbol.id, default: []].forEach(add)
        let tables = Set(symbol.relatedTableIDs)
        if !tables.isEmpty {
            let positions = Set(tables.flatMap { related.aboutTable[$0, default: []] })
            positions.sorted().forEach { add(related.all[$0]) }
        }
        return Array(result.prefix(seeAlsoLimit))
    }
}

/// What See Also looks up for every entry, found once per process: each entry of every
/// reference page asked the whole catalogue, resolving every other entry's replacement.
private struct SeeAlsoIndex: Sendable {
    static let shared = SeeAlsoIndex(SymbolCatalogue.all)

    let all: [APISymbol]
    /// Enumerations by Swift name, the first of a name as the catalogue lists them.
    let enumTypes: [String: APISymbol]
    let enumCases: [APISymbol]
    /// The entries that name each entry as their replacement, in catalogue order.
    let replacing: [String: [APISymbol]]
    /// Catalogue positions of the entries about each model table.
    let aboutTable: [String: [Int]]

    init(_ all: [APISymbol]) {
        self.all = all
        var enumTypes: [String: APISymbol] = [:]
        var replacing: [String: [APISymbol]] = [:]
        var aboutTable: [String: [Int]] = [:]
        for (position, symbol) in all.enumerated() {
            if symbol.kind == .enumType, enumTypes[symbol.swiftName] == nil { enumTypes[symbol.swiftName] = symbol }
            if let replacement = symbol.replacement.flatMap(SymbolCatalogue.resolve) {
                replacing[replacement.id, default: []].append(symbol)
            }
            for table in Set(symbol.relatedTableIDs) { aboutTable[table, default: []].append(position) }
        }
        self.enumTypes = enumTypes
        self.enumCases = all.filter { $0.kind == .enumCase }
        self.replacing = replacing
        self.aboutTable = aboutTable
    }
}
