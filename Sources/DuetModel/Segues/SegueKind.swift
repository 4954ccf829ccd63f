/// The segue kinds Interface Builder offers: four adaptive ones and the four
/// deprecated ones kept for iOS 7 deployment.
public enum SegueKind: String, Sendable, Hashable, CaseIterable {
    case show
    case showDetail
    case presentModally
    case presentAsPopover
    case push
    case modal
    case popover
    case replace

    /// The name in Interface Builder's segue menu; segue names stay English in both languages.
    public var name: String {
        switch self {
        case .show: "Show"
        case .showDetail: "Show Detail"
        case .presentModally: "Present Modally"
        case .presentAsPopover: "Present as Popover"
        case .push: "Push"
        case .modal: "Modal"
        case .popover: "Popover"
        case .replace: "Replace"
        }
    }

    /// Adaptive kinds decide at run time from the container and the size class.
    public var isAdaptive: Bool {
        switch self {
        case .show, .showDetail, .presentModally, .presentAsPopover: true
        case .push, .modal, .popover, .replace: false
        }
    }

    /// The table label: deprecated kinds say so, so "Push" never reads as "Show (Push)".
    public var label: LocalizedText {
        isAdaptive ? LocalizedText(invariant: name)
            : LocalizedText(en: "{name} (deprecated)", key: "segue-kind.deprecated", arguments: ["name": LocalizedText(invariant: name)])
    }

    /// The UIKit method an adaptive segue calls, if any.
    public var method: String? {
        switch self {
        case .show: "show(_:sender:)"
        case .showDetail: "showDetailViewController(_:sender:)"
        case .presentModally, .presentAsPopover: "present(_:animated:completion:)"
        default: nil
        }
    }

    /// The deprecated kind an adaptive one replaces (Xcode shows "Show (Push)").
    public var replaces: SegueKind? {
        switch self {
        case .show: .push
        case .showDetail: .replace
        case .presentModally: .modal
        case .presentAsPopover: .popover
        default: nil
        }
    }
}
