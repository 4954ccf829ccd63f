/// `device-size-classes`: every screen of the model to scale, in portrait and landscape, each
/// filled by its full-screen size-class pair; the guide's devices and today's as two
/// groups. Devices that share a screen share a drawing (all their names are in it).
enum DeviceSizeClassesFigure {
    static let figure = Figure(
        id: "device-size-classes",
        caption: LocalizedText(en: "Devices to scale and their full-screen size classes", key: "device-size-classes-figure.devices-scale-their-full-screen-size"),
        draw: { draw($0) },
        // For one release: the guide's devices up to iOS 12, the current table's after;
        // a device a source says cannot run the release is left out.
        drawForRelease: { language, release in draw(language, release: release) },
        // Screens stay to one scale at every width; the rows wrap to the space instead.
        drawForLayout: { draw($0, width: $1.maxWidth) }
    )

    /// Points to user units.
    static let scale = 0.09

    struct Screen {
        let devices: [Device]
        var size: PointSize { devices[0].portraitSize }
    }

    static func screens(_ devices: [Device]) -> [Screen] {
        var order: [String] = []
        var groups: [String: [Device]] = [:]
        for device in devices {
            let key = "\(device.idiom)-\(device.portraitSize.width)x\(device.portraitSize.height)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(device)
        }
        return order.map { Screen(devices: groups[$0]!) }
    }

    static func sizeClassClass(_ classes: SizeClasses) -> String {
        "fig-" + (classes.horizontal == .regular ? "r" : "c") + (classes.vertical == .regular ? "r" : "c")
    }

    static func code(_ classes: SizeClasses) -> String {
        "w" + (classes.horizontal == .regular ? "R" : "C") + " h" + (classes.vertical == .regular ? "R" : "C")
    }

    static func value(_ classes: SizeClasses) -> String {
        "\(classes.horizontal == .regular ? "regular" : "compact")-\(classes.vertical == .regular ? "regular" : "compact")"
    }

    static func draw(_ language: Language, release: Release? = nil, width: Double = FigureLayout.full.maxWidth) -> SVGDocument {
        var elements: [SVGElement] = []
        var y = 10.0
        // Legend: colour and a letter code, so colour is never the only carrier.
        let legend: [(String, SizeClasses)] = [
            (LocalizedText(en: "wR hR: regular width, regular height", key: "device-size-classes-figure.wr-hr-regular-width-regular-height")[language], SizeClasses(horizontal: .regular, vertical: .regular)),
            (LocalizedText(en: "wC hR: compact width, regular height", key: "device-size-classes-figure.wc-hr-compact-width-regular-height")[language], SizeClasses(horizontal: .compact, vertical: .regular)),
            (LocalizedText(en: "wR hC: regular width, compact height", key: "device-size-classes-figure.wr-hc-regular-width-compact-height")[language], SizeClasses(horizontal: .regular, vertical: .compact)),
            (LocalizedText(en: "wC hC: compact width, compact height", key: "device-size-classes-figure.wc-hc-compact-width-compact-height")[language], SizeClasses(horizontal: .compact, vertical: .compact)),
        ]
        let legendColumns = width >= 600 ? 2 : 1
        for (index, item) in legend.enumerated() {
            let x = Double(index % legendColumns) * (width / Double(legendColumns))
            let rowY = y + Double(index / legendColumns) * 26
            elements.append(SVG.rect(x, rowY, 22, 18, class: sizeClassClass(item.1)))
            elements.append(SVG.text(item.0, x + 30, rowY + 14))
        }
        y += Double(legend.count / legendColumns) * 26 + 14
        var groups: [(String, [Device])] = [
            (LocalizedText(en: "The guide's devices (iOS 8–12)", key: "device-size-classes-figure.guide-s-devices-ios-8-12")[language], DeviceCatalogue.devices(in: .guide)),
            (LocalizedText(en: "Devices in Apple's current HIG table, and newer models", key: "device-size-classes-figure.devices-apple-s-current-hig-table-models")[language],
             DeviceCatalogue.all.filter { $0.sources.contains(.humanInterfaceGuidelines) || $0.sources.contains(.iosref) }),
        ]
        if let release {
            groups = [release.edition == .guide ? groups[0] : groups[1]].map { heading, devices in
                (heading, devices.filter { DeviceSupport.canRun($0.id, release) })
            }
        }
        for (heading, devices) in groups {
            let (headingLines, headingLast) = FigureType.lines(heading, x: 0, y: y + 16, width: width, class: "fig-heading")
            elements += headingLines
            y = headingLast + 16
            var x = 0.0
            var rowHeight = 0.0
            for screen in screens(devices) {
                let (cell, cellWidth, cellHeight) = drawScreen(screen, language: language)
                if x > 0 && x + cellWidth > width {
                    x = 0
                    y += rowHeight + 16
                    rowHeight = 0
                }
                elements.append(SVGElement("g", [("transform", "translate(\(SVG.number(x)) \(SVG.number(y)))")], children: cell))
                x += cellWidth + 20
                rowHeight = max(rowHeight, cellHeight)
            }
            y += rowHeight + 30
        }
        let description = LocalizedText(en: "Each device is drawn to scale in portrait and in landscape; colour and a letter code give its full-screen size classes (w width, h height, R regular, C compact). Every iPad is regular in both dimensions in both orientations; every iPhone is compact width and regular height in portrait and compact height in landscape, and only the larger models are regular width in landscape.", key: "device-size-classes-figure.each-device-drawn-scale-portrait-landscape")[language]
        return SVGDocument(id: figure.id, width: width, height: y, title: figure.caption[language], description: description,
                           language: language, elements: elements)
    }

