/// What later releases add to a sheet's cells, and no more than the sources give: in
/// iOS 26 a sheet below the full height is inset with a Liquid Glass background and turns
/// more opaque, against the screen's edge, at the full height (Apple's "Adopting Liquid
/// Glass" and WWDC25 session 323), and in iOS 27 the sheet gains a placement whose UIKit
/// pages are declarations only.
enum SheetLook {
    /// The iOS 26 note on a sheet in a compact width (an iPhone in portrait) at `detent`.
    static func iOS26(at detent: SheetDetent) -> CellAddition {
        let partial = detent != .large
        return CellAddition(
            since: "26.0",
            text: partial
                ? LocalizedText(en: "inset from the screen's edges with a Liquid Glass background",
                                key: "sheet-look.inset-liquid-glass-background")
                : LocalizedText(en: "at the full height more opaque, against the screen's edge",
                                key: "sheet-look.full-height-more-opaque-screen-edge"),
            sources: [FactSources.liquidGlassSheets, FactSources.liquidGlassSheetsSession])
    }

    /// iOS 27: where a sheet narrower than its presenter sits.
    static let placement = CellAddition(
        since: "27.0",
        text: LocalizedText(en: "placed by preferredPlacement (.automatic, .leading, .center, .trailing); which environments honour it is not documented",
                            key: "sheet-look.placed-preferredplacement-automatic"),
        sources: [FactSources.sheetPlacement, FactSources.swiftUIPresentationPlacement])
}
