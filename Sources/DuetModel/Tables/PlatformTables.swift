/// Tables of the platform since the guide: iPad windowing per release, sheet detents and
/// the APIs that arrived or were deprecated after iOS 12.
extension ReferenceTables {
    static var ipadWindowingTable: ModelTable {
        ModelTable(
            id: "ipad-windowing",
            caption: LocalizedText(en: "How an iPad app shares the screen, by release", key: "platform-tables.how-ipad-app-shares-screen-release"),
            columns: [
                ModelColumn(LocalizedText(en: "Mode", key: "platform-tables.mode"), key: true),
                ModelColumn(LocalizedText(en: "Releases", key: "platform-tables.releases")),
                ModelColumn(LocalizedText(en: "Window sizes", key: "platform-tables.window-sizes")),
                ModelColumn(LocalizedText(en: "Horizontal size class", key: "platform-tables.horizontal-size-class")),
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
            caption: LocalizedText(en: "Sheet detents in each environment (iOS 15 and later)", key: "platform-tables.sheet-detents-each-environment-ios-15"),
            columns: [
                ModelColumn(LocalizedText(en: "Detent", key: "platform-tables.detent"), key: true),
                ModelColumn(LocalizedText(en: "Since", key: "platform-tables.since")),
                ModelColumn(LocalizedText(en: "Regular width and height", key: "platform-tables.regular-width-height")),
                ModelColumn(LocalizedText(en: "Compact width", key: "platform-tables.compact-width")),
                ModelColumn(LocalizedText(en: "Compact height", key: "platform-tables.compact-height")),
                ModelColumn(LocalizedText(en: "Compact height, edge-attached", key: "platform-tables.compact-height-edge-attached")),
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
            caption: LocalizedText(en: "What changed for sheets, by release", key: "platform-tables.what-changed-sheets-release"),
            columns: [
                ModelColumn(LocalizedText(en: "Since", key: "platform-tables.since")),
                ModelColumn(LocalizedText(en: "API or behaviour", key: "platform-tables.api-behaviour"), key: true),
                ModelColumn(LocalizedText(en: "What it does", key: "platform-tables.what-does")),
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
            guard release.map({ symbol.availability.holds(in: $0) }) ?? true else { return false }
            // In the guide's release or older and not deprecated by the release asked
            // about: nothing changed since the guide.
            return Release.major(of: introduced) > Release.first.major || deprecation(symbol.deprecated, asOf: release) != nil
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
            caption: release.map { LocalizedText(en: "APIs added or deprecated since the guide, as of iOS {release}", key: "platform-tables.apis-added-deprecated-as-of", arguments: ["release": LocalizedText(invariant: String($0.major))]) }
                ?? LocalizedText(en: "APIs added or deprecated since the guide", key: "platform-tables.apis-added-deprecated-since-guide"),
            columns: [
                ModelColumn(LocalizedText(invariant: "API"), key: true),
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
            // In the guide's own release nothing has changed since the guide yet.
            editions: EditionRange(from: .guide, since: "9.0"),
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
            (LocalizedText(en: "Regular width and height", key: "platform-tables.regular-width-height"), LocalizedText(invariant: "prefersPageSizing = true"), regular, SheetConfiguration()),
            (LocalizedText(en: "Regular width and height", key: "platform-tables.regular-width-height"), LocalizedText(invariant: "prefersPageSizing = false"), regular, SheetConfiguration(prefersPageSizing: false)),
            (LocalizedText(en: "Compact width", key: "platform-tables.compact-width"), LocalizedText(invariant: "widthFollowsPreferredContentSizeWhenEdgeAttached = true"), compactWidth,
             SheetConfiguration(widthFollowsPreferredContentSizeWhenEdgeAttached: true)),
            (LocalizedText(en: "Compact height", key: "platform-tables.compact-height"), LocalizedText(invariant: "prefersEdgeAttachedInCompactHeight = false"), compactHeight, SheetConfiguration()),
            (LocalizedText(en: "Compact height", key: "platform-tables.compact-height"), LocalizedText(invariant: "prefersEdgeAttachedInCompactHeight = true"), compactHeight,
             SheetConfiguration(prefersEdgeAttachedInCompactHeight: true)),
            (LocalizedText(en: "Compact height", key: "platform-tables.compact-height"), LocalizedText(invariant: "prefersEdgeAttachedInCompactHeight = true, widthFollowsPreferredContentSizeWhenEdgeAttached = true"), compactHeight,
             SheetConfiguration(prefersEdgeAttachedInCompactHeight: true, widthFollowsPreferredContentSizeWhenEdgeAttached: true)),
        ]
        return ModelTable(
            id: "sheet-sizing",
            caption: LocalizedText(en: "How wide a sheet is, by environment and setting", key: "platform-tables.how-wide-sheet-environment-setting"),
            columns: [
                ModelColumn(LocalizedText(en: "Environment", key: "platform-tables.environment"), key: true),
                ModelColumn(LocalizedText(en: "Setting", key: "platform-tables.setting"), key: true),
                ModelColumn(LocalizedText(en: "Width", key: "platform-tables.width")),
            ],
            // Before prefersPageSizing (iOS 15 and 16) the presentation style alone sets a
            // sheet's width in a regular environment.
            rows: [[ModelCell(LocalizedText(en: "Regular width and height", key: "platform-tables.regular-width-height")),
                    ModelCell(LocalizedText(invariant: "modalPresentationStyle")),
                    ModelCell(LocalizedText(en: "Set by the style: a page sheet is about a page in size (exact size not documented); a form sheet is smaller, or the width of preferredContentSize",
                                            key: "platform-tables.set-by-style-page-sheet-form-sheet"))]]
                + cases.map { environment, setting, classes, configuration in
                    [ModelCell(environment), ModelCell(setting),
                     ModelCell(configuration.width(in: classes).term, additions: classes == regular ? [SheetLook.placement] : [])]
                },
            sources: [FactSources.sheetSizing, FactSources.prefersEdgeAttached, FactSources.prefersPageSizing, FactSources.sheetPresentationController],
            rowSources: [[FactSources.pageSheetStyle, FactSources.formSheetStyle]] + cases.map { _ in [] },
            editions: EditionRange(from: .ios13, since: "15.0"),
            rowAvailability: [Availability(introduced: "15.0", obsoleted: "17.0")]
                + cases.map { $0.1.en.hasPrefix("prefersPageSizing") ? .since("17.0") : .since("15.0") }
        )
    }

    static var sheetDimmingTable: ModelTable {
        let settings: [SheetDetent?] = [nil, .medium, .large]
        func dimmed(_ value: Bool?) -> LocalizedText {
            switch value {
            case true?: LocalizedText(en: "Dimmed; the content behind does not respond", key: "platform-tables.dimmed-content-behind-does-not-respond")
            case false?: LocalizedText(en: "Not dimmed; the content behind stays usable", key: "platform-tables.not-dimmed-content-behind-stays-usable")
            case nil: LocalizedText(en: "Depends on the resolver's height", key: "platform-tables.depends-resolver-s-height")
            }
        }
        return ModelTable(
            id: "sheet-dimming",
            caption: LocalizedText(en: "What a sheet dims at each detent, by its largest undimmed detent", key: "platform-tables.what-sheet-dims-each-detent-largest"),
            columns: [
                ModelColumn(LocalizedText(invariant: "largestUndimmedDetentIdentifier"), key: true),
                ModelColumn(LocalizedText(en: "At .medium()", key: "platform-tables.medium")),
                ModelColumn(LocalizedText(en: "At .large()", key: "platform-tables.large")),
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
            caption: LocalizedText(en: "Values of preferredTransition (iOS 18 and later)", key: "platform-tables.values-preferredtransition-ios-18-later"),
            columns: [
                ModelColumn(LocalizedText(en: "Transition", key: "platform-tables.transition"), key: true),
                ModelColumn(LocalizedText(en: "Since", key: "platform-tables.since")),
                ModelColumn(LocalizedText(en: "Push too", key: "platform-tables.push-too")),
                ModelColumn(LocalizedText(en: "What it does", key: "platform-tables.what-does-2")),
            ],
            rows: PreferredTransition.allCases.map { transition in
                [ModelCell(invariant: transition.swiftName), ModelCell(invariant: "iOS \(transition.introduced)"),
                 ModelCell(transition.worksForPush == true ? LocalizedText(en: "yes", key: "platform-tables.yes") : LocalizedText(en: "not documented", key: "platform-tables.not-documented")),
                 ModelCell(transition.effect)]
            },
            rowSources: PreferredTransition.allCases.map(\.sources),
            editions: EditionRange(from: .ios18),
            rowAvailability: PreferredTransition.allCases.map { .since($0.introduced) }
        )
    }
}
