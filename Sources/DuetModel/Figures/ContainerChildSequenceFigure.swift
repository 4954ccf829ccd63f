/// `container-child-sequence`: adding a child view controller to a container and removing
/// it again, the calls and view steps in the order of the model's `ContainerSimulation`,
/// so the asymmetry (who calls `willMove` and `didMove` for you) shows in the drawing.
enum ContainerChildSequenceFigure {
    static let caption = LocalizedText(en: "Adding and then removing a child view controller: calls and view steps in order",
                                       key: "container-child-sequence-figure.adding-then-removing-child-view")
    static let figure = Figure(
        id: "container-child-sequence", caption: caption,
        draw: { RotationSequenceFigure.draw(id: "container-child-sequence", caption: caption, events: events, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(events, $0) },
        drawForLayout: { RotationSequenceFigure.draw(id: "container-child-sequence", caption: caption, events: events, language: $0, layout: $1) }
    )

    static var events: [TraceEvent] {
        ContainerSimulation.addChild("ChildViewController", to: "ContainerViewController")
            + ContainerSimulation.removeChild("ChildViewController", from: "ContainerViewController")
    }
}
