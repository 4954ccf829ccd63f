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
        case .primary: LocalizedText(en: "primary", zh: "主栏")
        case .supplementary: LocalizedText(en: "supplementary", zh: "补充栏")
        case .secondary: LocalizedText(en: "secondary", zh: "次栏")
        case .compact: LocalizedText(en: "compact", zh: "紧凑栏")
        case .inspector: LocalizedText(en: "inspector", zh: "检查器栏")
        }
    }

    /// The column's name as a table heading ("Primary column", 主栏).
    public var heading: LocalizedText {
        LocalizedText(en: name.en.prefix(1).uppercased() + name.en.dropFirst() + " column", zh: name.zh)
    }

    public var sources: [FactSource] {
        switch self {
        case .compact: [FactSources.splitViewCompactColumn]
        case .inspector: [FactSources.splitViewInspectorColumn]
        default: [FactSources.splitViewColumn]
        }
    }
}
