/// `presentation-context`: from the controller that calls `present`, UIKit walks up the
/// hierarchy; a current-context style stops at the first controller that defines a
/// presentation context, a full-screen style at one that covers the screen. Drawn from
/// `PresentationContext.resolve` on a small hierarchy.
enum PresentationContextFigure {
    static let figure = Figure(
        id: "presentation-context",
        caption: LocalizedText(en: "Who presents: the walk up the hierarchy for a current-context style and for full screen",
                               key: "presentation-context-figure.who-presents-walk-up-hierarchy-current"),
        draw: draw,
        drawForLayout: { draw($0, width: $1.maxWidth) }
    )

    static let hierarchy = ViewControllerNode("TabBarController", kind: .tab, children: [
        ViewControllerNode("NavigationController", kind: .navigation, children: [
            ViewControllerNode("ListViewController"),
        ], definesPresentationContext: true),
    ], coversScreen: true)

    static let caller = "ListViewController"

    static func draw(_ language: Language) -> SVGDocument { draw(language, width: FigureLayout.full.maxWidth) }

    /// The two walks side by side where they fit, one above the other on a phone; a box
    /// grows with its wrapped facts, and the arrow up runs between boxes, never over words.
    static func draw(_ language: Language, width: Double) -> SVGDocument {
        let chain = Array(hierarchy.path(to: caller)!.reversed())  // caller first
        let columns = width >= 520 ? 2 : 1
        let columnWidth = min((width - 12) / Double(columns), 380)
        let boxWidth = columnWidth - 30, gap = 36.0
        var elements: [SVGElement] = []
        var columnTop = 4.0
        var bottom = 0.0
        for (column, style) in [ModalPresentationStyle.currentContext, .fullScreen].enumerated() {
            let x = 6 + Double(columns == 2 ? column : 0) * columnWidth
            let resolution = try? PresentationContext.resolve(PresentationRequest(caller: caller, style: style), in: hierarchy)
            elements.append(SVG.text(style.swiftName, x, columnTop + 16, class: "fig-heading"))
            var presenterIndex: Int?
            for (index, node) in chain.enumerated() where resolution?.presenter == node.name { presenterIndex = index }
            // Root at the top, caller at the bottom: lay out top down, then draw.
            var y = columnTop + 34
            var previousBottom: Double?
            for (depthFromCaller, node) in chain.enumerated().reversed() {
                let isPresenter = presenterIndex == depthFromCaller
                let visited = presenterIndex.map { depthFromCaller <= $0 } ?? true
                var facts: [String] = []
                if node.name == caller { facts.append(LocalizedText(en: "calls present", key: "presentation-context-figure.calls-present")[language]) }
                if node.definesPresentationContext { facts.append("definesPresentationContext") }
                if node.coversScreen { facts.append(LocalizedText(en: "covers the screen", key: "presentation-context-figure.covers-screen")[language]) }
                if isPresenter { facts.append(LocalizedText(en: "←\u{00A0}presents", key: "presentation-context-figure.presents")[language]) }
                let (nameLines, nameLast) = FigureType.lines(node.name, x: x + 12, y: y + 22, width: boxWidth - 24, class: "fig-label")
                let (factLines, factLast) = FigureType.lines(facts.joined(separator: " · "), x: x + 12, y: nameLast + 19, width: boxWidth - 24, class: "fig-small")
                let height = factLast - y + 14
                var box: [SVGElement] = [SVG.rect(x, y, boxWidth, height, class: isPresenter ? "fig-cr" : "fig-box", radius: 6)]
                if isPresenter { box.append(SVG.rect(x - 4, y - 4, boxWidth + 8, height + 8, class: "fig-override", radius: 9)) }
                box += nameLines + factLines
                elements.append(SVG.group(data: [("style", style.swiftName), ("node", node.name), ("visited", visited ? "true" : "false"),
                                                 ("presenter", isPresenter ? "true" : "false")], box))
                // The walk goes up from this node to the one above, unless it stopped here.
                if let previousBottom, visited, !isPresenter {
                    elements.append(SVG.line(x + boxWidth / 2, y, x + boxWidth / 2, previousBottom + 6, class: "fig-call", arrow: true))
                }
                previousBottom = y + height
                y += height + gap
            }
            y -= gap
            if let resolution {
                let stays = resolution.removesPresentingViews
                    ? LocalizedText(en: "Once presented, the covered views leave the window", key: "presentation-context-figure.once-presented-covered-views-leave")[language]
                    : LocalizedText(en: "The covered views stay in the window", key: "presentation-context-figure.covered-views-stay-window")[language]
                let (lines, last) = FigureType.lines(stays, x: x, y: y + 24, width: boxWidth, class: "fig-small")
                elements += lines
                y = last
            }
            bottom = max(bottom, y + 10)
            if columns == 1 { columnTop = bottom + 16 }
        }
        let description = LocalizedText(en: "Left: for .currentContext, UIKit walks up from ListViewController, which calls present, and stops at NavigationController, the first controller that defines a presentation context. Right: for .fullScreen, it goes on to TabBarController, which covers the screen.", key: "presentation-context-figure.left-currentcontext-uikit-walks-up-from")[language]
        return SVGDocument(id: figure.id, width: 12 + columnWidth * Double(columns), height: bottom,
                           title: figure.caption[language], description: description, language: language, elements: elements)
    }
}
