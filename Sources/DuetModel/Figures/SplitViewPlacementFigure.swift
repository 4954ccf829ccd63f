/// `split-view-placement`: what a three-column split view shows on an iPhone (horizontally
/// compact, collapsed), on an iPad at full screen (horizontally regular, expanded, here in
/// `.twoBesideSecondary`) and, from iPadOS 26, in a narrow window on an iPad (compact
/// again, collapsed). Drawn from the model: the expanded panel from
/// `SplitDisplayMode.placement(of:in:)`, the collapsed ones from `CollapsedSplitView`, with
/// a compact column set. The inspector (iOS 26) is drawn dashed: it exists, hidden until
/// `show(_:)`. Before iOS 14 there is no column-style split view to draw.
enum SplitViewPlacementFigure {
    static let figure = Figure(
        id: "split-view-placement",
        caption: LocalizedText(en: "What a three-column split view shows on an iPhone, on an iPad at full screen and in a narrow iPad window",
                               key: "split-view-placement-figure.what-three-column-split-view-shows"),
        draw: { draw($0, release: Release(major: 26)!, layout: .full) },
        drawForRelease: { language, release in release.major >= 14 ? draw(language, release: release, layout: .full) : nil },
        drawForLayout: { draw($0, release: Release(major: 26)!, layout: $1) }
    )

    static let style = SplitViewStyle.tripleColumn
    static let expandedMode = SplitDisplayMode.twoBesideSecondary

    /// A device or window the figure draws, with the horizontal size class it has there.
    enum Panel: String, CaseIterable {
        case iPhone = "iphone"
        case iPadFullScreen = "ipad-full-screen"
        case iPadNarrowWindow = "ipad-narrow-window"

        var sizeClass: UserInterfaceSizeClass { self == .iPadFullScreen ? .regular : .compact }

        /// Freely resizable windows arrived with iPadOS 26.
        func exists(in release: Release) -> Bool { self != .iPadNarrowWindow || release.major >= 26 }

        func title(_ language: Language) -> String {
            let title = switch self {
            case .iPhone: LocalizedText(en: "iPhone, portrait", key: "split-view-placement-figure.iphone-portrait")
            case .iPadFullScreen: LocalizedText(en: "iPad, full screen", key: "split-view-placement-figure.ipad-full-screen")
            case .iPadNarrowWindow: LocalizedText(en: "iPadOS 26, narrow window", key: "split-view-placement-figure.ipad-narrow-window")
            }
            return title[language]
        }
    }

    /// Where a panel's screen starts below its titles, and how tall a screen is drawn.
    static let titles = 70.0
    static let height = 300.0
    static let phoneWidth = 170.0
    static let gap = 24.0
    static let margin = 10.0

    /// An iPad's screen at its widest (a full column) and where it must fit a phone's
    /// column or half a side-by-side page: its columns shrink in proportion, and the
    /// inspector, hidden until shown, is drawn below the screen rather than in it.
    static func padWidth(_ layout: FigureLayout) -> Double { layout == .full ? 460 : 320 }

    /// The panels in rows, each row as wide as the layout allows: a full column puts the
    /// iPhone beside the full-screen iPad, half a page does too at the narrower iPad, a
    /// phone's column stacks all three.
    static func rows(_ panels: [Panel], layout: FigureLayout) -> [[Panel]] {
        var rows: [[Panel]] = []
        var used = margin
        for panel in panels {
            let width = panel == .iPhone ? phoneWidth : padWidth(layout)
            if let last = rows.indices.last, used + gap + width + margin <= layout.maxWidth {
                rows[last].append(panel)
                used += gap + width
            } else {
                rows.append([panel])
                used = margin + width
            }
        }
        return rows
    }

