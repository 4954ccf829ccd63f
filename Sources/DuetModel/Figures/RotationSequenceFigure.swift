/// `rotation-sequence`: the model's rotation of an iPhone 6 Plus as a sequence diagram,
/// one lane per view controller, every call in the simulation's order, and the calls a
/// controller does not get drawn dashed with the reason.
enum RotationSequenceFigure {
    static let caption = LocalizedText(en: "Rotating an iPhone 6 Plus to landscape: who is told what, in order",
                                       key: "rotation-sequence-figure.rotating-iphone-6-plus-landscape-who")
    static let figure = Figure(
        id: "rotation-sequence", caption: caption,
        draw: { draw(id: "rotation-sequence", caption: caption, events: events, language: $0) },
        textEquivalent: { textEquivalent(events, $0) },
        drawForRelease: { language, release in
            switch release.major {
            case ...12: draw(id: "rotation-sequence", caption: caption, events: events, language: language)
            // From iOS 17 the same rotation reaches registered handlers, top down; an
            // iPhone 6 Plus does not run iOS 17, so the current largest iPhone rotates.
            case 17...: draw(id: "rotation-sequence", caption: registrationsCaption, events: registrationEvents, language: language)
            // iOS 13 to 16: the guide's calls, the current trait collection set first; an
            // iPhone 6 Plus does not run iOS 13, so an iPhone 11 Pro Max rotates.
            default: draw(id: "rotation-sequence", caption: currentTraitsCaption, events: currentTraitsEvents, language: language)
            }
        },
        drawForLayout: { draw(id: "rotation-sequence", caption: caption, events: events, language: $0, layout: $1) }
    )

    static let registrationsCaption = LocalizedText(en: "Rotating an iPhone 17 Pro Max to landscape, iOS 17 and later: trait-change handlers, top down",
                                                    key: "rotation-sequence-figure.rotating-iphone-17-pro-max-landscape-ios")

    static let currentTraitsCaption = LocalizedText(en: "Rotating an iPhone 11 Pro Max to landscape, iOS 13–16: who is told what, in order",
                                                    key: "rotation-sequence-figure.rotating-iphone-11-pro-max-landscape-ios")

    static var currentTraitsEvents: [TraceEvent] {
        let device = DeviceCatalogue.device(named: "iPhone 11 Pro Max")!
        return RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait, delivery: .settingCurrentTraits)
    }

    static var registrationEvents: [TraceEvent] {
        let device = DeviceCatalogue.device(named: "iPhone 17 Pro Max")!
        return RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait, delivery: .registrations)
    }

    static var events: [TraceEvent] {
        let device = DeviceCatalogue.device(named: "iPhone 6 Plus")!
        return RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait)
    }

    /// "DashboardViewController" over two lines: "Dashboard" and "ViewController".
    static func laneTitle(_ name: String) -> [String] {
        for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name != suffix {
            return [String(name.dropLast(suffix.count)), suffix]
        }
        return [name]
    }

    /// A lane's heading: the gesture handler in the reader's language, objects by name.
    static func laneName(_ lane: String, _ language: Language) -> String {
        ReferenceTables.callerTerm(lane)[language]
    }

    /// Any simulated trace as a sequence diagram: UIKit on the left, one lane per object,
    /// each arrow starting at the object that makes the call (UIKit, a parent's `super`,
    /// the animator, the app's gesture handler); see `SequenceDiagramLayouts`.
    static func draw(id: String, caption: LocalizedText, events: [TraceEvent], language: Language, layout: FigureLayout = .full) -> SVGDocument {
        SequenceDiagramLayouts.draw(id: id, caption: caption, events: events, language: language, layout: layout)
    }

    /// The ordered list of calls, for readers who do not see the drawing.
    static func textEquivalent(_ events: [TraceEvent], _ language: Language) -> [String] {
        events.map { event in
            switch event.kind {
            case .step(let text): return text[language]
            case .called:
                var line = "\(laneName(event.caller, language)) → \(event.receiver): \(event.callback)"
                if let old = event.oldValue, let new = event.newValue {
                    line += " (\(old[language]) → \(new[language]))"
                } else if let new = event.newValue {
                    line += " → " + new[language]
                }
                if let order = event.orderNote { line += " — " + order[language] }
                return line
            case .notNotified(let reason):
                return "\(laneName(event.caller, language)) → \(event.receiver): \(event.callback) — \(reason.term[language])"
            }
        }
    }
}

/// `transition-animation-sequence` and `custom-presentation-sequence`: the model's calls
/// of a custom transition and of a custom presentation, drawn like the rotation; calls
/// whose order no source fixes say so on the arrow.
enum TransitionSequenceFigures {
    static let animationCaption = LocalizedText(en: "Presenting with a custom animator: the calls in order", key: "rotation-sequence-figure.presenting-custom-animator-calls-order")
    static let animation = Figure(
        id: "transition-animation-sequence", caption: animationCaption,
        draw: { RotationSequenceFigure.draw(id: "transition-animation-sequence", caption: animationCaption, events: animationEvents, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(animationEvents, $0) },
        drawForLayout: { RotationSequenceFigure.draw(id: "transition-animation-sequence", caption: animationCaption, events: animationEvents, language: $0, layout: $1) }
    )

    static let presentationCaption = LocalizedText(en: "Presenting with a custom presentation controller: the calls in order",
                                                   key: "rotation-sequence-figure.presenting-custom-presentation")
    static let presentation = Figure(
        id: "custom-presentation-sequence", caption: presentationCaption,
        draw: { RotationSequenceFigure.draw(id: "custom-presentation-sequence", caption: presentationCaption, events: presentationEvents, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(presentationEvents, $0) },
        drawForLayout: { RotationSequenceFigure.draw(id: "custom-presentation-sequence", caption: presentationCaption, events: presentationEvents, language: $0, layout: $1) }
    )

    static var animationEvents: [TraceEvent] { CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation)) }
    static var presentationEvents: [TraceEvent] { CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation)) }
}
