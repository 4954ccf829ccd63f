/// Device and multitasking tables: cells come from the size-class rule and the
/// multitasking width rule, never from typed results.
extension ReferenceTables {
    static let deviceWords = WordList("table-words.header.device", english: ["device", "model"])
    static let portraitWords = WordList("table-words.header.portrait", english: ["portrait"])
    static let landscapeWords = WordList("table-words.header.landscape", english: ["landscape"])

    /// The guide's grouping of its five rows, by the names it prints. The size classes
    /// are not part of this data: they come from the rule.
    static let guideRowNames: [[String]] = [
        ["iPad (all)", "iPad mini"],
        ["iPhone 6 Plus"],
        ["iPhone 6"],
        ["iPhone 5s", "iPhone 5c", "iPhone 5"],
        ["iPhone 4s"],
    ]

    /// The guide's rows resolved against the catalogue.
    public static var guideRows: [[Device]] {
        guideRowNames.map { $0.compactMap(DeviceCatalogue.device(named:)) }
    }

    static var sizeClassesByDeviceTable: ModelTable {
        ModelTable(
            id: "size-classes-by-device",
            caption: LocalizedText(en: "Size classes per device, full screen (the guide's table)", key: "device-tables.size-classes-per-device-full-screen"),
            columns: [
                ModelColumn(LocalizedText(en: "Device", key: "device-tables.device"), .devices, words: deviceWords, key: true),
                ModelColumn(LocalizedText(en: "Portrait", key: "device-tables.portrait-2"), .sizeClasses, words: portraitWords),
                ModelColumn(LocalizedText(en: "Landscape", key: "device-tables.landscape-2"), .sizeClasses, words: landscapeWords),
            ],
            rows: zip(guideRowNames, guideRows).map { names, devices in
                let device = devices[0]
                return [
                    ModelCell(LocalizedText.list(names.map(ChineseProductName.localized)),
                              .devices(Set(devices.map(\.id)))),
                    sizeClassCell(device.sizeClasses(in: .portrait)),
                    sizeClassCell(device.sizeClasses(in: .landscape)),
                ]
            },
            sources: ChineseProductName.sources,
            // A row leaves the table after the last release any device in it runs (the
            // iPhone 4s stops at iOS 9, the iPhone 6 Plus at 12).
            rowSources: guideRows.map { devices in devices.contains { DeviceSupport.span(of: $0.id) != nil } ? [DeviceSupport.versionsByDevice] : [] },
            rowAvailability: guideRows.map(Self.releasesRun)
        )
    }

    /// The releases at least one of `devices` runs: from the earliest first release to the
    /// latest last one, open-ended while one of them runs the newest.
    static func releasesRun(by devices: [Device]) -> Availability {
        let spans = devices.map { DeviceSupport.span(of: $0.id) }
        guard !spans.isEmpty, spans.allSatisfy({ $0 != nil }) else { return .always }
        let first = spans.map { $0!.firstMajor }.min()!
        let last = spans.contains { $0!.lastMajor == nil } ? nil : spans.compactMap { $0!.lastMajor }.max()
        return Availability(introduced: first > Release.first.major ? "\(first).0" : nil, obsoleted: last.map { "\($0 + 1).0" })
    }

    static func sizeClassCell(_ classes: SizeClasses) -> ModelCell {
        ModelCell(classes.text, .sizeClasses(classes))
    }

    /// The devices Apple's current table lists, and those only a third party lists.
    static var currentDevices: [Device] {
        DeviceCatalogue.all.filter { $0.sources.contains(.humanInterfaceGuidelines) || $0.sources.contains(.iosref) }
    }

    /// What a screen gives, the same in every table that lists devices: its portrait size,
    /// scale and full-screen size classes in each orientation.
    static let screenColumns = [
        ModelColumn(LocalizedText(en: "Portrait size (points)", key: "device-tables.portrait-size-points")),
        ModelColumn(LocalizedText(en: "Scale", key: "device-tables.scale")),
        ModelColumn(LocalizedText(en: "Portrait", key: "device-tables.portrait-2")),
        ModelColumn(LocalizedText(en: "Landscape", key: "device-tables.landscape-2")),
    ]

