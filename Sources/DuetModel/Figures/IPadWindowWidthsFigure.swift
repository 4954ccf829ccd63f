/// `ipad-window-widths`: every window width the model knows for each iPad of the
/// published lists, as bars to scale filled by their horizontal size class, with the
/// widest compact and the narrowest regular window marked by thin lines (the gap between
/// them is where nothing was published, not a threshold); then the
/// resizable windows of iPadOS 26, for which no width is published.
enum IPadWindowWidthsFigure {
    static let figure = Figure(
        id: "ipad-window-widths",
        caption: LocalizedText(en: "iPad window widths and their horizontal size class", zh: "iPad 窗口宽度及其水平尺寸类"),
        draw: { draw($0) },
        // Split View and Slide Over in iOS 9 to iPadOS 18, resizable windows from 26.
        drawForRelease: { language, release in
            switch release.major {
            case 9...18: draw(language, sections: [.splitView])
            case 26...: draw(language, sections: [.resizable])
            default: nil
            }
        }
    )

    enum Section { case splitView, resizable }

    static let scale = 0.55
    static let left = 300.0

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

    static func draw(_ language: Language, sections: Set<Section> = [.splitView, .resizable]) -> SVGDocument {
        let zh = language == .zh
        let bars = sections.contains(.splitView) ? bars : []
        var elements: [SVGElement] = []
        let top = 40.0
        let rowHeight = 30.0
        var bottom = 0.0
        if sections.contains(.splitView) {
            let widestCompact = bars.filter { $0.sizeClass == .compact }.map(\.width).max() ?? 0
            let narrowestRegular = bars.filter { $0.sizeClass == .regular }.map(\.width).min() ?? 0
            bottom = top + Double(bars.count) * rowHeight
            elements.append(SVG.text(zh ? "iOS 9 – iPadOS 18：分屏浏览与侧拉（公布的宽度）" : "iOS 9 – iPadOS 18: Split View and Slide Over (published widths)",
                                     0, 22, class: "fig-heading"))
            // Where the published data has no width: a gap between the widest compact and the
            // narrowest regular window. Drawn as two thin marks, not a band, because no source
            // gives a threshold inside it (and a band reads as one).
            for value in [widestCompact, narrowestRegular] {
                let markX = left + Double(value) * scale
                elements.append(SVG.group(data: [("published-edge", String(value))], [SVG.line(markX, top - 6, markX, bottom, class: "fig-lane")]))
            }
            elements.append(SVG.text(zh ? "\(widestCompact) 与 \(narrowestRegular) pt 之间没有公布的宽度，也没有公布的切换阈值"
                                        : "No width between \(widestCompact) and \(narrowestRegular) pt was published, and no threshold either",
                                     left, bottom + 22, class: "fig-small"))
            for (index, bar) in bars.enumerated() {
                let y = top + Double(index) * rowHeight
                let name = bar.arrangement?.term[language] ?? (zh ? "全屏" : "Full screen")
                let label = bar.screen[language] + (zh ? (bar.orientation == .portrait ? " 竖屏 " : " 横屏 ") : (bar.orientation == .portrait ? " upright, " : " turned, ")) + name
                elements.append(SVG.text(label, 0, y + 17, class: "fig-small"))
                let classes = SizeClasses(horizontal: bar.sizeClass, vertical: .regular)
                elements.append(SVG.rect(left, y, Double(bar.width) * scale, 22, class: DeviceSizeClassesFigure.sizeClassClass(classes), radius: 3, data: [
                    ("window-width", String(bar.width)), ("size-class", DeviceSizeClassesFigure.value(classes)),
                    ("arrangement", bar.arrangement?.rawValue ?? "full"), ("orientation", bar.orientation.rawValue),
                ]))
                elements.append(SVG.text("\(bar.width) pt · " + DeviceSizeClassesFigure.code(classes), left + Double(bar.width) * scale + 8, y + 17, class: "fig-small"))
            }
        }
        // iPadOS 26: any width down to a minimum; Apple publishes neither the minimum nor
        // the width at which the class changes.
        var y = sections.contains(.splitView) ? bottom + 56 : 22
        let widest = Double(Multitasking.referenceScreens.map(\.portraitSize.height).max()!) * scale
        if sections.contains(.resizable) {
            elements.append(SVG.text(zh ? "iPadOS 26：窗口化应用（可自由调整大小）" : "iPadOS 26: windowed apps (freely resizable)", 0, y, class: "fig-heading"))
            y += 14
            elements.append(SVG.rect(left, y, widest, 22, class: "fig-context", radius: 3, data: [("window-width", "resizable"), ("size-class", "not-published")]))
            let note = zh ? "尺寸类随窗口变化；Apple 没有公布切换宽度和最小宽度" : "The class follows the window; Apple publishes no switching width and no minimum width"
            elements.append(SVG.text(note, left, y + 48, class: "fig-small"))
        }
        let description = zh
            ? "每根横条是一种窗口宽度，按比例绘制，颜色和代码表示水平尺寸类。两条虚线标出已公布数据中最宽的紧凑窗口和最窄的常规窗口；两者之间没有公布任何宽度，也没有公布切换阈值。iPadOS 26 的可调整窗口没有公布宽度。"
            : "Each bar is one window width, drawn to scale, coloured and coded by its horizontal size class. Two dashed lines mark the widest compact and the narrowest regular window of the published lists; no width between them was published, and no threshold either. For the resizable windows of iPadOS 26 no width is published."
        return SVGDocument(id: figure.id, width: left + widest + 140, height: y + 60, title: figure.caption[language],
                           description: description, language: language, elements: elements)
    }
}
