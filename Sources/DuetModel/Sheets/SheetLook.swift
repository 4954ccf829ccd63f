/// What later releases add to a sheet's cells, and no more than the sources give: in
/// iOS 26 Apple's pages describe no sheet shape at any detent (a developer reports a
/// Liquid Glass background below the full height), and in iOS 27 the sheet gains a
/// placement whose UIKit pages are declarations only.
enum SheetLook {
    /// The iOS 26 note on a sheet in a compact width (an iPhone in portrait) at `detent`.
    static func iOS26(at detent: SheetDetent) -> CellAddition {
        let partial = detent != .large
        return CellAddition(
            since: "26.0",
            text: partial
                ? LocalizedText(en: "Liquid Glass background by a developer's report; whether the sheet is inset or edge to edge is not documented",
                                key: "sheet-look.liquid-glass-background-developer-s")
                : LocalizedText(en: "whether the sheet is inset or edge to edge is not documented",
                                key: "sheet-look.whether-sheet-inset-edge-edge-not"),
            sources: partial ? [FactSources.sheetGlassReport, FactSources.sheetPresentationController] : [FactSources.sheetPresentationController])
    }

    /// iOS 27: where a sheet narrower than its presenter sits.
    static let placement = CellAddition(
        since: "27.0",
        text: LocalizedText(en: "placed by preferredPlacement (.automatic, .leading, .center, .trailing); which environments honour it is not documented",
                            key: "sheet-look.placed-preferredplacement-automatic"),
        sources: [FactSources.sheetPlacement, FactSources.swiftUIPresentationPlacement])
}