    /// One screen: the two orientations side by side, then name, size and codes.
    static func drawScreen(_ screen: Screen, language: Language) -> ([SVGElement], Double, Double) {
        let device = screen.devices[0]
        let ids = screen.devices.map(\.id).joined(separator: " ")
        let pw = Double(screen.size.width) * scale, ph = Double(screen.size.height) * scale
        var elements: [SVGElement] = []
        let portrait = device.sizeClasses(in: .portrait), landscape = device.sizeClasses(in: .landscape)
        // Each screen sits in its device's frame, which the layout leaves room for.
        let bezel = DeviceOutline.bezel(width: pw, height: ph)
        let shapesTop = bezel
        let shapeHeight = ph
        let turnedX = bezel + pw + 8 + 2 * bezel
        elements.append(DeviceOutline.frame(bezel, shapesTop, pw, ph, screenRadius: 4, bezel: bezel))
        elements.append(DeviceOutline.frame(turnedX, shapesTop + (shapeHeight - pw), ph, pw, screenRadius: 4, bezel: bezel))
        elements.append(SVG.rect(bezel, shapesTop + (shapeHeight - ph), pw, ph, class: sizeClassClass(portrait), radius: 4, data: [
            ("device", ids), ("orientation", "portrait"), ("size-class", value(portrait)),
            ("width", String(screen.size.width)), ("height", String(screen.size.height)),
        ]))
        elements.append(SVG.rect(turnedX, shapesTop + (shapeHeight - pw), ph, pw, class: sizeClassClass(landscape), radius: 4, data: [
            ("device", ids), ("orientation", "landscape"), ("size-class", value(landscape)),
            ("width", String(screen.size.height)), ("height", String(screen.size.width)),
        ]))
        let names = screen.devices.map { language == .zh ? ChineseProductName.of($0.name) : $0.name }
        // How many other devices share this screen, said in words: "+3" alone does not
        // say what it counts.
        let more = names.count > 1
            ? LocalizedText(en: " and {others} more with this screen", key: "device-size-classes-figure.more-devices",
                            arguments: ["others": LocalizedText(invariant: String(names.count - 1))])[language]
            : ""
        let name = names[0] + more
        let size = "\(screen.size.width) × \(screen.size.height) pt"
        let codes = "↕ " + code(portrait) + "  ↔ " + code(landscape)
        let labelTop = shapesTop + shapeHeight + bezel + 18
        elements.append(SVG.text(name, 0, labelTop))
        elements.append(SVG.text(size, 0, labelTop + 17, class: "fig-small"))
        elements.append(SVG.text(codes, 0, labelTop + 33, class: "fig-small"))
        // Every name the drawing stands for, for pointer and screen-reader users (first child).
        elements.insert(SVGElement("title", text: language.list(names)), at: 0)
        let textWidth = max(SVG.width(of: name, size: FigureType.label), SVG.width(of: codes, size: FigureType.small), SVG.width(of: size, size: FigureType.small))
        // The measure is an estimate: a tenth more keeps a wide label inside the row.
        return (elements, max(turnedX + ph + bezel, textWidth * 1.1), labelTop + 38)
    }
}
