/// `layout-guide-regions`: the regions the layout guides of `LayoutGuideQuestion` describe,
/// in the spaces a view is laid out in: an iPhone in portrait (compact width), the same
/// iPhone with the keyboard up, the iPhone in landscape (compact height) and, from
/// iPadOS 26, an iPad window whose controls take its top-leading corner (before it, an iPad
/// at full screen). Every region is drawn in proportion to nothing: Apple publishes one
/// inset of these, the 8-point margins of most views, so the figure says it is not to
/// scale, and each guide appears only in the releases that have it.
enum LayoutGuideRegionsFigure {
    static let id = "layout-guide-regions"
    static let caption = LocalizedText(en: "Layout guides on an iPhone and an iPad: the safe area, the margins, the readable width, and the keyboard guide and corner-adapted regions where the release has them",
                                       key: "layout-guide-regions-figure.caption")
    static let figure = Figure(
        id: id, caption: caption,
        draw: { draw($0, release: Release.newest, layout: .full) },
        drawForRelease: { language, release in
            firstRelease <= release ? draw(language, release: release, layout: .full) : nil
        },
        drawForLayout: { draw($0, release: Release.newest, layout: $1) }
    )

    /// `layoutMarginsGuide` and `readableContentGuide` arrived in iOS 9.
    static let firstRelease = Release(major: 9)!

    /// A guide the figure draws, with its class and the guide of the table it stands for.
    enum Region: String, CaseIterable {
        case safeArea = "safe-area"
        case margins
        case readableContent = "readable-content"
        case keyboard
        case cornerAdapted = "corner-adapted"

        var guide: String {
            switch self {
            case .safeArea: "safeAreaLayoutGuide"
            case .margins: "layoutMarginsGuide"
            case .readableContent: "readableContentGuide"
            case .keyboard: "keyboardLayoutGuide"
            case .cornerAdapted: "layoutGuide(for:)"
            }
        }

        var fill: String {
            switch self {
            case .safeArea: "fig-rc"
            case .margins: "fig-rr"
            case .readableContent: "fig-cr"
            case .keyboard: "fig-cc"
            case .cornerAdapted: "fig-context"
            }
        }

        /// The table's row for the guide: its release is the one the figure honours.
        var question: LayoutGuideQuestion { LayoutGuideQuestion.all.first { $0.guide == guide }! }

        func exists(in release: Release) -> Bool { question.availability.holds(in: release) }

        func legend(_ language: Language) -> String {
            self == .cornerAdapted
                ? LocalizedText(en: "layoutGuide(for:), corner-adapted", key: "layout-guide-regions-figure.corner-adapted")[language]
                : guide
        }
    }

    /// A space the figure draws a view in.
    enum Panel: String, CaseIterable {
        case phonePortrait = "iphone-portrait"
        case phoneKeyboard = "iphone-keyboard"
        case phoneLandscape = "iphone-landscape"
        case iPad = "ipad"

        var size: (width: Double, height: Double) {
            switch self {
            case .phonePortrait, .phoneKeyboard: (150, 300)
            case .phoneLandscape: (300, 150)
            case .iPad: (260, 300)
            }
        }

        func exists(in release: Release) -> Bool { self != .phoneKeyboard || Region.keyboard.exists(in: release) }

        func title(_ language: Language, release: Release) -> (String, String) {
            let texts: (LocalizedText, LocalizedText) = switch self {
            case .phonePortrait:
                (LocalizedText(en: "iPhone, portrait", key: "layout-guide-regions-figure.iphone-portrait"),
                 LocalizedText(en: "Compact width", key: "layout-guide-regions-figure.compact-width"))
            case .phoneKeyboard:
                (LocalizedText(en: "Keyboard shown", key: "layout-guide-regions-figure.keyboard-shown"),
                 LocalizedText(en: "The guide follows it", key: "layout-guide-regions-figure.guide-follows-it"))
            case .phoneLandscape:
                (LocalizedText(en: "iPhone, landscape", key: "layout-guide-regions-figure.iphone-landscape"),
                 LocalizedText(en: "Compact height", key: "layout-guide-regions-figure.compact-height"))
            case .iPad where Region.cornerAdapted.exists(in: release):
                (LocalizedText(en: "iPadOS 26 window", key: "layout-guide-regions-figure.ipados-window"),
                 LocalizedText(en: "Controls in the top-leading corner", key: "layout-guide-regions-figure.controls-corner"))
            case .iPad:
                (LocalizedText(en: "iPad, full screen", key: "layout-guide-regions-figure.ipad-full-screen"),
                 LocalizedText(en: "Regular width and height", key: "layout-guide-regions-figure.regular-width-height"))
            }
            return (texts.0[language], texts.1[language])
        }
    }

    static let margin = 10.0
    static let gap = 22.0
    static let titles = 52.0
    /// The margin inset, drawn the same in every panel: schematic (8 points is Apple's
    /// default for most views, not for a root view, whose minimums are not published).
    static let marginInset = 8.0

