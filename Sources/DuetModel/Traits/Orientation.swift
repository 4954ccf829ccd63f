/// How the device is held. The model needs only the two shapes a screen can take.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape

    public var term: LocalizedText {
        switch self {
        case .portrait: LocalizedText(en: "portrait", zh: "竖屏")
        case .landscape: LocalizedText(en: "landscape", zh: "横屏")
        }
    }

    /// The other orientation, which is where a rotation goes.
    public var rotated: Orientation {
        self == .portrait ? .landscape : .portrait
    }
}
