/// Every sequence diagram (rotation, transitions, segues, containers, unwinding) laid out
/// for the space it is read in. In a full column the objects are lanes and each call an
/// arrow between them, with its words in a column to the right of every lane, so no
/// label ever sits on a line. Where the lanes and that column do not both fit (a phone,
/// half a side-by-side page, a trace with many objects) the calls stack vertically, each
/// written out: who calls whom, the call, and what changes.
enum SequenceDiagramLayouts {
    /// The calls' words need at least this much room beside the lanes.
    static let minimumLabelColumn = 300.0
    static let laneGap = 14.0

    static func lanes(of events: [TraceEvent]) -> [String] {
        var lanes: [String] = [TraceEvent.uikit]
        for event in events where !event.kind.isStep {
            for lane in [event.caller, event.receiver] where !lanes.contains(lane) { lanes.append(lane) }
        }
        return lanes
    }

    /// What a call says besides its name: the change, the answer, the order, the reason.
    static func detail(of event: TraceEvent, _ language: Language) -> String? {
        var parts: [String] = []
        if case .notNotified(let reason) = event.kind {
            parts.append(reason.term[language])
        } else if let old = event.oldValue, let new = event.newValue {
            parts.append(old[language] + " → " + new[language])
        } else if let new = event.newValue {
            parts.append("→ " + new[language])
        }
        if let order = event.orderNote { parts.append(order[language]) }
        return parts.isEmpty ? nil : language.clauses(parts)
    }

    static func data(_ index: Int, _ event: TraceEvent) -> [(String, String)] {
        [("step", String(index + 1)), ("caller", event.caller), ("receiver", event.receiver), ("callback", event.callback),
         ("notified", event.isNotified ? "true" : "false")]
    }

    static func description(_ language: Language, stacked: Bool) -> String {
        let text = stacked
            ? LocalizedText(en: "A sequence diagram with every call written out in order: who calls whom, the call, and what changes with it; a call marked ✕ is one the object does not get, with the reason. The list below the figure says the same in words.",
                            key: "sequence-diagram.description-stacked")
            : LocalizedText(en: "A sequence diagram: one vertical lane per object, an arrow for each call in order, from the object that makes it (UIKit, a parent's super implementation, the animator or your code) to the one that receives it, with the call and what changes written to the right; a dashed line ending in ✕ marks a call the object does not get, with the reason. The list below the figure says the same in words.",
                            key: "sequence-diagram.description")
        return text[language]
    }

    static func draw(id: String, caption: LocalizedText, events: [TraceEvent], language: Language, layout: FigureLayout) -> SVGDocument {
        if layout == .full, let lanes = laned(id: id, caption: caption, events: events, language: language, width: layout.maxWidth) {
            return lanes
        }
        return stacked(id: id, caption: caption, events: events, language: language, width: layout.maxWidth)
    }

