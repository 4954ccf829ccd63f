/// `rotation-sequence`: the model's rotation of an iPhone 6 Plus as a sequence diagram,
/// one lane per view controller, every call in the simulation's order, and the calls a
/// controller does not get drawn dashed with the reason.
enum RotationSequenceFigure {
    static let caption = LocalizedText(en: "Rotating an iPhone 6 Plus to landscape: who is told what, in order",
                                       zh: "iPhone 6 Plus 旋转到横屏：各对象按顺序收到哪些通知")
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
            // iOS 13 to 16: no source gives the order; nothing is drawn.
            default: nil
            }
        }
    )

    static let registrationsCaption = LocalizedText(en: "Rotating an iPhone 17 Pro Max to landscape, iOS 17 and later: trait-change handlers, top down",
                                                    zh: "iPhone 17 Pro Max 旋转到横屏（iOS 17 及以后）：特征变化处理程序，自上而下")

    static var registrationEvents: [TraceEvent] {
        let device = DeviceCatalogue.device(named: "iPhone 17 Pro Max")!
        return RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait, delivery: .registrations)
    }

    static var events: [TraceEvent] {
        let device = DeviceCatalogue.device(named: "iPhone 6 Plus")!
        return RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait)
    }

    static let laneSpacing = 215.0
    static let first = 95.0
    static let stepHeight = 46.0

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
    /// the animator, the app's gesture handler).
    static func draw(id: String, caption: LocalizedText, events: [TraceEvent], language: Language) -> SVGDocument {
        let zh = language == .zh
        var lanes: [String] = [TraceEvent.uikit]
        for event in events where !event.kind.isStep {
            for lane in [event.caller, event.receiver] where !lanes.contains(lane) { lanes.append(lane) }
        }
        func x(_ lane: String) -> Double { first + Double(lanes.firstIndex(of: lane)!) * laneSpacing }
        var elements: [SVGElement] = []
        let top = 62.0
        let bottom = top + Double(events.count) * stepHeight + 20
        for lane in lanes {
            for (line, text) in laneTitle(laneName(lane, language)).enumerated() {
                elements.append(SVG.text(text, x(lane), 20 + Double(line) * 20, class: "fig-heading", anchor: .middle))
            }
            elements.append(SVG.line(x(lane), top, x(lane), bottom, class: "fig-lane"))
        }
        var widest = 0.0
        for (index, event) in events.enumerated() {
            let y = top + 30 + Double(index) * stepHeight
            let number = "\(index + 1). "
            var group: [SVGElement] = []
            switch event.kind {
            case .step(let text):
                let width = Double(lanes.count - 1) * laneSpacing + 120
                group.append(SVG.rect(first - 60, y - 22, width, 32, class: "fig-box", radius: 4))
                group.append(SVG.text(number + text[language], first - 50, y, class: "fig-small"))
            case .called, .notNotified:
                let notified = event.isNotified
                let origin = x(event.caller)
                let target = x(event.receiver)
                let end = target > origin ? target - 4 : target + 4
                group.append(SVG.line(origin, y, end, y, class: notified ? "fig-call" : "fig-silent", arrow: notified))
                var label = number + event.callback
                if let order = event.orderNote { label += " — " + order[language] }
                if case .notNotified(let reason) = event.kind {
                    group.append(SVG.text("✕", target, y + 6, class: "fig-heading", anchor: .middle))
                    label += " — " + reason.term[language]
                } else if let old = event.oldValue, let new = event.newValue {
                    label += "  " + old[language] + " → " + new[language]
                } else if let new = event.newValue {
                    // An answer or an argument without a before: what the call returns or is given.
                    label += " → " + new[language]
                }
                let labelX = min(origin, target) + 10
                group.append(SVG.text(label, labelX, y - 8, class: "fig-small"))
                widest = max(widest, labelX + SVG.width(of: label, size: 15))
            }
            elements.append(SVG.group(data: [("step", String(index + 1)), ("caller", event.caller), ("receiver", event.receiver), ("callback", event.callback),
                                             ("notified", event.isNotified ? "true" : "false")], group))
        }
        let description = zh
            ? "时序图：一条竖线代表一个对象，箭头按顺序表示每个调用，从发出调用的对象（UIKit、父控制器的 super 实现、动画器或你的代码）指向接收方；虚线加 ✕ 表示该对象没有收到这个调用，并写明原因。图下的列表给出同样的内容。"
            : "A sequence diagram: one vertical lane per object, an arrow for each call in order, from the object that makes it (UIKit, a parent's super implementation, the animator or your code) to the one that receives it; a dashed line ending in ✕ marks a call the object does not get, with the reason. The list below the figure says the same in words."
        let width = max(first + Double(lanes.count - 1) * laneSpacing + 140, widest + 20)
        return SVGDocument(id: id, width: width, height: bottom + 10,
                           title: caption[language], description: description, language: language, elements: elements)
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
    static let animationCaption = LocalizedText(en: "Presenting with a custom animator: the calls in order", zh: "使用自定义动画器呈现：按顺序的调用")
    static let animation = Figure(
        id: "transition-animation-sequence", caption: animationCaption,
        draw: { RotationSequenceFigure.draw(id: "transition-animation-sequence", caption: animationCaption, events: animationEvents, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(animationEvents, $0) }
    )

    static let presentationCaption = LocalizedText(en: "Presenting with a custom presentation controller: the calls in order",
                                                   zh: "使用自定义呈现控制器呈现：按顺序的调用")
    static let presentation = Figure(
        id: "custom-presentation-sequence", caption: presentationCaption,
        draw: { RotationSequenceFigure.draw(id: "custom-presentation-sequence", caption: presentationCaption, events: presentationEvents, language: $0) },
        textEquivalent: { RotationSequenceFigure.textEquivalent(presentationEvents, $0) }
    )

    static var animationEvents: [TraceEvent] { CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation)) }
    static var presentationEvents: [TraceEvent] { CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation)) }
}
