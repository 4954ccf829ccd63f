/// `presentation-context`: from the controller that calls `present`, UIKit walks up the
/// hierarchy; a current-context style stops at the first controller that defines a
/// presentation context, a full-screen style at one that covers the screen. Drawn from
/// `PresentationContext.resolve` on a small hierarchy.
enum PresentationContextFigure {
    static let figure = Figure(
        id: "presentation-context",
        caption: LocalizedText(en: "Who presents: the walk up the hierarchy for a current-context style and for full screen",
                               zh: "由谁呈现：当前上下文样式与全屏样式沿层级向上查找的过程"),
        draw: draw
    )

    static let hierarchy = ViewControllerNode("TabBarController", kind: .tab, children: [
        ViewControllerNode("NavigationController", kind: .navigation, children: [
            ViewControllerNode("ListViewController"),
        ], definesPresentationContext: true),
    ], coversScreen: true)

    static let caller = "ListViewController"

    static func draw(_ language: Language) -> SVGDocument {
        let zh = language == .zh
        let chain = Array(hierarchy.path(to: caller)!.reversed())  // caller first
        let boxWidth = 300.0, boxHeight = 64.0, gap = 40.0, columnWidth = 420.0
        var elements: [SVGElement] = []
        for (column, style) in [ModalPresentationStyle.currentContext, .fullScreen].enumerated() {
            let x = 20 + Double(column) * columnWidth
            let resolution = try? PresentationContext.resolve(PresentationRequest(caller: caller, style: style), in: hierarchy)
            elements.append(SVG.text(style.swiftName, x, 24, class: "fig-heading"))
            // Root at the top, caller at the bottom.
            let top = 44.0
            let count = chain.count
            var reached = false
            for (depthFromCaller, node) in chain.enumerated() {
                let row = count - 1 - depthFromCaller
                let y = top + Double(row) * (boxHeight + gap)
                let isPresenter = resolution?.presenter == node.name
                let visited = !reached
                if isPresenter { reached = true }
                var box: [SVGElement] = [SVG.rect(x, y, boxWidth, boxHeight, class: isPresenter ? "fig-cr" : "fig-box", radius: 6)]
                if isPresenter { box.append(SVG.rect(x - 5, y - 5, boxWidth + 10, boxHeight + 10, class: "fig-override", radius: 9)) }
                box.append(SVG.text(node.name, x + 12, y + 26))
                var facts: [String] = []
                if node.name == caller { facts.append(zh ? "调用 present" : "calls present") }
                if node.definesPresentationContext { facts.append("definesPresentationContext") }
                if node.coversScreen { facts.append(zh ? "覆盖整个屏幕" : "covers the screen") }
                if isPresenter { facts.append(zh ? "← 呈现者" : "← presents") }
                box.append(SVG.text(facts.joined(separator: " · "), x + 12, y + 50, class: "fig-small"))
                elements.append(SVG.group(data: [("style", style.swiftName), ("node", node.name), ("visited", visited ? "true" : "false"),
                                                 ("presenter", isPresenter ? "true" : "false")], box))
                if visited && !isPresenter && depthFromCaller + 1 < count {
                    elements.append(SVG.line(x + boxWidth / 2, y, x + boxWidth / 2, y - gap + 4, class: "fig-call", arrow: true))
                }
            }
            if let resolution {
                let y = top + Double(count) * (boxHeight + gap)
                let stays = resolution.removesPresentingViews
                    ? (zh ? "呈现完成后，被覆盖的视图从窗口中移除" : "Once presented, the covered views leave the window")
                    : (zh ? "被覆盖的视图留在窗口中" : "The covered views stay in the window")
                elements.append(SVG.text(stays, x, y, class: "fig-small"))
            }
        }
        let description = zh
            ? "左列：以 .currentContext 呈现时，UIKit 从调用 present 的 ListViewController 向上查找，停在第一个定义了呈现上下文的 NavigationController。右列：以 .fullScreen 呈现时，一直找到覆盖整个屏幕的 TabBarController。"
            : "Left: for .currentContext, UIKit walks up from ListViewController, which calls present, and stops at NavigationController, the first controller that defines a presentation context. Right: for .fullScreen, it goes on to TabBarController, which covers the screen."
        return SVGDocument(id: figure.id, width: 20 + columnWidth * 2, height: 44 + Double(chain.count) * (boxHeight + gap) + 30,
                           title: figure.caption[language], description: description, language: language, elements: elements)
    }
}
