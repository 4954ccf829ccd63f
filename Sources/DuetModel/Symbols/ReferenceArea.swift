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
        case .traits: LocalizedText(en: "Traits and Size Classes", zh: "特征与尺寸类")
        case .devices: LocalizedText(en: "Devices and Screens", zh: "设备与屏幕")
        case .presentationStyles: LocalizedText(en: "Presentation Styles", zh: "呈现样式")
        case .transitionStyles: LocalizedText(en: "Transition Styles", zh: "转场样式")
        case .segueKinds: LocalizedText(en: "Segues", zh: "Segue")
        case .callbackSequences: LocalizedText(en: "Callback Sequences", zh: "回调顺序")
        case .presentations: LocalizedText(en: "Presenting and Showing", zh: "呈现与显示")
        case .transitions: LocalizedText(en: "Transition Animations and Presentation Controllers", zh: "转场动画与呈现控制器")
        case .containers: LocalizedText(en: "Container View Controllers", zh: "容器视图控制器")
        }
    }

    public var summary: LocalizedText {
        switch self {
        case .traits:
            LocalizedText(en: "The values that describe an interface's environment and the operations that combine and override them.",
                          zh: "描述界面所处环境的各项值，以及合并和覆盖这些值的操作。")
        case .devices:
            LocalizedText(en: "Device families, display scale and the screens whose sizes decide the default size classes.",
                          zh: "设备类型、显示比例，以及决定默认尺寸类的各种屏幕尺寸。")
        case .presentationStyles:
            LocalizedText(en: "Every modal presentation style, its raw value and how it adapts to a compact environment.",
                          zh: "每一种模态呈现样式、它的原始值，以及它在紧凑环境中如何适配。")
        case .transitionStyles:
            LocalizedText(en: "The built-in animations UIKit runs when it presents a view controller modally.",
                          zh: "UIKit 以模态方式呈现视图控制器时使用的内置动画。")
        case .segueKinds:
            LocalizedText(en: "Storyboard segues: their kinds, their life cycle and the methods that control them.",
                          zh: "故事板中的 segue：种类、生命周期以及控制它们的方法。")
        case .callbackSequences:
            LocalizedText(en: "The callbacks UIKit sends when traits, sizes or presentations change, in the order it sends them.",
                          zh: "特征、尺寸或呈现发生变化时 UIKit 发出的回调，以及它们的先后顺序。")
        case .presentations:
            LocalizedText(en: "Presenting, showing, dismissing and configuring popovers and adaptive presentations.",
                          zh: "呈现、显示、关闭视图控制器，以及配置弹出框和自适应呈现。")
        case .transitions:
            LocalizedText(en: "The objects behind custom transition animations and custom presentations.",
                          zh: "自定义转场动画和自定义呈现背后的各个对象。")
        case .containers:
            LocalizedText(en: "Adding, removing and transitioning between child view controllers, and delegating to them.",
                          zh: "添加、移除子视图控制器，在它们之间转场，以及把控制权委托给它们。")
        }
    }
}
