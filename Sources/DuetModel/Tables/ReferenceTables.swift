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
        preferredTransitionsTable,
        segueKindsTable,
        segueLifeCycleTable,
        rotationTable(id: "rotation-iphone-6", deviceName: "iPhone 6"),
        rotationTable(id: "rotation-iphone-6-plus", deviceName: "iPhone 6 Plus"),
        registrationRotationTable(id: "rotation-iphone-17-pro-max", deviceName: "iPhone 17 Pro Max"),
        apiAvailabilityTable,
    ] + transitionTables).map(citingSources)

    /// Where each table's facts come from, in one place. Tables that build their own
    /// (per-row) sources keep them and gain these.
    static func citingSources(_ table: ModelTable) -> ModelTable {
        let guideOnly = EditionRange(from: .guide, through: .guide)
        switch table.id {
        case "traits":
            return table.citing(FactSources.guideAdaptiveModel)
        case "size-classes-by-device":
            return table.citing(FactSources.guideAdaptiveModel, editions: guideOnly)
        case "size-classes-modern":
            return table.citing(FactSources.landscapeWidthRule, editions: EditionRange(from: .ios26))
        case "multitasking":
            return table.citing(FactSources.higMultitaskingLegacy, editions: EditionRange(from: .guide, through: .ios18))
        case "presentation-styles":
            return table.citing(FactSources.modalPresentationStyle, FactSources.guidePresenting)
        case "transition-styles":
            return table.citing(FactSources.guidePresenting)
        case "segue-kinds":
            return table.citing(FactSources.guideSegues, FactSources.splitShowDetail)
        case "segue-life-cycle":
            return table.citing(FactSources.guideSegues)
        case "rotation-iphone-6", "rotation-iphone-6-plus":
            return table.citing(FactSources.guideAdaptiveModel, FactSources.guideBuildingAdaptive, FactSources.unspecifiedOrder, editions: guideOnly)
        case "rotation-iphone-17-pro-max":
            // Registrations arrived in iOS 17, inside the 13–17 span.
            return table.citing(editions: EditionRange(from: .ios13, since: "17.0"))
        case "transition-animation-sequence", "transition-dismissal-sequence":
            return table.citing(FactSources.guideTransitions, FactSources.transitionCoordinator, FactSources.unspecifiedOrder)
        case "custom-presentation-sequence", "custom-dismissal-sequence":
            return table.citing(FactSources.guideCustomPresentations, FactSources.unspecifiedOrder)
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
        ["size-classes-by-device", "size-classes-modern"],
        ["rotation-iphone-6-plus", "rotation-iphone-17-pro-max"],
    ]

    /// Whether a table holds for an edition; a table without editions holds for all.
    public static func table(_ table: ReferenceTable, holdsFor edition: Edition) -> Bool {
        table.editions?.contains(edition) ?? true
    }

    /// The table that states `id`'s rules for `edition`: `id` itself when it holds for
    /// that edition, otherwise the member of its family that does; nil when none does.
    public static func table(id: String, edition: Edition) -> ReferenceTable? {
        guard let asked = table(id: id) else { return nil }
        if table(asked, holdsFor: edition) { return asked }
        let family = editionFamilies.first { $0.contains(id) } ?? []
        return family.compactMap { table(id: $0) }.first { table($0, holdsFor: edition) }
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