    static func draw(_ language: Language, release: Release, layout: FigureLayout) -> SVGDocument {
        var elements: [SVGElement] = []
        var rowTop = 0.0
        var widest = 0.0
        let inspectorBelow = layout != .full && SplitViewColumn.inspector.availability.holds(in: release)
        for row in rows(Panel.allCases.filter { $0.exists(in: release) }, layout: layout) {
            var x = margin
            let top = rowTop + titles
            var rowBottom = top + height
            for panel in row {
                let width = panel == .iPhone ? phoneWidth : padWidth(layout)
                elements.append(SVG.text(panel.title(language), x, rowTop + 24, class: "fig-heading"))
                let state = panel.sizeClass == .regular
                    ? LocalizedText(en: "Regular width: expanded, {mode}", key: "split-view-placement-figure.regular-expanded",
                                    arguments: ["mode": LocalizedText(invariant: expandedMode.caseName)])[language]
                    : LocalizedText(en: "Compact width: collapsed", key: "split-view-placement-figure.compact-width-collapsed")[language]
                elements.append(SVG.text(state, x, rowTop + 50, class: "fig-small"))
                elements.append(DeviceOutline.frame(x, top, width, height, screenRadius: panel == .iPhone ? 24 : 14, bezel: 6))
                elements.append(SVG.rect(x, top, width, height, class: "fig-screen", radius: panel == .iPhone ? 24 : 14,
                                         data: [("panel", panel.rawValue), ("size-class", panel.sizeClass == .regular ? "regular" : "compact")]))
                switch panel.sizeClass {
                case .regular:
                    elements += expandedColumns(x: x, top: top, width: width, language: language, release: release, inspectorInside: !inspectorBelow)
                    if inspectorBelow {
                        elements.append(inspectorNote(x: x, y: top + height + 12, width: width, language: language))
                        rowBottom = max(rowBottom, top + height + 12 + 52)
                    }
                default:
                    // The narrow window sits inside the iPad's screen, at the leading edge.
                    let narrow = panel == .iPadNarrowWindow
                    let windowX = narrow ? x + 12 : x
                    let windowWidth = narrow ? (layout == .full ? phoneWidth : 150) : width
                    if narrow {
                        elements.append(SVG.rect(windowX, top + 12, windowWidth, height - 24, class: "fig-box", radius: 12))
                        elements.append(SVG.text(LocalizedText(en: "collapses below a width", key: "split-view-placement-figure.once-narrower-than")[language], windowX + windowWidth + 14, top + 40, class: "fig-small"))
                        elements.append(SVG.text(LocalizedText(en: "Apple does not publish", key: "split-view-placement-figure.unpublished-width")[language], windowX + windowWidth + 14, top + 58, class: "fig-small"))
                    }
                    elements.append(collapsedColumn(x: windowX, top: top, width: windowWidth, panel: panel, language: language))
                }
                x += width + gap
            }
            widest = max(widest, x - gap + margin)
            rowTop = rowBottom + 30
        }
        let description = LocalizedText(en: "Three panels. iPhone: horizontally compact, the split view is collapsed and shows only the compact column's view controller. iPad at full screen: horizontally regular, the split view is expanded and, in .twoBesideSecondary, shows the primary, supplementary and secondary columns side by side; from iOS 26 an inspector column waits at the trailing edge, hidden until show(_:). A narrow window in iPadOS 26: below a width Apple does not publish it is horizontally compact, and the split view collapses again to the compact column.", key: "split-view-placement-figure.three-panels-iphone-horizontally-compact")[language]
        return SVGDocument(id: figure.id, width: widest, height: rowTop - 10, title: figure.caption[language],
                           description: description, language: language, elements: elements)
    }

    /// The inspector where the iPad is drawn narrow: a dashed box below the screen, saying
    /// where it appears, so the columns keep room for their names.
    static func inspectorNote(x: Double, y: Double, width: Double, language: Language) -> SVGElement {
        SVG.group(data: [("column", SplitViewColumn.inspector.rawValue), ("placement", "hidden-until-shown")], [
            SVG.rect(x, y, width, 46, class: "fig-context", radius: 6),
            SVG.text(SplitViewColumn.inspector.name[language], x + 8, y + 19, class: "fig-small"),
            SVG.text(LocalizedText(en: "trailing edge, hidden until show(_:)", key: "split-view-placement-figure.trailing-edge-hidden-until-show")[language], x + 8, y + 37, class: "fig-small"),
        ])
    }

    /// The expanded columns in the figure's display mode, widths in the proportions of a
    /// typical layout (Apple publishes default widths for none of them).
    static func expandedColumns(x: Double, top: Double, width: Double, language: Language, release: Release,
                                inspectorInside: Bool) -> [SVGElement] {
        let inspectorShown = inspectorInside && SplitViewColumn.inspector.availability.holds(in: release)
        // On the narrower iPad the sidebars keep the room their names need.
        let widths: [SplitViewColumn: Double] = width >= 460
            ? [.primary: 100, .supplementary: 120, .inspector: inspectorShown ? 100 : 0]
            : [.primary: 84, .supplementary: 106, .inspector: 0]
        var elements: [SVGElement] = []
        var columnX = x + 8
        for column in style.expandedColumns {
            let placement = expandedMode.placement(of: column, in: style)
            guard placement != .hidden else { continue }
            let columnWidth = widths[column] ?? (x + width - 8 - columnX - (widths[.inspector] ?? 0))
            elements.append(SVG.group(data: [("column", column.rawValue), ("placement", placement.rawValue)], [
                SVG.rect(columnX, top + 8, columnWidth - 4, height - 16, class: column == .secondary ? "fig-rr" : "fig-rc", radius: 6),
                SVG.text(column.name[language], columnX + 8, top + 34, class: "fig-small"),
            ]))
            columnX += columnWidth
        }
        if inspectorShown {
            elements.append(SVG.group(data: [("column", SplitViewColumn.inspector.rawValue), ("placement", "hidden-until-shown")], [
                SVG.rect(columnX, top + 8, 96, height - 16, class: "fig-context", radius: 6),
                SVG.text(SplitViewColumn.inspector.name[language], columnX + 8, top + 34, class: "fig-small"),
                SVG.text("show(_:)", columnX + 8, top + 58, class: "fig-small"),
            ]))
        }
        return elements
    }

    static func collapsedColumn(x: Double, top: Double, width: Double, panel: Panel, language: Language) -> SVGElement {
        let shown = CollapsedSplitView.shown(style: style, hasCompactColumn: true)
        let label = shown == .compactColumn ? SplitViewColumn.compact.name[language] : CollapsedSplitView.text(shown)[language]
        let inset = panel == .iPadNarrowWindow ? 20.0 : 8.0
        return SVG.group(data: [("column", SplitViewColumn.compact.rawValue), ("placement", "collapsed")], [
            SVG.rect(x + 8, top + inset, width - 16, height - 2 * inset, class: "fig-cc", radius: 6),
            SVG.text(label, x + 16, top + inset + 26, class: "fig-small"),
        ])
    }
}
