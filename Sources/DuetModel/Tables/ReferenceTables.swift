/// Every generated table of the reference, in a stable order.
public enum ReferenceTables {
    static let modelTables: [ModelTable] = ([
        traitsTable,
        traitsSinceIOS13Table,
        traitOverridesTable,
        traitTrackingTable,
        sizeClassesByDeviceTable,
        sizeClassesModernTable,
        devicesOS26Table,
        multitaskingTable,
        ipadWindowingTable,
        presentationStylesTable,
        presentationAdaptationTable,
        presentationAdaptationIOS13Table,
        presentationAdaptationCurrentTable,
        transitionStylesTable,
        sheetDetentsTable,
        sheetSizingTable,
        sheetDimmingTable,
        sheetChangesTable,
        preferredTransitionsTable,
        segueKindsTable,
        segueLifeCycleTable,
        rotationTable(id: "rotation-iphone-6", deviceName: "iPhone 6"),
        rotationTable(id: "rotation-iphone-6-plus", deviceName: "iPhone 6 Plus"),
        currentTraitsRotationTable(id: "rotation-iphone-11-pro-max", deviceName: "iPhone 11 Pro Max"),
        registrationRotationTable(id: "rotation-iphone-17-pro-max", deviceName: "iPhone 17 Pro Max"),
        apiAvailabilityTable,
        orientationAPIsTable,
        layoutGuidesTable,
        splitViewExpandedTable(.doubleColumn),
        splitViewExpandedTable(.tripleColumn),
        splitViewCollapsedTable,
        splitViewColumnsTable,
        tabBarSidebarTable,
        tabAccessoryEnvironmentTable,
        sceneRolesTable,
    ] + transitionTables + sheetLifeCycleTables).map(citingSources)

    /// Where each table's facts come from, in one place. Tables that build their own
    /// (per-row) sources keep them and gain these.
    static func citingSources(_ table: ModelTable) -> ModelTable {
        let guideOnly = EditionRange(from: .guide, through: .guide)
        switch table.id {
        case "traits":
            return table.citing(FactSources.traitCollection, FactSources.guideAdaptiveModel)
        case "size-classes-by-device":
            return table.citing(FactSources.guideAdaptiveModel, editions: guideOnly)
        case "size-classes-modern":
            // A screen's size classes come from its size, not from the OS release: the
            // table holds in every release and claims no release for a device.
            return table.citing(FactSources.landscapeWidthRule)
        case "multitasking":
            // Split View and Slide Over arrived in iOS 9 and left in iPadOS 26.
            return table.citing(FactSources.higMultitaskingLegacy, editions: EditionRange(from: .guide, through: .ios18, since: "9.0"))
        case "presentation-styles":
            return table.citing(FactSources.modalPresentationStyle, FactSources.guidePresenting)
        case "transition-styles":
            return table.citing(FactSources.modalTransitionStyle, FactSources.guidePresenting)
        case "segue-kinds":
            return table.citing(FactSources.guideSegues, FactSources.splitShowDetail)
        case "segue-life-cycle":
            return table.citing(FactSources.prepareForSegue, FactSources.guideSegues)
        case "rotation-iphone-6", "rotation-iphone-6-plus":
            return table.citing(FactSources.guideAdaptiveModel, FactSources.guideBuildingAdaptive, FactSources.unspecifiedOrder, editions: guideOnly)
        case "rotation-iphone-11-pro-max":
            // iOS 13 to 16: the guide's method, until iOS 17's registrations.
            return table.citing(editions: EditionRange(from: .ios13, through: .ios13, until: "16"))
        case "rotation-iphone-17-pro-max":
            // Registrations arrived in iOS 17, inside the 13–17 span.
            return table.citing(editions: EditionRange(from: .ios13, since: "17.0"))
        case "transition-animation-sequence", "transition-dismissal-sequence":
            return table.citing(FactSources.guideTransitions, FactSources.transitionCoordinator, FactSources.unspecifiedOrder)
        case "custom-presentation-sequence", "custom-dismissal-sequence":
            return table.citing(FactSources.presentationController, FactSources.guideCustomPresentations, FactSources.unspecifiedOrder)
        default:
            return table
        }
    }

    public static let all: [ReferenceTable] = modelTables.map(\.reference)

    public static func table(id: String) -> ReferenceTable? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map(\.id) }

    /// Tables that state the same rules for different editions, oldest first.
    static let editionFamilies: [[String]] = [
        ["presentation-adaptation", "presentation-adaptation-ios13", "presentation-adaptation-current"],
        ["rotation-iphone-6-plus", "rotation-iphone-11-pro-max", "rotation-iphone-17-pro-max"],
    ]

    /// Where a reader asking for a table outside its releases is sent instead: the
    /// guide's device table, asked for a later release, and the iOS 26 model list, asked
    /// for another release (iOS 27 included), give way to the current device table
    /// computed for that release, which lists the devices that run it (a screen's size
    /// classes do not depend on the release).
    static let fallbacks: [String: String] = ["size-classes-by-device": "size-classes-modern", "devices-os26": "size-classes-modern"]

    /// Whether a table holds for an edition (its first release); a table without
    /// editions holds for all.
    public static func table(_ table: ReferenceTable, holdsFor edition: Edition) -> Bool {
        self.table(table, holdsIn: Release(edition))
    }

    /// Whether a table holds in a release.
    public static func table(_ table: ReferenceTable, holdsIn release: Release) -> Bool {
        self.table(id: table.id, release: release)?.id == table.id
    }

    /// The table that states `id`'s rules for `edition`, computed for the edition's first
    /// release (`ios13` is iOS 13, so an iOS 17 table is not offered for it).
    public static func table(id: String, edition: Edition) -> ReferenceTable? {
        table(id: id, release: Release(edition))
    }

    /// The table that states `id`'s rules in `release`, computed for it: `id` itself
    /// when it holds there, otherwise the member of its family that does; nil when none
    /// does. Rows that do not exist in the release are absent, deprecated ones marked.
    public static func table(id: String, release: Release) -> ReferenceTable? {
        guard modelTable(id: id) != nil else { return nil }
        let family = editionFamilies.first { $0.contains(id) } ?? []
        for candidate in [id] + family.filter({ $0 != id }) + [fallbacks[id]].compactMap({ $0 }) {
            if let table = modelTable(id: candidate, release: release) { return table.reference }
        }
        return nil
    }

    static func modelTable(id: String, release: Release) -> ModelTable? {
        if id == "api-availability" {
            // Computed per release from the catalogue, it holds only where its range does.
            let table = apiAvailabilityTable(in: release)
            return table.editions.map { $0.contains(release) } ?? true ? citingSources(table) : nil
        }
        if id == "orientation-apis" { return citingSources(orientationAPIsTable(in: release)) }
        return modelTable(id: id)?.computed(for: release)
    }

    static func modelTable(id: String) -> ModelTable? {
        modelTables.first { $0.id == id }
    }

    /// Notes to print with a table, where a source disagrees or a rule has a catch.
    public static func notes(id: String) -> [LocalizedText] {
        switch id {
        case "presentation-adaptation": [PresentationNotes.popoverInCompactWidth]
        case "presentation-adaptation-current": [PresentationNotes.currentContextInPopover]
        default: []
        }
    }
}
