/// `trait-propagation`: the example hierarchy in an iPhone 6 Plus in portrait, each
/// node with the size classes it sees; the override set on the chart controller cuts the
/// window's values off there, and that node is outlined.
enum TraitPropagationFigure {
    static let figure = Figure(
        id: "trait-propagation",
        caption: LocalizedText(en: "How traits flow down a hierarchy, and where an override cuts in",
                               key: "trait-propagation-figure.how-traits-flow-down-hierarchy-where"),
        draw: draw,
        drawForLayout: { language, layout in layout == .full ? draw(language) : drawIndented(language, width: layout.maxWidth) }
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
            SVG.text(LocalizedText(en: "Window (iPhone 6 Plus, portrait)", key: "trait-propagation-figure.window-iphone-6-plus-portrait-2")[language], wx + 12, wy + 28),
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
                box.append(SVG.text(overrideNote[language], x, y + boxHeight + 24, class: "fig-small"))
            }
            elements.append(SVG.group(data: [("node", item.node.name), ("size-class", DeviceSizeClassesFigure.value(item.traits.sizeClasses)),
                                             ("overridden", item.node.overrideTraits != nil ? "true" : "false")], box))
        }
        let depth = (placed.map(\.depth).max() ?? 1) + 1
        let description = LocalizedText(en: "The window's size classes flow down the view controller hierarchy; each box gives the values that controller sees. The child with an override has a heavy outline: for the traits it overrides, it and everything below it see the overridden values; every other trait still comes from the parent.", key: "trait-propagation-figure.window-s-size-classes-flow-down-view")[language]
        return SVGDocument(id: figure.id, width: 40 + next * columnWidth, height: 20 + Double(depth) * (boxHeight + rowGap) + 10,
                           title: figure.caption[language], description: description, language: language, elements: elements)
    }

    static let overrideNote = LocalizedText(en: "Override: only the traits it sets are replaced", key: "trait-propagation-figure.override-only-traits-sets-are-replaced")

    /// For a narrow column: the hierarchy as an indented outline, the window first, each
    /// child one step in from its parent and joined to it by an elbow on the left.
    static func drawIndented(_ language: Language, width: Double) -> SVGDocument {
        let zh = language == .zh
        let device = DeviceCatalogue.device(named: "iPhone 6 Plus")!
        let window = device.traitCollection(in: .portrait)
        var rows: [(name: String, title: String, traits: TraitCollection, depth: Int, overridden: Bool)] = [
            ("UIWindow", LocalizedText(en: "Window (iPhone 6 Plus, portrait)", key: "trait-propagation-figure.window-iphone-6-plus-portrait")[language], window, 0, false),
        ]
        func walk(_ node: ViewControllerNode, parent: TraitCollection, depth: Int) {
            let traits = parent.inherited(overriddenBy: node.overrideTraits)
            rows.append((node.name, node.name, traits, depth, node.overrideTraits != nil))
            for child in node.children { walk(child, parent: traits, depth: depth + 1) }
        }
        walk(RotationSimulation.exampleHierarchy, parent: window, depth: 1)
        let indent = 22.0, gap = 14.0
        var elements: [SVGElement] = []
        var y = 6.0
        var lastAtDepth: [Int: (x: Double, bottom: Double)] = [:]
        for row in rows {
            let x = 6 + Double(row.depth) * indent
            let boxWidth = width - x - 6
            var texts: [SVGElement] = []
            let (nameLines, nameLast) = FigureType.lines(row.title, x: x + 10, y: y + 20, width: boxWidth - 20, class: "fig-label")
            let (classLines, classLast) = FigureType.lines(row.traits.sizeClasses.text[language], x: x + 10, y: nameLast + 18, width: boxWidth - 20, class: "fig-small")
            texts += nameLines + classLines
            var bottom = classLast
            if row.overridden {
                let (noteLines, noteLast) = FigureType.lines(overrideNote[language], x: x + 10, y: classLast + 17, width: boxWidth - 20, class: "fig-small")
                texts += noteLines
                bottom = noteLast
            }
            let height = bottom - y + 12
            var box = [SVG.rect(x, y, boxWidth, height, class: DeviceSizeClassesFigure.sizeClassClass(row.traits.sizeClasses), radius: 6)]
            if row.overridden { box.append(SVG.rect(x - 3, y - 3, boxWidth + 6, height + 6, class: "fig-override", radius: 8)) }
            if let parent = lastAtDepth[row.depth - 1] {
                // The elbow: down from the parent's left edge, across into the child.
                let elbowX = parent.x + indent / 2
                box.insert(SVG.path("M\(SVG.number(elbowX)) \(SVG.number(parent.bottom))V\(SVG.number(y + 18))", class: "fig-link"), at: 0)
                box.insert(SVG.line(elbowX, y + 18, x - 4, y + 18, class: "fig-call", arrow: true), at: 1)
            }
            elements.append(SVG.group(data: [("node", row.name), ("size-class", DeviceSizeClassesFigure.value(row.traits.sizeClasses)),
                                             ("overridden", row.overridden ? "true" : "false")], box + texts))
            lastAtDepth[row.depth] = (x, y + height + (row.overridden ? 3 : 0))
            y += height + gap
        }
        let description = LocalizedText(en: "The window's size classes flow down the view controller hierarchy (indented by depth); each box gives the values that controller sees. The child with an override has a heavy outline: for the traits it overrides, it and everything below it see the overridden values; every other trait still comes from the parent.", key: "trait-propagation-figure.window-s-size-classes-flow-down-view-2")[language]
        return SVGDocument(id: figure.id, width: width, height: y - gap + 8, title: figure.caption[language], description: description,
                           language: language, elements: elements)
    }
}
