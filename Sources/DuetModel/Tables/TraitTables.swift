/// The guide's table of traits, built from `TraitKind`.
extension ReferenceTables {
    static var traitsTable: ModelTable {
        ModelTable(
            id: "traits",
            caption: LocalizedText(en: "Traits a view controller reads", key: "trait-tables.traits-view-controller-reads"),
            columns: [
                ModelColumn(LocalizedText(en: "Trait", key: "trait-tables.trait"), key: true),
                ModelColumn(LocalizedText(en: "Example value", key: "trait-tables.example-value")),
                ModelColumn(LocalizedText(en: "What it tells you", key: "trait-tables.what-tells-you")),
            ],
            rows: TraitKind.allCases.map { trait in
                [ModelCell(invariant: trait.rawValue), ModelCell(invariant: trait.exampleValue), ModelCell(trait.purpose)]
            }
        )
    }
}

/// Tables of the trait system since the guide: the traits added per release, overrides
/// on every level (iOS 17) and the methods UIKit re-runs by itself (iOS 18 and 26).
extension ReferenceTables {
    static var traitsSinceIOS13Table: ModelTable {
        ModelTable(
            id: "traits-since-ios13",
            caption: LocalizedText(en: "Traits added after the guide's four (iOS 8)", key: "trait-tables.traits-added-after-guide-s-four-ios-8"),
            columns: [
                ModelColumn(LocalizedText(en: "Trait", key: "trait-tables.trait"), key: true),
                ModelColumn(LocalizedText(en: "Since", key: "trait-tables.since")),
                ModelColumn(LocalizedText(en: "Trait type (iOS 17)", key: "trait-tables.trait-type-ios-17")),
                ModelColumn(LocalizedText(en: "What it tells you", key: "trait-tables.what-tells-you")),
            ],
            rows: AddedTrait.all.map { trait in
                [ModelCell(invariant: trait.property), ModelCell(invariant: "iOS \(trait.introduced)"),
                 ModelCell(trait.traitType.map { LocalizedText(invariant: $0) } ?? LocalizedText(en: "none", key: "trait-tables.none")),
                 ModelCell(trait.meaning)]
            },
            rowSources: AddedTrait.all.map { [$0.source] },
            // From the oldest added trait's release (forceTouchCapability, iOS 9), so the
            // table answers for every release that has a row.
            editions: EditionRange(from: .guide, since: AddedTrait.all.map(\.introduced)
                .min { InterfaceAvailabilityDomain(parsing: $0)! < InterfaceAvailabilityDomain(parsing: $1)! } ?? "9.0"),
            rowAvailability: AddedTrait.all.map { .since($0.introduced) },
            // Trait types (UITraitDefinition) arrived with the trait system of iOS 17.
            columnAvailability: [.always, .always, .since("17.0"), .always]
        )
    }

    static var traitOverridesTable: ModelTable {
        let chain = TraitOverrideChain.example
        let names = chain.traits.map(\.name)
        return ModelTable(
            id: "trait-overrides",
            caption: LocalizedText(en: "Overrides on every level (iOS 17 and later): what each level sees",
                                   key: "trait-tables.overrides-every-level-ios-17-later-what"),
            columns: [
                ModelColumn(LocalizedText(en: "Level, top-down", key: "trait-tables.level-top-down"), key: true),
                ModelColumn(LocalizedText(en: "traitOverrides set here", key: "trait-tables.traitoverrides-set-here")),
            ] + chain.traits.map { trait in
                ModelColumn(trait.isCustom ? LocalizedText(en: "{trait} (custom)", key: "trait-tables.custom-trait", arguments: ["trait": LocalizedText(invariant: trait.name)]) : LocalizedText(invariant: trait.name))
            },
            rows: chain.resolved().map { level, seen in
                let set = (chain.overrides[level] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
                return [ModelCell(invariant: level.typeName),
                        ModelCell(set.isEmpty ? LocalizedText(en: "none", key: "trait-tables.none") : LocalizedText(invariant: set.joined(separator: ", ")))]
                    + names.map { ModelCell(invariant: seen[$0]!) }
            },
            sources: [FactSources.traitOverrides, FactSources.customTraits],
            editions: EditionRange(from: .ios13, since: "17.0")
        )
    }

    static var traitTrackingTable: ModelTable {
        ModelTable(
            id: "trait-tracking",
            caption: LocalizedText(en: "Some methods UIKit runs again when a trait they read changes (a selection: Apple's automatic trait tracking article lists every supported method)",
                                   key: "trait-tables.some-methods-uikit-runs-again-when-trait"),
            columns: [
                ModelColumn(LocalizedText(en: "Class", key: "trait-tables.class"), key: true),
                ModelColumn(LocalizedText(en: "Method", key: "trait-tables.method"), key: true),
                ModelColumn(LocalizedText(en: "Since", key: "trait-tables.since")),
                ModelColumn(LocalizedText(en: "UIKit calls for you", key: "trait-tables.uikit-calls-you")),
            ],
            rows: TrackedMethod.allCases.map { method in
                [ModelCell(invariant: method.owner), ModelCell(invariant: method.methods),
                 ModelCell(invariant: "iOS \(method.introduced)"), ModelCell(invariant: method.invalidation)]
            },
            rowSources: TrackedMethod.allCases.map(\.sources),
            editions: EditionRange(from: .ios18),
            rowAvailability: TrackedMethod.allCases.map { .since($0.introduced) }
        )
    }
}
