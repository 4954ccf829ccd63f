/// Tables of the platform since the guide: iPad windowing per release, sheet detents and
/// the APIs that arrived or were deprecated after iOS 12.
extension ReferenceTables {
    static var ipadWindowingTable: ModelTable {
        ModelTable(
            id: "ipad-windowing",
            caption: LocalizedText(en: "How an iPad app shares the screen, by release", zh: "iPad 应用如何共享屏幕（按系统版本）"),
            columns: [
                ModelColumn(LocalizedText(en: "Mode", zh: "模式"), key: true),
                ModelColumn(LocalizedText(en: "Releases", zh: "系统版本")),
                ModelColumn(LocalizedText(en: "Window sizes", zh: "窗口尺寸")),
                ModelColumn(LocalizedText(en: "Horizontal size class", zh: "水平尺寸类")),
            ],
            rows: WindowingMode.allCases.map { mode in
                [ModelCell(mode.name), ModelCell(mode.releases), ModelCell(mode.sizes), ModelCell(mode.sizeClassRule)]
            },
            rowSources: WindowingMode.allCases.map(\.sources)
        )
    }

    static var sheetDetentsTable: ModelTable {
        let environments = [regularEnvironment, compactWidthEnvironment, compactHeightEnvironment]
        return ModelTable(
            id: "sheet-detents",
            caption: LocalizedText(en: "Sheet detents in each environment (iOS 15 and later)", zh: "各环境中的表单停靠高度（iOS 15 及以后）"),
            columns: [
                ModelColumn(LocalizedText(en: "Detent", zh: "停靠高度"), key: true),
                ModelColumn(LocalizedText(en: "Since", zh: "起始版本")),
                ModelColumn(LocalizedText(en: "Regular width and height", zh: "常规宽度和高度")),
                ModelColumn(LocalizedText(en: "Compact width", zh: "紧凑宽度")),
                ModelColumn(LocalizedText(en: "Compact height", zh: "紧凑高度")),
                ModelColumn(LocalizedText(en: "Compact height, edge-attached", zh: "紧凑高度，贴边")),
            ],
            rows: SheetDetent.allCases.map { detent in
                [ModelCell(invariant: detent.swiftName), ModelCell(invariant: "iOS \(detent.introduced)")]
                    + environments.map { ModelCell(detent.appearance(in: $0, prefersEdgeAttachedInCompactHeight: false)) }
                    + [ModelCell(detent.appearance(in: compactHeightEnvironment, prefersEdgeAttachedInCompactHeight: true))]
            },
            sources: [FactSources.sheetPresentationController, FactSources.modalPresentationStyle],
            editions: EditionRange(from: .ios13)
        )
    }

    /// Every API of the catalogue with an availability, newest first: what arrived after
    /// the guide and what it deprecated, with the replacement.
    static var apiAvailabilityTable: ModelTable {
        let symbols = SymbolCatalogue.all.filter { $0.introduced != nil }
        let sorted = symbols.sorted {
            let left = ReleaseNumber($0.deprecated ?? $0.introduced!), right = ReleaseNumber($1.deprecated ?? $1.introduced!)
            return left != right ? left > right : $0.swiftName < $1.swiftName
        }
        return ModelTable(
            id: "api-availability",
            caption: LocalizedText(en: "APIs added or deprecated since the guide", zh: "指南之后新增或弃用的 API"),
            columns: [
                ModelColumn(LocalizedText(en: "API", zh: "API"), key: true),
                ModelColumn(LocalizedText(en: "Introduced", zh: "引入版本")),
                ModelColumn(LocalizedText(en: "Deprecated", zh: "弃用版本")),
                ModelColumn(LocalizedText(en: "Use instead", zh: "替代方案")),
            ],
            rows: sorted.map { symbol in
                [
                    ModelCell(invariant: symbol.swiftName),
                    ModelCell(invariant: "iOS \(symbol.introduced!)"),
                    ModelCell(invariant: symbol.deprecated.map { "iOS \($0)" } ?? "—"),
                    ModelCell(invariant: symbol.replacement ?? "—"),
                ]
            },
            rowSources: sorted.map { $0.source.map { [$0] } ?? [] }
        )
    }
}

/// "17.0" compared as numbers, so 9.0 sorts before 13.0.
struct ReleaseNumber: Comparable {
    let parts: [Int]
    init(_ text: String) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }
    static func < (lhs: ReleaseNumber, rhs: ReleaseNumber) -> Bool { lhs.parts.lexicographicallyPrecedes(rhs.parts) }
}
