/// The guide's table of traits, built from `TraitKind`.
extension ReferenceTables {
    static var traitsTable: ModelTable {
        ModelTable(
            id: "traits",
            caption: LocalizedText(en: "Traits a view controller reads", zh: "视图控制器读取的特征"),
            columns: [
                ModelColumn(LocalizedText(en: "Trait", zh: "特征"), key: true),
                ModelColumn(LocalizedText(en: "Example value", zh: "示例值")),
                ModelColumn(LocalizedText(en: "What it tells you", zh: "它说明什么")),
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
            caption: LocalizedText(en: "Traits added after the guide's four (iOS 8)", zh: "指南所列四种特征（iOS 8）之后新增的特征"),
            columns: [
                ModelColumn(LocalizedText(en: "Trait", zh: "特征"), key: true),
                ModelColumn(LocalizedText(en: "Since", zh: "起始版本")),
                ModelColumn(LocalizedText(en: "Trait type (iOS 17)", zh: "特征类型（iOS 17）")),
                ModelColumn(LocalizedText(en: "What it tells you", zh: "它说明什么")),
            ],
            rows: AddedTrait.all.map { trait in
                [ModelCell(invariant: trait.property), ModelCell(invariant: "iOS \(trait.introduced)"),
                 ModelCell(trait.traitType.map { LocalizedText(invariant: $0) } ?? LocalizedText(en: "none", zh: "无")),
                 ModelCell(trait.meaning)]
            },
            rowSources: AddedTrait.all.map { [$0.source] },
            editions: EditionRange(from: .guide, since: "10.0"),
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
                                   zh: "每一层都可设置覆盖（iOS 17 及以后）：各层看到的特征"),
            columns: [
                ModelColumn(LocalizedText(en: "Level, top-down", zh: "层级（自上而下）"), key: true),
                ModelColumn(LocalizedText(en: "traitOverrides set here", zh: "在此设置的 traitOverrides")),
            ] + chain.traits.map { trait in
                ModelColumn(trait.isCustom ? LocalizedText(en: "\(trait.name) (custom)", zh: "\(trait.name)（自定义）") : LocalizedText(invariant: trait.name))
            },
            rows: chain.resolved().map { level, seen in
                let set = (chain.overrides[level] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
                return [ModelCell(invariant: level.typeName),
                        ModelCell(set.isEmpty ? LocalizedText(en: "none", zh: "无") : LocalizedText(invariant: set.joined(separator: ", ")))]
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
                                   zh: "读取的特征改变时 UIKit 会再次调用的部分方法（仅为选列：完整列表见 Apple 的“自动特征跟踪”文章）"),
            columns: [
                ModelColumn(LocalizedText(en: "Class", zh: "类"), key: true),
                ModelColumn(LocalizedText(en: "Method", zh: "方法"), key: true),
                ModelColumn(LocalizedText(en: "Since", zh: "起始版本")),
                ModelColumn(LocalizedText(en: "UIKit calls for you", zh: "UIKit 代为调用")),
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
