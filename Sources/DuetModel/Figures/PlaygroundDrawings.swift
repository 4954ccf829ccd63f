/// The playground's drawings, made by the same figure code as the chapters: the reader's
/// window to one scale for every device (so an iPad's split and an iPhone compare at a
/// glance), filled by its size-class pair and labelled with it, and a small screen
/// showing what a presented view covers for each appearance, sketched exactly as the
/// `presentation-styles` figure sketches it. Drawn at build time; the page's script only
/// picks the prebuilt SVG.
public enum PlaygroundDrawings {
    /// Points to user units: the largest iPad still fits a phone's column.
    public static let scale = 0.25

    public static func window(size: PointSize, classes: SizeClasses, language: Language) -> SVGDocument {
        let margin = 4.0
        let width = Double(size.width) * scale, height = Double(size.height) * scale
        let label = "\(size.width) × \(size.height) pt"
        let documentWidth = max(width, SVG.width(of: label, size: FigureType.small)) + 2 * margin
        let elements = [
            SVG.group(data: [("points", "\(size.width) \(size.height)"), ("size-class", DeviceSizeClassesFigure.value(classes))], [
                SVG.rect(margin, margin, width, height, class: DeviceSizeClassesFigure.sizeClassClass(classes), radius: 6),
                SVG.text(DeviceSizeClassesFigure.code(classes), margin + width / 2, margin + height / 2 + 6, class: "fig-heading", anchor: .middle),
                SVG.text(label, margin, margin + height + 20, class: "fig-small"),
            ]),
        ]
        let title = LocalizedText(en: "The window to scale: {width} × {height} points, {classes}", key: "playground-drawings.window-title",
                                  arguments: ["width": LocalizedText(invariant: "\(size.width)"), "height": LocalizedText(invariant: "\(size.height)"),
                                              "classes": classes.text])[language]
        return SVGDocument(id: "playground-window", width: documentWidth, height: margin + height + 28, title: title,
                           description: title, language: language, elements: elements)
    }

    /// What the presented view covers, on an upright or a turned screen.
    public static func sketch(_ appearance: PresentationAppearance, orientation: Orientation, language: Language) -> SVGDocument {
        let long = 150.0, short = 104.0
        let (width, height) = orientation == .portrait ? (short, long) : (long, short)
        var cell: [SVGElement] = [DeviceOutline.frame(0, 0, width, height, screenRadius: 6, bezel: 4),
                                  SVG.rect(0, 0, width, height, class: "fig-screen", radius: 6)]
        cell += PresentationStylesFigure.shapes(for: appearance, width: width, height: height)
        let elements = [
            SVGElement("g", [("transform", "translate(4 4)"), ("data-appearance", appearance.rawValue), ("data-orientation", orientation.rawValue)],
                       children: cell),
        ]
        return SVGDocument(id: "playground-sketch", width: width + 8, height: height + 8, title: appearance.term[language],
                           description: appearance.term[language], language: language, elements: elements)
    }
}
