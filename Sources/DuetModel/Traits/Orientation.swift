/// How the device is held. The model needs only the two shapes a screen can take.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape

    public var term: LocalizedText {
        switch self {
        case .portrait: LocalizedText(en: "portrait", key: "orientation.portrait")
        case .landscape: LocalizedText(en: "landscape", key: "orientation.landscape")
        }
    }

    /// The other orientation, which is where a rotation goes.
    public var rotated: Orientation {
        self == .portrait ? .landscape : .portrait
    }
}