    static func screenCells(_ device: Device) -> [ModelCell] {
        [ModelCell(invariant: device.portraitSize.text), ModelCell(invariant: "@\(device.scale.text)x"),
         sizeClassCell(device.sizeClasses(in: .portrait)), sizeClassCell(device.sizeClasses(in: .landscape))]
    }

    /// The published tables a screen's size comes from (the guide's is cited table-wide).
    static func screenSources(_ device: Device) -> [FactSource] {
        Device.Source.allCases.filter { device.sources.contains($0) && $0 != .guide }.map(\.factSource)
    }

    static var sizeClassesModernTable: ModelTable {
        ModelTable(
            id: "size-classes-modern",
            caption: LocalizedText(en: "Screen sizes and full-screen size classes of the devices in Apple's current table (a screen's classes do not depend on the OS release)",
                                   key: "device-tables.screen-sizes-full-screen-size-classes"),
            columns: [ModelColumn(LocalizedText(en: "Device", key: "device-tables.device"), key: true)] + screenColumns,
            rows: currentDevices.map { device in [ModelCell(device.localizedName, .devices([device.id]))] + screenCells(device) },
            sources: ChineseProductName.sources,
            rowSources: currentDevices.map { screenSources($0) + (DeviceSupport.span(of: $0.id) == nil ? [] : [DeviceSupport.versionsByDevice]) },
            // Computed for a release, the table lists only the devices that run it.
            rowAvailability: currentDevices.map { releasesRun(by: [$0]) }
        )
    }

    /// Every model that runs iOS or iPadOS 26, by the name Apple sells it under, with the
    /// screen it has and what that screen gives.
    static var devicesOS26Table: ModelTable {
        let models = SoldModel.runningOS26
        return ModelTable(
            id: "devices-os26",
            caption: LocalizedText(en: "Every iPhone and iPad that runs iOS 26 or iPadOS 26", key: "device-tables.every-iphone-ipad-runs-ios-26-ipados-26"),
            columns: [ModelColumn(LocalizedText(en: "Model", key: "device-tables.model-2"), key: true),
                      ModelColumn(LocalizedText(en: "Screen", key: "device-tables.screen"))] + screenColumns,
            rows: models.map { model in [ModelCell(model.localizedName), ModelCell(model.device.localizedName)] + screenCells(model.device) },
            sources: ChineseProductName.sources,
            rowSources: models.map { [$0.source] + screenSources($0.device) },
            // Apple's lists are for 26; which of these run iOS 27 is not in the model's sources.
            editions: EditionRange(from: .ios26, through: .ios26)
        )
    }

    static var multitaskingTable: ModelTable {
        var rows: [[ModelCell]] = []
        for screen in Multitasking.referenceScreens {
            for orientation in Orientation.allCases {
                for arrangement in MultitaskingArrangement.allCases where arrangement.isOffered(in: orientation) {
                    guard
                        let width = Multitasking.windowWidth(portraitSize: screen.portraitSize, orientation: orientation, arrangement: arrangement),
                        let classes = Multitasking.sizeClasses(portraitSize: screen.portraitSize, orientation: orientation, arrangement: arrangement)
                    else { continue }
                    rows.append([
                        ModelCell(screen.name),
                        ModelCell(orientation.term),
                        ModelCell(arrangement.term),
                        ModelCell(invariant: String(width)),
                        sizeClassCell(classes),
                    ])
                }
            }
        }
        return ModelTable(
            id: "multitasking",
            caption: LocalizedText(en: "iPad multitasking: window widths and size classes", key: "device-tables.ipad-multitasking-window-widths-size"),
            columns: [
                ModelColumn(LocalizedText(invariant: "iPad"), key: true),
                ModelColumn(LocalizedText(en: "Orientation", key: "device-tables.orientation"), key: true),
                ModelColumn(LocalizedText(en: "Arrangement", key: "device-tables.arrangement"), key: true),
                ModelColumn(LocalizedText(en: "Window width (points)", key: "device-tables.window-width-points")),
                ModelColumn(LocalizedText(en: "Size classes", key: "device-tables.size-classes")),
            ],
            rows: rows
        )
    }
}