    /// Lanes and arrows, the words in a column beside them; nil when they do not fit.
    static func laned(id: String, caption: LocalizedText, events: [TraceEvent], language: Language, width: Double) -> SVGDocument? {
        let lanes = lanes(of: events)
        let titles = lanes.map { RotationSequenceFigure.laneTitle(RotationSequenceFigure.laneName($0, language)) }
        let titleWidths = titles.map { $0.map { SVG.width(of: $0, size: FigureType.label) }.max() ?? 0 }
        // Lane centres: each title centred on its lane, neighbours apart by their half widths.
        var centres: [Double] = []
        for (index, titleWidth) in titleWidths.enumerated() {
            if index == 0 { centres.append(max(titleWidth / 2, 30)) } else {
                centres.append(centres[index - 1] + max(titleWidths[index - 1] / 2 + titleWidth / 2 + laneGap, 70))
            }
        }
        let lanesRight = centres.last! + max(titleWidths.last! / 2, 30)
        let labelX = lanesRight + 20
        let labelWidth = width - labelX
        guard labelWidth >= minimumLabelColumn else { return nil }
        func x(_ lane: String) -> Double { centres[lanes.firstIndex(of: lane)!] }
        var elements: [SVGElement] = []
        let titleLines = Double(titles.map(\.count).max() ?? 1)
        for (index, title) in titles.enumerated() {
            for (line, text) in title.enumerated() {
                elements.append(SVG.text(text, centres[index], 16 + Double(line) * FigureType.lineHeight(FigureType.label), anchor: .middle))
            }
        }
        let top = 16 + titleLines * FigureType.lineHeight(FigureType.label)
        var y = top + 8
        // Lane lines run between the bands of steps that are not calls.
        var laneSegments: [(Double, Double)] = []
        var segmentStart = top
        for (index, event) in events.enumerated() {
            let number = "\(index + 1). "
            var group: [SVGElement] = []
            if case .step(let text) = event.kind {
                let (lines, last) = FigureType.lines(number + text[language], x: 10, y: y + 20, width: width - 20, class: "fig-small")
                let height = last - y + 14
                laneSegments.append((segmentStart, y + 4))
                group.append(SVG.rect(0, y + 4, width, height, class: "fig-box", radius: 4))
                group += lines
                y += height + 8
                segmentStart = y
            } else {
                let (callLines, callLast) = FigureType.lines(number + event.callback, x: labelX, y: y + 18, width: labelWidth, class: "fig-label",
                                                             cuttingNames: true)
                var bottom = callLast
                group += callLines
                if let detail = detail(of: event, language) {
                    let (detailLines, detailLast) = FigureType.lines(detail, x: labelX + 10, y: callLast + 17, width: labelWidth - 10, class: "fig-small",
                                                                 cuttingNames: true)
                    group += detailLines
                    bottom = detailLast
                }
                let arrowY = y + 14
                let origin = x(event.caller), target = x(event.receiver)
                if origin == target {
                    // A call an object makes on itself: a small loop.
                    group.append(SVG.path("M\(SVG.number(origin)) \(SVG.number(arrowY - 6))h22v12h-18", class: event.isNotified ? "fig-link" : "fig-silent"))
                } else {
                    let end = target > origin ? target - 4 : target + 4
                    group.append(SVG.line(origin, arrowY, end, arrowY, class: event.isNotified ? "fig-call" : "fig-silent", arrow: event.isNotified))
                }
                if !event.isNotified {
                    group.append(SVG.line(target - 5, arrowY - 5, target + 5, arrowY + 5, class: "fig-call"))
                    group.append(SVG.line(target - 5, arrowY + 5, target + 5, arrowY - 5, class: "fig-call"))
                }
                y = bottom + 12
            }
            elements.append(SVG.group(data: data(index, event), group))
        }
        laneSegments.append((segmentStart, y))
        for centre in centres {
            for (from, to) in laneSegments where to - from > 2 {
                elements.insert(SVG.line(centre, from, centre, to, class: "fig-lane"), at: 0)
            }
        }
        return SVGDocument(id: id, width: width, height: y + 6, title: caption[language],
                           description: description(language, stacked: false), language: language, elements: elements)
    }

    /// One call under the other, each written out; a rule on the left joins them in order.
    static func stacked(id: String, caption: LocalizedText, events: [TraceEvent], language: Language, width: Double) -> SVGDocument {
        var elements: [SVGElement] = []
        let textX = 34.0
        let textWidth = width - textX - 4
        var y = 4.0
        for (index, event) in events.enumerated() {
            var group: [SVGElement] = []
            let number = String(index + 1)
            group.append(SVG.text(number, 22, y + 30, class: "fig-heading", anchor: .end))
            if case .step(let text) = event.kind {
                let (lines, last) = FigureType.lines(text[language], x: textX + 8, y: y + 28, width: textWidth - 16, class: "fig-small")
                group.insert(SVG.rect(textX, y + 10, textWidth, last - y - 2, class: "fig-box", radius: 4), at: 0)
                group += lines
                y = last + 22
            } else {
                let who = RotationSequenceFigure.laneName(event.caller, language) + " → " + RotationSequenceFigure.laneName(event.receiver, language)
                let (whoLines, whoLast) = FigureType.lines(who, x: textX, y: y + 16, width: textWidth, class: "fig-small")
                let mark = event.isNotified ? "" : "✕ "
                let (callLines, callLast) = FigureType.lines(mark + event.callback, x: textX, y: whoLast + 18, width: textWidth, class: "fig-label",
                                                             cuttingNames: true)
                group += whoLines + callLines
                var bottom = callLast
                if let detail = detail(of: event, language) {
                    let (detailLines, detailLast) = FigureType.lines(detail, x: textX + 10, y: callLast + 17, width: textWidth - 10, class: "fig-small",
                                                                 cuttingNames: true)
                    group += detailLines
                    bottom = detailLast
                }
                // The rule beside the call: solid for a call made, dashed for one not made.
                group.append(SVG.line(textX - 8, y + 6, textX - 8, bottom + 4, class: event.isNotified ? "fig-call" : "fig-silent"))
                y = bottom + 12
            }
            elements.append(SVG.group(data: data(index, event), group))
        }
        return SVGDocument(id: id, width: width, height: y + 4, title: caption[language],
                           description: description(language, stacked: true), language: language, elements: elements)
    }
}
