import DuetModel

/// DocC's two ways of leading a reader on from an entry: Topics, the area's entries
/// grouped by what they are (classes, protocols, methods …), and See Also, the few
/// entries that belong with one — its enumeration or its cases, the API that replaces it
/// or that it replaces, and entries about the same model table.
enum ReferenceTopics {
    /// The group titles in the order DocC lists them.
    static let kindOrder: [APISymbol.Kind] = [.class, .protocol, .enumType, .enumCase, .property, .method, .function]

    static func title(of kind: APISymbol.Kind, language: Language) -> String {
        let zh = language == .zh
        switch kind {
        case .class: return zh ? "类与结构体" : "Classes and Structures"
        case .protocol: return zh ? "协议" : "Protocols"
        case .enumType: return zh ? "枚举" : "Enumerations"
        case .enumCase: return zh ? "枚举成员与常量" : "Enumeration Cases and Constants"
        case .property: return zh ? "属性" : "Properties"
        case .method: return zh ? "方法与初始化器" : "Methods and Initializers"
        case .function: return zh ? "函数与特性" : "Functions and Attributes"
        }
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
        let all = SymbolCatalogue.all
        var result: [APISymbol] = []
        func add(_ candidate: APISymbol?) {
            guard let candidate, candidate.id != symbol.id, !result.contains(where: { $0.id == candidate.id }) else { return }
            result.append(candidate)
        }
        if symbol.kind == .enumCase, let dot = symbol.swiftName.lastIndex(of: ".") {
            let owner = String(symbol.swiftName[..<dot])
            add(all.first { $0.swiftName == owner && $0.kind == .enumType })
        }
        if symbol.kind == .enumType {
            all.filter { $0.kind == .enumCase && $0.swiftName.hasPrefix(symbol.swiftName + ".") }.forEach(add)
        }
        if let replacement = symbol.replacement { add(SymbolCatalogue.resolve(replacement)) }
        all.filter { other in other.replacement.flatMap(SymbolCatalogue.resolve)?.id == symbol.id }.forEach(add)
        let tables = Set(symbol.relatedTableIDs)
        if !tables.isEmpty {
            all.filter { !tables.isDisjoint(with: $0.relatedTableIDs) }.forEach(add)
        }
        return Array(result.prefix(seeAlsoLimit))
    }
}
