/// `ipad-window-widths`: every window width the model knows for each iPad of the
/// published lists, as bars to scale filled by their horizontal size class, with the
/// widest compact and the narrowest regular window marked by thin lines (the gap between
/// them is where nothing was published, not a threshold); then the
/// resizable windows of iPadOS 26, for which no width is published.
enum IPadWindowWidthsFigure {
    static let figure = Figure(
        id: "ipad-window-widths",
        caption: LocalizedText(en: "iPad window widths and their horizontal size class", key: "ipad-window-widths-figure.ipad-window-widths-their-horizontal-size"),
        draw: { draw($0) },
        // Split View and Slide Over in iOS 9 to iPadOS 18, resizable windows from 26.
        drawForRelease: { language, release in
            switch release.major {
            case 9...18: draw(language, sections: [.splitView])
            case 26...: draw(language, sections: [.resizable])
            default: nil
            }
        },
        drawForLayout: { draw($0, width: $1.maxWidth) }
    )

    enum Section { case splitView, resizable }


    struct Bar {
        let screen: LocalizedText
        let orientation: Orientation
        let arrangement: MultitaskingArrangement?
        let width: Int
        let sizeClass: UserInterfaceSizeClass
    }

    /// Full screen and every offered arrangement, from the model's multitasking rules.
    static var bars: [Bar] {
        var bars: [Bar] = []
        for screen in Multitasking.referenceScreens {
            for orientation in Orientation.allCases {
                let full = orientation == .portrait ? screen.portraitSize.width : screen.portraitSize.height
                bars.append(Bar(screen: screen.name, orientation: orientation, arrangement: nil, width: full, sizeClass: .regular))
                for arrangement in MultitaskingArrangement.allCases {
                    guard let width = Multitasking.windowWidth(portraitSize: screen.portraitSize, orientation: orientation, arrangement: arrangement)
                    else { continue }
                    bars.append(Bar(screen: screen.name, orientation: orientation, arrangement: arrangement, width: width,
                                    sizeClass: Multitasking.horizontalSizeClass(windowWidth: width)))
                }
            }
        }
        return bars
    }

