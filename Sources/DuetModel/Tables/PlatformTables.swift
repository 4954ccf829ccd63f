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
            rowSources: WindowingMode.allCases.map(\.sources),
            rowAvailability: WindowingMode.allCases.map(\.availability)
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
                    + environments.map { environment in
                        ModelCell(detent.appearance(in: environment, prefersEdgeAttachedInCompactHeight: false),
                                  additions: environment == compactWidthEnvironment ? [SheetLook.iOS26(at: detent)] : [])
                    }
                    + [ModelCell(detent.appearance(in: compactHeightEnvironment, prefersEdgeAttachedInCompactHeight: true))]
            },
            sources: [FactSources.sheetPresentationController, FactSources.sheetDetent, FactSources.modalPresentationStyle],
            editions: EditionRange(from: .ios13, since: "15.0"),
            rowAvailability: SheetDetent.allCases.map { .since($0.introduced) }
        )
    }

    /// Sheets after the guide, release by release: the detents of iOS 15 to the placement
    /// of iOS 27, each row with the page it comes from.
    static var sheetChangesTable: ModelTable {
        ModelTable(
            id: "sheet-changes",
            caption: LocalizedText(en: "What changed for sheets, by release", zh: "表单的变化（按系统版本）"),
            columns: [
                ModelColumn(LocalizedText(en: "Since", zh: "起始版本")),
                ModelColumn(LocalizedText(en: "API or behaviour", zh: "API 或行为"), key: true),
                ModelColumn(LocalizedText(en: "What it does", zh: "作用")),
            ],
            rows: SheetChange.all.map { change in
                [ModelCell(invariant: "iOS \(change.introduced)"), ModelCell(invariant: change.subject), ModelCell(change.effect)]
            },
            rowSources: SheetChange.all.map(\.sources),
            editions: EditionRange(from: .ios13, since: "15.0"),
            rowAvailability: SheetChange.all.map { .since($0.introduced) }
        )
    }

    /// Every API of the catalogue with an availability, newest first: what arrived after
    /// the guide and what it deprecated, with the replacement. Without a release, as of
    /// today; for a release, only what exists there, and a deprecation only once it has
    /// happened.
    static var apiAvailabilityTable: ModelTable { apiAvailabilityTable(in: nil) }

    /// Replacements that did not exist yet in every release since the deprecation: the
    /// release the named replacement arrived in, and what stood in before it.
    /// `effectiveGeometry` arrived in iOS 16; from 13 the window scene had its own
    /// `interfaceOrientation`, which the SDK header later deprecated in its favour.
    static let earlierReplacements: [String: (until: Int, replacement: String)] = [
        "statusBarOrientation": (16, "UIWindowScene.interfaceOrientation"),
    ]

    static func apiAvailabilityTable(in release: Release?) -> ModelTable {
        let symbols = SymbolCatalogue.all.filter { symbol in
            guard let introduced = symbol.introduced else { return false }
            // Older than the guide and never deprecated: nothing changed since the guide.
            if Release.major(of: introduced) < Release.first.major && symbol.deprecated == nil { return false }
            return release.map { symbol.availability.holds(in: $0) } ?? true
        }
        func deprecated(_ symbol: APISymbol) -> String? { deprecation(symbol.deprecated, asOf: release) }
        let sorted = symbols.sorted {
            let left = ReleaseNumber(deprecated($0) ?? $0.introduced!), right = ReleaseNumber(deprecated($1) ?? $1.introduced!)
            return left != right ? left > right : $0.swiftName < $1.swiftName
        }
        func replacement(of symbol: APISymbol, in release: Release?) -> String {
            if let release, let earlier = earlierReplacements[symbol.swiftName], release.major < earlier.until {
                return earlier.replacement
            }
            return symbol.replacement ?? "—"
        }
        return ModelTable(
            id: "api-availability",
            caption: release.map { LocalizedText(en: "APIs added or deprecated since the guide, as of iOS \($0.major)", zh: "指南之后新增或弃用的 API（截至 iOS \($0.major)）") }
                ?? LocalizedText(en: "APIs added or deprecated since the guide", zh: "指南之后新增或弃用的 API"),
            columns: [
                ModelColumn(LocalizedText(en: "API", zh: "API"), key: true),
                introducedColumn, deprecatedColumn, useInsteadColumn,
            ],
            rows: sorted.map { symbol in
                let deprecation = deprecated(symbol)
                return [
                    ModelCell(invariant: symbol.swiftName),
                    ModelCell(invariant: "iOS \(symbol.introduced!)"),
                    ModelCell(invariant: deprecation.map { "iOS \($0)" } ?? "—"),
                    ModelCell(invariant: deprecation == nil ? "—" : replacement(of: symbol, in: release)),
                ]
            },
            rowSources: sorted.map { $0.source.map { [$0] } ?? [] },
            rowAvailability: sorted.map(\.availability)
        )
    }
}

/// "17.0" compared as numbers, so 9.0 sorts before 13.0.
struct ReleaseNumber: Comparable {
    let parts: [Int]
    init(_ text: String) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }
    static func < (lhs: ReleaseNumber, rhs: ReleaseNumber) -> Bool { lhs.parts.lexicographicallyPrecedes(rhs.parts) }
}

