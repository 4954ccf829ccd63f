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