    /// Each bar's words (screen, orientation, arrangement, width and class) stand in a
    /// column left of the bars where that leaves the bars room, else on a line above each
    /// bar. The marks for the published edges are drawn in each bar's row only, beside no
    /// words; every bar is to one scale within a drawing.
    static func draw(_ language: Language, sections: Set<Section> = [.splitView, .resizable], width: Double = FigureLayout.full.maxWidth) -> SVGDocument {
        let bars = sections.contains(.splitView) ? bars : []
        let widestPoints = Double(Multitasking.referenceScreens.map(\.portraitSize.height).max()!)
        func label(_ bar: Bar, in language: Language = language) -> String {
            let name = bar.arrangement?.term[language] ?? LocalizedText(en: "Full screen", key: "ipad-window-widths-figure.full-screen")[language]
            let classes = SizeClasses(horizontal: bar.sizeClass, vertical: .regular)
            let orientation = bar.orientation == .portrait
                ? LocalizedText(en: " portrait, ", key: "ipad-window-widths-figure.portrait")
                : LocalizedText(en: " landscape, ", key: "ipad-window-widths-figure.landscape")
            return bar.screen[language] + orientation[language] + name + " · \(bar.width) pt · " + DeviceSizeClassesFigure.code(classes)
        }
        // The same shapes in both languages: the column is as wide as the wider language needs.
        let labelColumn = (bars.flatMap { bar in [Language.en, .zh].map { SVG.width(of: label(bar, in: $0), size: FigureType.small) } }.max() ?? 0) + 16
        let labelAbove = width - labelColumn < 300
        let left = labelAbove ? 0 : labelColumn
        let scale = (width - left - 4) / widestPoints
        var elements: [SVGElement] = []
        let barHeight = 18.0
        let rowHeight = labelAbove ? 42.0 : 26.0
        var y = 0.0
        if sections.contains(.splitView) {
            let widestCompact = bars.filter { $0.sizeClass == .compact }.map(\.width).max() ?? 0
            let narrowestRegular = bars.filter { $0.sizeClass == .regular }.map(\.width).min() ?? 0
            let (headingLines, headingLast) = FigureType.lines(LocalizedText(en: "iOS 9 – iPadOS 18: Split View and Slide Over (published widths)", key: "ipad-window-widths-figure.ios-9-ipados-18-split-view-slide-over")[language],
                                                               x: 0, y: 16, width: width, class: "fig-heading")
            elements += headingLines
            let top = headingLast + 14
            var ticks: [Int: [SVGElement]] = [:]
            for (index, bar) in bars.enumerated() {
                let rowY = top + Double(index) * rowHeight
                let barY = labelAbove ? rowY + 18 : rowY
                elements.append(SVG.text(label(bar), 0, labelAbove ? rowY + 12 : rowY + 14, class: "fig-small"))
                let classes = SizeClasses(horizontal: bar.sizeClass, vertical: .regular)
                elements.append(SVG.rect(left, barY, Double(bar.width) * scale, barHeight, class: DeviceSizeClassesFigure.sizeClassClass(classes), radius: 3, data: [
                    ("window-width", String(bar.width)), ("size-class", DeviceSizeClassesFigure.value(classes)),
                    ("arrangement", bar.arrangement?.rawValue ?? "full"), ("orientation", bar.orientation.rawValue),
                ]))
                // Where the published data has no width: a gap between the widest compact and
                // the narrowest regular window, marked by two thin marks, not a band, because
                // no source gives a threshold inside it (and a band reads as one).
                for value in [widestCompact, narrowestRegular] {
                    let markX = left + Double(value) * scale
                    ticks[value, default: []].append(SVG.line(markX, barY, markX, barY + barHeight + 4, class: "fig-lane"))
                }
            }
            for value in [widestCompact, narrowestRegular] {
                elements.append(SVG.group(data: [("published-edge", String(value))], ticks[value] ?? []))
            }
            let bottom = top + Double(bars.count) * rowHeight
            let (noteLines, noteLast) = FigureType.lines(LocalizedText(en: "Dashed marks: no width between {compact} and {regular} pt was published, and no threshold either",
                                                                       key: "ipad-window-widths-figure.dashed-marks",
                                                                       arguments: ["compact": LocalizedText(invariant: "\(widestCompact)"),
                                                                                   "regular": LocalizedText(invariant: "\(narrowestRegular)")])[language],
                                                         x: 0, y: bottom + 10, width: width, class: "fig-small")
            elements += noteLines
            y = noteLast + 34
        } else {
            y = 16
        }
        // iPadOS 26: any width down to a minimum; Apple publishes neither the minimum nor
        // the width at which the class changes.
        if sections.contains(.resizable) {
            let (headingLines, headingLast) = FigureType.lines(LocalizedText(en: "iPadOS 26: windowed apps (freely resizable)", key: "ipad-window-widths-figure.ipados-26-windowed-apps-freely-resizable")[language],
                                                               x: 0, y: y, width: width, class: "fig-heading")
            elements += headingLines
            y = headingLast + 12
            elements.append(SVG.rect(left, y, widestPoints * scale, barHeight, class: "fig-context", radius: 3, data: [("window-width", "resizable"), ("size-class", "not-published")]))
            let note = LocalizedText(en: "The class follows the window; Apple publishes no switching width and no minimum width", key: "ipad-window-widths-figure.class-follows-window-apple-publishes-no")[language]
            let (noteLines, noteLast) = FigureType.lines(note, x: left, y: y + barHeight + 20, width: width - left, class: "fig-small")
            elements += noteLines
            y = noteLast
        }
        let description = LocalizedText(en: "Each bar is one window width, drawn to scale, coloured and coded by its horizontal size class. Two dashed lines mark the widest compact and the narrowest regular window of the published lists; no width between them was published, and no threshold either. For the resizable windows of iPadOS 26 no width is published.", key: "ipad-window-widths-figure.each-bar-one-window-width-drawn-scale")[language]
        return SVGDocument(id: figure.id, width: width, height: y + 10, title: figure.caption[language],
                           description: description, language: language, elements: elements)
    }
}