/// Tables of sheets beyond detents and of the iOS 18 preferred transitions.
extension ReferenceTables {
    static var sheetSizingTable: ModelTable {
        let regular = regularEnvironment, compactWidth = compactWidthEnvironment, compactHeight = compactHeightEnvironment
        let cases: [(LocalizedText, LocalizedText, SizeClasses, SheetConfiguration)] = [
            (LocalizedText(en: "Regular width and height", zh: "常规宽度和高度"), LocalizedText(invariant: "prefersPageSizing = true"), regular, SheetConfiguration()),
            (LocalizedText(en: "Regular width and height", zh: "常规宽度和高度"), LocalizedText(invariant: "prefersPageSizing = false"), regular, SheetConfiguration(prefersPageSizing: false)),
            (LocalizedText(en: "Compact width", zh: "紧凑宽度"), LocalizedText(invariant: "widthFollowsPreferredContentSizeWhenEdgeAttached = true"), compactWidth,
             SheetConfiguration(widthFollowsPreferredContentSizeWhenEdgeAttached: true)),
            (LocalizedText(en: "Compact height", zh: "紧凑高度"), LocalizedText(invariant: "prefersEdgeAttachedInCompactHeight = false"), compactHeight, SheetConfiguration()),
            (LocalizedText(en: "Compact height", zh: "紧凑高度"), LocalizedText(invariant: "prefersEdgeAttachedInCompactHeight = true"), compactHeight,
             SheetConfiguration(prefersEdgeAttachedInCompactHeight: true)),
            (LocalizedText(en: "Compact height", zh: "紧凑高度"), LocalizedText(invariant: "prefersEdgeAttachedInCompactHeight = true, widthFollowsPreferredContentSizeWhenEdgeAttached = true"), compactHeight,
             SheetConfiguration(prefersEdgeAttachedInCompactHeight: true, widthFollowsPreferredContentSizeWhenEdgeAttached: true)),
        ]
        return ModelTable(
            id: "sheet-sizing",
            caption: LocalizedText(en: "How wide a sheet is, by environment and setting", zh: "表单的宽度（按环境和设置）"),
            columns: [
                ModelColumn(LocalizedText(en: "Environment", zh: "环境"), key: true),
                ModelColumn(LocalizedText(en: "Setting", zh: "设置"), key: true),
                ModelColumn(LocalizedText(en: "Width", zh: "宽度")),
            ],
            rows: cases.map { environment, setting, classes, configuration in
                [ModelCell(environment), ModelCell(setting),
                 ModelCell(configuration.width(in: classes).term, additions: classes == regular ? [SheetLook.placement] : [])]
            },
            sources: [FactSources.sheetSizing, FactSources.prefersEdgeAttached, FactSources.prefersPageSizing, FactSources.sheetPresentationController],
            editions: EditionRange(from: .ios13, since: "15.0"),
            rowAvailability: cases.map { $0.1.en.hasPrefix("prefersPageSizing") ? .since("17.0") : .since("15.0") }
        )
    }

    static var sheetDimmingTable: ModelTable {
        let settings: [SheetDetent?] = [nil, .medium, .large]
        func dimmed(_ value: Bool?) -> LocalizedText {
            switch value {
            case true?: LocalizedText(en: "Dimmed; the content behind does not respond", zh: "变暗；后方内容不响应操作")
            case false?: LocalizedText(en: "Not dimmed; the content behind stays usable", zh: "不变暗；后方内容仍可操作")
            case nil: LocalizedText(en: "Depends on the resolver's height", zh: "取决于解析闭包返回的高度")
            }
        }
        return ModelTable(
            id: "sheet-dimming",
            caption: LocalizedText(en: "What a sheet dims at each detent, by its largest undimmed detent", zh: "表单在各停靠高度下是否使后方变暗（按最大不变暗停靠高度）"),
            columns: [
                ModelColumn(LocalizedText(invariant: "largestUndimmedDetentIdentifier"), key: true),
                ModelColumn(LocalizedText(en: "At .medium()", zh: "位于 .medium() 时")),
                ModelColumn(LocalizedText(en: "At .large()", zh: "位于 .large() 时")),
            ],
            rows: settings.map { largest in
                let configuration = SheetConfiguration(largestUndimmedDetent: largest)
                return [ModelCell(invariant: largest.map { $0 == .medium ? ".medium" : ".large" } ?? "nil"),
                        ModelCell(dimmed(configuration.dimsBehind(at: .medium))), ModelCell(dimmed(configuration.dimsBehind(at: .large)))]
            },
            sources: [FactSources.largestUndimmedDetent, FactSources.sheetPresentationController],
            editions: EditionRange(from: .ios13, since: "15.0")
        )
    }

    static var preferredTransitionsTable: ModelTable {
        ModelTable(
            id: "preferred-transitions",
            caption: LocalizedText(en: "Values of preferredTransition (iOS 18 and later)", zh: "preferredTransition 的取值（iOS 18 及以后）"),
            columns: [
                ModelColumn(LocalizedText(en: "Transition", zh: "转场"), key: true),
                ModelColumn(LocalizedText(en: "Since", zh: "起始版本")),
                ModelColumn(LocalizedText(en: "Push too", zh: "也用于推入")),
                ModelColumn(LocalizedText(en: "What it does", zh: "效果")),
            ],
            rows: PreferredTransition.allCases.map { transition in
                [ModelCell(invariant: transition.swiftName), ModelCell(invariant: "iOS \(transition.introduced)"),
                 ModelCell(transition.worksForPush == true ? LocalizedText(en: "yes", zh: "是") : LocalizedText(en: "not documented", zh: "文档未说明")),
                 ModelCell(transition.effect)]
            },
            rowSources: PreferredTransition.allCases.map(\.sources),
            editions: EditionRange(from: .ios18),
            rowAvailability: PreferredTransition.allCases.map { .since($0.introduced) }
        )
    }
}
