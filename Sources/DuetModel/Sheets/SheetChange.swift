/// What changed for sheets release by release after the guide, each with the release it
/// arrived in and the page that says so. Where Apple's page has no prose (`backgroundEffect`,
/// `preferredPlacement`), the row says what the page gives and no more.
public struct SheetChange: Sendable, Hashable {
    /// The release it arrived in ("26.1").
    public let introduced: String
    /// The API or the behaviour, as a reader would search for it.
    public let subject: String
    public let effect: LocalizedText
    public let sources: [FactSource]

    public static let all: [SheetChange] = [
        SheetChange(
            introduced: "15.0", subject: "UISheetPresentationController, detents",
            effect: LocalizedText(en: "A page or form sheet can rest at .medium() or .large(); .medium() is about half the screen's height and inactive in a compact height",
                                  key: "sheet-change.page-form-sheet-can-rest-medium-large"),
            sources: [FactSources.sheetPresentationController, FactSources.sheetDetent]),
        SheetChange(
            introduced: "15.0", subject: "prefersGrabberVisible",
            effect: LocalizedText(en: "Shows the grabber at the top of the sheet (false by default); the system hides it in some cases",
                                  key: "sheet-change.shows-grabber-top-sheet-false-default"),
            sources: [FactSources.prefersGrabberVisible]),
        SheetChange(
            introduced: "15.0", subject: "presentationController(_:prepare:)",
            effect: LocalizedText(en: "The adaptive delegate configures the presentation controller a presentation adapts to (the sheet a popover becomes) before it appears",
                                  key: "sheet-change.adaptive-delegate-configures"),
            sources: [FactSources.prepareAdaptivePresentation]),
        SheetChange(
            introduced: "16.0", subject: ".custom(identifier:resolver:)",
            effect: LocalizedText(en: "A detent whose height a closure computes; returning nil makes it inactive",
                                  key: "sheet-change.detent-whose-height-closure-computes"),
            sources: [FactSources.customDetent]),
        SheetChange(
            introduced: "17.0", subject: "prefersPageSizing",
            effect: LocalizedText(en: "Sizes the sheet like a page sheet (true) or by preferredContentSize like a form sheet (false)",
                                  key: "sheet-change.sizes-sheet-like-page-sheet-true"),
            sources: [FactSources.prefersPageSizing]),
        SheetChange(
            introduced: "26.0", subject: ".formSheet, regular width and height",
            effect: LocalizedText(en: "The content behind gets a Liquid Glass layer where Apple's page said a dimming layer before",
                                  key: "sheet-change.content-behind-gets-liquid-glass-layer"),
            sources: [FactSources.formSheetStyle]),
        SheetChange(
            introduced: "26.0", subject: "Sheets at a partial height",
            effect: LocalizedText(en: "Are inset from the screen's edges with a Liquid Glass background, without any code; at the full height they turn more opaque against the screen's edge",
                                  key: "sheet-change.inset-liquid-glass-background-without-code"),
            sources: [FactSources.liquidGlassSheets, FactSources.liquidGlassSheetsSession]),
        SheetChange(
            introduced: "26.1", subject: "UIPresentationController.backgroundEffect",
            effect: LocalizedText(en: "A visual effect for the presentation's background, on every presentation controller; Apple's page gives the declaration only",
                                  key: "sheet-change.visual-effect-presentation-s-background"),
            sources: [FactSources.backgroundEffect]),
        SheetChange(
            introduced: "27.0", subject: "UISheetPresentationController.preferredPlacement",
            effect: LocalizedText(en: "Placement: .automatic, .leading, .center, .trailing. The UIKit pages give declarations only; the SwiftUI counterpart places a sheet at the leading or trailing edge or the centre of the presenting view",
                                  key: "sheet-change.placement-automatic-leading-center"),
            sources: [FactSources.sheetPlacement, FactSources.swiftUIPresentationPlacement]),
    ]
}
