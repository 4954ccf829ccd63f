/// The two column styles of `UISplitViewController(style:)` (iOS 14). The classic style
/// (`.unspecified`, the guide's "primary + detail") is not one of them: it has no columns.
public enum SplitViewStyle: String, Sendable, CaseIterable, Hashable {
    case doubleColumn, tripleColumn

    public var caseName: String { "." + rawValue }

    /// The columns laid out side by side while the split view is expanded, leading first.
    /// The compact column shows only while collapsed; the inspector (iOS 26) only once shown.
    public var expandedColumns: [SplitViewColumn] {
        switch self {
        case .doubleColumn: [.primary, .secondary]
        case .tripleColumn: [.primary, .supplementary, .secondary]
        }
    }

    public var name: LocalizedText {
        switch self {
        case .doubleColumn: LocalizedText(en: "two columns", key: "split-view-style.two-columns")
        case .tripleColumn: LocalizedText(en: "three columns", key: "split-view-style.three-columns")
        }
    }
}
