/// A column of a column-style split view (`UISplitViewController.Column`), with the release
/// it arrived in: the four of iOS 14, and the inspector of iOS 26.
public enum SplitViewColumn: String, Sendable, CaseIterable, Hashable {
    case primary, supplementary, secondary, compact, inspector

    public var swiftName: String { "UISplitViewController.Column.\(rawValue)" }

    /// The short spelling a listing uses (`.primary`).
    public var caseName: String { "." + rawValue }

    public var introduced: String { self == .inspector ? "26.0" : "14.0" }

    public var availability: Availability { .since(introduced) }

    public var name: LocalizedText {
        switch self {
        case .primary: LocalizedText(en: "primary", key: "split-view-column.primary")
        case .supplementary: LocalizedText(en: "supplementary", key: "split-view-column.supplementary")
        case .secondary: LocalizedText(en: "secondary", key: "split-view-column.secondary")
        case .compact: LocalizedText(en: "compact", key: "split-view-column.compact")
        case .inspector: LocalizedText(en: "inspector", key: "split-view-column.inspector")
        }
    }

    /// The column's name as a table heading ("Primary column").
    public var heading: LocalizedText {
        switch self {
        case .primary: LocalizedText(en: "Primary column", key: "split-view-column.heading-primary")
        case .supplementary: LocalizedText(en: "Supplementary column", key: "split-view-column.heading-supplementary")
        case .secondary: LocalizedText(en: "Secondary column", key: "split-view-column.heading-secondary")
        case .compact: LocalizedText(en: "Compact column", key: "split-view-column.heading-compact")
        case .inspector: LocalizedText(en: "Inspector column", key: "split-view-column.heading-inspector")
        }
    }

    public var sources: [FactSource] {
        switch self {
        case .compact: [FactSources.splitViewCompactColumn]
        case .inspector: [FactSources.splitViewInspectorColumn, FactSources.splitViewInspectorSheet]
        default: [FactSources.splitViewColumn]
        }
    }
}
