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
            LocalizedText(en: "The rough width available: decide whether to stack, place side by side, hide or rearrange content", zh: "可用宽度的大致级别：据此决定内容是堆叠、并排、隐藏还是换一种排法")
        case .verticalSizeClass:
            LocalizedText(en: "The rough height available: matters when everything must fit without scrolling", zh: "可用高度的大致级别：当所有内容必须不滚动就放得下时要看它")
        case .displayScale:
            LocalizedText(en: "Pixels per point (Retina or not): for pixel-exact drawing and picking image variants", zh: "每点的像素数（是否为 Retina）：用于像素级绘制和选择图像版本")
        case .userInterfaceIdiom:
            LocalizedText(en: "The kind of device; kept for older code, do not base layout on it, use size classes", zh: "设备类型；为兼容旧代码而保留，不要据此布局，请改用尺寸类")
        }
    }
}
