/// The four traits the guide's table describes, with what each is for.
public enum TraitKind: String, Sendable, Hashable, CaseIterable {
    case horizontalSizeClass
    case verticalSizeClass
    case displayScale
    case userInterfaceIdiom

    /// A typical value, taken from the model's own types so it cannot drift.
    public var exampleValue: String {
        switch self {
        case .horizontalSizeClass: UserInterfaceSizeClass.compact.swiftName
        case .verticalSizeClass: UserInterfaceSizeClass.regular.swiftName
        case .displayScale: "2.0"
        case .userInterfaceIdiom: UserInterfaceIdiom.phone.swiftName
        }
    }

    /// Why a layout would read the trait.
    public var purpose: LocalizedText {
        switch self {
        case .horizontalSizeClass:
            LocalizedText(en: "The rough width available: decide whether to stack, place side by side, hide or rearrange content", key: "trait-kind.rough-width-available-decide-whether")
        case .verticalSizeClass:
            LocalizedText(en: "The rough height available: matters when everything must fit without scrolling", key: "trait-kind.rough-height-available-matters-when")
        case .displayScale:
            LocalizedText(en: "Pixels per point (Retina or not): for pixel-exact drawing and picking image variants", key: "trait-kind.pixels-per-point-retina-not-pixel-exact")
        case .userInterfaceIdiom:
            LocalizedText(en: "The kind of device; kept for older code, do not base layout on it, use size classes", key: "trait-kind.kind-device-kept-older-code-do-not-base")
        }
    }
}
