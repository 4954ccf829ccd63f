/// `transition-objects`: the objects of a custom transition and how they relate. What the
/// transitioning delegate vends is read from the model's traces (each delegate call's
/// answer), so a trace that gains an object gains a box; below them the transition
/// context, the container view it provides, and the views that live in that container.
enum TransitionObjectsFigure {
    static let caption = LocalizedText(en: "The objects of a custom transition and who provides which",
                                       key: "transition-objects-figure.objects-custom-transition-who-provides")
    static let figure = Figure(id: "transition-objects", caption: caption, draw: { draw(traces: traces, language: $0) },
                               drawForLayout: { language, layout in
                                   layout == .full ? draw(traces: traces, language: language) : drawStacked(traces: traces, language: language, width: layout.maxWidth)
                               })

    /// An interactive custom transition and a custom presentation: between them every
    /// object the delegate can vend.
    static var traces: [[TraceEvent]] {
        [CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation, interactive: true)),
         CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation))]
    }

    static let delegate = "transitioningDelegate"

    /// The objects the delegate vends, in the order the traces first name them.
    static func vended(in traces: [[TraceEvent]]) -> [String] {
        var names: [String] = []
        for event in traces.joined() where event.receiver == delegate {
            if let answer = event.newValue?.en, answer != "nil", !names.contains(answer) { names.append(answer) }
        }
        return names
    }

    static func role(of name: String) -> LocalizedText {
        switch name {
        case "animator": LocalizedText(en: "runs the animation", key: "transition-objects-figure.runs-animation")
        case "interactionController": LocalizedText(en: "drives it by touch", key: "transition-objects-figure.drives-touch")
        default: LocalizedText(en: "adds chrome, sets the frame", key: "transition-objects-figure.adds-chrome-sets-frame")
        }
    }

    static let width = 780.0
    static let margin = 20.0

    static func draw(traces: [[TraceEvent]], language: Language) -> SVGDocument {
        var elements: [SVGElement] = []
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ name: String, note: String?, class style: String = "fig-box") -> SVGElement {
            var children = [SVG.rect(x, y, w, h, class: style, radius: 6), SVG.text(name, x + w / 2, y + 26, anchor: .middle)]
            if let note { children.append(SVG.text(note, x + w / 2, y + 50, class: "fig-small", anchor: .middle)) }
            return SVG.group(data: [("object", name)], children)
        }
        let delegateWidth = 280.0
        let delegateX = (width - delegateWidth) / 2
        elements.append(box(delegateX, margin, delegateWidth, 40, delegate, note: nil, class: "fig-rr"))

        let vended = vended(in: traces)
        let count = Double(max(vended.count, 1))
        let gap = 20.0
        let boxWidth = (width - 2 * margin - gap * (count - 1)) / count
        let rowY = margin + 40 + 50
        let bend = margin + 40 + 22
        elements.append(SVG.text(LocalizedText(en: "vends", key: "transition-objects-figure.vends")[language], width / 2 + 8, bend - 6, class: "fig-small"))
        var centres: [String: Double] = [:]
        for (index, name) in vended.enumerated() {
            let x = margin + Double(index) * (boxWidth + gap)
            centres[name] = x + boxWidth / 2
            elements.append(SVG.group(data: [("edge", "vends"), ("to", name)], [
                SVG.path("M\(SVG.number(width / 2)) \(SVG.number(margin + 40))V\(SVG.number(bend))H\(SVG.number(x + boxWidth / 2))", class: "fig-link"),
                SVG.line(x + boxWidth / 2, bend, x + boxWidth / 2, rowY - 2, class: "fig-call", arrow: true),
            ]))
            elements.append(box(x, rowY, boxWidth, 64, name, note: role(of: name)[language]))
        }

        // The transition context, which the animator and the interaction controller use.
        let contextY = rowY + 64 + 50
        elements.append(box(margin, contextY, width - 2 * margin, 40, "transitionContext", note: nil, class: "fig-rr"))
        for name in vended where name != "presentationController" {
            guard let centre = centres[name] else { continue }
            elements.append(SVG.group(data: [("edge", "uses"), ("from", name)], [
                SVG.line(centre, rowY + 64, centre, contextY - 2, class: "fig-call", arrow: true),
            ]))
        }
        if let first = vended.first, let centre = centres[first] {
            elements.append(SVG.text(LocalizedText(en: "use", key: "transition-objects-figure.use")[language], centre + 8, contextY - 18, class: "fig-small"))
        }

        // The container view the context provides. In a custom presentation the
        // presentation controller's dimming view and the presented view are siblings in
        // it; the presenter's view is not in it (and `view(forKey: .from)` is nil) unless
        // the presentation controller's `shouldRemovePresentersView` is true.
        let containerY = contextY + 40 + 40
        let containerHeight = 130.0
        elements.append(SVG.line(width / 2, contextY + 40, width / 2, containerY - 2, class: "fig-call", arrow: true))
        elements.append(SVG.text(LocalizedText(en: "provides", key: "transition-objects-figure.provides")[language], width / 2 + 8, contextY + 64, class: "fig-small"))
        let innerY = containerY + 28
        let innerHeight = 74.0
        let innerWidth = (width - 2 * margin - 48) / 2
        let chromeX = margin + 16
        let toX = chromeX + innerWidth + 16
        elements.append(SVG.group(data: [("object", "containerView")], [
            SVG.rect(margin, containerY, width - 2 * margin, containerHeight, class: "fig-screen", radius: 6),
            SVG.text(containerLabel[language], margin + 12, containerY + containerHeight - 10),
        ]))
        elements.append(SVG.group(data: [("object", "dimmingView"), ("parent", "containerView")], [
            SVG.rect(chromeX, innerY, innerWidth, innerHeight, class: "fig-dim", radius: 4),
            SVG.text(chromeLines[0][language], chromeX + 10, innerY + 24, class: "fig-small"),
            SVG.text(chromeLines[1][language], chromeX + 10, innerY + 46, class: "fig-small"),
        ]))
        elements.append(SVG.group(data: [("object", "toView"), ("parent", "containerView")], [
            SVG.rect(toX, innerY, innerWidth, innerHeight, class: "fig-presented", radius: 4),
            SVG.text(toViewLines[0][language], toX + 10, innerY + 24, class: "fig-small"),
            SVG.text(toViewLines[1][language], toX + 10, innerY + 46, class: "fig-small"),
        ]))
        if let centre = centres["presentationController"] {
            // The presentation controller adds the chrome view: a dashed path to it.
            let rightX = width - margin / 2
            let chromeTop = innerY + 16
            elements.append(SVG.group(data: [("edge", "adds"), ("from", "presentationController")], [
                SVG.path("M\(SVG.number(centre + 60)) \(SVG.number(rowY + 64))V\(SVG.number(contextY - 20))H\(SVG.number(rightX))V\(SVG.number(containerY + 12))H\(SVG.number(chromeX + innerWidth / 2))V\(SVG.number(chromeTop - 18))",
                         class: "fig-context"),
                SVG.line(chromeX + innerWidth / 2, chromeTop - 18, chromeX + innerWidth / 2, innerY - 2, class: "fig-call", arrow: true),
            ]))
        }
        // The presenter's view stays where it was, outside the container.
        let fromY = containerY + containerHeight + 24
        let fromHeight = 64.0
        elements.append(SVG.group(data: [("object", "fromView"), ("parent", "none")], [
            SVG.rect(margin, fromY, width - 2 * margin, fromHeight, class: "fig-box", radius: 6),
            SVG.text(fromViewLines[0][language], margin + 12, fromY + 26, class: "fig-small"),
            SVG.text(fromViewLines[1][language], margin + 12, fromY + 50, class: "fig-small"),
        ]))
        let description = description[language]
        return SVGDocument(id: "transition-objects", width: width, height: fromY + fromHeight + margin,
                           title: caption[language], description: description, language: language, elements: elements)
    }

    static let description = LocalizedText(
        en: "The transitioning delegate vends the animator, the interaction controller and the presentation controller. The animator and the interaction controller work through the transition context, which provides the container view. In a custom presentation the chrome view the presentation controller adds and the presented view B are sibling subviews of the container view; the presenter's view A stays where it was, outside the container, and view(forKey: .from) is nil unless the presentation controller's shouldRemovePresentersView is true.",
        key: "transition-objects-figure.transitioning-delegate-vends-animator")

    static let containerLabel = LocalizedText(en: "containerView: two sibling subviews", key: "transition-objects-figure.containerview-two-sibling-subviews")
    static let chromeLines = [LocalizedText(en: "chrome view (dimming)", key: "transition-objects-figure.chrome-view-dimming"),
                              LocalizedText(en: "added by the presentation controller", key: "transition-objects-figure.added-presentation-controller")]
    static let toViewLines = [LocalizedText(en: "toView (B, presented)", key: "transition-objects-figure.toview-b-presented"),
                              LocalizedText(en: "the animator adds it", key: "transition-objects-figure.animator-adds")]
    static let fromViewLines = [LocalizedText(en: "fromView (A, the presenter): stays where it was, not in the container view",
                                              key: "transition-objects-figure.fromview-presenter-stays-where-was-not"),
                                LocalizedText(en: "view(forKey: .from) is nil unless shouldRemovePresentersView is true",
                                              key: "transition-objects-figure.view-forkey-from-nil-unless")]

    /// For a narrow column: the same objects one under the other. What the delegate vends
    /// hangs off a rule on the left, what uses the context joins a rule on the right, and
    /// the presentation controller's dashed path to the chrome view runs down the right
    /// edge, beside every word.
    static func drawStacked(traces: [[TraceEvent]], language: Language, width: Double) -> SVGDocument {
        var elements: [SVGElement] = []
        let inset = 28.0
        /// A box with lines of words in it; returns the elements and its height.
        func box(_ x: Double, _ y: Double, _ w: Double, _ lines: [(String, String)], class style: String) -> ([SVGElement], Double) {
            var texts: [SVGElement] = []
            var baseline = y + 20
            var last = y
            for (index, (text, kind)) in lines.enumerated() {
                let (wrapped, end) = FigureType.lines(text, x: x + 10, y: baseline, width: w - 20, class: kind)
                texts += wrapped
                last = end
                baseline = end + (index + 1 < lines.count && lines[index + 1].1 == "fig-small" ? 17 : 18)
            }
            let height = last - y + 12
            return ([SVG.rect(x, y, w, height, class: style, radius: 6)] + texts, height)
        }
        var y = 4.0
        let (delegateBox, delegateHeight) = box(0, y, width, [(delegate, "fig-label")], class: "fig-rr")
        elements.append(SVG.group(data: [("object", delegate)], delegateBox))
        let spineTop = y + delegateHeight
        y = spineTop + 30
        elements.append(SVG.text(LocalizedText(en: "vends", key: "transition-objects-figure.vends-2")[language], 24, spineTop + 18, class: "fig-small"))
        var middles: [String: Double] = [:]
        let vended = vended(in: traces)
        for name in vended {
            let (objectBox, height) = box(inset, y, width - 2 * inset, [(name, "fig-label"), (role(of: name)[language], "fig-small")], class: "fig-box")
            let middle = y + 18
            middles[name] = middle
            elements.append(SVG.group(data: [("edge", "vends"), ("to", name)], [
                SVG.path("M14 \(SVG.number(spineTop))V\(SVG.number(middle))", class: "fig-link"),
                SVG.line(14, middle, inset - 2, middle, class: "fig-call", arrow: true),
            ]))
            elements.append(SVG.group(data: [("object", name)], objectBox))
            y += height + 12
        }
        // The transition context, which the animator and the interaction controller use.
        let contextY = y + 14
        let users = vended.filter { $0 != "presentationController" }
        for name in users {
            guard let middle = middles[name] else { continue }
            elements.append(SVG.group(data: [("edge", "uses"), ("from", name)], [
                SVG.path("M\(SVG.number(width - inset)) \(SVG.number(middle))H\(SVG.number(width - 14))V\(SVG.number(contextY - 8))", class: "fig-link"),
                SVG.line(width - 14, contextY - 8, width - 14, contextY - 2, class: "fig-call", arrow: true),
            ]))
        }
        let usedBy = LocalizedText(en: "the animator and the interaction controller use it", key: "transition-objects-figure.animator-interaction-controller-use")[language]
        let (contextBox, contextHeight) = box(0, contextY, width, [("transitionContext", "fig-label"), (usedBy, "fig-small")], class: "fig-rr")
        elements.append(SVG.group(data: [("object", "transitionContext")], contextBox))
        // The container view the context provides.
        let containerY = contextY + contextHeight + 34
        elements.append(SVG.line(width / 2, contextY + contextHeight, width / 2, containerY - 2, class: "fig-call", arrow: true))
        elements.append(SVG.text(LocalizedText(en: "provides", key: "transition-objects-figure.provides-2")[language], width / 2 + 8, containerY - 12, class: "fig-small"))
        let (containerLabelLines, containerLabelLast) = FigureType.lines(containerLabel[language], x: 12, y: containerY + 20, width: width - 36, class: "fig-label")
        let innerWidth = width - 36
        var innerY = containerLabelLast + 12
        let (chromeBox, chromeHeight) = box(12, innerY, innerWidth, chromeLines.map { ($0[language], "fig-small") }, class: "fig-dim")
        let chromeMiddle = innerY + 18
        innerY += chromeHeight + 10
        let (toBox, toHeight) = box(12, innerY, innerWidth, toViewLines.map { ($0[language], "fig-small") }, class: "fig-presented")
        let containerHeight = innerY + toHeight + 12 - containerY
        elements.append(SVG.group(data: [("object", "containerView")], [SVG.rect(0, containerY, width, containerHeight, class: "fig-screen", radius: 6)] + containerLabelLines))
        elements.append(SVG.group(data: [("object", "dimmingView"), ("parent", "containerView")], chromeBox))
        elements.append(SVG.group(data: [("object", "toView"), ("parent", "containerView")], toBox))
        if let middle = middles["presentationController"] {
            // The presentation controller adds the chrome view: a dashed path to it.
            elements.append(SVG.group(data: [("edge", "adds"), ("from", "presentationController")], [
                SVG.path("M\(SVG.number(width - inset)) \(SVG.number(middle + 8))H\(SVG.number(width - 6))V\(SVG.number(chromeMiddle))H\(SVG.number(12 + innerWidth + 8))",
                         class: "fig-context"),
                SVG.line(12 + innerWidth + 8, chromeMiddle, 12 + innerWidth + 2, chromeMiddle, class: "fig-call", arrow: true),
            ]))
        }
        let fromY = containerY + containerHeight + 16
        let (fromBox, fromHeight) = box(0, fromY, width, fromViewLines.map { ($0[language], "fig-small") }, class: "fig-box")
        elements.append(SVG.group(data: [("object", "fromView"), ("parent", "none")], fromBox))
        return SVGDocument(id: "transition-objects", width: width, height: fromY + fromHeight + 4,
                           title: caption[language], description: description[language], language: language, elements: elements)
    }
}
