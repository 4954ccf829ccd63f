/// One step of a storyboard segue, in the order UIKit runs them.
public enum SegueStep: String, Sendable, Hashable, CaseIterable {
    case shouldPerform
    case cancelled
    case destinationCreated
    case segueCreated
    case prepare
    case perform
    case segueReleased

    /// The Swift spelling of the call behind the step, where there is one.
    public var callback: String? {
        switch self {
        case .shouldPerform: "shouldPerformSegue(withIdentifier:sender:)"
        case .segueCreated: "init(identifier:source:destination:)"
        case .prepare: "prepare(for:sender:)"
        case .perform: "perform()"
        case .cancelled, .destinationCreated, .segueReleased: nil
        }
    }

    public var term: LocalizedText {
        switch self {
        case .shouldPerform: LocalizedText(en: "The source is asked whether to perform the segue", zh: "询问源视图控制器是否执行该 segue")
        case .cancelled: LocalizedText(en: "The segue is cancelled; the control's other actions still run", zh: "segue 被取消；控件的其他动作照常执行")
        case .destinationCreated: LocalizedText(en: "The destination view controller is created and initialised", zh: "创建并初始化目标视图控制器")
        case .segueCreated: LocalizedText(en: "The segue object is created", zh: "创建 segue 对象")
        case .prepare: LocalizedText(en: "The source prepares the destination", zh: "源视图控制器为目标做准备")
        case .perform: LocalizedText(en: "The segue performs its transition", zh: "segue 执行转场")
        case .segueReleased: LocalizedText(en: "The segue object is released", zh: "释放 segue 对象")
        }
    }
}

public enum SegueLifeCycle {
    /// The steps of one segue. `shouldPerform` is the source's answer to
    /// `shouldPerformSegue(withIdentifier:sender:)`; false cancels before anything is created.
    public static func steps(shouldPerform: Bool = true) -> [SegueStep] {
        guard shouldPerform else { return [.shouldPerform, .cancelled] }
        return [.shouldPerform, .destinationCreated, .segueCreated, .prepare, .perform, .segueReleased]
    }
}
