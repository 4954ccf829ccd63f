/// `presentation-styles`: what each modal presentation style covers, in a regular
/// environment and in a compact width, today and in the guide's edition, each drawn from
/// `PresentationAdaptation.adapt`.
enum PresentationStylesFigure {
    static let figure = Figure(
        id: "presentation-styles",
        caption: LocalizedText(en: "What each presentation style covers, and what it adapts to in a compact width",
                               key: "presentation-styles-figure.what-each-presentation-style-covers-what"),
        draw: { draw($0) },
        // For one release: that release's rules only, in both environments.
        drawForRelease: { language, release in draw(language, edition: release.edition) },
        drawForLayout: { draw($0, width: $1.maxWidth) }
    )

    /// The device's frame around each screen (`DeviceOutline`), the same on every screen.
    static let bezel = 5.0
    static let regularScreen = (width: 170.0, height: 128.0)
    static let compactScreen = (width: 64.0, height: 128.0)

    /// A full column has the styles' names in a column of their own; a narrower one
    /// names each style above its row, and a phone draws the screens smaller (never the
    /// words) so the three columns still sit side by side.
    static func draw(_ language: Language, edition: Edition? = nil, width: Double = FigureLayout.full.maxWidth) -> SVGDocument {
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        let compact = SizeClasses(horizontal: .compact, vertical: .regular)
        let newest = edition ?? PresentationAdaptation.distinctEditions.last!
        var columns: [(String, SizeClasses, Edition)] = [
            (LocalizedText(en: "Regular width and height", key: "presentation-styles-figure.regular-width-height")[language], regular, newest),
            (LocalizedText(en: "Compact width ({releases})", key: "presentation-styles-figure.compact-width-in",
                           arguments: ["releases": PresentationAdaptation.span(of: newest).term])[language], compact, newest),
        ]
        if edition == nil {
            columns.append((LocalizedText(en: "Compact width (the guide, iOS 8–12)", key: "presentation-styles-figure.compact-width-guide-ios-8-12")[language], compact, .guide))
        }
        var elements: [SVGElement] = []
        let left = width >= 700 ? 150.0 : 0
        let columnWidth = ((width - left) / Double(columns.count)).rounded(.down)
        let scale = min(1, (columnWidth - 12 - 2 * bezel) / regularScreen.width)
        var headingBottom = 0.0
        for (index, column) in columns.enumerated() {
            let (lines, last) = FigureType.lines(column.0, x: left + Double(index) * columnWidth, y: 18, width: columnWidth - 12, class: "fig-heading")
            elements += lines
            headingBottom = max(headingBottom, last)
        }
        var y = headingBottom + 16
        for style in ModalPresentationStyle.currentStyles {
            let resolved = style == .automatic ? PresentationAdaptation.automaticStyle(in: newest) : nil
            if left > 0 {
                elements.append(SVG.text(style.swiftName, 0, y + 16))
                if let resolved { elements.append(SVG.text("→ \(resolved.swiftName)", 0, y + 34, class: "fig-small")) }
            } else {
                // The row's name on its own line above the row.
                elements.append(SVG.text(style.swiftName + (resolved.map { " → " + $0.swiftName } ?? ""), 0, y + 14))
                y += 24
            }
            var rowHeight = 0.0
            for (index, column) in columns.enumerated() {
                let x = left + Double(index) * columnWidth
                let full = column.1 == regular ? regularScreen : compactScreen
                let screen = (width: full.width * scale, height: full.height * scale)
                var cell: [SVGElement] = [SVG.rect(0, 0, screen.width, screen.height, class: "fig-screen", radius: 6)]
                var caption: String
                if let adapted = try? PresentationAdaptation.adapt(style, in: column.1, edition: column.2) {
                    cell += shapes(for: adapted.appearance, width: screen.width, height: screen.height)
                    caption = adapted.appearance.term[language]
                    let resolved = style == .automatic ? PresentationAdaptation.automaticStyle(in: column.2) ?? style : style
                    if adapted.style != resolved { caption = language.labelled(LocalizedText(en: "As ", key: "presentation-styles-figure.as")[language] + adapted.style.swiftName, caption) }
                    cell = [SVG.group(data: [("style", style.swiftName), ("environment", column.1 == regular ? "regular" : "compact-width"),
                                             ("edition", column.2.rawValue), ("appearance", adapted.appearance.rawValue)], cell)]
                } else {
                    caption = LocalizedText(en: "Not in this edition", key: "presentation-styles-figure.not-edition")[language]
                    cell = [SVG.group(data: [("style", style.swiftName), ("edition", column.2.rawValue), ("appearance", "none")], cell)]
                }
                let (lines, last) = FigureType.lines(caption, x: 0, y: screen.height + bezel + 18, width: columnWidth - 12, class: "fig-small",
                                                     cuttingNames: left == 0)
                cell = [DeviceOutline.frame(0, 0, screen.width, screen.height, screenRadius: 6, bezel: bezel)] + cell + lines
                elements.append(SVGElement("g", [("transform", "translate(\(SVG.number(x + bezel)) \(SVG.number(y + bezel)))")], children: cell))
                rowHeight = max(rowHeight, last + bezel + 6)
            }
            y += rowHeight + 16
        }
        let description = LocalizedText(en: "Each row is one presentation style: what the presented view covers in a regular environment, what it becomes in a compact width today, and what it became in the guide's edition (iOS 8–12). A dashed outline marks the view controller that defines the presentation context.", key: "presentation-styles-figure.each-row-one-presentation-style-what")[language]
        return SVGDocument(id: figure.id, width: left + columnWidth * Double(columns.count), height: y - 6, title: figure.caption[language],
                           description: description, language: language, elements: elements)
    }

