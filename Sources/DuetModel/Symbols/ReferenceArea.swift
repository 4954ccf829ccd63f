/// The parts of UIKit the reference is organised by; each becomes one reference page.
public enum ReferenceArea: String, Sendable, CaseIterable, Hashable {
    case traits
    case devices
    case presentationStyles = "presentation-styles"
    case transitionStyles = "transition-styles"
    case segueKinds = "segue-kinds"
    case callbackSequences = "callback-sequences"
    case presentations
    case transitions
    case containers

    public var title: LocalizedText {
        switch self {
        case .traits: LocalizedText(en: "Traits and Size Classes", key: "reference-area.traits-size-classes")
        case .devices: LocalizedText(en: "Devices and Screens", key: "reference-area.devices-screens")
        case .presentationStyles: LocalizedText(en: "Presentation Styles", key: "reference-area.presentation-styles")
        case .transitionStyles: LocalizedText(en: "Transition Styles", key: "reference-area.transition-styles")
        case .segueKinds: LocalizedText(en: "Segues", key: "reference-area.segues")
        case .callbackSequences: LocalizedText(en: "Callback Sequences", key: "reference-area.callback-sequences")
        case .presentations: LocalizedText(en: "Presenting and Showing", key: "reference-area.presenting-showing")
        case .transitions: LocalizedText(en: "Transition Animations and Presentation Controllers", key: "reference-area.transition-animations-presentation")
        case .containers: LocalizedText(en: "Container View Controllers", key: "reference-area.container-view-controllers")
        }
    }

    public var summary: LocalizedText {
        switch self {
        case .traits:
            LocalizedText(en: "The values that describe an interface's environment and the operations that combine and override them.",
                          key: "reference-area.values-describe-interface-s-environment")
        case .devices:
            LocalizedText(en: "Device families, display scale and the screens whose sizes decide the default size classes.",
                          key: "reference-area.device-families-display-scale-screens")
        case .presentationStyles:
            LocalizedText(en: "Every modal presentation style, its raw value and how it adapts to a compact environment.",
                          key: "reference-area.every-modal-presentation-style-raw-value")
        case .transitionStyles:
            LocalizedText(en: "The built-in animations UIKit runs when it presents a view controller modally.",
                          key: "reference-area.built-animations-uikit-runs-when")
        case .segueKinds:
            LocalizedText(en: "Storyboard segues: their kinds, their life cycle and the methods that control them.",
                          key: "reference-area.storyboard-segues-their-kinds-their-life")
        case .callbackSequences:
            LocalizedText(en: "The callbacks UIKit sends when traits, sizes or presentations change, in the order it sends them.",
                          key: "reference-area.callbacks-uikit-sends-when-traits-sizes")
        case .presentations:
            LocalizedText(en: "Presenting, showing, dismissing and configuring popovers and adaptive presentations.",
                          key: "reference-area.presenting-showing-dismissing")
        case .transitions:
            LocalizedText(en: "The objects behind custom transition animations and custom presentations.",
                          key: "reference-area.objects-behind-custom-transition")
        case .containers:
            LocalizedText(en: "Adding, removing and transitioning between child view controllers, and delegating to them.",
                          key: "reference-area.adding-removing-transitioning-between")
        }
    }
}