    static func draw(_ language: Language, release: Release, layout: FigureLayout) -> SVGDocument {
        let regions = Region.allCases.filter { $0.exists(in: release) }
        var row: [Panel] = []
        var rows: [[Panel]] = []
        var used = margin
        for panel in Panel.allCases where panel.exists(in: release) {
            if !row.isEmpty, used + gap + panel.size.width + margin <= layout.maxWidth {
                row.append(panel)
                used += gap + panel.size.width
            } else {
                if !row.isEmpty { rows.append(row) }
                row = [panel]
                used = margin + panel.size.width
            }
        }
        rows.append(row)
        // As wide as the widest row of panels; the legend and the note wrap to it.
        let rowWidths: [Double] = rows.map { row in
            let panels: Double = row.map(\.size.width).reduce(0, +)
            return margin * 2 + panels + gap * Double(row.count - 1)
        }
        let widest = max(320, rowWidths.max() ?? 0)
        var (elements, y) = legend(regions, language: language, width: widest - 2 * margin)
        for row in rows {
            var x = margin
            let top = y + titles
            for panel in row {
                let (title, subtitle) = panel.title(language, release: release)
                elements.append(SVG.text(title, x, y + 20, class: "fig-heading"))
                elements.append(SVG.text(subtitle, x, y + 40, class: "fig-small"))
                elements.append(SVG.group(data: [("panel", panel.rawValue)], drawPanel(panel, x: x, y: top, release: release)))
                x += panel.size.width + gap
            }
            y = top + (row.map(\.size.height).max() ?? 0) + 28
        }
        let description = ([LocalizedText(en: "Not to scale. On an iPhone in portrait the layout margins sit inside the space the status and navigation bars leave (from iOS 11 the safe area, which also keeps clear of the home indicator), and the readable width fills them; in landscape the safe area also keeps clear of the sensor housing at the side, and the readable width is a centred column.",
                                          key: "layout-guide-regions-figure.description-phone")]
            + (Region.keyboard.exists(in: release)
               ? [LocalizedText(en: "With the keyboard up, a text field pinned to the keyboard layout guide sits on the keyboard's top edge.",
                                key: "layout-guide-regions-figure.description-keyboard")] : [])
            + [Region.cornerAdapted.exists(in: release)
               ? LocalizedText(en: "In an iPadOS 26 window the controls take the top-leading corner; a layout region with horizontal corner adaptation starts after them, by an amount Apple does not publish, and the readable width is a centred column narrower than the window.",
                               key: "layout-guide-regions-figure.description-window")
               : LocalizedText(en: "On an iPad at full screen the readable width is a centred column narrower than the margins.",
                               key: "layout-guide-regions-figure.description-ipad")])
            .map { $0[language] }.joined(separator: language == .zh ? "" : " ")
        return SVGDocument(id: id, width: widest, height: y - 8, title: caption[language], description: description,
                           language: language, elements: elements)
    }

    /// A swatch and the guide's name for each region, wrapped to the width, then the note
    /// that nothing is to scale.
    static func legend(_ regions: [Region], language: Language, width: Double) -> ([SVGElement], Double) {
        var elements: [SVGElement] = []
        var x = margin
        var y = 8.0
        for region in regions {
            let name = region.legend(language)
            let itemWidth = 22 + SVG.width(of: name, size: FigureType.small) + 18
            if x > margin, x + itemWidth > margin + width {
                x = margin
                y += 22
            }
            elements.append(SVG.group(data: [("legend", region.rawValue)], [
                SVG.rect(x, y, 14, 14, class: region.fill, radius: 3),
                SVG.text(name, x + 20, y + 11.5, class: "fig-small"),
            ]))
            x += itemWidth
        }
        let note = LocalizedText(en: "Not to scale: of these insets UIKit's pages publish only the 8-point margins of most views; a root view's margins, the safe area and the readable width are not documented there.",
                                 key: "layout-guide-regions-figure.not-to-scale")[language]
        let (lines, bottom) = FigureType.lines(note, x: margin, y: y + 34, width: width, class: "fig-small")
        elements += lines
        return (elements, bottom + 14)
    }

