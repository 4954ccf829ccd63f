/// `property-update-sequence`: the episode row of the observation chapter when its window
/// narrows, then when the app changes a property its content reads, then one its layout
/// reads; drawn like the rotation, with the methods that do not run dashed and the reason.
/// `updateProperties()` arrived in iOS 26, so before it nothing is drawn.
enum PropertyUpdateSequenceFigure {
    static let id = "property-update-sequence"
    static let caption = LocalizedText(en: "An iOS 26 view when a trait or an observed property changes: what runs, in order",
                                       key: "property-update-sequence-figure.caption")
    static let figure = Figure(
        id: id, caption: caption,
        draw: { RotationSequenceFigure.draw(id: id, caption: caption, events: events, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(events, $0) },
        drawForRelease: { language, release in
            guard PropertyUpdateSimulation.availability.holds(in: release) else { return nil }
            return RotationSequenceFigure.draw(id: id, caption: caption, events: events, language: language)
        },
        drawForLayout: { RotationSequenceFigure.draw(id: id, caption: caption, events: events, language: $0, layout: $1) }
    )

    static var events: [TraceEvent] { PropertyUpdateSimulation.trace }
}
