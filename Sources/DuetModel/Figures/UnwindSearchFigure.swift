/// `unwind-search`: the walk `UnwindSearch` makes from the last step of a modal flow back
/// to the list that started it, every question and answer in order, so a reader sees
/// which controllers are asked before the destination is found.
enum UnwindSearchFigure {
    static let caption = LocalizedText(en: "How UIKit finds the destination of an unwind segue: the controllers it asks, in order",
                                       zh: "UIKit 如何查找 unwind segue 的目标：按顺序询问的视图控制器")
    static let figure = Figure(
        id: "unwind-search", caption: caption,
        draw: { RotationSequenceFigure.draw(id: "unwind-search", caption: caption, events: events, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(events, $0) }
    )

    static var visits: [UnwindVisit] {
        UnwindSearch.search(from: UnwindSearch.exampleSource, in: UnwindSearch.example)?.visits ?? []
    }

    static var events: [TraceEvent] { visits.map(\.traceEvent) }
}
