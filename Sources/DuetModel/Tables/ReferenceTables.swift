/// Every generated table of the reference, in a stable order.
public enum ReferenceTables {
    static let modelTables: [ModelTable] = [
        traitsTable,
        sizeClassesByDeviceTable,
        sizeClassesModernTable,
        multitaskingTable,
        presentationStylesTable,
        presentationAdaptationTable,
        presentationAdaptationCurrentTable,
        transitionStylesTable,
        segueKindsTable,
        segueLifeCycleTable,
        rotationTable(id: "rotation-iphone-6", deviceName: "iPhone 6"),
        rotationTable(id: "rotation-iphone-6-plus", deviceName: "iPhone 6 Plus"),
    ] + transitionTables

    public static let all: [ReferenceTable] = modelTables.map(\.reference)

    public static func table(id: String) -> ReferenceTable? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map(\.id) }

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
