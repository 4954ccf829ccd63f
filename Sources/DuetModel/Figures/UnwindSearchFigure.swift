/// `unwind-search`: the walk `UnwindSearch` makes from the last step of a modal flow back
/// to the list that started it, every question and answer in order, so a reader sees
/// which controllers are asked before the destination is found.
enum UnwindSearchFigure {
    static let caption = LocalizedText(en: "How UIKit finds the destination of an unwind segue: the controllers it asks, in order",
                                       key: "unwind-search-figure.how-uikit-finds-destination-unwind-segue")
    static let figure = Figure(
        id: "unwind-search", caption: caption,
        draw: { RotationSequenceFigure.draw(id: "unwind-search", caption: caption, events: events, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(events, $0) },
        // allowedChildrenForUnwinding(from:) arrived in iOS 9, and until iOS 13 the
        // question was canPerformUnwindSegueAction(_:from:withSender:); iOS 8 searched
        // through forUnwindSegueAction(_:from:withSender:), which the model does not trace.
        drawForRelease: { language, release in
            switch release.major {
            case ...8: nil
            case 9...12: RotationSequenceFigure.draw(id: "unwind-search", caption: caption, events: events(before13: true), language: language)
            default: RotationSequenceFigure.draw(id: "unwind-search", caption: caption, events: events, language: language)
            }
        },
        drawForLayout: { RotationSequenceFigure.draw(id: "unwind-search", caption: caption, events: events, language: $0, layout: $1) }
    )

    /// The same walk with the callback spelled as iOS 9 to 12 spelled it.
    static func events(before13: Bool) -> [TraceEvent] {
        events.map { event in
            guard before13, event.callback == "canPerformUnwindSegueAction(_:from:sender:)" else { return event }
            return TraceEvent(receiver: event.receiver, callback: "canPerformUnwindSegueAction(_:from:withSender:)", caller: event.caller,
                              oldValue: event.oldValue, newValue: event.newValue, kind: event.kind, orderNote: event.orderNote)
        }
    }

    static var visits: [UnwindVisit] {
        UnwindSearch.search(from: UnwindSearch.exampleSource, in: UnwindSearch.example)?.visits ?? []
    }

    static var events: [TraceEvent] { visits.map(\.traceEvent) }
}
