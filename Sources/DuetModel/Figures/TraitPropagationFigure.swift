/// `trait-propagation`: the example hierarchy in an iPhone 6 Plus held upright, each
/// node with the size classes it sees; the override set on the chart controller cuts the
/// window's values off there, and that node is outlined.
enum TraitPropagationFigure {
    static let figure = Figure(
        id: "trait-propagation",
        caption: LocalizedText(en: "How traits flow down a hierarchy, and where an override cuts in",
                               zh: "特征如何沿层级向下传递，以及覆盖从何处介入"),
        draw: draw
    )

    struct Placed {
        let node: ViewControllerNode
        let traits: TraitCollection
        let depth: Int
        let column: Double
    }

    static let boxWidth = 260.0
    static let boxHeight = 70.0
    static let rowGap = 50.0

    /// Leaves take consecutive columns; a parent sits over the middle of its children.
    static func layout(_ node: ViewControllerNode, parent: TraitCollection, depth: Int, next: inout Double, into placed: inout [Placed]) -> Double {
        let traits = parent.inherited(overriddenBy: node.overrideTraits)
        let column: Double
        if node.children.isEmpty {
            column = next
            next += 1
        } else {
            let columns = node.children.map { layout($0, parent: traits, depth: depth + 1, next: &next, into: &placed) }
            column = (columns.first! + columns.last!) / 2
        }
        placed.append(Placed(node: node, traits: traits, depth: depth, column: column))
        return column
    }

    static func draw(_ language: Language) -> SVGDocument {
        let zh = language == .zh
        let device = DeviceCatalogue.device(named: "iPhone 6 Plus")!
        let window = device.traitCollection(in: .portrait)
        var placed: [Placed] = []
        var next = 0.0
        let root = layout(RotationSimulation.exampleHierarchy, parent: window, depth: 1, next: &next, into: &placed)
        let columnWidth = boxWidth + 40
        func origin(_ depth: Int, _ column: Double) -> (Double, Double) {
            (20 + column * columnWidth, 20 + Double(depth) * (boxHeight + rowGap))
        }
        var elements: [SVGElement] = []
        // The window, on top.
        let (wx, wy) = origin(0, root)
        elements.append(SVG.group(data: [("node", "UIWindow"), ("size-class", DeviceSizeClassesFigure.value(window.sizeClasses))], [
            SVG.rect(wx, wy, boxWidth, boxHeight, class: DeviceSizeClassesFigure.sizeClassClass(window.sizeClasses), radius: 6),
            SVG.text(zh ? "窗口（iPhone 6 Plus 竖屏）" : "Window (iPhone 6 Plus, upright)", wx + 12, wy + 28),
            SVG.text(window.sizeClasses.text[language], wx + 12, wy + 52, class: "fig-small"),
        ]))
        var parentOf: [String: (Double, Double)] = [:]
        func link(_ node: ViewControllerNode, _ from: (Double, Double)) {
            for child in node.children {
                parentOf[child.name] = from
            }
        }
        link(ViewControllerNode("UIWindow", children: [RotationSimulation.exampleHierarchy]), (wx, wy))
        for item in placed.reversed() { link(item.node, origin(item.depth, item.column)) }
        for item in placed.reversed() {
            let (x, y) = origin(item.depth, item.column)
            if let (px, py) = parentOf[item.node.name] {
                elements.append(SVG.line(px + boxWidth / 2, py + boxHeight, x + boxWidth / 2, y - 2, class: "fig-call", arrow: true))
            }
            var box: [SVGElement] = [
                SVG.rect(x, y, boxWidth, boxHeight, class: DeviceSizeClassesFigure.sizeClassClass(item.traits.sizeClasses), radius: 6),
                SVG.text(item.node.name, x + 12, y + 28),
                SVG.text(item.traits.sizeClasses.text[language], x + 12, y + 52, class: "fig-small"),
            ]
            if item.node.overrideTraits != nil {
                box.append(SVG.rect(x - 5, y - 5, boxWidth + 10, boxHeight + 10, class: "fig-override", radius: 9))
                box.append(SVG.text(zh ? "覆盖：只替换所设置的特征，其余照常继承" : "Override: only the traits it sets are replaced", x, y + boxHeight + 24, class: "fig-small"))
            }
            elements.append(SVG.group(data: [("node", item.node.name), ("size-class", DeviceSizeClassesFigure.value(item.traits.sizeClasses)),
                                             ("overridden", item.node.overrideTraits != nil ? "true" : "false")], box))
        }
        let depth = (placed.map(\.depth).max() ?? 1) + 1
        let description = zh
            ? "窗口的尺寸类沿视图控制器层级向下传递，每个框写出该控制器看到的值；设置了覆盖的子控制器带有粗框：对它所覆盖的特征，它和它下层看到覆盖后的值，其余特征仍从父级继承。"
            : "The window's size classes flow down the view controller hierarchy; each box gives the values that controller sees. The child with an override has a heavy outline: for the traits it overrides, it and everything below it see the overridden values; every other trait still comes from the parent."
        return SVGDocument(id: figure.id, width: 40 + next * columnWidth, height: 20 + Double(depth) * (boxHeight + rowGap) + 10,
                           title: figure.caption[language], description: description, language: language, elements: elements)
    }
}
