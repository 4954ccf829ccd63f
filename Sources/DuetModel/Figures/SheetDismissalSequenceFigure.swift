/// `sheet-swipe-dismissal`: a person swipes a sheet away, drawn like the rotation: the
/// calls the presentation controller's delegate receives, in order, and the attempt call
/// it does not get. The delegate methods arrived in iOS 13, so before it nothing is drawn.
enum SheetDismissalSequenceFigure {
    static let id = "sheet-swipe-dismissal"
    static let caption = LocalizedText(en: "Swiping a sheet away: what the presentation controller's delegate is told, in order",
                                       key: "sheet-dismissal-sequence-figure.swiping-sheet-away-what-presentation")
    static let figure = Figure(
        id: id, caption: caption,
        draw: { RotationSequenceFigure.draw(id: id, caption: caption, events: events, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(events, $0) },
        drawForRelease: { language, release in
            guard SheetDismissalSimulation.availability.holds(in: release) else { return nil }
            return RotationSequenceFigure.draw(id: id, caption: caption, events: events, language: language)
        },
        drawForLayout: { RotationSequenceFigure.draw(id: id, caption: caption, events: events, language: $0, layout: $1) }
    )

    static var events: [TraceEvent] { SheetDismissalSimulation.trace(.swipe) }
}