    /// The presented view inside a screen of the given size.
    static func shapes(for appearance: PresentationAppearance, width w: Double, height h: Double) -> [SVGElement] {
        // A few lines stand for the presenting content, visible wherever it stays.
        let content = (0..<4).map { SVG.rect(w * 0.1, h * 0.12 + Double($0) * h * 0.14, w * 0.8, h * 0.05, class: "fig-small-bar") }
        switch appearance {
        case .fullScreen:
            return [SVG.rect(0, 0, w, h, class: "fig-presented fig-solid", radius: 6)]
        case .overFullScreen:
            return content + [SVG.rect(0, 0, w, h, class: "fig-presented", radius: 6)]
        case .pageSheet:
            return content + [SVG.rect(0, 0, w, h, class: "fig-dim", radius: 6),
                              SVG.rect(w * 0.2, h * 0.06, w * 0.6, h * 0.94, class: "fig-presented fig-solid", radius: 5)]
        case .formSheet:
            return content + [SVG.rect(0, 0, w, h, class: "fig-dim", radius: 6),
                              SVG.rect(w * 0.3, h * 0.2, w * 0.4, h * 0.6, class: "fig-presented fig-solid", radius: 5)]
        case .sheet:
            return content + [SVG.rect(0, 0, w, h, class: "fig-dim", radius: 6),
                              SVG.rect(w * 0.03, h * 0.1, w * 0.94, h * 0.9, class: "fig-presented fig-solid", radius: 5)]
        case .edgeAttachedSheet:
            return content + [SVG.rect(w * 0.15, h * 0.15, w * 0.7, h * 0.85, class: "fig-presented fig-solid", radius: 5)]
        case .popover:
            let box = (x: w * 0.45, y: h * 0.22, width: w * 0.45, height: h * 0.45)
            let tip = "M\(SVG.number(box.x + box.width * 0.7 - 6)) \(SVG.number(box.y))L\(SVG.number(box.x + box.width * 0.7)) \(SVG.number(box.y - 10))L\(SVG.number(box.x + box.width * 0.7 + 6)) \(SVG.number(box.y))z"
            return content + [SVG.path(tip, class: "fig-presented fig-solid"),
                              SVG.rect(box.x, box.y, box.width, box.height, class: "fig-presented fig-solid", radius: 4)]
        case .currentContext:
            return content + [SVG.rect(w * 0.4, 0, w * 0.6, h, class: "fig-presented fig-solid"),
                              SVG.rect(w * 0.4, 0, w * 0.6, h, class: "fig-context")]
        case .overCurrentContext:
            return content + [SVG.rect(w * 0.4, 0, w * 0.6, h, class: "fig-presented"),
                              SVG.rect(w * 0.4, 0, w * 0.6, h, class: "fig-context")]
        case .decidedByPresentationController, .notDocumentedSinceIOS13:
            // Nobody states the result: the custom controller decides, or no source says.
            return content + [SVG.rect(w * 0.15, h * 0.15, w * 0.7, h * 0.7, class: "fig-context", radius: 4),
                              SVG.text("?", w / 2, h / 2 + 8, class: "fig-heading", anchor: .middle)]
        }
    }

    /// Breaks a label into lines no wider than `width` (see `FigureLineBreaking`).
    static func wrap(_ text: String, width: Double, size: Double) -> [String] {
        FigureLineBreaking.wrap(text, width: width, size: size)
    }
}
