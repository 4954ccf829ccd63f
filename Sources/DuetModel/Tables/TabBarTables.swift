/// The iOS 26 tab bar: where its bottom accessory sits and what the accessory's content
/// reads from its traits there.
extension ReferenceTables {
    /// One row per place the accessory can be, with the environment its traits carry.
    static var tabAccessoryEnvironmentTable: ModelTable {
        let places = TabAccessoryPlacement.allCases
        return ModelTable(
            id: "tab-accessory-environment",
            caption: LocalizedText(en: "Where a tab bar controller's bottom accessory sits, and the tabAccessoryEnvironment its content reads",
                                   key: "tab-accessory.caption"),
            columns: [
                ModelColumn(LocalizedText(en: "Tab bar", key: "tab-accessory.column-tab-bar"), key: true),
                ModelColumn(LocalizedText(en: "Where the accessory sits", key: "tab-accessory.column-place")),
                ModelColumn(LocalizedText(invariant: "tabAccessoryEnvironment")),
            ],
            rows: places.map { place in
                [ModelCell(place.tabBar), ModelCell(place.place), ModelCell(invariant: place.environment)]
            },
            sources: [FactSources.tabAccessoryEnvironment, FactSources.tabAccessoryEnvironmentTrait, FactSources.tabBarBottomAccessory,
                      FactSources.newDesignSession],
            rowSources: places.map(\.sources),
            editions: EditionRange(from: .ios26, since: "26.0"),
            rowAvailability: places.map { _ in .since("26.0") }
        )
    }
}