    static func region(_ region: Region, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SVGElement {
        SVG.rect(x, y, width, height, class: region.fill, radius: 4, data: [("region", region.rawValue)])
    }

    static func bar(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SVGElement {
        SVG.rect(x, y, width, height, class: "fig-small-bar")
    }

    /// One panel: the device or window, its bars, then the regions from the outermost in.
    static func drawPanel(_ panel: Panel, x: Double, y: Double, release: Release) -> [SVGElement] {
        let (width, height) = panel.size
        let hasSafeArea = Region.safeArea.exists(in: release)
        var elements = [
            DeviceOutline.frame(x, y, width, height, screenRadius: panel == .iPad ? 14 : 22, bezel: 6),
            SVG.rect(x, y, width, height, class: "fig-screen", radius: panel == .iPad ? 14 : 22),
        ]
        // The insets each space keeps clear: bars and the home indicator on a phone, the
        // sensor housing and its opposite side in landscape.
        let insets: (top: Double, leading: Double, bottom: Double, trailing: Double)
        switch panel {
        // The home indicator and the sensor housing arrived with the iPhone X and iOS 11,
        // the release of the safe area; before it the phone is drawn without them.
        case .phonePortrait, .phoneKeyboard:
            elements.append(bar(x, y + 14, width, 28))
            if hasSafeArea { elements.append(bar(x + width / 2 - 24, y + height - 8, 48, 3)) }
            insets = (44, 0, 14, 0)
        case .phoneLandscape:
            elements.append(bar(x, y, width, 26))
            if hasSafeArea {
                elements += [bar(x + width / 2 - 30, y + height - 7, 60, 3),
                             SVG.rect(x + 3, y + height / 2 - 22, 8, 44, class: "fig-device", radius: 4)]
            }
            insets = (26, 30, 12, 30)
        case .iPad:
            return elements + drawPad(x: x, y: y, width: width, height: height, release: release)
        }
        if panel == .phoneKeyboard {
            let keyboardTop = y + height - 118
            elements.append(region(.keyboard, x, keyboardTop, width, 118))
            elements.append(SVG.line(x, keyboardTop, x + width, keyboardTop, class: "fig-context"))
            elements.append(SVG.rect(x + 12, keyboardTop - 32, width - 24, 24, class: "fig-box", radius: 6, data: [("pinned-to", "keyboard")]))
            return elements
        }
        let safe = hasSafeArea
            ? (x + insets.leading, y + insets.top, width - insets.leading - insets.trailing, height - insets.top - insets.bottom)
            : (x, y + insets.top, width, height - insets.top)
        if hasSafeArea { elements.append(region(.safeArea, safe.0, safe.1, safe.2, safe.3)) }
        let marginsRect = (safe.0 + marginInset, safe.1 + marginInset, safe.2 - 2 * marginInset, safe.3 - 2 * marginInset)
        elements.append(region(.margins, marginsRect.0, marginsRect.1, marginsRect.2, marginsRect.3))
        // Drawn filling the margins in portrait and as a centred column in landscape:
        // schematic, since the readable width is not published.
        elements.append(panel == .phoneLandscape ? readableColumn(in: marginsRect)
                        : region(.readableContent, marginsRect.0 + 6, marginsRect.1 + 6, marginsRect.2 - 12, marginsRect.3 - 12))
        return elements
    }

    /// The iPad: from iPadOS 26 a window on the screen with its controls in the corner, the
    /// app's own top bar and a corner-adapted region after the controls (whether the plain
    /// safe area and margins give way to the controls is left undrawn: Apple's pages do not
    /// say); before it, the app at full screen below the status bar.
    static func drawPad(x: Double, y: Double, width: Double, height: Double, release: Release) -> [SVGElement] {
        guard Region.cornerAdapted.exists(in: release) else {
            var elements = [bar(x, y, width, 14)]
            let safe = (x, y + 14, width, height - 14)
            if Region.safeArea.exists(in: release) { elements.append(region(.safeArea, safe.0, safe.1, safe.2, safe.3)) }
            let marginsRect = (safe.0 + marginInset, safe.1 + marginInset, safe.2 - 2 * marginInset, safe.3 - 2 * marginInset)
            elements.append(region(.margins, marginsRect.0, marginsRect.1, marginsRect.2, marginsRect.3))
            elements.append(readableColumn(in: marginsRect))
            return elements
        }
        let window = (x + 14, y + 14, width - 40, height - 60)
        var elements = [
            SVG.rect(window.0, window.1, window.2, window.3, class: "fig-box", radius: 12, data: [("window", "resizable")]),
            bar(window.0, window.1 + 1, window.2, 30),
        ]
        elements.append(readableColumn(in: (window.0 + marginInset, window.1 + 30 + marginInset, window.2 - 2 * marginInset, window.3 - 30 - 2 * marginInset),
                                       widest: 100))
        for index in 0..<3 {
            elements.append(SVG.rect(window.0 + 10 + Double(index) * 12, window.1 + 12, 8, 8, class: "fig-device", radius: 4, data: [("control", String(index))]))
        }
        elements.append(SVG.rect(window.0 + 48, window.1 + 3, window.2 - 51, window.3 - 6, class: Region.cornerAdapted.fill, radius: 8,
                                 data: [("region", Region.cornerAdapted.rawValue)]))
        return elements
    }

    /// The readable width stops growing before the space around it does: a centred column.
    static func readableColumn(in rect: (Double, Double, Double, Double), widest: Double = 120) -> SVGElement {
        let readable = min(rect.2 - 12, widest)
        return region(.readableContent, rect.0 + (rect.2 - readable) / 2, rect.1 + 6, readable, rect.3 - 12)
    }
}
