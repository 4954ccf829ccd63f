/// The two axes a size class describes.
///
/// Named separately because table cells and checker messages talk about an axis
/// ("expected horizontal: compact") independently of any trait collection.
public enum SizeClassAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical

    public var term: LocalizedText {
        switch self {
        case .horizontal: LocalizedText(en: "horizontal", key: "size-class-axis.horizontal")
        case .vertical: LocalizedText(en: "vertical", key: "size-class-axis.vertical")
        }
    }
}
